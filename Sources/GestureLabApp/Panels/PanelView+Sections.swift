import GestureUIKit

extension PanelView {
    /// Entries shown in the decisions log (the newest).
    static let logRows = 120

    // MARK: Decisions

    mutating func decisionsSection() {
        UI.nextItemWidth(220)
        if UI.beginCombo("filter", preview: state.logFilter ?? "all recognizers") {
            if UI.selectable("all recognizers", state.logFilter == nil) { state.logFilter = nil }
            for name in model.timeline.lanes where UI.selectable(name, state.logFilter == name) {
                state.logFilter = name
            }
            UI.endCombo()
        }
        let entries = model.log.filtered(by: state.logFilter)
        if UI.beginChild("decisions", width: 0, height: 190, border: true) {
            if entries.isEmpty { UI.disabled("no decisions yet: touch the scene") }
            for entry in entries.suffix(Self.logRows).reversed() {
                let color = Self.color(ofDecision: entry.what)
                UI.text("\(PanelStyle.number(entry.time, 3)) \(entry.recognizer) \(entry.what)", color: color)
                UI.wrapped("    " + entry.reason.description)
            }
        }
        UI.endChild()
    }

    private static func color(ofDecision what: String) -> UInt32 {
        if let state = LaneState.allCases.last(where: { what.hasSuffix($0.rawValue) }) {
            return PanelStyle.color(of: state)
        }
        return what == "waiting" ? PanelStyle.color(of: .waiting) : PanelStyle.accent
    }

    // MARK: Touches

    mutating func touchesSection() {
        if let on = UI.checkbox("show touches on the scene", state.showsTouchOverlay) { state.showsTouchOverlay = on }
        UI.sameLine()
        if let on = UI.checkbox("hit chain", state.showsHitChain) { state.showsHitChain = on }
        let trails = model.touches.trails.filter(\.isDown)
        if trails.isEmpty { UI.disabled("no finger down") }
        for trail in trails {
            let location = trail.samples.last?.location ?? .zero
            let v = trail.velocity
            UI.text(
                "finger \(trail.finger) at \(PanelStyle.point(location.x, location.y)) pt · v \(PanelStyle.point(v.x, v.y)) pt/s"
            )
        }
        UI.text("hit-test chain of the last touch", color: PanelStyle.accent)
        if model.touches.hitChain.isEmpty { UI.disabled("none yet") }
        for (depth, link) in model.touches.hitChain.enumerated() {
            let names = link.recognizers.map { name -> String in
                let lane = model.row(named: name).map { LaneState($0.snapshot.state) } ?? .possible
                return "\(name) (\(lane.rawValue))"
            }
            UI.text(String(repeating: "  ", count: depth) + link.view)
            if !names.isEmpty { UI.disabled(String(repeating: "  ", count: depth + 1) + names.joined(separator: ", ")) }
        }
    }

    // MARK: Scroll views

    func scrollViewsSection() {
        if model.scrollViews.rows.isEmpty { UI.disabled("this screen has no scroll view") }
        for (i, row) in model.scrollViews.rows.enumerated() {
            UI.pushID(i)
            var flags: [String] = []
            if row.isDragging { flags.append("dragging") }
            if row.isDecelerating { flags.append("decelerating") }
            if row.isBouncing { flags.append("bouncing") }
            UI.text(row.name, color: PanelStyle.accent)
            UI.sameLine()
            UI.text(
                flags.isEmpty ? "at rest" : flags.joined(separator: " · "),
                color: flags.isEmpty ? PanelStyle.dim : PanelStyle.fix)
            UI.text(
                "offset \(PanelStyle.point(row.offset.x, row.offset.y, 1)) · zoom \(PanelStyle.number(row.zoom, 2))")
            UI.text(
                "content \(PanelStyle.number(row.contentSize.width, 0))x\(PanelStyle.number(row.contentSize.height, 0)) · "
                    + "bounds \(PanelStyle.number(row.boundsSize.width, 0))x\(PanelStyle.number(row.boundsSize.height, 0))"
            )
            UI.text("inset \(row.inset) · v \(PanelStyle.point(row.velocity.x, row.velocity.y)) pt/s")
            let low = row.plot.min() ?? 0, high = row.plot.max() ?? 1
            UI.plot(
                "##offset", row.plot, min: low, max: high == low ? low + 1 : high, width: UI.contentWidth, height: 40,
                overlay: "offset.\(row.plotAxis), last \(Int(ScrollViewTracker.historySeconds)) s")
            UI.popID()
        }
    }

    // MARK: Physics

    mutating func physicsSection() {
        let tuning = model.tuning
        for (i, parameter) in PhysicsParameter.allCases.enumerated() {
            UI.pushID(i)
            UI.nextItemWidth(UI.contentWidth - 180)
            if let value = UI.slider(
                parameter.label, parameter.value(in: tuning), parameter.range, format: parameter.format)
            {
                actions.append(.setTuning(parameter.setting(value, in: tuning)))
            }
            UI.sameLine()
            if UI.smallButton("UIKit") { actions.append(.setTuning(parameter.reset(in: tuning))) }
            UI.tooltipIfHovered("reset to UIKit: \(PanelStyle.number(parameter.value(in: .uikit), 4))")
            UI.popID()
        }
        if UI.button("Reset all to UIKit") { actions.append(.setTuning(.uikit)) }
        if tuning != .uikit {
            UI.sameLine()
            UI.text("tuning differs from UIKit", color: PanelStyle.warning)
        }
    }

    // MARK: Frame

    func frameSection() {
        let frames = model.frames
        if !frames.renderer.isEmpty { UI.text(frames.renderer) }
        UI.text(
            "\(PanelStyle.number(frames.framesPerSecond, 1)) fps · work \(PanelStyle.number(Double(frames.workMilliseconds.median), 2)) ms"
                + " · panels \(PanelStyle.number(Double(frames.panelMilliseconds.median), 2)) ms")
        UI.plot(
            "##intervals", frames.intervalMilliseconds, min: 0, max: 50, width: UI.contentWidth, height: 40,
            overlay: "frame interval (ms, 0–50)")
        UI.plot(
            "##work", frames.workMilliseconds, min: 0, max: 20, width: UI.contentWidth, height: 40,
            overlay: "frame work (ms, 0–20)")
        UI.text(
            "input → present \(PanelStyle.number(Double(frames.latencyMilliseconds.median), 1)) ms (median of "
                + "\(frames.latencyMilliseconds.count))")
    }

    // MARK: Keys

    mutating func keysSection() {
        for row in KeyBindings.helpRows(sceneNames: sceneNames) {
            UI.text(row.keys, color: PanelStyle.accent)
            UI.sameLine(90)
            UI.text(row.summary)
        }
        if UI.smallButton("Screenshot (S)") { actions.append(.screenshot) }
        UI.sameLine()
        if UI.smallButton("Reset scene (R)") { actions.append(.resetScene) }
    }
}
