import Foundation

/// The free-flight deceleration of scrolled content after the finger lifts, as a pure function of time.
///
/// The velocity decays by `rate.perMillisecond` every millisecond, in closed form (Ilya Lobanov, "Scrolling
/// mechanics of UIScrollView", https://medium.com/@esskeetit/scrolling-mechanics-of-uiscrollview-142adee1142c;
/// code super-ultra/ScrollMechanics `DecelerationTimingParameters.swift`; uikit-behaviour.md §3.3):
///
///     v(t) = v0 · d^(1000t)
///     x(t) = x0 + v0 · (d^(1000t) − 1) / (1000 · ln d)
///
/// The motion stops when |v| has fallen to `stopVelocity` (at `duration`); from then on `position(at:)` returns
/// `stopPosition` and `velocity(at:)` returns 0, so the curve has no jump. `destination` is the asymptote the
/// curve would reach given infinite time (the "projection" of WWDC18 "Designing Fluid Interfaces"); it lies
/// `stopVelocity / |1000 · ln d|` (5.0 pt for 0.998 at 10 pt/s) beyond `stopPosition`.
///
/// Positions in points, velocities in points per second (positive = position increasing), times in seconds
/// since release. No clock is read: callers pass the elapsed time.
public struct DecelerationSimulation: Hashable, Sendable {
    /// Points per second. The speed below which deceleration ends.
    ///
    /// Source: Mocha `ScrollViewAnimation.java` / Apple's iAd JS `ScrollView` `MINIMUM_VELOCITY = 10`
    /// (uikit-behaviour.md §3.3 "min end velocity 10 pt/s"); it also equals Flutter's scroll tolerance
    /// `1 / (0.050 · devicePixelRatio)` at a 2× screen (`ScrollPhysics.toleranceFor`, scroll_physics.dart).
    public static let defaultStopVelocity: Double = 10

    /// Position at time 0, in points.
    public let initialPosition: Double
    /// Velocity at time 0, in points per second.
    public let initialVelocity: Double
    /// The per-millisecond decay factor.
    public let rate: DecelerationRate
    /// Points per second; the motion ends when |v| falls to this. At least 1e-6.
    public let stopVelocity: Double
    /// Where the closed form tends as t → ∞: `x0 − v0 / (1000 · ln d)`, in points.
    public let destination: Double
    /// Seconds until |v| falls to `stopVelocity`: `ln(stopVelocity / |v0|) / (1000 · ln d)`, or 0 if it already is.
    public let duration: Double
    /// Where the motion ends, `x(duration)` = `x0 − (v0 − sign(v0) · stopVelocity) / (1000 · ln d)`, in points.
    public let stopPosition: Double

    /// Creates the deceleration of content released at `position` with `velocity`.
    ///
    /// Non-finite inputs are treated as 0 (position, velocity) or the default (stop velocity).
    public init(
        position: Double,
        velocity: Double,
        rate: DecelerationRate = .normal,
        stopVelocity: Double = DecelerationSimulation.defaultStopVelocity
    ) {
        let x0 = position.finiteOr(0)
        let v0 = velocity.finiteOr(0)
        let stop = Swift.max(Swift.abs(stopVelocity.finiteOr(Self.defaultStopVelocity)), 1e-6)
        let k = rate.lnPerSecond
        initialPosition = x0
        initialVelocity = v0
        self.rate = rate
        self.stopVelocity = stop
        destination = x0 - v0 / k
        if Swift.abs(v0) <= stop {
            duration = 0
            stopPosition = x0
        } else {
            duration = Foundation.log(stop / Swift.abs(v0)) / k
            stopPosition = x0 - (v0 - v0.signum * stop) / k
        }
    }

    /// The distance a fling at `velocity` would travel with unlimited time: `−velocity / (1000 · ln d)`.
    ///
    /// 1000 pt/s at 0.998 → −1000 / (1000 · ln 0.998) = 499.5 pt. (WWDC18's discrete per-millisecond projection,
    /// `(v/1000) · d / (1 − d)`, gives 499.0 pt; the difference is the continuous vs per-ms summation.)
    public static func projectedDistance(velocity: Double, rate: DecelerationRate = .normal) -> Double {
        -velocity.finiteOr(0) / rate.lnPerSecond
    }

    /// Position at `t` seconds after release; constant `stopPosition` once `t ≥ duration`, `initialPosition` for t ≤ 0.
    public func position(at t: Double) -> Double {
        let time = t.finiteOr(0).clamped(to: 0...duration)
        if time >= duration { return stopPosition }
        let k = rate.lnPerSecond
        return initialPosition + initialVelocity * Foundation.expm1(k * time) / k
    }

    /// Velocity at `t` seconds after release, in points per second; 0 once `t ≥ duration`.
    public func velocity(at t: Double) -> Double {
        let time = Swift.max(t.finiteOr(0), 0)
        if time >= duration { return 0 }
        return initialVelocity * Foundation.exp(rate.lnPerSecond * time)
    }

    /// Whether the motion has ended by `t` (|v| has fallen to `stopVelocity`).
    public func isDone(at t: Double) -> Bool {
        t >= duration
    }

    /// The first time at which the motion reaches `x`, or nil if it stops before (or moves away from) `x`.
    ///
    /// Inverts x(t): `t = ln(1 + (x − x0) · 1000 · ln d / v0) / (1000 · ln d)`. Returns 0 when `x == x0`.
    public func time(reaching x: Double) -> Double? {
        let distance = x - initialPosition
        if distance == 0 { return 0 }
        guard initialVelocity != 0, distance.signum == initialVelocity.signum else { return nil }
        guard Swift.abs(distance) <= Swift.abs(stopPosition - initialPosition) else { return nil }
        let k = rate.lnPerSecond
        let argument = 1 + distance * k / initialVelocity
        guard argument > 0 else { return nil }
        return Swift.min(Foundation.log1p(distance * k / initialVelocity) / k, duration)
    }
}
