import Foundation
import Testing
@testable import GestureUIKit

/// `UIGestureRecognizer.State.recognized` is `ended`, so pasted code that tests for it compiles and matches.
@Suite("UIGestureRecognizer.State.recognized")
struct RecognizedStateTests {
    @Test("a tap's action sees .recognized, in a switch as UIKit apps write it, when the tap is recognized")
    func recognizedIsEnded() {
        #expect(UIGestureRecognizer.State.recognized == .ended)
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        var seen: [String] = []
        let tap = UITapGestureRecognizer { recognizer in
            switch recognizer.state {
            case .recognized: seen.append("recognized")
            default: seen.append(recognizer.state.rawValue)
            }
        }
        view.addGestureRecognizer(tap)
        h.tap(CGPoint(x: 100, y: 100), at: 0.1)
        #expect(seen == ["recognized"])
    }
}
