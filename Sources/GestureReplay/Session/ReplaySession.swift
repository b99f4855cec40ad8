import GestureCore
import GestureScenes
import GestureScript

/// Replays a parsed touch script on virtual time against a freshly built scene, headless and deterministic.
///
/// The timeline's instants are the script's event times and the frame times (multiples of `frameInterval`).
/// At each instant, in time order, the window is advanced to it: events through the window's touch methods
/// (which advance the window to their time first), frames through `window.advance(to:)`. A frame time that
/// coincides with an event is covered by the event's own advance, so frame callbacks never run twice for one
/// time. With `end T` the run stops at `T` exactly; without it, it goes on frame by frame after the last event
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
    /// Seconds between frames.
    public let frameInterval: Double
    /// Seconds a run without `end` may go on after its last event.
    public let settleLimit: Double
    /// The device screen the scene is built in; a recorder renders its display list after each step.
    public let window: Window
    /// The scene's context: its images and actions.
    public let context: SceneContext
    /// The scene under replay.
    public let scene: any Scene
    /// The scenes the run could name (the panels' scene list in a recording).
    public let scenes: SceneRegistry
    /// The last instant processed, in seconds of virtual time.
    public private(set) var time: Double = 0
    public private(set) var isStarted = false
    public private(set) var isFinished = false
    /// Every recognizer state change so far (returns to `possible` and `changed` → `changed` left out).
    public private(set) var transitions: [ReplayReport.Transition] = []
    /// Called for each transition as it is recorded (a recorder's log).
    public var onTransition: ((ReplayReport.Transition) -> Void)?
    /// Called for each scene action as it happens.
    public var onAction: ((SceneAction) -> Void)?
    private let imageProblems: [ReplayReport.ImageProblem]
    private var nextEventIndex = 0
    private var nextFrameIndex = 1

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
        self.device = settings.device ?? script.device ?? .default
        self.frameInterval = settings.frameInterval
        self.settleLimit = max(0, settings.settleLimit)
        self.imageProblems = imageProblems
        self.scenes = settings.scenes
        window = Window(size: Size(width: device.width, height: device.height))
        context = SceneContext(window: window, images: images)
        let plan = Self.optionPlan(description: settings.scenes.type(named: sceneName)?.description, script: script,
                                  overrides: settings.optionOverrides)
        do {
            scene = try settings.scenes.make(sceneName, context: context, options: plan.start)
            for (key, value) in plan.live { try scene.setOption(key, to: value) }
        } catch {
            throw .scene(error.message)
        }
        window.diagnostics.onTransition = { [weak self] record in
            // A state change only: not the reset to possible, not a continuous recognizer's changed → changed.
            guard let self, record.to != .possible, record.to != record.from else { return }
            let transition = ReplayReport.Transition(record)
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

    /// The `end` time, or nil when the run ends on idle.
    public var endTime: Double? { script.endTime }

    /// The time of the next instant to process (an event or a frame), or nil once finished.
    public var nextInstant: Double? {
        isFinished ? nil : candidates().map(\.time).min()
    }

    /// Advances the window to time 0 and applies the events at 0. Called by `step` and `run` when needed.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        window.advance(to: 0)
        dispatchEvents(at: 0)
        checkFinished()
    }

    /// Processes every instant up to and including `target`, in order, stopping early when the run finishes.
    ///
    /// The window is only advanced to instants (events and frames), never to `target` itself, so stepping
    /// with any targets gives the same run as `run()`. A recorder steps to its frame times.
    public func step(to target: Double) {
        start()
        while !isFinished, let next = candidates().min(by: { $0.time < $1.time }), next.time <= target {
            switch next.kind {
            case .event:
                dispatchEvents(at: next.time)
            case .frame:
                window.advance(to: next.time)
                nextFrameIndex += 1
            case .limit:
                window.advance(to: next.time)
            }
            time = next.time
            checkFinished()
        }
    }

    /// Runs to the end and returns the report.
    public func run() -> ReplayReport {
        step(to: .infinity)
        return report()
    }

    /// The report of the run so far (final state taken now).
    public func report() -> ReplayReport {
        let unreadable = context.images.errors.map {
            ReplayReport.ImageProblem(image: $0.info.name, message: $0.info.error ?? "unreadable")
        }
        return ReplayReport(
            scene: sceneName, options: scene.optionValues, device: device, end: time, transitions: transitions,
            actions: context.actions, screen: scene.screenName, navigationDepth: scene.navigationDepth,
            scrollViews: scene.scrollViewReports, errors: imageProblems + unreadable)
    }

    // MARK: Timeline

    private enum InstantKind { case event, frame, limit }

    /// The next event, the next frame and the stopping time, in that order of precedence at equal times.
    private func candidates() -> [(time: Double, kind: InstantKind)] {
        var result: [(time: Double, kind: InstantKind)] = []
        let events = script.events
        if nextEventIndex < events.count { result.append((events[nextEventIndex].time, .event)) }
        result.append((Double(nextFrameIndex) * frameInterval, .frame))
        if let limit = stopLimit { result.append((limit, .limit)) }
        // min(by:) keeps the first of equal times, so the order above is the precedence.
        return result
    }

    /// `end`, or once every event is done, the last event's time plus the settle limit.
    private var stopLimit: Double? {
        if let end = script.endTime { return end }
        return nextEventIndex >= script.events.count ? script.lastEventTime + settleLimit : nil
    }

    private func dispatchEvents(at instant: Double) {
        let events = script.events
        while nextEventIndex < events.count, events[nextEventIndex].time <= instant {
            let event = events[nextEventIndex]
            let point = Point(x: event.point.x, y: event.point.y)
            switch event.phase {
            case .down: window.touchDown(finger: event.finger, at: point, time: event.time)
            case .move: window.touchMoved(finger: event.finger, to: point, time: event.time)
            case .up: window.touchUp(finger: event.finger, at: point, time: event.time)
            case .cancel: window.touchCancelled(finger: event.finger, time: event.time)
            }
            nextEventIndex += 1
        }
        // A frame at exactly this time is covered by the events' own advance.
        while Double(nextFrameIndex) * frameInterval <= instant { nextFrameIndex += 1 }
    }

    private func checkFinished() {
        if let end = script.endTime {
            if time >= end { isFinished = true }
            return
        }
        guard nextEventIndex >= script.events.count, time >= script.lastEventTime else { return }
        if (window.isIdle && !scene.isAnimating) || time >= script.lastEventTime + settleLimit { isFinished = true }
    }
}
