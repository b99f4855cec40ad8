import GestureReplay

extension PanelModel {
    /// The panels' timeline from `start` to `end` (seconds of scene time) as `replay --timeline` draws it: a row
    /// per recognizer that received a touch, the touches, the arrows, and the replayed script's expectations.
    func exportedTimeline(from start: Double, to end: Double) -> Timeline {
        var builder = exportTimeline
        for result in expectations.checked {
            builder.checked(
                TimelineExpectationMark(
                    time: result.expectation.time, line: result.line, text: result.text, passed: result.passed,
                    detail: result.passed ? result.actual : result.message))
        }
        let options = options.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return builder.timeline(
            title: sceneTitle.isEmpty ? sceneName : "\(sceneName): \(sceneTitle)",
            caption: "scene \(sceneName)" + (options.isEmpty ? "" : " · \(options)"), start: start,
            end: max(start, end))
    }

    /// The SVG document of `exportedTimeline(from:to:)`.
    func timelineSVG(from start: Double, to end: Double) -> String {
        TimelineSVG.document(exportedTimeline(from: start, to: end))
    }
}
