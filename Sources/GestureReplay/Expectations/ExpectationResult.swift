import GestureScript

/// The outcome of one `expect` line: whether it held and what was there.
///
/// `actual` describes what the run had at the expectation's time whether or not it held; `message` is the
/// failure line's text, `expected ..., got ...`.
public struct ExpectationResult: Sendable, Equatable {
    /// The `expect` line as parsed.
    public var expectation: ScriptExpectation
    /// Whether the expectation held.
    public var passed: Bool
    /// What was there: `opened at 0.00, dismissCancelled at 0.62`; `x 12.50`; `possible`.
    public var actual: String

    /// The result of `expectation`, with what was there.
    public init(expectation: ScriptExpectation, passed: Bool, actual: String) {
        self.expectation = expectation
        self.passed = passed
        self.actual = actual
    }

    /// 1-based line of the `expect` statement.
    public var line: Int { expectation.line }

    /// The canonical statement: `2.5 expect action dismissed`.
    public var text: String { expectation.text }

    /// `expected action dismissed by 2.50 s, got opened at 0.00, dismissCancelled at 0.62`.
    public var message: String { "expected \(ExpectationEvaluator.describe(expectation)), got \(actual)" }

    /// `{"line", "text", "passed", "actual"}` for the report's `expectations`.
    var json: JSONValue {
        .object([
            ("line", .integer(line)),
            ("text", .string(text)),
            ("passed", .bool(passed)),
            ("actual", .string(actual)),
        ])
    }
}
