import GestureUIKit
import GestureScenes

/// What the panels remember between frames: the log filter, the timeline cursor, the overlay switch.
struct PanelViewState: Equatable {
    /// The recognizer the decisions log shows; nil shows all.
    var logFilter: String?
    /// Scene seconds the timeline cursor stands at; nil follows now.
    var cursor: Double?
    /// Seconds of history the timeline shows.
    var timelineSpan = 4.0
    var showsTouchOverlay = true
    var showsHitChain = true
    /// The recognizer whose what-if edit controls are open; nil: none.
    var editing: String?
    /// Whether the next frame scrolls the controls just opened into view (they open below the table).
    var revealsEditor = false
    /// The `whatif` lines last copied (the section says "copied" while they are still the edits in force).
    var copiedLines: String?
    /// Whether the relationship graph's section is open (the model builds the graph only then).
    var showsGraph = false
    /// Which relations the graph draws.
    var graphShowsRequires = true
    var graphShowsPrevents = true
    var graphShowsSimultaneous = true
}

/// Draws the panel column with ImGui from a `PanelModel`; returns the changes asked for as `PanelAction`s.
///
/// One fixed ImGui window fills the column; each panel is a collapsing section. The view reads the model only.
struct PanelView {
    let model: PanelModel
    var state: PanelViewState
    let isPaused: Bool
    let sceneNames: [String]
    /// The changes asked for in this frame, in order.
    var actions: [PanelAction] = []
    /// The panels' UI scale (the touch section shows it).
    var uiScale = 1.0
    /// Whether the what-if controls show (the edit buttons, the edits in force, the graph): off, the column is
    /// drawn as it was before them (`Panels.showsWhatIfControls`).
    var showsWhatIf = true
    /// Opens the ImGui window the panels draw in, given x, y, width, height; true when its contents show.
    typealias WindowBegin = (Double, Double, Double, Double) -> Bool

    init(model: PanelModel, state: PanelViewState, isPaused: Bool, sceneNames: [String]) {
        self.model = model
        self.state = state
        self.isPaused = isPaused
        self.sceneNames = sceneNames
    }

    /// Draws every panel in the column `x, y, width, height` (ImGui coordinates).
    /// `begin`: another window than the fixed column (the overlay).
    mutating func draw(x: Double, y: Double, width: Double, height: Double, begin: WindowBegin? = nil) {
        let opened =
            begin?(x, y, width, height)
            ?? UI.beginWindow("GestureLab panels", x: x, y: y, width: width, height: height, fixed: true)
        if opened {
            sceneSection()
            if model.expectations.total > 0 {
                let checked = model.expectations.checked
                let failed = checked.filter { !$0.passed }.count
                let title = "Expectations (\(checked.count)/\(model.expectations.total) checked, \(failed) failed)"
                if UI.header(title + "###expectations", open: true) { expectationsSection() }
            }
            // The edits in force above the recognizers: short, and in reach without scrolling on a tablet.
            if showsWhatIf {
                let edits = model.whatIfEdits.count
                if UI.header("What-if edits (\(edits) in force)###whatif", open: true) { whatIfSection() }
            }
            if UI.header("Recognizers", open: true) { recognizersSection() }
            if showsWhatIf {
                state.showsGraph = UI.header("Relationship graph###graph", open: false)
                if state.showsGraph { graphSection() }
            }
            if UI.header("Timeline", open: true) { timelineSection() }
            if UI.header("Decisions", open: true) { decisionsSection() }
            if UI.header("Touches", open: true) { touchesSection() }
            if UI.header("Scroll views (\(model.scrollViews.rows.count))", open: !model.scrollViews.rows.isEmpty) {
                scrollViewsSection()
            }
            if UI.header("Physics", open: false) { physicsSection() }
            if UI.header("Frame", open: false) { frameSection() }
            if UI.header("Keys", open: false) { keysSection() }
            if UI.header("Touch and scale", open: false) { touchSection() }
            // Last, so the sections above keep their places; open, and only when the run exercised any.
            if !model.deviations.isEmpty {
                let title = "Deviations from UIKit (\(model.deviations.count))###deviations"
                if UI.header(title, open: true) { deviationsSection() }
            }
        }
        UI.endWindow()
    }

    // MARK: Scene and fixes

    private mutating func sceneSection() {
        // Wrapped: a long title (a user's scene's summary) must not widen the floating panel's content, which would
        // put the scene buttons that wrap past its visible edge.
        UI.wrapped(model.sceneTitle, color: PanelStyle.accent)
        let ios = model.iosVersion == 18 ? "" : " · iOS \(model.iosVersion)"
        UI.disabled(
            "scene \(model.sceneName) · screen \(model.screenName) · t \(PanelStyle.number(model.now, 2)) s\(ios)")
        // The scenes wrap as the option choices do: a user's scenes after the four built-in ones stay on screen.
        let labels = sceneNames.enumerated().map { "\($0.offset + 1) \($0.element)" }
        for line in Self.wrap(labels.map(UI.radioWidth), into: UI.contentWidth, spacing: UI.itemSpacing) {
            for (j, index) in line.enumerated() {
                if j > 0 { UI.sameLine() }
                let name = sceneNames[index]
                if UI.radio(labels[index], name == model.sceneName), name != model.sceneName {
                    actions.append(.switchScene(index))
                }
            }
        }
        // A user's scene has one summary, which is the title too: not shown twice.
        if model.problem != model.sceneTitle { UI.wrapped(model.problem) }
        for (index, option) in model.options.enumerated() {
            UI.pushID(index)
            optionRow(option)
            UI.popID()
        }
        UI.separator()
    }

