import Foundation
import GestureLabKit
import Testing

/// Pasted iOS view controller and view code that calls `super.init(coder:)` builds: with no storyboards it returns
/// nil, as the kit documents.
final class StoryboardController: UIViewController {
    let label = "from a storyboard"

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init() {
        super.init(nibName: nil, bundle: nil)
    }
}

final class StoryboardView: UIView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

@Suite("Pasted init?(coder:) that calls super")
struct CoderInitPasteTests {
    @Test("builds, and the code path without storyboards makes the object with its other initializer")
    func builds() {
        #expect(StoryboardController().label == "from a storyboard")
        #expect(StoryboardView(frame: .zero).bounds == .zero)
    }
}
