import Foundation
/// A pan's velocity from its two newest move samples, as UIPanGestureRecognizer keeps it; never from a clock.
///
/// UIKit [RE] (UIPanGestureRecognizer.m, iOS 18.2): each `_centroidMovedTo:atTime:` whose time is later than the
/// last one stores a sample (from the last location, to the new one, dt) and keeps the one before as
/// `_previousVelocitySample`; `velocityInView:` is then
/// `v = v * 0.2 + v9 * 0.8` — 0.2 × the newest sample's rate + 0.8 × the previous sample's (when the previous
/// one's dt > 1.19e-7); a sample with dt < 0.001 s counts as zero. Lifted and added fingers add no sample
/// (`_handleEndedTouches:` and `_touchesListChangedFrom:to:` only move the reference points), so the samples
/// come from finger moves only.
///
/// Two refinements, both deviations: moves with the same timestamp are merged into the newest sample (UIKit
/// delivers all fingers' moves of one frame as one event; here each finger's move arrives on its own), and
/// `velocity(at:)` is zero when the last move is older than `staleInterval` (a finger held still and then
/// lifted does not fling; UIKit's own rule for that has not been decoded).
package struct VelocityTracker: Sendable {
    /// Seconds. A finger that has not moved for this long before the lift has no velocity.
    package static let staleInterval = 0.05
    /// UIKit's weight of the newest sample; the previous one gets 1 − this. [RE] 0.2.
    package static let newestWeight = 0.2

    private struct Sample: Sendable {
        var start: CGPoint
        var end: CGPoint
        var dt: Double

        /// Points per second; zero below 1 ms, as `_convertVelocitySample:` [RE].
        var rate: CGPoint { dt >= 0.001 ? (end - start) / dt : .zero }
    }

    private var newest: Sample?
    private var previous: Sample?
    /// The time of the last move (or of the touch-down before any move).
    package private(set) var lastTime: Double?

    /// A tracker with no samples.
    package init() {}

    /// Starts timing at touch-down: the first move's sample runs from here.
    package mutating func start(at time: Double) {
        lastTime = time
    }

    /// Records the centroid's move from `from` to `to` at `time`.
    package mutating func moved(from: CGPoint, to: CGPoint, at time: Double) {
        let dt = time - (lastTime ?? time)
        if dt > 0 {
            previous = newest
            newest = Sample(start: from, end: to, dt: dt)
        } else if newest != nil {
            newest?.end = to  // another finger's move in the same frame
        }
        lastTime = max(time, lastTime ?? time)
    }

    /// The last position given to `add(_:at:)`.
    private var lastPosition: CGPoint?

    /// Records a position at `time`: a move from the previous one (the first only starts the timing). Kept for
    /// callers of the earlier API; the pan itself calls `start(at:)` and `moved(from:to:at:)`.
    package mutating func add(_ position: CGPoint, at time: Double) {
        if let lastPosition {
            moved(from: lastPosition, to: position, at: time)
        } else {
            start(at: time)
        }
        lastPosition = position
    }

    /// Moves the reference point of `add(_:at:)` by `offset` (a finger added or lifted); samples are differences,
    /// so they need no change.
    package mutating func shift(by offset: CGPoint) {
        lastPosition = lastPosition.map { $0 + offset }
    }

    /// Forgets the samples (UIKit's `_resetVelocitySamples`, also used after a zoom).
    package mutating func clearSamples() {
        newest = nil
        previous = nil
    }

    /// Forgets every sample and the last move's time.
    package mutating func reset() {
        clearSamples()
        lastTime = nil
        lastPosition = nil
    }

    /// Points per second: 0.2 × the newest sample + 0.8 × the previous one.
    package var velocity: CGPoint {
        let current = newest?.rate ?? .zero
        guard let previous, previous.dt > 1.1920929e-7 else { return current }
        return current * Self.newestWeight + previous.rate * (1 - Self.newestWeight)
    }

    /// The velocity as seen at `time`: zero when the last move is more than `staleInterval` older.
    package func velocity(at time: Double) -> CGPoint {
        if let lastTime, time - lastTime > Self.staleInterval { return .zero }
        return velocity
    }
}
