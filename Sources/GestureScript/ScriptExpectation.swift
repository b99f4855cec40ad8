/// One `T expect [not] CONDITION` line: what must hold at time T, after the events at T (touch-script.md,
/// "Expectations (scripts as tests)").
///
/// The parser checks the form and, when the scene declares them, the names; the replay evaluates it. `text` is
/// the canonical statement (`2.5 expect not action dismissed`), which the writer emits and the parser reads back
/// to the same value.
public struct ScriptExpectation: Hashable, Sendable {
    /// A recognizer state as a script names it (GestureScript does not depend on the core's state type).
    public enum State: String, Hashable, Sendable, CaseIterable {
        case possible, began, changed, ended, cancelled, failed
        /// `ended` or `began` (a discrete recognizer's recognition or a continuous one's start); transitions only.
        case recognized
    }

    /// A comparison operator for offsets and zoom scales.
    public enum Operator: String, Hashable, Sendable, CaseIterable {
        case less = "<"
        case lessOrEqual = "<="
        case equal = "=="
        case greaterOrEqual = ">="
        case greater = ">"
    }

    /// `OP NUMBER [within TOL]`.
    public struct Comparison: Hashable, Sendable {
        /// Points (or a zoom scale) that `==` allows either side when no `within` is given: 0.5.
        public static let defaultTolerance = 0.5

        /// The comparison (`==`, `<`, `>=`...).
        public var op: Operator
        /// The number compared with.
        public var value: Double
        /// `within TOL`, for `==` only; nil means `defaultTolerance`.
        public var tolerance: Double?

        /// The comparison `op value [within tolerance]`.
        public init(op: Operator, value: Double, tolerance: Double? = nil) {
            self.op = op
            self.value = value
            self.tolerance = tolerance
        }

        /// Whether `actual OP value` holds (`==`: within the tolerance).
        public func holds(_ actual: Double) -> Bool {
            switch op {
            case .less: return actual < value
            case .lessOrEqual: return actual <= value
            case .equal: return abs(actual - value) <= (tolerance ?? Self.defaultTolerance)
            case .greaterOrEqual: return actual >= value
            case .greater: return actual > value
            }
        }

        /// `>= 100`, `== 0 within 2`.
        public var text: String {
            var text = "\(op.rawValue) \(ScriptNumber.format(value))"
            if let tolerance { text += " within \(ScriptNumber.format(tolerance))" }
            return text
        }
    }

    /// What is checked.
    public enum Condition: Hashable, Sendable {
        /// `action NAME [value V] [count N]`: reported (with value V; exactly N times) by T.
        case action(name: String, value: Double?, count: Int?)
        /// `RECOGNIZER STATE`: a transition to STATE by T (`recognized`: to `began` or `ended`).
        case transition(recognizer: String, to: State)
        /// `RECOGNIZER is STATE`: in STATE at T.
        case state(recognizer: String, state: State)
        /// `offset SCROLLVIEW x|y OP NUMBER [within TOL]`.
        case offset(scrollView: String, axis: Axis, comparison: Comparison)
        /// `zoom SCROLLVIEW OP NUMBER [within TOL]`.
        case zoom(scrollView: String, comparison: Comparison)
        /// `page SCROLLVIEW N`.
        case page(scrollView: String, page: Int)
        /// `screen NAME`.
        case screen(String)
        /// `depth N`.
        case depth(Int)

        /// The condition as written after `expect [not]`.
        public var text: String {
            switch self {
            case .action(let name, let value, let count):
                var text = "action \(name)"
                if let value { text += " value \(ScriptNumber.format(value))" }
                if let count { text += " count \(count)" }
                return text
            case .transition(let recognizer, let state): return "\(recognizer) \(state.rawValue)"
            case .state(let recognizer, let state): return "\(recognizer) is \(state.rawValue)"
            case .offset(let scrollView, let axis, let comparison):
                return "offset \(scrollView) \(axis.rawValue) \(comparison.text)"
            case .zoom(let scrollView, let comparison): return "zoom \(scrollView) \(comparison.text)"
            case .page(let scrollView, let page): return "page \(scrollView) \(page)"
            case .screen(let name): return "screen \(name)"
            case .depth(let depth): return "depth \(depth)"
            }
        }
    }

    /// An offset's axis.
    public enum Axis: String, Hashable, Sendable {
        case x, y
    }

    /// 1-based line number.
    public var line: Int
    /// 1-based column of the line's first token (the time).
    public var column: Int
    /// Absolute seconds.
    public var time: Double
    /// `not` before the condition.
    public var negated: Bool
    /// What is expected.
    public var condition: Condition

    /// An `expect` line at `line`:`column`, checked at `time`.
    public init(line: Int, column: Int = 1, time: Double, negated: Bool = false, condition: Condition) {
        self.line = line
        self.column = column
        self.time = time
        self.negated = negated
        self.condition = condition
    }

    /// `expect [not] CONDITION`, without the time.
    public var body: String { "expect " + (negated ? "not " : "") + condition.text }

    /// The whole statement with its absolute time (4 decimals at most): `2.5 expect action dismissed`.
    public var text: String { "\(ScriptNumber.format(time)) \(body)" }
}
