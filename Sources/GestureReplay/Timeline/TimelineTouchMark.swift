/// A finger touching down, lifting or being cancelled, at a time: a mark across the timeline.
public struct TimelineTouchMark: Sendable, Equatable {
    /// What the finger did.
    public enum Phase: String, Sendable, Equatable {
        /// The finger touched down.
        case down
        /// The finger lifted.
        case up
        /// The touch was cancelled.
        case cancel
    }

    /// Seconds of virtual time.
    public var time: Double
    /// The finger's number (the script's).
    public var finger: Int
    /// Down, up or cancel.
    public var phase: Phase

    /// A mark of `finger` doing `phase` at `time`.
    public init(time: Double, finger: Int, phase: Phase) {
        self.time = time
        self.finger = finger
        self.phase = phase
    }
}
