import Foundation
import Testing
@testable import GestureUIKit

/// A tap whose subclass API logs what the environment sends it and runs the tap's own recognition (`super`).
private final class LoggingTap: UITapGestureRecognizer {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("moved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("cancelled")
        super.touchesCancelled(touches, with: event)
    }

    override func reset() {
        log.append("reset")
        super.reset()
    }
}

/// A press that says it cannot prevent anything (UIKit's `canPrevent(_:)` override).
private final class ShyPress: UILongPressGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A recognizer subclass's overrides are what the environment calls: one object, as in UIKit.
@Suite("Recognizer overrides")
struct RecognizerOverridesTests {
    @Test("the environment sends touches and reset to a subclass's overrides, which run the kind's own behaviour")
    func touchesAndReset() {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        let tap = LoggingTap(name: "tap")
        view.addGestureRecognizer(tap)
        h.tap(CGPoint(100, 100), at: 0.1)
        #expect(tap.log == ["began", "ended", "reset"])
        #expect(h.states(of: "tap") == ["ended"])
    }

    @Test("a press whose subclass says it cannot prevent lets a pan begin beside it; a plain press excludes the pan")
    func canPreventIsAsked() {
        func run(overridden: Bool) -> [String] {
            let h = Harness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
            h.add(view)
            let press = overridden ? ShyPress(name: "press") : UILongPressGestureRecognizer(name: "press")
            let pan = UIPanGestureRecognizer(name: "pan")
            pan.minimumNumberOfTouches = 2
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
