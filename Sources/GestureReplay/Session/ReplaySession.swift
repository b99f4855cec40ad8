import Foundation
import GestureUIKit
import GestureScenes
import GestureScript

/// Replays a parsed touch script on virtual time against a freshly built scene, headless and deterministic.
///
/// The instants are those of the script's `ScriptTimeline` (shared with the window's playback): the script's
/// event times and the frame times (multiples of `frameInterval`). At each instant, in time order, the window is
/// advanced to it: events through the window's touch methods (which advance the window to their time first),
/// frames through `window.advance(to:)`. With `end T` the run stops at `T` exactly; without it, it goes on frame by frame after the last event
/// until the window is idle and the scene is not animating, or `settleLimit` seconds have passed.
///
/// Drive it with `run()`, or step it (`start()`, then `step(to:)` until `isFinished`) to render between steps.
public final class ReplaySession {
    /// The parsed script being replayed.
    public let script: TouchScript
    /// The scene's stable name, from the script's `scene` line.
    public let sceneName: String
    /// The device in effect: the settings', else the script's, else the default.
    public let device: DeviceSpec
    /// The iOS version the settings or the script asked for; nil (iOS 18) when neither did.
    public let iosVersion: Int?
    /// Seconds between frames.
    public let frameInterval: Double
    /// Seconds a run without `end` may go on after its last event.
    public let settleLimit: Double
    /// The device screen the scene is built in; a recorder renders its display list after each step.
    public let window: UIWindow
    /// The scene's context: its images and actions.
    public let context: SceneContext
    /// The scene under replay.
    public let scene: LabSceneHost
    /// The scenes the run could name (the panels' scene list in a recording).
    public let scenes: SceneRegistry
    /// The what-if edits in force: the script's `whatif` lines, then the settings'.
    public let whatIfEdits: [WhatIfEdit]
    /// The last instant processed, in seconds of virtual time.
    public private(set) var time: Double = 0
    /// Whether `start()` has run.
    public private(set) var isStarted = false
    /// Whether the run has reached its end (the `end` time, or idle after the last event).
    public private(set) var isFinished = false
    /// Every recognizer state change so far (returns to `possible` and `changed` → `changed` left out).
    public private(set) var transitions: [ReplayReport.Transition] = []
    /// Called for each transition as it is recorded (a recorder's log).
    public var onTransition: ((ReplayReport.Transition) -> Void)?
    /// Called for each scene action as it happens.
    public var onAction: ((SceneAction) -> Void)?
    /// The script's `expect` lines checked so far, in order.
    public private(set) var expectationResults: [ExpectationResult] = []
    /// Called for each `expect` line as it is checked (the window's panels show it).
    public var onExpectation: ((ExpectationResult) -> Void)?
    /// Called after each script event has been sent to the window (a timeline reads who got the touch).
    public var onEventDelivered: ((TouchScriptEvent) -> Void)?
    /// Every recognizer state change, returns to `possible` included, for `RECOGNIZER is STATE`.
    private var stateChanges: [ReplayReport.Transition] = []
    private var nextExpectationIndex = 0
    private let imageProblems: [ReplayReport.ImageProblem]
    private let timeline: ScriptTimeline

