import Foundation
import Testing

@testable import GestureUIKit

/// Apple's "Implementing a discrete gesture recognizer": a direct `UIGestureRecognizer` subclass that recognizes a
/// touch lifting within 20 pt of where it went down, by setting `.recognized` straight from `.possible`.
private final class LiftRecognizer: UIGestureRecognizer {
    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: nil)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let end = touches.first?.location(in: nil) else { return }
        state = end.distance(to: start) <= 20 ? .recognized : .failed
    }

    override func reset() {
        super.reset()
        start = nil
    }
}

/// A custom discrete recognizer goes possible → recognized as in UIKit, whose base class accepts that transition for
/// any subclass.
@Suite("Discrete UIGestureRecognizer subclasses")
struct DiscreteSubclassTests {
    private func setUp() -> (Harness, LiftRecognizer, () -> Int) {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        var fired = 0
        let recognizer = LiftRecognizer { _ in fired += 1 }
        recognizer.name = "lift"
        view.addGestureRecognizer(recognizer)
        return (h, recognizer, { fired })
    }

    @Test("setting .recognized from .possible recognizes: the action runs once and the recognizer resets")
    func recognizes() {
        let (h, recognizer, fired) = setUp()
        h.tap(CGPoint(100, 100), at: 0.1)
        #expect(h.states(of: "lift") == ["ended"])
        #expect(fired() == 1)
        #expect(recognizer.state == .possible)
        h.tap(CGPoint(100, 100), at: 1)
        #expect(fired() == 2, "reset after the first recognition, so the second lift recognizes again")
    }

    @Test("a custom discrete recognizer that waits for a double tap recognizes once the double tap has failed")
    func waitsForFailure() {
        let (h, recognizer, fired) = setUp()
        let doubleTap = UITapGestureRecognizer(name: "double", taps: 2)
        recognizer.view?.addGestureRecognizer(doubleTap)
        recognizer.require(toFail: doubleTap)
        h.tap(CGPoint(100, 100), at: 0.1)
        #expect(fired() == 0, "parked until the double tap fails")
        h.window.advance(to: 1)
        #expect(h.states(of: "lift") == ["ended"])
        #expect(fired() == 1)
        #expect(recognizer.state == .possible)
    }
}
