import GestureUIKit

extension PanelView {
    /// Pixels: a lane's height and the name column's width.
    static let laneHeight = 13.0
    static let laneNameWidth = 112.0
    /// Seconds one step of the cursor moves (a 60 Hz frame).
    static let cursorStep = 1.0 / 60

    /// The timeline: one coloured lane per recognizer over the last seconds, touch markers, a cursor to scrub.
    mutating func timelineSection() {
        let timeline = model.timeline
        let end = state.cursor.map { max($0, model.now) } ?? model.now
        let span = state.timelineSpan
        let viewEnd = state.cursor == nil ? end : min(model.now, max(end, (state.cursor ?? end) + span / 2))
        let start = viewEnd - span
        if UI.smallButton(isPaused ? "Resume (P)" : "Pause (P)") { actions.append(.togglePause) }
        UI.sameLine()
        if UI.smallButton("Step (.)") { actions.append(.stepFrame) }
        UI.sameLine()
        if UI.smallButton("<") { state.cursor = (state.cursor ?? model.now) - Self.cursorStep }
        UI.sameLine()
        if UI.smallButton(">") { state.cursor = min(model.now, (state.cursor ?? model.now) + Self.cursorStep) }
        UI.sameLine()
        if UI.smallButton("Live") { state.cursor = nil }
        UI.sameLine()
        UI.nextItemWidth(90)
        if let span = UI.slider("##span", state.timelineSpan, 1...10, format: "%.0f s") { state.timelineSpan = span }
        UI.sameLine()
        if UI.smallButton("Export SVG") { actions.append(.exportTimeline(start: max(0, start), end: viewEnd)) }

        let origin = UI.cursor
        let width = max(40, UI.contentWidth - Self.laneNameWidth)
        let lanes = timeline.lanes
        let height = Double(max(1, lanes.count)) * Self.laneHeight + 4
        let x0 = origin.x + Self.laneNameWidth
        func xOf(_ t: Double) -> Double { x0 + (t - start) / span * width }
        for (i, lane) in lanes.enumerated() {
            let y = origin.y + Double(i) * Self.laneHeight
            UI.drawText(origin.x, y - 1, PanelStyle.dim, lane)
            UI.rect(x0, y + 1, x0 + width, y + Self.laneHeight - 1, PanelStyle.laneBackground)
            for segment in timeline.segments(of: lane, from: start, to: viewEnd) where segment.state != .possible {
                UI.rect(
                    xOf(segment.start), y + 2, max(xOf(segment.end), xOf(segment.start) + 2), y + Self.laneHeight - 2,
                    PanelStyle.color(of: segment.state))
            }
        }
        for marker in timeline.markers where marker.time >= start && marker.time <= viewEnd {
            let x = xOf(marker.time)
            UI.line(
                x, origin.y, x, origin.y + height - 4,
                marker.isDown ? imColor(255, 255, 255, 170) : imColor(255, 255, 255, 70),
                width: marker.isDown ? 1.5 : 1)
        }
        if let cursor = state.cursor {
            UI.line(xOf(cursor), origin.y - 2, xOf(cursor), origin.y + height, PanelStyle.cursor, width: 2)
        }
        if let mouseX = UI.dragArea("timeline-scrub", width: Self.laneNameWidth + width, height: height) {
            state.cursor = min(model.now, max(start, start + (mouseX - x0) / width * span))
        }
        legend()
        if let cursor = state.cursor { cursorReadout(at: cursor) }
    }

    private func legend() {
        for (i, lane) in LaneState.allCases.enumerated() {
            if i > 0 { UI.sameLine() }
            UI.text(lane.rawValue, color: PanelStyle.color(of: lane))
        }
        UI.disabled("ticks: touch down (bright) and up · drag on the lanes to scrub")
    }

    private func cursorReadout(at time: Double) {
        UI.text(
            "cursor t \(PanelStyle.number(time, 3)) s (\(PanelStyle.number((time - model.now) * 1000, 0)) ms)",
            color: PanelStyle.cursor)
        let states = model.timeline.lanes.map { lane -> String in
            let state = model.timeline.state(of: lane, at: time)
            return state == .possible ? "" : "\(lane) \(state.rawValue)"
        }.filter { !$0.isEmpty }
        UI.wrapped(states.isEmpty ? "all possible" : states.joined(separator: " · "))
    }
}
