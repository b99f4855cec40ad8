/// A script's `expect` line at its time on the timeline: green when it held, red with what was there when not.
package struct TimelineExpectationMark: Sendable, Equatable {
    /// Seconds of virtual time: the expectation's T.
    package var time: Double
    /// The 1-based script line.
    package var line: Int
    /// The statement (`0.6 expect browser.dismissPan began`).
    package var text: String
    /// Whether it held.
    package var passed: Bool
    /// `expected ..., got ...` for a failure; what was there for a pass.
    package var detail: String

    /// The mark of one checked expectation.
    package init(time: Double, line: Int, text: String, passed: Bool, detail: String) {
        self.time = time
        self.line = line
        self.text = text
        self.passed = passed
        self.detail = detail
    }
}
