import Foundation
import GesturePhysics
@testable import GestureUIKit

/// A window holding scroll views, driven by scripted touches and frames on explicit virtual time.
final class ScrollHarness {
    let window: UIWindow
    private(set) var transitions: [TransitionRecord] = []

    init(size: CGSize = CGSize(390, 844)) {
        window = UIWindow(size: size)
        window.diagnostics.onTransition = { [unowned self] in transitions.append($0) }
    }

    /// A vertical list filling the window: `contentHeight` tall, named `name`.
    func verticalList(contentHeight: Double = 10_000, name: String = "list") -> UIScrollView {
        let scrollView = UIScrollView(frame: window.bounds, name: name)
        scrollView.contentSize = CGSize(window.bounds.width, contentHeight)
        window.addSubview(scrollView)
        return scrollView
    }

    /// Transitions of the recognizer named `name`, as state names.
    func states(of name: String) -> [String] {
        transitions.filter { $0.recognizer == name }.map(\.to.rawValue)
    }

    func reason(of name: String, to state: GestureRecognizerState) -> String? {
        transitions.last { $0.recognizer == name && $0.to == state }?.reason.description
    }

    /// Moves one finger from `a` to `b` in equal steps every `interval` seconds from `t` (touching down at `a`
    /// at `t`); lifts at `b` after `hold` more seconds when `lift`. Returns the time of the last event.
    @discardableResult
    func drag(_ a: CGPoint, _ b: CGPoint, from t: Double, steps: Int, interval: Double = 0.01, hold: Double = 0,
              finger: Int = 1, lift: Bool = true) -> Double {
        window.touchDown(finger: finger, at: a, time: t)
        var time = t
        for i in 1...steps {
            time = t + Double(i) * interval
            window.touchMoved(finger: finger, to: a + (b - a) * (Double(i) / Double(steps)), time: time)
        }
        if lift {
            time += hold
            window.touchUp(finger: finger, at: b, time: time)
        }
        return time
    }

    /// A fling: the finger moves by `displacement` at a constant `speed` (points per second) in 10 ms steps and
    /// lifts on the same cadence, so the velocity at release is exactly `speed` along the displacement.
    @discardableResult
    func fling(from a: CGPoint, by displacement: CGPoint, speed: Double, at t: Double) -> Double {
        let interval = 0.01
        let steps = max(2, Int((displacement.length / (speed * interval)).rounded()))
        return drag(a, a + displacement, from: t, steps: steps, interval: interval)
    }

    /// Runs frames at `rate` Hz from `start` until `end` (inclusive), calling `each` after every frame.
    func runFrames(from start: Double, to end: Double, rate: Double = 120, _ each: (Double) -> Void = { _ in }) {
        var frame = 1
        while true {
            let time = start + Double(frame) / rate
            if time > end + 1e-12 { break }
            window.advance(to: time)
            each(time)
            frame += 1
        }
    }
}

/// Records every scroll view delegate call in order.
final class ScrollEventLog: UIScrollViewDelegate {
    var events: [String] = []
    var zoomView: UIView?
    var willEndVelocity: CGPoint?
    /// Replaces the target offset at the end of a drag when set.
    var adjustTarget: ((CGPoint) -> CGPoint)?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
        willEndVelocity = velocity
        if let adjustTarget { targetContentOffset.pointee = adjustTarget(targetContentOffset.pointee) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {}

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming(\(scale.compact))")
    }
}

/// Whether `a` is within `tolerance` of `b`.
func scrollClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}
