import Foundation

/// A damped harmonic oscillator pulling a value towards a target, as a pure function of time.
///
/// Solves `m·x'' + c·x' + k·(x − target) = 0` in closed form for the three regimes, with ζ = c / (2·√(k·m)) and
/// ω₀ = √(k/m), writing `A = x0 − target`:
///
/// - underdamped (ζ < 1): `x − target = e^(−ζω₀t) · (A·cos ω_d t + B·sin ω_d t)`, ω_d = ω₀·√(1 − ζ²),
///   B = (v0 + ζω₀A) / ω_d — overshoots the target;
/// - critically damped (ζ = 1, within 1e-6): `x − target = (A + B·t) · e^(−ω₀t)`, B = v0 + ω₀A — the fastest
///   approach that never overshoots from rest;
/// - overdamped (ζ > 1): `x − target = c₁·e^(r₁t) + c₂·e^(r₂t)`, r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)).
///
/// This is the same model as Flutter's `SpringSimulation` (`packages/flutter/lib/src/physics/spring_simulation.dart`).
/// Units: positions in points (or any unit), velocities in units per second, mass in arbitrary mass units,
/// stiffness in mass·s⁻², damping in mass·s⁻¹.
///
/// Done-ness: `settleDuration` is the earliest time after which an upper bound (envelope) of both |x − target| and
/// |v| stays within `tolerance`, so `isDone(at:)` is monotonic: once done, always done. The motion itself is not
/// cut off; callers that stop at `isDone` snap to `target` (an error of at most `tolerance.position`).
public struct SpringSimulation: Hashable, Sendable {
    /// Mass (default 1), positive.
    public let mass: Double
    /// Spring constant k, positive.
    public let stiffness: Double
    /// Damping coefficient c, non-negative.
    public let damping: Double
    /// Position at time 0.
    public let initialPosition: Double
    /// The rest position the spring pulls towards.
    public let target: Double
    /// Velocity at time 0, in units per second.
    public let initialVelocity: Double
    /// When the motion counts as settled.
    public let tolerance: Tolerance
    /// ζ = c / (2·√(k·m)): 1 is critical, below 1 oscillates, above 1 creeps.
    public let dampingRatio: Double
    /// Seconds until the motion is within `tolerance` for good; `.infinity` for an undamped spring that starts moving.
    public let settleDuration: Double

    let solution: Solution

    /// Creates a spring released at `position` with `velocity`, pulling towards `target`.
    ///
    /// Inputs are sanitized so the solution is always finite: non-finite positions/velocities become 0 (target
    /// becomes the start position), mass and stiffness are at least 1e-9, damping at least 0.
    public init(
        mass: Double = 1,
        stiffness: Double,
        damping: Double,
        from position: Double,
        to target: Double,
        velocity: Double,
        tolerance: Tolerance = .points
    ) {
        let m = Swift.max(mass.finiteOr(1), 1e-9)
        let k = Swift.max(stiffness.finiteOr(1), 1e-9)
        let c = Swift.max(damping.finiteOr(0), 0)
        let x0 = position.finiteOr(0)
        let goal = target.finiteOr(x0)
        let v0 = velocity.finiteOr(0)
        self.mass = m
        self.stiffness = k
        self.damping = c
        initialPosition = x0
        self.target = goal
        initialVelocity = v0
        self.tolerance = tolerance.sanitized
        let zeta = c / (2 * (k * m).squareRoot())
        dampingRatio = zeta
        solution = Solution(omega: (k / m).squareRoot(), zeta: zeta, displacement: x0 - goal, velocity: v0)
        settleDuration = solution.settleTime(tolerance: self.tolerance)
    }

    /// A critically damped spring (ζ = 1): the quickest return that does not overshoot from rest.
    ///
    /// Defaults stiffness 100, mass 1 are Lobanov's bounce spring (ScrollExample `SimpleScrollView.swift`,
    /// uikit-behaviour.md §3.5): ω₀ = 10 rad/s, damping = 2·√(k·m) = 20.
    public static func critical(
        stiffness: Double = 100,
        mass: Double = 1,
        from position: Double,
        to target: Double,
        velocity: Double,
        tolerance: Tolerance = .points
    ) -> SpringSimulation {
        let m = Swift.max(mass.finiteOr(1), 1e-9)
        let k = Swift.max(stiffness.finiteOr(100), 1e-9)
        return SpringSimulation(
            mass: m, stiffness: k, damping: 2 * (k * m).squareRoot(),
            from: position, to: target, velocity: velocity, tolerance: tolerance
        )
    }

