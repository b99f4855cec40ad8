import Foundation
import Testing

@testable import GestureUIKit

/// `UILongPressGestureRecognizer.numberOfTapsRequired`: the taps come first, each by the tap rules, then the press
/// on the next touch-down (the decompiled recognizer hands its touches to an internal `UITapRecognizer` until the
/// taps are done).
@Suite("Long press after taps (numberOfTapsRequired)")
struct LongPressTapsTests {
    private func setUp(taps: Int) -> (Harness, UILongPressGestureRecognizer) {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        let press = UILongPressGestureRecognizer(name: "press")
        press.numberOfTapsRequired = taps
        view.addGestureRecognizer(press)
        return (h, press)
    }

    /// The time of `name`'s first transition to `state`.
    private func time(_ h: Harness, _ name: String, _ state: GestureRecognizerState) -> Double? {
        h.transitions.first { $0.recognizer == name && $0.to == state }?.time
    }

    @Test("a tap, then a touch-down held 0.5 s: the press begins 0.5 s after the second touch-down")
    func tapThenPress() {
        let (h, _) = setUp(taps: 1)
        h.tap(CGPoint(200, 400), at: 1)
        h.window.touchDown(finger: 1, at: CGPoint(202, 401), time: 1.25)
        h.window.advance(to: 1.8)
        h.window.touchUp(finger: 1, at: CGPoint(202, 401), time: 1.9)
        #expect(h.states(of: "press") == ["began", "ended"])
        #expect(time(h, "press", .began) == 1.75)
    }

    @Test("a press without the tap first does not begin at 0.5 s: it is a tap held too long, and fails")
    func pressWithoutTap() {
        let (h, _) = setUp(taps: 1)
        h.window.touchDown(finger: 1, at: CGPoint(200, 400), time: 1)
        h.window.advance(to: 1.6)
        #expect(h.states(of: "press").isEmpty, "still the tap's touch at 0.6 s")
        h.window.advance(to: 2)
        #expect(h.states(of: "press") == ["failed"])
        #expect(h.reason(of: "press", to: .failed) == "held longer than 0.75 s")
    }

    @Test("the press must come within the taps' interval (0.35 s) and the tap must land near the first")
    func tapRules() {
        let (late, _) = setUp(taps: 1)
        late.tap(CGPoint(200, 400), at: 1)
        late.window.touchDown(finger: 1, at: CGPoint(200, 400), time: 1.6)
        late.window.advance(to: 2.3)
        #expect(late.states(of: "press") == ["failed"], "the touch-down after 0.35 s is not the press")
        #expect(late.reason(of: "press", to: .failed) == "no tap 2 within 0.35 s")

        let (far, _) = setUp(taps: 2)
        far.tap(CGPoint(200, 400), at: 1)
        far.tap(CGPoint(300, 400), at: 1.2)
        #expect(far.states(of: "press") == ["failed"])
        #expect(far.reason(of: "press", to: .failed)?.hasPrefix("tap 2 landed 100 pt") == true)
    }

    @Test("two taps then the press; a press that needs fewer taps does not prevent one that needs more")
    func doubleTapThenPress() {
        let (h, press) = setUp(taps: 2)
        let plain = UILongPressGestureRecognizer(name: "plain")
        press.view?.addGestureRecognizer(plain)
        #expect(!plain.canPrevent(press))
        #expect(press.canPrevent(plain))
        h.tap(CGPoint(200, 400), at: 1)
        h.tap(CGPoint(200, 400), at: 1.2)
        h.window.touchDown(finger: 1, at: CGPoint(200, 400), time: 1.4)
        h.window.advance(to: 2)
        h.window.touchUp(finger: 1, at: CGPoint(200, 400), time: 2.1)
        #expect(h.states(of: "press") == ["began", "ended"])
        #expect(time(h, "press", .began) == 1.9)
    }
}
