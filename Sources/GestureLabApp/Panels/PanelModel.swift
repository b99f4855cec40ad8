import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript

/// One recognizer's row in the recognizers panel: its snapshot, who waits for it, and its last reason.
struct RecognizerRow: Equatable, Sendable {
    var snapshot: RecognizerSnapshot
    /// Recognizers that require this one to fail, or are parked waiting for it.
    var waitedOnBy: [String]
    /// The reason of its last state change or decision (nil: none yet).
    var lastReason: GestureReason?
    /// The name of the table or collection view cell its view is in (nil: in none), shown above the cell's rows.
    var cell: String? = nil
    /// That cell: the panel groups by it (reused cells may share a name).
    var cellID: ObjectIdentifier? = nil

    var name: String { snapshot.name }
}

/// Everything the panels show, built from the core's diagnostics and the scene; no ImGui here.
///
/// `update` runs once a frame: recognizer rows from `window.allGestureRecognizers` and the environment's
/// snapshots, touch trails and the hit chain from `window.activeTouches`, scroll view rows from the view tree,
/// option rows from the scene's description and values, and the tuning in force. The timeline and the log are
/// fed by the window's diagnostics observers (chained after any observer already set), so nothing is missed
/// between frames. Only reads: changes go through `PanelAction`s that the app applies.
final class PanelModel {
    private(set) var recognizers: [RecognizerRow] = []
    private(set) var timeline = TimelineHistory()
    /// The same history for "Export SVG": rows only for recognizers that received a touch (`timelineSVG`).
    private(set) var exportTimeline = TimelineBuilder()
    private(set) var log = DecisionLog()
    private(set) var touches = TouchTrails()
    private(set) var scrollViews = ScrollViewTracker()
    private(set) var options: [OptionRow] = []
    private(set) var tuning = GestureTuning.uikit
    private(set) var sceneName = ""
    private(set) var sceneTitle = ""
    private(set) var problem = ""
    private(set) var screenName = ""
    /// The iOS version the window behaves as (`--ios`); the header names it when it is not the default 18.
    private(set) var iosVersion = 18
    /// The window's time at the last update (seconds).
    private(set) var now = 0.0
    /// The deviations from UIKit the scene's run exercised so far, oldest first (`Diagnostics.deviations`).
    private(set) var deviations: [DeviationRecord] = []
    var frames = FrameTimings()
    /// The replayed script's `expect` lines checked so far (`run --replay`), and how many it has in all.
    var expectations: (checked: [ExpectationResult], total: Int) = ([], 0)
    /// The what-if edits in force in the scene (`PanelModel+WhatIf.swift`).
    private(set) var whatIfEdits: [WhatIfEdit] = []
    /// What the app compares beside the scene; the app sets it before each draw.
    var compare = CompareMode.none
    /// Whether `update` builds the relationship graph: only while its section is open, so a closed section
    /// costs nothing a frame.
    var wantsGraph = false
    /// The recognizers as a graph (nil while `wantsGraph` is off).
    private(set) var graph: RecognizerGraph?
    /// The recognizers the last touch reached (its hit-test chain's, and any that tracked a touch since).
    private(set) var lastReceivers: Set<String> = []
    /// Scene seconds at which the current (or last) gesture's first finger went down; nil before any.
    private(set) var gestureStart: Double?
    private weak var observedWindow: UIWindow?

    init() {}

    /// Subscribes to `window`'s diagnostics (once per window); a new window clears the histories.
    func observe(_ window: UIWindow) {
        guard observedWindow !== window else { return }
        observedWindow = window
        timeline.removeAll()
        exportTimeline.removeAll()
        log.removeAll()
        touches.removeAll()
        scrollViews.removeAll()
        lastReceivers.removeAll()
        gestureStart = nil
        let diagnostics = window.diagnostics
        for record in diagnostics.transitions { ingest(record) }
        for record in diagnostics.decisions { ingest(record) }
        let previousTransition = diagnostics.onTransition
        diagnostics.onTransition = { [weak self] record in
            previousTransition?(record)
            self?.ingest(record)
        }
        let previousDecision = diagnostics.onDecision
        diagnostics.onDecision = { [weak self] record in
            previousDecision?(record)
            self?.ingest(record)
        }
    }