    /// Builds the window, the scene with the script's options and `settings`' overrides, and subscribes to its
    /// transitions and actions. Nothing runs until `start()`.
    ///
    /// - Parameter imageProblems: paths that could not be scanned, listed in the report's `errors`.
    public init(
        script: TouchScript, images: ImageCatalog, settings: ReplaySettings = ReplaySettings(),
        imageProblems: [ReplayReport.ImageProblem] = []
    ) throws(ReplayError) {
        guard let sceneName = script.scene else { throw .noScene }
        guard settings.frameInterval > 0, settings.frameInterval.isFinite else {
            throw .invalidFrameInterval(settings.frameInterval)
        }
        self.script = script
        self.sceneName = sceneName
        var device = settings.device ?? script.device ?? .default
        if let safeArea = settings.safeArea { device.safeArea = safeArea }
        self.device = device
        self.frameInterval = settings.frameInterval
        self.settleLimit = max(0, settings.settleLimit)
        self.imageProblems = imageProblems
        self.scenes = settings.scenes
        timeline = ScriptTimeline(
            events: script.events, pointerEvents: script.pointerEvents, frameInterval: settings.frameInterval)
        self.iosVersion = settings.iosVersion ?? script.iosVersion
        window = settings.scenes.makeWindow(for: sceneName, size: CGSize(width: device.width, height: device.height))
        window.iosVersion = iosVersion ?? IOSVersion.default
        window.setDeviceSafeArea(device.safeArea)
        context = SceneContext(window: window, images: images)
        let plan = Self.optionPlan(
            description: settings.scenes.type(named: sceneName)?.description, script: script,
            overrides: settings.optionOverrides)
        do {
            scene = try settings.scenes.make(sceneName, context: context, options: plan.start)
            for (key, value) in plan.live { try scene.setOption(key, to: value) }
        } catch {
            throw .scene(error.message)
        }
        whatIfEdits = script.whatIfEdits + settings.whatIfEdits
        if !whatIfEdits.isEmpty { scene.putInForce(whatIfEdits) }
        window.diagnostics.onTransition = { [weak self] record in
            // A state change only: not the reset to possible, not a continuous recognizer's changed → changed.
            guard let self, record.to != record.from else { return }
            let transition = ReplayReport.Transition(record)
            if !script.expectations.isEmpty { stateChanges.append(transition) }
            guard record.to != .possible else { return }
            transitions.append(transition)
            onTransition?(transition)
        }
        context.onAction = { [weak self] action in self?.onAction?(action) }
    }

    /// Start options go to the scene's constructor; the rest are applied live, in order, afterwards.
    private static func optionPlan(
        description: SceneDescription?, script: TouchScript, overrides: [(key: String, value: String)]
    ) -> (start: [String: String], live: [(String, String)]) {
        var start: [String: String] = [:]
        var live: [(String, String)] = []
        for (key, value) in script.sceneOptions { start[key] = value }
        for (key, value) in script.setOptions + overrides {
            if description?.option(key)?.isStartOption == true {
                start[key] = value
            } else {
                live.append((key, value))
            }
        }
        return (start, live)
    }

    /// The scene's actions so far.
    public var actions: [SceneAction] { context.actions }

    /// Whether nothing moves on its own: no touch down, no deadline or frame callback pending in the window, and
    /// no animation of the scene's own running (what a run without `end` waits for before it ends).
    public var isSettled: Bool { window.isIdle && !scene.isAnimating }

    /// The `end` time, or nil when the run ends on idle.
    public var endTime: Double? { script.endTime }

    /// The time of the next instant to process (an event or a frame), or nil once finished.
    public var nextInstant: Double? {
        isFinished ? nil : timeline.next(limit: stopLimit).time
    }

