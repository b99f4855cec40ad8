import GestureCore
import GesturePhysics

/// `coordinated`: one drag and one fling drive `outer` and the list as a single scroll, as Flutter's
/// NestedScrollView does with its coordinator (uikit-behaviour.md §6).
///
/// Both scroll views' own pans are off; one vertical pan on `outer` (`outer.nestedPan`) moves the shared
/// position (`SharedScroll`: up, `outer` first; down, the list first). While dragging, the shared position is
/// rubber-banded past the far ends exactly as a UIScrollView's offset is (b = (1 − 1/(x·0.55/d + 1))·d, d =
/// `outer`'s height). On release one `ScrollSimulation` at the scroll view's deceleration rate runs on the shared
/// position, so the fling's momentum flows across the boundary with no jump in offset or velocity, and it
/// bounces only at the far ends (the header fully shown, the list's end). A touch during the fling catches it.
final class CoordinatedHandoff: NestedHandoff {
    let pan = VerticalDragGestureRecognizer(name: "outer.nestedPan")
    private weak var page: BookPage?
    /// The finger-driven shared position at the start of the drag (before rubber-banding).
    private var dragStart = 0.0
    private let fling = FrameMotion()

    var isAnimating: Bool { fling.isRunning }

    func install(on page: BookPage) {
        self.page = page
        page.outer.isScrollEnabled = false
        for list in page.lists { list.isScrollEnabled = false }
        page.outer.addGestureRecognizer(pan)
        pan.addTarget { [weak self] recognizer in self?.handle(recognizer) }
        pan.catchesMotion = { [weak self] in
            guard let self, fling.isRunning else { return false }
            stopFling()
            return true
        }
    }

    func uninstall(from page: BookPage) {
        stopFling()
        pan.catchesMotion = nil
        page.outer.removeGestureRecognizer(pan)
        page.outer.isScrollEnabled = true
        for list in page.lists { list.isScrollEnabled = true }
    }

    private func handle(_ recognizer: GestureRecognizer) {
        guard let page else { return }
        let shared = SharedScroll(page: page)
        let t = pan.translation(in: page.outer).y
        switch recognizer.state {
        case .began:
            stopFling()
            dragStart = unbanded(shared.position, shared: shared)
            follow(t, shared: shared)
        case .changed:
            follow(t, shared: shared)
        case .ended:
            follow(t, shared: shared)
            startFling(velocity: -pan.velocity(in: page.outer).y, shared: shared)
        case .cancelled:
            startFling(velocity: 0, shared: shared)
        default:
            break
        }
    }

    /// Moves the shared position to follow the finger, rubber-banded past the far ends.
    private func follow(_ translation: Double, shared: SharedScroll) {
        guard let page else { return }
        let raw = dragStart - translation
        let shown = RubberBand.clamp(raw, min: 0, max: shared.maximum, dimension: page.outer.bounds.height,
                                     coefficient: page.outer.tuning.rubberBandCoefficient)
        shared.move(to: shown, clamped: false)
    }

    /// The finger-driven position whose rubber band shows `position`.
    private func unbanded(_ position: Double, shared: SharedScroll) -> Double {
        guard let page else { return position }
        let d = page.outer.bounds.height, c = page.outer.tuning.rubberBandCoefficient
        if position < 0 { return -RubberBand.overscroll(forOffset: -position, dimension: d, coefficient: c) }
        if position > shared.maximum {
            return shared.maximum + RubberBand.overscroll(forOffset: position - shared.maximum, dimension: d, coefficient: c)
        }
        return position
    }

    private func startFling(velocity: Double, shared: SharedScroll) {
        guard let window = shared.page.outer.window else { return }
        let rate = shared.page.outer.decelerationRate
        let simulation = ScrollSimulation(position: shared.position, velocity: velocity, minOffset: 0,
                                          maxOffset: shared.maximum, rate: rate, bounces: true,
                                          stopVelocity: ScrollView.restingDistance * abs(rate.lnPerSecond))
        guard !simulation.isDone(at: 0) else {
            shared.move(to: simulation.finalPosition, clamped: false)
            return
        }
        // One frame: evaluates the closed form and splits the change. Allocates nothing.
        fling.start(in: window) { [weak self] t in
            guard let page = self?.page else { return true }
            let shared = SharedScroll(page: page)
            let done = simulation.isDone(at: t)
            shared.move(to: done ? simulation.finalPosition : simulation.position(at: t), clamped: false)
            return done
        }
    }

    private func stopFling() { fling.stop() }
}
