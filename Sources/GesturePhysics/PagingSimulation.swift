import Foundation

/// The motion of a paging scroll view from release to rest on its target page.
///
/// A spring from the release offset (carrying the release velocity) to `targetOffset`, with the constants of the
/// per-millisecond paging spring in Apple's iAd JS `ScrollView` as ported by Mocha `ScrollViewAnimation.java`
/// (uikit-behaviour.md §3.6):
///
///     every ms:  v += 1000 · 0.00036 · (target − x);  v *= 0.9668;  x += v / 1000
///
/// As a continuous spring (mass 1): stiffness k = 0.36 pt/s per pt per ms = 360 s⁻², damping
/// c = −1000 · ln 0.9668 = 33.76 s⁻¹, so ζ = 33.76 / (2·√360) = 0.890 and ω₀ = 18.97 rad/s. Released from rest it
/// overshoots by e^(−πζ/√(1−ζ²)) = e^(−6.13) = 0.22 % of the distance (0.86 pt on a 390 pt page): not visible.
/// Settles within `SpringSimulation.Tolerance.points`, after which it snaps to `targetOffset`.
public struct PagingSimulation: Hashable, Sendable {
    /// Spring stiffness, s⁻² (mass 1). Source: iAd/Mocha `PAGING_ACCELERATION = 3.6e-4` per ms², × 10⁶ ms²/s².
    public static let stiffness: Double = 360

    /// Spring damping, s⁻¹ (mass 1). Source: iAd/Mocha `PAGING_DECELERATION = 0.9668` per ms: −1000 · ln 0.9668.
    public static let damping: Double = -1000 * Foundation.log(0.9668)

    /// The underlying spring.
    public let spring: SpringSimulation

    /// The resting offset, in points.
    public var targetOffset: Double { spring.target }

    /// Seconds until the motion has settled.
    public var settleDuration: Double { spring.settleDuration }

    /// Creates the motion from `position` with content `velocity` (points per second) to `targetOffset`.
    public init(position: Double, velocity: Double, targetOffset: Double) {
        spring = SpringSimulation(
            stiffness: Self.stiffness, damping: Self.damping,
            from: position, to: targetOffset, velocity: velocity
        )
    }

    /// Creates the motion for a release, choosing the page with `Paging.targetPage`.
    public init(position: Double, velocity: Double, pageSize: Double, startPage: Int, pageCount: Int) {
        let page = Paging.targetPage(
            currentOffset: position, velocity: velocity, pageSize: pageSize,
            startPage: startPage, pageCount: pageCount
        )
        self.init(
            position: position, velocity: velocity, targetOffset: Paging.offset(forPage: page, pageSize: pageSize))
    }

    /// Offset at `t` seconds after release; exactly `targetOffset` once done.
    public func position(at t: Double) -> Double {
        isDone(at: t) ? targetOffset : spring.position(at: t)
    }

    /// Velocity at `t` seconds after release; 0 once done.
    public func velocity(at t: Double) -> Double {
        isDone(at: t) ? 0 : spring.velocity(at: t)
    }

    /// Whether the page has settled by `t`.
    public func isDone(at t: Double) -> Bool {
        spring.isDone(at: t)
    }
}