    private func ingest(_ record: TransitionRecord) {
        log.record(record)
        timeline.record(.init(time: record.time, recognizer: record.recognizer, state: LaneState(record.to)))
        if record.to != record.from, let state = TimelineState(rawValue: record.to.rawValue) {
            exportTimeline.changed(record.recognizer, to: state, at: record.time, reason: record.reason)
        }
    }

    private func ingest(_ record: DecisionRecord) {
        log.record(record)
        switch record.kind {
        case .waiting:
            timeline.record(.init(time: record.time, recognizer: record.recognizer, state: .waiting))
            exportTimeline.changed(record.recognizer, to: .waiting, at: record.time, reason: record.reason)
        case .released:
            timeline.record(.init(time: record.time, recognizer: record.recognizer, state: .possible))
            exportTimeline.changed(record.recognizer, to: .possible, at: record.time, reason: record.reason)
        case .touchRefused, .simultaneous, .refused:
            exportTimeline.received(record.recognizer)
        }
    }

    /// Rebuilds the rows from `window` and `scene` (call once a frame, after the scene advanced).
    func update(window: UIWindow, scene: LabSceneHost) {
        observe(window)
        now = window.now
        deviations = window.diagnostics.deviations.records
        let description = scene.description
        sceneName = description.name
        sceneTitle = description.title
        problem = description.problem
        screenName = scene.screenName
        iosVersion = window.iosVersion
        let all = window.allGestureRecognizers
        let snapshots = all.map { window.environment.snapshot(of: $0) }
        let rows = zip(snapshots, all).map { snapshot, recognizer in
            let waiters = snapshots.filter {
                $0.requiresToFail.contains(snapshot.name) || $0.waitingFor.contains(snapshot.name)
            }
            let reason = snapshot.lastReason ?? log.lastReason(of: snapshot.name)
            let cell = RecognizerCellGrouping.cell(of: recognizer)
            return RecognizerRow(
                snapshot: snapshot, waitedOnBy: waiters.map(\.name), lastReason: reason, cell: cell?.name,
                cellID: cell.map(ObjectIdentifier.init))
        }
        recognizers = RecognizerCellGrouping.grouped(rows)
        timeline.setLanes(snapshots.map(\.name))
        let fingersWereDown = touches.trails.contains(where: \.isDown)
        touches.update(touches: window.activeTouches, now: window.now)
        noteReceivers(window: window, fingersWereDown: fingersWereDown)
        for change in touches.changes {
            timeline.mark(.init(time: change.time, finger: change.finger, isDown: change.isDown))
            exportTimeline.touched(.init(time: change.time, finger: change.finger, phase: change.isDown ? .down : .up))
        }
        for recognizer in window.allGestureRecognizers where !recognizer.activeTouches.isEmpty {
            exportTimeline.received(recognizer.displayName)
        }
        scrollViews.update(window: window)
        // A start option the scene can resume at shows where the scene is now (photos' `open` reads 2 while the
        // viewer shows photo 2, and "–" in the gallery), not a value it was once started with.
        options = OptionRow.rows(description, values: scene.optionValues + scene.resumeOptions)
        tuning = window.tuning
        whatIfEdits = scene.whatIfEdits
        graph = wantsGraph ? RecognizerGraph(window: window, received: lastReceivers) : nil
    }

    /// A first finger down starts a gesture: the receivers start again from its hit-test chain.
    private func noteReceivers(window: UIWindow, fingersWereDown: Bool) {
        if !fingersWereDown, let down = touches.changes.first(where: \.isDown) {
            gestureStart = down.time
            lastReceivers.removeAll()
        }
        for link in touches.hitChain { lastReceivers.formUnion(link.recognizers) }
        for recognizer in window.allGestureRecognizers where !recognizer.activeTouches.isEmpty {
            lastReceivers.insert(recognizer.displayName)
        }
    }

    /// The row of the recognizer named `name`.
    func row(named name: String) -> RecognizerRow? { recognizers.first { $0.name == name } }
}