    /// A spring described the SwiftUI / UIKit way: damping ratio and response (perceptual period, seconds).
    ///
    ///     stiffness = (2π / response)² · mass,   damping = 4π · dampingRatio · mass / response
    ///
    /// Source: Apple, WWDC23 "Animate with springs" and SwiftUI `Spring(response:dampingRatio:)`; the iOS 17
    /// `UISpringTimingParameters(duration:bounce:)` / `Spring(duration:bounce:)` is the same with
    /// `response = duration` and `dampingRatio = 1 − bounce` (bounce ≥ 0). This formula is not in
    /// uikit-behaviour.md. A non-positive response is treated as 0.5 s (SwiftUI's default).
    public init(
        dampingRatio: Double,
        response: Double,
        mass: Double = 1,
        from position: Double,
        to target: Double,
        velocity: Double,
        tolerance: Tolerance = .points
    ) {
        let m = Swift.max(mass.finiteOr(1), 1e-9)
        let period = response.isFinite && response > 0 ? response : 0.5
        let ratio = Swift.max(dampingRatio.finiteOr(1), 0)
        let omega = 2 * Double.pi / period
        self.init(
            mass: m, stiffness: omega * omega * m, damping: 4 * Double.pi * ratio * m / period,
            from: position, to: target, velocity: velocity, tolerance: tolerance
        )
    }

    /// Position at `t` seconds (t < 0 is treated as 0).
    public func position(at t: Double) -> Double {
        target + solution.displacement(at: Swift.max(t.finiteOr(0), 0))
    }

    /// Velocity at `t` seconds, in units per second (t < 0 is treated as 0).
    public func velocity(at t: Double) -> Double {
        solution.velocity(at: Swift.max(t.finiteOr(0), 0))
    }

    /// Whether the motion has settled within `tolerance` by `t` (`t ≥ settleDuration`).
    public func isDone(at t: Double) -> Bool {
        t >= settleDuration
    }

    /// The first time ≥ 0 at which the position equals `target`, or nil if it only approaches it.
    ///
    /// 0 if it starts at the target. Critically and overdamped springs reach the target at most once (only when
    /// thrown at it hard enough); underdamped springs always do.
    public func timeOfFirstArrival() -> Double? {
        solution.firstZero()
    }
}

extension SpringSimulation {
    /// How close to rest a simulation must be to count as done.
    ///
    /// Source: Flutter `ScrollPhysics.toleranceFor` (scroll_physics.dart): distance `1 / devicePixelRatio`,
    /// velocity `1 / (0.050 · devicePixelRatio)`, i.e. "moves less than one physical pixel in 50 ms".
    public struct Tolerance: Hashable, Sendable {
        /// Largest |x − target| that counts as at rest, in the simulation's units (at least 1e-12).
        public var position: Double
        /// Largest |v| that counts as at rest, in units per second (at least 1e-12).
        public var velocity: Double

        /// Creates a tolerance.
        public init(position: Double, velocity: Double) {
            self.position = position
            self.velocity = velocity
        }

        /// For point-valued motion: 0.5 pt and 10 pt/s (Flutter's scroll tolerance at devicePixelRatio 2).
        public static let points = Tolerance(position: 0.5, velocity: 10)

        /// For unit-valued motion such as animation progress 0…1: 1e-3 and 1e-3 per second (Flutter
        /// `Tolerance.defaultTolerance`, physics/tolerance.dart), i.e. 1e-3 relative to a unit distance.
        public static let unit = Tolerance(position: 1e-3, velocity: 1e-3)

        var sanitized: Tolerance {
            Tolerance(
                position: Swift.max(Swift.abs(position.finiteOr(0.5)), 1e-12),
                velocity: Swift.max(Swift.abs(velocity.finiteOr(10)), 1e-12)
            )
        }
    }
}
