/// Estimates a finger's velocity from timestamped positions, never from a clock.
///
/// UIKit blends the newest per-move velocity with the one before ([RE]: `velocityInView` mixes the current and
/// previous samples; flowkey weighs them 0.8 new / 0.2 old, which we follow). Two refinements keep it honest on
/// thin or stale data: samples with the same timestamp are merged (no division by zero), and when the newest
/// interval is longer than `staleInterval` the finger had paused, so only that interval counts (a finger held
/// still and then lifted does not fling). With fewer than two samples the velocity is zero.
public struct VelocityTracker: Sendable {
    /// Seconds. A pause this long before the latest sample discards the older motion.
    public static let staleInterval = 0.05

    private var samples: [(time: Double, position: Point)] = []

    public init() {}

    public mutating func add(_ position: Point, at time: Double) {
        if let last = samples.last, time <= last.time {
            samples[samples.count - 1] = (last.time, position)
        } else {
            samples.append((time, position))
            if samples.count > 3 { samples.removeFirst() }
        }
    }

    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Shifts every sample by `offset`, so a change of origin (a finger added or lifted) makes no jump.
    public mutating func shift(by offset: Point) {
        for i in samples.indices { samples[i].position += offset }
    }

    /// Points per second.
    public var velocity: Point {
        guard samples.count >= 2 else { return .zero }
        let n = samples.count
        let newest = Self.rate(samples[n - 2], samples[n - 1])
        let newestInterval = samples[n - 1].time - samples[n - 2].time
        guard n >= 3, newestInterval < Self.staleInterval else { return newest }
        let previous = Self.rate(samples[n - 3], samples[n - 2])
        return newest * 0.8 + previous * 0.2
    }

    private static func rate(_ a: (time: Double, position: Point), _ b: (time: Double, position: Point)) -> Point {
        let dt = b.time - a.time
        guard dt > 0 else { return .zero }
        return (b.position - a.position) / dt
    }
}
