import Foundation
@testable import GestureUIKit
@testable import GestureScenes

/// Feeds one scene random multi-finger streams and checks its promises after every event.
///
/// The stream comes in segments of 10 to 400 events: downs, moves, ups and cancels of fingers 1 to 5, some
/// outside the screen, about a third sharing the previous timestamp (bursts), some for fingers not down (a
/// move or lift with no finger, a second down). During a segment the cheap invariants are checked after every
/// event (legal transitions, finite offsets and zooms within the rubber band, a consistent navigation stack).
/// At its end every finger lifts, virtual time runs at 60 Hz until the window is idle and the scene has stopped
/// animating (at most 10 s), and the settled invariants are checked: every recognizer possible, nobody left in
/// the arena, every scroll view at rest inside its content and zoom limits, only the top page shown. Then a
/// live option may change at random, and the next segment starts.
final class SceneStorm {
    let sceneName: String
    let seed: UInt64
    let window: UIWindow
    let context: SceneContext
    let scene: LabSceneHost
    private var random: StormRandom
    private var violations: [String] = []
    private var discrete: [String: Bool] = [:]
    private var eventIndex = 0
    /// The last events, printed with the first violation so that it can be read without a rerun.
    private var recent: [(index: Int, kind: String, finger: Int, point: CGPoint, time: Double)] = []
    private var time = 0.0
    /// Counts for the report: settles and option changes.
    private(set) var settles = 0
    private(set) var optionChanges = 0
    /// Scroll views that met a known issue in this segment: their rubber-band check waits for the settle.
    /// Called after each event with its index (for investigating a failure).
    var afterEvent: ((Int) -> Void)?
    /// Violations kept; the storm stops at the first settled violation (later ones are its echoes).
    static let maximumViolations = 10

    init(scene sceneName: String, seed: UInt64, size: CGSize = CGSize(390, 844)) throws {
        self.sceneName = sceneName
        self.seed = seed
        random = StormRandom(seed: seed)
        window = UIWindow(size: size)
        context = SceneContext(window: window, images: ImageCatalog(Self.images))
        scene = try SceneRegistry.builtIn.make(sceneName, context: context, options: [:])
    }

    /// Tall, short, wide, portrait and broken images, twice: enough pages to page through, zoom and recycle.
    static let images: [ImageInfo] = Array(repeating: [TestImages.tall, TestImages.short, TestImages.portrait,
                                                       TestImages.wide, TestImages.broken], count: 2).flatMap { $0 }

    /// Runs `events` events; returns the violations, each naming the scene, seed, event index and invariant.
    func run(events: Int) -> [String] {
        window.diagnostics.onTransition = { [unowned self] record in checkLegal(record) }
        defer { window.diagnostics.onTransition = nil }
        while eventIndex < events, violations.isEmpty {
            let length = Int.random(in: 10...400, using: &random)
            for _ in 0..<length where eventIndex < events && violations.count < Self.maximumViolations {
                step()
                eventIndex += 1
                afterEvent?(eventIndex - 1)
                checkDuring()
            }
            settle()
            maybeChangeAnOption()
        }
        return violations
    }

    // MARK: Events

