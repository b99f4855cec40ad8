/// One raw touch event of a script after expansion: a finger going down, moving, lifting or being cancelled.
///
/// The compound verbs (`tap`, `drag`, `pinch`) are expanded into these by the parser, so a replay only ever
/// sees raw events. `line` is the script line that produced the event (0 for events built in code).
public struct TouchScriptEvent: Hashable, Sendable {
    /// The touch phase, as UIKit's began/moved/ended/cancelled.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    /// Seconds of virtual time from the start of the run.
    public var time: Double
    /// The finger's number in the script (a small integer, 0...99).
    public var finger: Int
    /// What the finger does (down, move, up, cancel).
    public var phase: Phase
    /// Where the finger is; for `.cancel`, where it last was.
    public var point: ScriptPoint
    /// The 1-based script line that produced the event.
    public var line: Int

    /// An event for `finger` at `point` and `time`, from script line `line`.
    public init(time: Double, finger: Int, phase: Phase, point: ScriptPoint, line: Int = 0) {
        self.time = time
        self.finger = finger
        self.phase = phase
        self.point = point
        self.line = line
    }
}
