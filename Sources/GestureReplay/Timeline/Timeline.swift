/// A run's timeline as data: the rows of the recognizers that received a touch, the touches, the arrows between
/// rows and the checked expectations, over seconds of virtual time.
///
/// Built by `TimelineBuilder` (from a replay, or the window's panels) and drawn by `TimelineSVG`. Times come from
/// the run's virtual clock, never the wall clock, so the same script gives the same timeline.
package struct Timeline: Sendable, Equatable {
    /// The heading: the script's name, or the scene's.
    package var title: String
    /// A second line: the scene and its option values.
    package var caption: String
    /// Seconds: the first time shown (0 for a replay).
    package var start: Double
    /// Seconds: the last time shown (the run's end).
    package var end: Double
    /// One row per recognizer that received a touch, in the order first seen.
    package var rows: [TimelineRow]
    /// Every touch down, up and cancel, in time order.
    package var touches: [TimelineTouchMark]
    /// Every "prevented by" and "required to fail" arrow, in time order.
    package var links: [TimelineLink]
    /// Every checked `expect` line, in script order.
    package var expectations: [TimelineExpectationMark]

    /// A timeline from its parts.
    package init(
        title: String, caption: String = "", start: Double = 0, end: Double, rows: [TimelineRow],
        touches: [TimelineTouchMark] = [], links: [TimelineLink] = [], expectations: [TimelineExpectationMark] = []
    ) {
        self.title = title
        self.caption = caption
        self.start = start
        self.end = end
        self.rows = rows
        self.touches = touches
        self.links = links
        self.expectations = expectations
    }

    /// The expectations that did not hold.
    package var failedExpectations: [TimelineExpectationMark] { expectations.filter { !$0.passed } }
}
