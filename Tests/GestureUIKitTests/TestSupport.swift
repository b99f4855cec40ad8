import Foundation
@testable import GestureUIKit

/// A window with a recorded transition log, for driving gestures with explicit timestamps.
final class Harness {
    let window: UIWindow
    private(set) var transitions: [TransitionRecord] = []

    init(size: CGSize = CGSize(390, 844)) {
        window = UIWindow(size: size)
        window.diagnostics.onTransition = { [unowned self] in transitions.append($0) }
    }

    func add(_ view: UIView, to parent: UIView? = nil) {
        (parent ?? window).addSubview(view)
    }

    /// The recognizer's states in order, e.g. ["began", "changed", "ended"].
    func states(of name: String) -> [String] {
        transitions.filter { $0.recognizer == name }.map(\.to.rawValue)
    }

    func reason(of name: String, to state: GestureRecognizerState) -> String? {
        transitions.last { $0.recognizer == name && $0.to == state }?.reason
    }

    func tap(_ p: CGPoint, at t: Double, duration: Double = 0.05, finger: Int = 1) {
        window.touchDown(finger: finger, at: p, time: t)
        window.touchUp(finger: finger, at: p, time: t + duration)
    }

    /// Moves in 120 Hz steps from `a` to `b` over `duration`, then lifts at `b` after `hold`.
    func drag(_ a: CGPoint, _ b: CGPoint, from t: Double, duration: Double, hold: Double = 0, finger: Int = 1,
              lift: Bool = true) {
        window.touchDown(finger: finger, at: a, time: t)
        let steps = max(1, Int((duration * 120).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            window.touchMoved(finger: finger, to: a + (b - a) * f, time: t + duration * f)
        }
        if lift { window.touchUp(finger: finger, at: b, time: t + duration + hold) }
    }
}

/// Records every delegate question in order and answers from closures.
final class RecordingDelegate: UIGestureRecognizerDelegate {
    var log: [String] = []
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailureOf: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFailBy: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.append("shouldReceive \(recognizer.reportName)")
        return shouldReceive(recognizer, touch)
    }

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        log.append("shouldBegin \(recognizer.reportName)")
        return shouldBegin(recognizer)
    }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        log.append("simultaneous \(recognizer.reportName) \(other.reportName)")
        return simultaneous(recognizer, other)
    }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        requireFailureOf(recognizer, other)
    }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        requiredToFailBy(recognizer, other)
    }
}
