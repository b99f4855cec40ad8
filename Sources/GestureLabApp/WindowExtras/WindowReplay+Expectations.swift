import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript

extension WindowReplay {
    /// Checks the `expect` lines whose time the window has reached, against the scene in `window`; returns the
    /// ones checked now, in order.
    ///
    /// Call it each frame before `play(upTo:current:)`, with the lead scene (in compare mode, the first device's).
    /// Histories (transitions, actions) are cut at each expectation's time, as in `gesturelab replay`. The state
    /// (offsets, screen, `is STATE`) is the window's at the first frame at or after that time once the events at
    /// that time have played, not the last instant at or before it as headless: the window's frames follow the
    /// wall clock, so the replay can't stop on T; a state still moving at T may read a frame later than in the
    /// headless report.
    @discardableResult
    func checkExpectations(window: UIWindow, scene: LabSceneHost, actions: [SceneAction]) -> [ExpectationResult] {
        guard isPlaying else { return [] }
        let expectations = script.expectations
        var checked: [ExpectationResult] = []
        let events = script.events
        while nextExpectation < expectations.count {
            // Due once the window has reached T and played every event at T (times within a nanosecond count as
            // T: relative times and tap lengths add up with rounding).
            let due = expectations[nextExpectation].time
            let eventsDone = nextEvent >= events.count || events[nextEvent].time > due + 1e-9
            guard due <= window.now, eventsDone else { break }
            let snapshot = ExpectationSnapshot(
                stateChanges: window.diagnostics.transitions.filter { $0.to != $0.from }
                    .map(ReplayReport.Transition.init),
                actions: actions, screen: scene.screenName, navigationDepth: scene.navigationDepth,
                scrollViews: scene.scrollViewReports,
                recognizers: window.allGestureRecognizers.map { ($0.reportName, $0.state) }, time: window.now)
            checked.append(ExpectationEvaluator.evaluate(expectations[nextExpectation], in: snapshot))
            nextExpectation += 1
        }
        expectationResults += checked
        return checked
    }
}