    private mutating func optionRow(_ option: OptionRow) {
        let color =
            option.mainFix.map { option.value == $0.fixed ? PanelStyle.fix : PanelStyle.warning } ?? PanelStyle.dim
        let suffix = option.mainFix != nil ? "  (F: main fix)" : option.isStartOption ? "  (start option)" : ""
        UI.text(option.key + suffix, color: color)
        UI.tooltipIfHovered(option.summary)
        guard let choices = option.choices else {
            UI.sameLine()
            UI.text("= \(option.value.isEmpty ? "–" : option.value)")
            return
        }
        if Set(choices) == ["on", "off"] {
            UI.sameLine()
            if let on = UI.checkbox("##\(option.key)", option.value == "on") {
                actions.append(.setOption(key: option.key, value: on ? "on" : "off"))
            }
            return
        }
        // The choices wrap onto as many lines as the column needs: none is cut off at its edge.
        let widths = choices.map(UI.radioWidth)
        for line in Self.wrap(widths, into: UI.contentWidth, spacing: UI.itemSpacing) {
            for (j, index) in line.enumerated() {
                if j > 0 { UI.sameLine() }
                let choice = choices[index]
                if UI.radio(choice, choice == option.value), choice != option.value {
                    actions.append(.setOption(key: option.key, value: choice))
                }
            }
        }
    }

    /// Items of `widths` laid out in order on lines of `available` width with `spacing` between neighbours: the
    /// indices on each line (an item wider than a line gets a line of its own).
    static func wrap(_ widths: [Double], into available: Double, spacing: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var used = 0.0
        for (index, width) in widths.enumerated() {
            if let last = lines.indices.last, !lines[last].isEmpty, used + spacing + width <= available {
                lines[last].append(index)
                used += spacing + width
            } else {
                lines.append([index])
                used = width
            }
        }
        return lines
    }

    // MARK: Recognizers

    private mutating func recognizersSection() {
        guard !model.recognizers.isEmpty else {
            UI.disabled("no recognizers")
            return
        }
        guard UI.beginTable("recognizers", columns: showsWhatIf ? 5 : 4) else { return }
        if showsWhatIf { UI.column("what-if", width: UI.textSize("close").width + 18) }
        UI.column("recognizer", width: 150)
        UI.column("state", width: 62)
        UI.column("#", width: 12)
        UI.column("relations · last reason")
        UI.headersRow()
        var previousCell: ObjectIdentifier?
        for (index, row) in model.recognizers.enumerated() {
            let snapshot = row.snapshot
            // A cell's recognizers under a row naming the cell (RecognizerCellGrouping keeps them together).
            if let cell = row.cell, row.cellID != previousCell {
                UI.nextRow()
                if showsWhatIf { UI.nextColumn() }
                UI.nextColumn()
                UI.text("cell \(cell)", color: PanelStyle.accent)
            }
            previousCell = row.cellID
            UI.nextRow()
            if showsWhatIf { editButton(for: row.name, index: index) }
            UI.nextColumn()
            UI.text(snapshot.name, color: snapshot.isEnabled ? imColor(255, 255, 255) : PanelStyle.dim)
            UI.tooltipIfHovered("\(snapshot.kind) on \(snapshot.view)")
            UI.disabled("\(snapshot.kind) · \(snapshot.view)")
            UI.nextColumn()
            let lane: LaneState = snapshot.waitingFor.isEmpty ? LaneState(snapshot.state) : .waiting
            UI.text(lane.rawValue, color: PanelStyle.color(of: lane))
            UI.nextColumn()
            UI.text("\(snapshot.touchCount)")
            UI.nextColumn()
            var relations: [String] = []
            if !snapshot.requiresToFail.isEmpty {
                relations.append("requires fail: " + snapshot.requiresToFail.joined(separator: ", "))
            }
            if !snapshot.waitingFor.isEmpty {
                relations.append("waiting for: " + snapshot.waitingFor.joined(separator: ", "))
            }
            if !row.waitedOnBy.isEmpty { relations.append("waited on by: " + row.waitedOnBy.joined(separator: ", ")) }
            if !relations.isEmpty { UI.wrapped(relations.joined(separator: " · "), color: PanelStyle.accent) }
            UI.wrapped(row.lastReason?.description ?? "–")
        }
        UI.endTable()
        if let name = state.editing {
            if model.row(named: name) != nil { editControls(for: name) } else { state.editing = nil }
        }
    }
}
