/// One parsed line of a touch script, as written (before expansion), for tooling such as editors and the
/// recorder's "append" mode.
///
/// `time` is already resolved to absolute seconds: a relative time `+D` is `D` after the time of the previous
/// event line (its start time as written, not the end of a `tap`/`drag`/`pinch` on that line); the first event
/// line's relative time counts from 0.
public struct ScriptStatement: Hashable, Sendable {
    /// What a statement says.
    public enum Kind: Hashable, Sendable {
        /// `scene NAME [key=value ...]`.
        case scene(name: String, options: [ScriptOption])
        /// `set key=value [key=value ...]`.
        case set([ScriptOption])
        /// `images PATH ...`, as written (relative to the script's folder).
        case images([String])
        /// `device WxH[@S]`.
        case device(DeviceSpec)
        /// `ios 18` or `ios 26`: the iOS version the model behaves as.
        case ios(Int)
        /// `whatif EDIT`: a change to the recognizers, in force from the start (may be given more than once).
        case whatif(WhatIfEdit)
        /// `T down F X Y`.
        case down(finger: Int, point: ScriptPoint)
        /// `T move F X Y`.
        case move(finger: Int, point: ScriptPoint)
        /// `T up F X Y`.
        case up(finger: Int, point: ScriptPoint)
        /// `T cancel F`.
        case cancel(finger: Int)
        /// `T tap X Y [count N] [interval S]`.
        case tap(point: ScriptPoint, count: Int, interval: Double)
        /// `T drag X1 Y1 -> X2 Y2 in D [finger F] [hold H] [hz R]`.
        case drag(from: ScriptPoint, to: ScriptPoint, duration: Double, finger: Int, hold: Double, hz: Double)
        /// `T pinch CX CY R1 -> R2 in D [angle A]` (angle in degrees).
        case pinch(center: ScriptPoint, fromRadius: Double, toRadius: Double, duration: Double, angle: Double)
        /// `T hover X Y`: the desktop pointer, no button down, at (X, Y).
        case hover(point: ScriptPoint)
        /// `T hover-out`: the desktop pointer leaves the window.
        case hoverOut
        /// `T end`.
        case end
        /// `T expect [not] CONDITION` (touch-script.md, "Expectations").
        case expect(ScriptExpectation)
    }

    /// 1-based line number.
    public var line: Int
    /// 1-based column of the statement's verb (`scene`, `down`, `drag`, ...).
    public var column: Int
    /// Absolute start time in seconds for event statements; nil for header statements.
    public var time: Double?
    /// Whether the time was written relative (`+0.016`).
    public var isRelativeTime: Bool
    /// What the statement does.
    public var kind: Kind

    /// A statement at `line`:`column`, at `time` (nil when it has none).
    public init(line: Int, column: Int, time: Double?, isRelativeTime: Bool = false, kind: Kind) {
        self.line = line
        self.column = column
        self.time = time
        self.isRelativeTime = isRelativeTime
        self.kind = kind
    }

    /// Whether this is a header statement (`scene`, `set`, `images`, `device`, `ios`, `whatif`).
    public var isHeader: Bool { time == nil }
}

/// One `key=value` of a `scene` or `set` statement, with the column of its key.
public struct ScriptOption: Hashable, Sendable {
    /// The option's name.
    public var key: String
    /// The value as written.
    public var value: String
    /// 1-based column of the key; the value starts `key.unicodeScalars.count + 1` later.
    public var column: Int

    /// The option `key=value`, its key at `column`.
    public init(key: String, value: String, column: Int = 0) {
        self.key = key
        self.value = value
        self.column = column
    }

    /// 1-based column of the value.
    public var valueColumn: Int { column + key.unicodeScalars.count + 1 }
}
