import Foundation

/// The motion of one axis of a scroll view after the finger lifts: deceleration, edge bounce and settling.
///
/// A piecewise closed form built at initialization, evaluated as a pure function of the time since release:
///
/// 1. Released inside `[minOffset, maxOffset]`: a `DecelerationSimulation` (rate `rate`, ending at
///    `stopVelocity`). If it would stop inside the range it ends there (`finalPosition` = its `stopPosition`).
/// 2. If it would cross an edge: at the crossing time (closed form, `DecelerationSimulation.time(reaching:)`)
///    - with `bounces`, the crossing velocity (capped at `maximumSpringTransferVelocity`) is handed to a critically
///      damped spring anchored at the edge (`bounceStiffness`, `bounceMass`), which overshoots and returns; the
///      simulation ends exactly at the edge;
///    - without `bounces`, the content stops dead at the edge.
/// 3. Released outside the range: a spring pulls it back to the nearest edge, carrying the release velocity
///    (capped). If that velocity throws it back across the edge into the range, the crossing velocity becomes a
///    step-1 deceleration from the edge (which may in turn bounce off the opposite edge). The same spring is used
///    whether or not `bounces` is set (content can only be outside when something put it there).
///
/// At most three segments, so evaluation is O(1). Every value is finite for finite inputs, including enormous
/// velocities and an empty range (`minOffset == maxOffset`); non-finite inputs are treated as 0, and
/// `maxOffset < minOffset` is treated as `maxOffset == minOffset`. After `settleDuration`, `position(at:)` is
/// exactly `finalPosition` and `velocity(at:)` is 0; the snap from a spring to its edge is at most
/// `SpringSimulation.Tolerance.points.position` (0.5 pt).
///
/// Units: offsets in points (content offset, so positive velocity = offset increasing — the opposite sign of the
/// finger's pan velocity), velocities in points per second, times in seconds since release.
/// Sources: uikit-behaviour.md §3.3 (deceleration), §3.5 (bounce options), §6 (Flutter `BouncingScrollSimulation`).
public struct ScrollSimulation: Hashable, Sendable {
    /// Stiffness of the edge spring (mass·s⁻²). Source: Lobanov's critically damped bounce, mass 1, stiffness 100,
    /// ζ = 1 (ScrollExample `SimpleScrollView.swift`, uikit-behaviour.md §3.5). UIKit's own bounce is not decoded.
    public static let bounceStiffness: Double = 100

    /// Mass of the edge spring. Source: as `bounceStiffness` (Lobanov: 1).
    public static let bounceMass: Double = 1

    /// Points per second. The largest speed handed from a fling to the edge spring.
    ///
    /// Source: Flutter `BouncingScrollSimulation.maxSpringTransferVelocity = 5000` (scroll_simulation.dart;
    /// uikit-behaviour.md §3.5, §6). With ω₀ = 10 s⁻¹ it bounds the overshoot past an edge at
    /// 5000 / (10·e) ≈ 184 pt. We also apply it to release velocities outside the range.
    public static let maximumSpringTransferVelocity: Double = 5000

    /// What the content is doing at a given time.
    public enum Phase: Hashable, Sendable {
        /// Free deceleration inside the range.
        case decelerating
        /// On the edge spring (past an edge, or returning to it).
        case bouncing
        /// Finished, or stopped at an edge without bouncing, at `finalPosition`.
        case resting
    }

    /// Offset at release, in points.
    public let initialPosition: Double
    /// Velocity at release, in points per second.
    public let initialVelocity: Double
    /// Smallest in-range offset, in points.
    public let minOffset: Double
    /// Largest in-range offset (≥ `minOffset`), in points.
    public let maxOffset: Double
    /// The deceleration rate used inside the range.
    public let rate: DecelerationRate
    /// Whether an edge crossing bounces (spring) or stops dead.
    public let bounces: Bool
    /// Where the motion ends, in points.
    public let finalPosition: Double
    /// Seconds after release at which the motion ends; finite.
    public let settleDuration: Double

    let segments: [Segment]

    /// Creates the post-release motion of an axis released at `position` with `velocity`.
    public init(
        position: Double,
        velocity: Double,
        minOffset: Double,
        maxOffset: Double,
        rate: DecelerationRate = .normal,
        bounces: Bool = true,
        stopVelocity: Double = DecelerationSimulation.defaultStopVelocity
    ) {
        let low = minOffset.finiteOr(0)
        let high = Swift.max(maxOffset.finiteOr(low), low)
        let x0 = position.finiteOr(low)
        let v0 = velocity.finiteOr(0)
        initialPosition = x0
        initialVelocity = v0
        self.minOffset = low
        self.maxOffset = high
        self.rate = rate
        self.bounces = bounces
        var builder = Builder(low: low, high: high, rate: rate, bounces: bounces, stopVelocity: stopVelocity)
        builder.run(position: x0, velocity: v0)
        segments = builder.segments
        finalPosition = builder.finalPosition
        settleDuration = builder.endTime
    }

