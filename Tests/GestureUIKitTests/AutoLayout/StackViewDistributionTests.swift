import Foundation
import Testing
@testable import GestureUIKit

/// A view with a fixed intrinsic size, as a label or an image view has one.
final class SizedView: UIView {
    var size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A stack view in a window: placed by its frame (so its autoresizing constraints fix its size) or, with `size` nil,
/// by its top-left corner only (so its arranged views size it).
func stackInWindow(
    _ views: [UIView], frame: CGRect? = CGRect(x: 0, y: 0, width: 300, height: 100)
) -> (UIWindow, UIStackView) {
    let window = UIWindow(size: CGSize(390, 844))
    let stack = UIStackView(arrangedSubviews: views)
    window.addSubview(stack)
    if let frame {
        stack.frame = frame
    } else {
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
    }
    return (window, stack)
}

@Suite("UIStackView distributions, against UIStackView.h's description of each")
struct StackViewDistributionTests {
    @Test(".fill: the item that hugs least stretches into the underflow; the one that resists least gives way")
    func fill() {
        let title = SizedView(50, 20), value = SizedView(80, 20)
        value.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (window, stack) = stackInWindow([title, value])
        stack.spacing = 10
        window.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(value.frame == CGRect(x: 60, y: 0, width: 240, height: 100))

        // Overflow: 250 + 10 + 80 > 300; the title resists less, so it is the one squeezed.
        title.size.width = 250
        title.invalidateIntrinsicContentSize()
        title.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(value.frame.width == 80)
        #expect(title.frame.width == CGFloat(300 - 10 - 80))
    }

    @Test(".fillEqually: equal lengths sharing the canvas; unconstrained, each as long as the largest intrinsic")
    func fillEqually() {
        let views = [SizedView(30, 20), SizedView(60, 20), SizedView(45, 20)]
        let (window, stack) = stackInWindow(views, frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        stack.distribution = .fillEqually
        stack.spacing = 10
        window.layoutIfNeeded()
        // (320 - 2 × 10) / 3 = 100 each.
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.allSatisfy { $0.frame.width == 100 })

        let loose = [SizedView(30, 20), SizedView(60, 20), SizedView(45, 20)]
        let (looseWindow, looseStack) = stackInWindow(loose, frame: nil)
        looseStack.distribution = .fillEqually
        looseStack.spacing = 10
        looseWindow.layoutIfNeeded()
        // "When space allows, this will be the size of the item with the largest intrinsicContentSize."
        #expect(loose.allSatisfy { $0.frame.width == 60 })
        #expect(looseStack.frame == CGRect(x: 20, y: 40, width: 200, height: 20))
        #expect(looseStack.constraints.contains { $0.identifier == "UISV-fill-equally" })
    }

    @Test(".fillProportionally: the canvas less the spacing is shared in proportion to the intrinsic lengths")
    func fillProportionally() {
        let views = [SizedView(50, 20), SizedView(100, 20), SizedView(150, 20)]
        let (window, stack) = stackInWindow(views, frame: CGRect(x: 0, y: 0, width: 620, height: 50))
        stack.distribution = .fillProportionally
        stack.spacing = 10
        window.layoutIfNeeded()
        // 600 points for 50 : 100 : 150, so 100, 200 and 300.
        #expect(views.map(\.frame.width) == [100, 200, 300])
        #expect(views.map(\.frame.minX) == [0, 110, 320])
        #expect(stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.count == 3)

        // A new intrinsic length makes the proportions again: 50 : 100 : 450 of 600.
        views[2].size.width = 450
        views[2].invalidateIntrinsicContentSize()
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [50, 100, 450])
    }

    @Test(".equalSpacing: items keep their intrinsic lengths and the underflow is divided equally between them")
    func equalSpacing() {
        let views = [SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)]
        let (window, stack) = stackInWindow(views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        window.layoutIfNeeded()
        // (300 - 150) / 2 = 75 between each pair.
        #expect(views.map(\.frame.minX) == [0, 125, 250])
        #expect(views.allSatisfy { $0.frame.width == 50 })

        // Overflow: the gaps shrink to the minimum spacing and the least resistant item is squeezed.
        views[1].size.width = 200
        views[1].invalidateIntrinsicContentSize()
        views[1].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 250])
        #expect(views[1].frame.width == 180)
    }

    @Test(".equalCentering: centers equally far apart, items at their intrinsic lengths")
    func equalCentering() {
        let views = [SizedView(20, 20), SizedView(60, 20), SizedView(100, 20)]
        let (window, stack) = stackInWindow(views)
        stack.distribution = .equalCentering
        window.layoutIfNeeded()
        // Centers at 10 and 250 (the edges are the canvas's), so the middle one's at 130: x = 100.
        #expect(views.map(\.frame.width) == [20, 60, 100])
        #expect(views.map(\.frame.midX) == [10, 130, 250])
        #expect(stack.constraints.contains { $0.identifier == "UISV-distributing" })
    }

    @Test("a vertical stack distributes along y, and its constraints are UIKit's, held by the stack view")
    func verticalAndIdentifiers() {
        let views = [SizedView(40, 30), SizedView(40, 50)]
        let (window, stack) = stackInWindow(views, frame: nil)
        stack.axis = .vertical
        stack.spacing = 4
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(views[1].frame == CGRect(x: 0, y: 34, width: 40, height: 50))
        #expect(stack.frame.size == CGSize(width: 40, height: 84))
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]))
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(!stack.hasAmbiguousLayout)
    }
}
