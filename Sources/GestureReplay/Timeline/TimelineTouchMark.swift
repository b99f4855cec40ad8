/// A finger touching down, lifting or being cancelled, at a time: a mark across the timeline.
package struct TimelineTouchMark: Sendable, Equatable {
    /// What the finger did.
    package enum Phase: String, Sendable, Equatable {
        /// The finger touched down.
        case down
        /// The finger lifted.
        case up
        /// The touch was cancelled.
        case cancel
    }

    /// Seconds of virtual time.
    package var time: Double
    /// The finger's number (the script's).
    package var finger: Int
    /// Down, up or cancel.
    package var phase: Phase

    /// A mark of `finger` doing `phase` at `time`.
    package init(time: Double, finger: Int, phase: Phase) {
        self.time = time
        self.finger = finger
        self.phase = phase
    }
}