    private func step() {
        if Int.random(in: 0..<3, using: &random) != 0 { time += Double.random(in: 0.001...0.12, using: &random) }
        let finger = Int.random(in: 1...5, using: &random)
        let size = window.bounds.size
        let point = CGPoint(Double.random(in: -20...(size.width + 20), using: &random),
                          Double.random(in: -20...(size.height + 20), using: &random))
        let down = window.touchesByFinger[finger] != nil
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<3 where !down:
            remember("down", finger, point)
            window.touchDown(finger: finger, at: point, time: time)
        case 0..<13 where down:
            // Mostly small steps (drags, pinches), sometimes a jump.
            let current = window.touchesByFinger[finger]?.locationInWindow ?? point
            let reach = Int.random(in: 0..<8, using: &random) == 0 ? 200.0 : 30.0
            let step = CGPoint(Double.random(in: -reach...reach, using: &random),
                             Double.random(in: -reach...reach, using: &random))
            remember("move", finger, current + step)
            window.touchMoved(finger: finger, to: current + step, time: time)
        case 13..<17 where down:
            remember("up", finger, point)
            window.touchUp(finger: finger, at: point, time: time)
        case 17 where down:
            remember("cancel", finger, point)
            window.touchCancelled(finger: finger, time: time)
        case 18:
            // A stray event: a move or lift for a finger that may not be down.
            remember("stray move, up 6", finger, point)
            window.touchMoved(finger: finger, to: point, time: time)
            window.touchUp(finger: 6, at: point, time: time)
        default:
            // A down, also for a finger already down (the window lifts it first).
            remember(down ? "down again" : "down", finger, point)
            window.touchDown(finger: finger, at: point, time: time)
        }
    }

    private func remember(_ kind: String, _ finger: Int, _ point: CGPoint) {
        if recent.count == 24 { recent.removeFirst() }
        recent.append((eventIndex, kind, finger, point, time))
    }

    private func settle() {
        time += 0.01
        for finger in window.touchesByFinger.keys.sorted() {
            window.touchUp(finger: finger, at: window.touchesByFinger[finger]?.locationInWindow ?? .zero, time: time)
        }
        let deadline = time + 10
        while (!window.isIdle || scene.isAnimating), time < deadline {
            time += 1.0 / 60
            window.advance(to: time)
        }
        settles += 1
        if !window.isIdle || scene.isAnimating {
            report("settles within 10 s", "window idle \(window.isIdle), scene animating \(scene.isAnimating)")
        }
        StormInvariants.settled(window).forEach { report("every recognizer possible once settled", $0) }
        for scrollView in StormInvariants.scrollViews(in: window) {
            StormInvariants.settled(scrollView).forEach { report("scroll views at rest inside their content", $0) }
        }
        StormInvariants.navigation(scene, settled: true).forEach { report("navigation stack consistent", $0) }
        StormInvariants.controls(in: window).forEach { report("controls let go once every finger is up", $0) }
    }

    /// A quarter of the settles change one live option (fix, strategy, style) to a random value.
    private func maybeChangeAnOption() {
        guard Int.random(in: 0..<4, using: &random) == 0 else { return }
        let live = scene.description.options.filter { !$0.isStartOption && $0.values != nil }
        guard let spec = live.randomElement(using: &random), let value = spec.values?.randomElement(using: &random)
        else { return }
        do {
            try scene.setOption(spec.key, to: value)
            optionChanges += 1
        } catch {
            report("live options apply", "\(spec.key)=\(value): \(error)")
        }
    }

    // MARK: Checks

    private func checkDuring() {
        for scrollView in StormInvariants.scrollViews(in: window) {
            guard let problem = StormInvariants.duringStorm(scrollView) else { continue }
            report("offsets and zoom in bounds", problem)
        }
        StormInvariants.navigation(scene, settled: false).forEach { report("navigation stack consistent", $0) }
    }

    private func checkLegal(_ record: TransitionRecord) {
        if discrete[record.recognizer] == nil {
            for recognizer in window.allGestureRecognizers { discrete[recognizer.displayName] = recognizer.isDiscrete }
        }
        let isDiscrete = discrete[record.recognizer] ?? false
        if !record.from.canTransition(to: record.to, discrete: isDiscrete) {
            report("only legal transitions", "\(record.recognizer) \(record.from) → \(record.to) (\(record.reason))")
        }
    }

    private func report(_ invariant: String, _ detail: String) {
        guard violations.count < Self.maximumViolations else { return }
        if violations.isEmpty {
            let lines = recent.map { "  #\($0.index) t=\($0.time) \($0.kind) finger \($0.finger) at \($0.point)" }
            violations.append("the events before the first violation:\n"
                + lines.joined(separator: "\n"))
        }
        violations.append("scene \(sceneName) seed \(seed) event \(eventIndex) t=\(time): [\(invariant)] \(detail)")
    }
}
