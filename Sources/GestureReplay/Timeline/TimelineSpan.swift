import GestureUIKit

/// One coloured span of a timeline row: a state from `start` to `end`, in seconds of virtual time.
///
/// A terminal state (ended, cancelled, failed) is an instant: `end == start`, drawn with a minimum width.
package struct TimelineSpan: Sendable, Equatable {
    /// Seconds of virtual time.
    package var start: Double
    /// Seconds of virtual time; equal to `start` for an instant.
    package var end: Double
    /// What the row shows over the span.
    package var state: TimelineState
    /// Why the span began (the transition's or decision's reason; nil when none was given).
    package var reason: GestureReason?

    /// A span of `state` from `start` to `end`.
    package init(start: Double, end: Double, state: TimelineState, reason: GestureReason? = nil) {
        self.start = start
        self.end = end
        self.state = state
        self.reason = reason
    }
}
