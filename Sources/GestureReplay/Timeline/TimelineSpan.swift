/// One coloured span of a timeline row: a state from `start` to `end`, in seconds of virtual time.
///
/// A terminal state (ended, cancelled, failed) is an instant: `end == start`, drawn with a minimum width.
public struct TimelineSpan: Sendable, Equatable {
    /// Seconds of virtual time.
    public var start: Double
    /// Seconds of virtual time; equal to `start` for an instant.
    public var end: Double
    /// What the row shows over the span.
    public var state: TimelineState
    /// Why the span began (the transition's or decision's reason).
    public var reason: String

    /// A span of `state` from `start` to `end`.
    public init(start: Double, end: Double, state: TimelineState, reason: String = "") {
        self.start = start
        self.end = end
        self.state = state
        self.reason = reason
    }
}
