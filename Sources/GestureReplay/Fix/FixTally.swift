/// A run's expectations counted, and its outcome in brief (to tell runs an edit changed from those it did not).
public struct FixTally: Sendable, Equatable {
    /// Expectations that held.
    public var passed: Int
    /// Expectations checked.
    public var total: Int
    /// Every recognizer state change and action, as text: equal outcomes mean the edit changed nothing visible.
    var outcome: [String]

    /// The tally of `report`.
    init(_ report: ReplayReport) {
        passed = report.expectations.filter(\.passed).count
        total = report.expectations.count
        outcome = report.transitions.map { "\($0.recognizer) \($0.to.rawValue)" } + report.actions.map(\.name)
    }

    /// Whether every expectation held (and there was one).
    public var allPass: Bool { total > 0 && passed == total }
}
