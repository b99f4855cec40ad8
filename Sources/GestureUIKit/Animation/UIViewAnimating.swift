import Foundation
import GesturePhysics

/// `UIViewAnimatingState`: an animator's life. `.inactive` before it starts and after it finishes; `.active` once
/// started or paused (its animations have run and its views are at their new model values); `.stopped` after
/// `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    /// `.inactive`.
    case inactive = 0
    /// `.active`.
    case active = 1
    /// `.stopped`.
    case stopped = 2
}

/// `UIViewAnimatingPosition`: where an animator ended, as its completions are told.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// `.end`: the animations' new values.
    case end = 0
    /// `.start`: the values before the animations (a reversed animator's end).
    case start = 1
    /// `.current`: wherever the animation was when it was stopped.
    case current = 2
}

extension UIView {
    /// `UIView.AnimationCurve`: the four standard timing curves.
    public enum AnimationCurve: Int, Sendable {
        /// `.easeInOut`.
        case easeInOut = 0
        /// `.easeIn`.
        case easeIn = 1
        /// `.easeOut`.
        case easeOut = 2
        /// `.linear`.
        case linear = 3

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// `UITimingCurveProvider`: the timing an animator follows (`UICubicTimingParameters`, `UISpringTimingParameters`).
public protocol UITimingCurveProvider {
    /// The progress (0 at the start, 1 at the end; a spring may overshoot) at `fraction` of the duration.
    func progress(atFraction fraction: Double, duration: Double) -> Double
}

/// `UICubicTimingParameters`: a cubic Bézier timing curve.
public struct UICubicTimingParameters: UITimingCurveProvider {
    let curve: TimingCurve

    /// `init()`: the default curve (ease in, ease out).
    public init() { curve = .easeInOut }
    /// The curve a `UIView.AnimationOptions` names.
    init(timingCurve: TimingCurve) { curve = timingCurve }
    /// `init(animationCurve:)`: one of the standard curves.
    public init(animationCurve curve: UIView.AnimationCurve) { self.curve = curve.timingCurve }
    /// `init(controlPoint1:controlPoint2:)`: a custom curve.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        curve = TimingCurve(
            controlPoint1: (Double(point1.x), Double(point1.y)), controlPoint2: (Double(point2.x), Double(point2.y)))
    }

    /// The curve's value at `fraction` of the duration.
    public func progress(atFraction fraction: Double, duration: Double) -> Double {
        curve.value(at: min(max(fraction, 0), 1))
    }
}

/// `UISpringTimingParameters`: a spring from 0 to 1. Deviation: the spring takes the animator's duration as its
/// response (the kit's spring, as `UIView.animate(withDuration:usingSpringWithDamping:...)` does) and lands on 1
/// at the end of the duration, where UIKit fits the spring to settle in the duration.
public struct UISpringTimingParameters: UITimingCurveProvider {
    let dampingRatio: Double
    let initialVelocity: Double

    /// `init()`: critically damped.
    public init() { self.init(dampingRatio: 1) }
    /// `init(dampingRatio:)`.
    public init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }
    /// `init(dampingRatio:initialVelocity:)`: the velocity's `dy` is taken (UIKit uses one component per property).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = max(0.01, Double(ratio))
        initialVelocity = Double(velocity.dy)
    }

    /// The spring's position at `fraction` of the duration; 1 at the end.
    public func progress(atFraction fraction: Double, duration: Double) -> Double {
        guard fraction < 1 else { return 1 }
        let spring = SpringSimulation(
            dampingRatio: dampingRatio, response: max(0.01, duration), from: 0, to: 1, velocity: initialVelocity)
        return spring.position(at: max(0, fraction) * duration)
    }
}
