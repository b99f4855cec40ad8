/// A script's `expect` line at its time on the timeline: green when it held, red with what was there when not.
public struct TimelineExpectationMark: Sendable, Equatable {
    /// Seconds of virtual time: the expectation's T.
    public var time: Double
    /// The 1-based script line.
    public var line: Int
    /// The statement (`0.6 expect browser.dismissPan began`).
    public var text: String
    /// Whether it held.
    public var passed: Bool
    /// `expected ..., got ...` for a failure; what was there for a pass.
    public var detail: String

    /// The mark of one checked expectation.
    public init(time: Double, line: Int, text: String, passed: Bool, detail: String) {
        self.time = time
        self.line = line
        self.text = text
        self.passed = passed
        self.detail = detail
    }
}
