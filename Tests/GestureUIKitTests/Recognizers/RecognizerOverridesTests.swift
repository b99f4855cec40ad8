import Foundation
import Testing
@testable import GestureUIKit

/// An overrides object that logs what the environment asks and answers the arbitration questions as told.
private final class LoggingOverrides: GestureRecognizerOverrides {
    let recognizer: GestureRecognizer
    var log: [String] = []
    var preventsOthers = true
    var waitsForOthers = false

    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }

    func overriddenTouchesBegan(_ touches: [UITouch], with event: UIEvent) {
        log.append("began")
        recognizer.touchesBegan(touches, with: event)
    }

    func overriddenTouchesMoved(_ touches: [UITouch], with event: UIEvent) {
        log.append("moved")
        recognizer.touchesMoved(touches, with: event)
    }

    func overriddenTouchesEnded(_ touches: [UITouch], with event: UIEvent) {
        log.append("ended")
        recognizer.touchesEnded(touches, with: event)
    }

    func overriddenTouchesCancelled(_ touches: [UITouch], with event: UIEvent) {
        log.append("cancelled")
        recognizer.touchesCancelled(touches, with: event)
    }

    func overriddenReset() {
        log.append("reset")
        recognizer.reset()
    }

    func overriddenCanPrevent(_ other: GestureRecognizer) -> Bool { preventsOthers }
    func overriddenCanBePrevented(by other: GestureRecognizer) -> Bool { true }
    func overriddenShouldRequireFailure(of other: GestureRecognizer) -> Bool { waitsForOthers }
    func overriddenShouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }
}

/// A recognizer's subclass API answered by another object (the kit's facade): what the environment sends it.
@Suite("Recognizer overrides")
struct RecognizerOverridesTests {
    @Test("the environment sends touches and reset through the overrides, which may run the kind's own behaviour")
    func touchesAndReset() {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        let tap = TapGestureRecognizer(name: "tap", taps: 1)
        let overrides = LoggingOverrides(tap)
        tap.overrides = overrides
        view.addGestureRecognizer(tap)
        h.tap(CGPoint(100, 100), at: 0.1)
        #expect(overrides.log == ["began", "ended", "reset"])
        #expect(h.states(of: "tap") == ["ended"])
    }

    @Test("a press whose overrides say it cannot prevent lets a pan begin beside it; without them the pan is excluded")
    func canPreventIsAsked() {
        func run(overridden: Bool) -> [String] {
            let h = Harness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
            h.add(view)
            let press = LongPressGestureRecognizer(name: "press")
            let pan = PanGestureRecognizer(name: "pan")
            pan.minimumNumberOfTouches = 2
            let overrides = LoggingOverrides(press)
            overrides.preventsOthers = false
            if overridden { press.overrides = overrides }
            view.addGestureRecognizer(press)
            view.addGestureRecognizer(pan)
            h.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
            h.window.advance(to: 0.6)
            h.window.touchDown(finger: 2, at: CGPoint(200, 100), time: 0.7)
            h.window.touchMoved(finger: 2, to: CGPoint(200, 140), time: 0.75)
            h.window.touchMoved(finger: 1, to: CGPoint(100, 140), time: 0.75)
            return h.states(of: "pan")
        }
        #expect(run(overridden: false) == ["failed"])
        #expect(run(overridden: true).first == "began")
    }
}