    /// Advances the window to time 0 and applies the events at 0. Called by `step` and `run` when needed.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        window.advance(to: 0)
        timeline.play(
            to: 0, limit: { _ in nil }, deliver: deliver, deliverPointer: deliverPointer, advance: { _ in },
            isDone: { _ in false })
        checkFinished()
        if isFinished { checkExpectations(takeExpectations(before: .infinity)) }
    }

    /// Processes every instant up to and including `target`, in order, stopping early when the run finishes.
    ///
    /// The window is only advanced to instants (events and frames), never to `target` itself, so stepping
    /// with any targets gives the same run as `run()`. A recorder steps to its frame times.
    public func step(to target: Double) {
        start()
        guard !isFinished else { return }
        // Expectations before an instant see the state before it (their snapshot is taken now); their histories
        // are cut at their own times when checked after it, so a deadline that fires between the last instant and
        // T still counts.
        var due: [(ScriptExpectation, ExpectationSnapshot)] = []
        timeline.play(
            to: target,
            limit: { [script, settleLimit] eventsDone in
                Self.stopLimit(script: script, settleLimit: settleLimit, eventsDone: eventsDone)
            },
            willPlay: { [self] next in due = takeExpectations(before: next) },
            deliver: deliver, deliverPointer: deliverPointer,
            advance: { [window] time in window.advance(to: time) },
            isDone: { [self] instant in
                time = instant
                checkFinished()
                if isFinished { due += takeExpectations(before: .infinity) }
                checkExpectations(due)
                due = []
                return isFinished
            })
    }

    /// Runs to the end and returns the report.
    public func run() -> ReplayReport {
        step(to: .infinity)
        return report()
    }

    /// The report of the run so far (final state taken now).
    public func report() -> ReplayReport {
        let unreadable = context.images.unreadableImages.map {
            ReplayReport.ImageProblem(image: $0.info.name, message: $0.info.error ?? "unreadable")
        }
        return ReplayReport(
            scene: sceneName, options: scene.optionValues, device: device, ios: iosVersion,
            whatIf: whatIfEdits.map(\.description), end: time,
            transitions: transitions,
            actions: context.actions, screen: scene.screenName, navigationDepth: scene.navigationDepth,
            scrollViews: scene.scrollViewReports, errors: imageProblems + unreadable,
            expectations: expectationResults,
            deviations: window.diagnostics.deviations.records.map(ReplayReport.Deviation.init),
            console: Array(window.diagnostics.consoleMessages))
    }

    // MARK: Expectations

    /// The expectations with times before `limit` not yet taken, each with a snapshot of the state now.
    private func takeExpectations(before limit: Double) -> [(ScriptExpectation, ExpectationSnapshot)] {
        let expectations = script.expectations
        var due: [(ScriptExpectation, ExpectationSnapshot)] = []
        while nextExpectationIndex < expectations.count, expectations[nextExpectationIndex].time < limit {
            due.append((expectations[nextExpectationIndex], snapshot()))
            nextExpectationIndex += 1
        }
        return due
    }

    /// Evaluates taken expectations against their snapshots with the histories as they are now.
    private func checkExpectations(_ due: [(ScriptExpectation, ExpectationSnapshot)]) {
        for (expectation, taken) in due {
            var snapshot = taken
            snapshot.stateChanges = stateChanges
            snapshot.actions = context.actions
            let result = ExpectationEvaluator.evaluate(expectation, in: snapshot)
            expectationResults.append(result)
            onExpectation?(result)
        }
    }

    private func snapshot() -> ExpectationSnapshot {
        ExpectationSnapshot(
            stateChanges: [], actions: [], screen: scene.screenName, navigationDepth: scene.navigationDepth,
            scrollViews: scene.scrollViewReports,
            recognizers: window.allGestureRecognizers.map { ($0.reportName, $0.state) }, time: time)
    }

    // MARK: Timeline

    /// `end`, or once every event is done, the last event's time plus the settle limit.
    private var stopLimit: Double? {
        Self.stopLimit(script: script, settleLimit: settleLimit, eventsDone: timeline.eventsDone)
    }

    private static func stopLimit(script: TouchScript, settleLimit: Double, eventsDone: Bool) -> Double? {
        if let end = script.endTime { return end }
        return eventsDone ? script.lastEventTime + settleLimit : nil
    }

    /// One script event into the window, at its own time.
    private func deliver(_ event: TouchScriptEvent) {
        window.send(TouchInput(event))
        onEventDelivered?(event)
    }

    /// One script pointer event into the window's pointer input (`UIWindow.send(_:)`), at its own time.
    private func deliverPointer(_ event: ScriptPointerEvent) {
        window.send(PointerInput(event))
    }

    private func checkFinished() {
        if let end = script.endTime {
            if time >= end { isFinished = true }
            return
        }
        guard timeline.eventsDone, time >= script.lastEventTime else { return }
        if isSettled || time >= script.lastEventTime + settleLimit { isFinished = true }
    }
}
