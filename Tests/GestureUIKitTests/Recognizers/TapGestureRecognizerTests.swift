import Foundation
import Testing
@testable import GestureUIKit

@Suite("Tap recognizer thresholds")
struct TapGestureRecognizerTests {
    private func single() -> (Harness, UITapGestureRecognizer) {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        let tap = UITapGestureRecognizer(name: "tap")
        view.addGestureRecognizer(tap)
        return (h, tap)
    }

    private func double() -> Harness {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        view.addGestureRecognizer(UITapGestureRecognizer(name: "double", taps: 2))
        return h
    }

    @Test("a tap recognizes on lift and fires its action once")
    func tapRecognizes() {
        let (h, tap) = single()
        var fired = 0
        tap.addTarget { _ in fired += 1 }
        h.tap(CGPoint(100, 100), at: 0)
        #expect(h.states(of: "tap") == ["ended"])
        #expect(fired == 1)
        #expect(tap.state == .possible)
    }

    @Test("a second tap 0.34 s after the first lift makes a double tap; 0.36 s is too late")
    func doubleTapInterval() {
        let inTime = double()
        inTime.tap(CGPoint(100, 100), at: 0)
        inTime.tap(CGPoint(100, 100), at: 0.05 + 0.34)
        #expect(inTime.states(of: "double") == ["ended"])

        let late = double()
        late.tap(CGPoint(100, 100), at: 0)
        late.tap(CGPoint(100, 100), at: 0.05 + 0.36)
        #expect(late.states(of: "double").first == "failed")
        #expect(late.reason(of: "double", to: .failed)?.contains("0.35") == true)
    }

    @Test("moving 44 pt keeps a tap; 46 pt fails it")
    func allowableMovement() {
        let (ok, _) = single()
        ok.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        ok.window.touchMoved(finger: 1, to: CGPoint(144, 100), time: 0.02)
        ok.window.touchUp(finger: 1, at: CGPoint(144, 100), time: 0.05)
        #expect(ok.states(of: "tap") == ["ended"])

        let (far, _) = single()
        far.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        far.window.touchMoved(finger: 1, to: CGPoint(146, 100), time: 0.02)
        far.window.touchUp(finger: 1, at: CGPoint(146, 100), time: 0.05)
        #expect(far.states(of: "tap") == ["failed"])
    }

    @Test("a press of 0.74 s is a tap; 0.76 s is not")
    func maximumDuration() {
        let (short, _) = single()
        short.tap(CGPoint(100, 100), at: 0, duration: 0.74)
        #expect(short.states(of: "tap") == ["ended"])

        let (long, _) = single()
        long.tap(CGPoint(100, 100), at: 0, duration: 0.76)
        #expect(long.states(of: "tap") == ["failed"])
        #expect(long.transitions.first?.time == 0.75)
    }

    @Test("a second tap landing 50 pt from the first fails a double tap")
    func secondTapFarAway() {
        let h = double()
        h.tap(CGPoint(100, 100), at: 0)
        h.tap(CGPoint(150, 100), at: 0.2)
        #expect(h.states(of: "double") == ["failed"])
    }

    @Test("a two-finger tap recognizes only with two fingers")
    func twoFingerTap() {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        view.addGestureRecognizer(UITapGestureRecognizer(name: "two", taps: 1, touches: 2))
        h.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        h.window.touchDown(finger: 2, at: CGPoint(150, 100), time: 0.01)
        h.window.touchUp(finger: 1, at: CGPoint(100, 100), time: 0.05)
        h.window.touchUp(finger: 2, at: CGPoint(150, 100), time: 0.06)
        #expect(h.states(of: "two") == ["ended"])

        h.tap(CGPoint(100, 100), at: 1)
        #expect(h.states(of: "two") == ["ended", "failed"])
    }
}
