/// One event of the desktop pointer with no button down in a script: `T hover X Y` or `T hover-out`.
///
/// Kept apart from `TouchScriptEvent` because a hovering pointer is not a touch: it drives only hover recognizers
/// (`UIHoverGestureRecognizer`), never a finger's down/move/up sequence. A replay delivers these at their times, in
/// script order with the touch events of the same instant (`touchIndex`).
public struct ScriptPointerEvent: Hashable, Sendable {
    /// What the pointer does.
    public enum Kind: Hashable, Sendable {
        /// `hover X Y`: the pointer, no button down, is at the point (window points).
        case hover(ScriptPoint)
        /// `hover-out`: the pointer leaves the window.
        case out
    }

    /// Seconds of virtual time from the start of the run.
    public var time: Double
    /// Where the pointer is, or that it left.
    public var kind: Kind
    /// How many of the script's touch events (`TouchScript.events`) come before this one: at one instant, the touch
    /// events before it in the script are delivered first.
    public var touchIndex: Int
    /// The 1-based script line that produced the event (0 for events built in code).
    public var line: Int

    /// A pointer event at `time`, after the first `touchIndex` touch events, from script line `line`.
    public init(time: Double, kind: Kind, touchIndex: Int = 0, line: Int = 0) {
        self.time = time
        self.kind = kind
        self.touchIndex = touchIndex
        self.line = line
    }
}