    /// Offset at `t` seconds after release (t ≤ 0 gives the release position).
    public func position(at t: Double) -> Double {
        let time = Swift.max(t.finiteOr(0), 0)
        if time >= settleDuration { return finalPosition }
        guard let segment = segment(at: time) else { return finalPosition }
        return segment.position(at: time - segment.start)
    }

    /// Velocity at `t` seconds after release, in points per second; 0 once done.
    public func velocity(at t: Double) -> Double {
        let time = Swift.max(t.finiteOr(0), 0)
        if time >= settleDuration { return 0 }
        guard let segment = segment(at: time) else { return 0 }
        return segment.velocity(at: time - segment.start)
    }

    /// Whether the motion has ended by `t`.
    public func isDone(at t: Double) -> Bool {
        t >= settleDuration
    }

    /// What the content is doing at `t`.
    public func phase(at t: Double) -> Phase {
        let time = Swift.max(t.finiteOr(0), 0)
        if time >= settleDuration { return .resting }
        switch segment(at: time)?.motion {
        case .deceleration: return .decelerating
        case .spring: return .bouncing
        case .rest, nil: return .resting
        }
    }

    private func segment(at time: Double) -> Segment? {
        segments.last { $0.start <= time } ?? segments.first
    }
}

extension ScrollSimulation {
    /// One closed-form piece, starting `start` seconds after release.
    struct Segment: Hashable, Sendable {
        enum Motion: Hashable, Sendable {
            case deceleration(DecelerationSimulation)
            case spring(SpringSimulation)
            case rest(Double)
        }

        var start: Double
        var motion: Motion

        func position(at localTime: Double) -> Double {
            switch motion {
            case .deceleration(let deceleration): return deceleration.position(at: localTime)
            case .spring(let spring): return spring.position(at: localTime)
            case .rest(let position): return position
            }
        }

        func velocity(at localTime: Double) -> Double {
            switch motion {
            case .deceleration(let deceleration): return deceleration.velocity(at: localTime)
            case .spring(let spring): return spring.velocity(at: localTime)
            case .rest: return 0
            }
        }
    }

    /// Assembles the segments (at most: spring back in, deceleration, spring at the far edge).
    private struct Builder {
        let low: Double
        let high: Double
        let rate: DecelerationRate
        let bounces: Bool
        let stopVelocity: Double
        var segments: [Segment] = []
        var endTime: Double = 0
        var finalPosition: Double = 0

        init(low: Double, high: Double, rate: DecelerationRate, bounces: Bool, stopVelocity: Double) {
            self.low = low
            self.high = high
            self.rate = rate
            self.bounces = bounces
            self.stopVelocity = stopVelocity
        }

        mutating func run(position x0: Double, velocity v0: Double) {
            guard x0 < low || x0 > high else {
                decelerate(from: x0, velocity: v0, at: 0)
                return
            }
            let edge = x0 < low ? low : high
            let spring = edgeSpring(at: edge, from: x0, velocity: v0)
            segments.append(Segment(start: 0, motion: .spring(spring)))
            if let arrival = spring.timeOfFirstArrival(), arrival > 0, arrival < spring.settleDuration {
                // Thrown back across the edge: carry on decelerating inside from the edge.
                decelerate(from: edge, velocity: spring.velocity(at: arrival), at: arrival)
            } else {
                finish(at: spring.settleDuration, position: edge)
            }
        }

        private mutating func decelerate(from x0: Double, velocity v0: Double, at start: Double) {
            let deceleration = DecelerationSimulation(
                position: x0, velocity: v0, rate: rate, stopVelocity: stopVelocity)
            let stop = deceleration.stopPosition
            segments.append(Segment(start: start, motion: .deceleration(deceleration)))
            guard stop < low || stop > high else {
                finish(at: start + deceleration.duration, position: stop)
                return
            }
            let edge = stop < low ? low : high
            let crossing = deceleration.time(reaching: edge) ?? 0
            guard bounces else {
                segments.append(Segment(start: start + crossing, motion: .rest(edge)))
                finish(at: start + crossing, position: edge)
                return
            }
            let spring = edgeSpring(at: edge, from: edge, velocity: deceleration.velocity(at: crossing))
            segments.append(Segment(start: start + crossing, motion: .spring(spring)))
            finish(at: start + crossing + spring.settleDuration, position: edge)
        }

        private mutating func finish(at time: Double, position: Double) {
            endTime = time.isFinite ? Swift.max(time, 0) : 0
            finalPosition = position
        }

        private func edgeSpring(at edge: Double, from position: Double, velocity: Double) -> SpringSimulation {
            let cap = ScrollSimulation.maximumSpringTransferVelocity
            return SpringSimulation.critical(
                stiffness: ScrollSimulation.bounceStiffness,
                mass: ScrollSimulation.bounceMass,
                from: position,
                to: edge,
                velocity: velocity.clamped(to: -cap...cap)
            )
        }
    }
}
