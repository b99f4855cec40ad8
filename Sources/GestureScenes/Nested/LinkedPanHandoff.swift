import GestureCore
import GesturePhysics

/// `linked-pan` and `linked-pan-inertia`: the seed's second attempt. The app turns the scroll views' own
/// scrolling off and adds an extra pan on `outer`, recognized simultaneously with the others, whose handler
/// sets both offsets by hand: the part of the drag past the threshold moves the list, and back.
///
/// Linear: no rubber band, no bounce. Without inertia a fling stops dead on release. With inertia a decay runs
/// after release at UIKit's deceleration rate on the shared position, carrying a fling across the boundary, and
/// stops dead at the far ends (the hand-written decay knows nothing of bouncing).
final class LinkedPanHandoff: NestedHandoff, GestureRecognizerDelegate {
    let hasInertia: Bool
    let pan = VerticalDragGestureRecognizer(name: "outer.linkedPan")
    private var lastTranslation = 0.0
    private let decay = FrameMotion()
    private weak var page: BookPage?

    init(inertia: Bool) {
        hasInertia = inertia
    }

    var isAnimating: Bool { decay.isRunning }

    func install(on page: BookPage) {
        self.page = page
        page.outer.isScrollEnabled = false
        for list in page.lists { list.isScrollEnabled = false }
        pan.delegate = self
        page.outer.addGestureRecognizer(pan)
        pan.addTarget { [weak self] recognizer in self?.handle(recognizer) }
    }

    func uninstall(from page: BookPage) {
        stopDecay()
        page.outer.removeGestureRecognizer(pan)
        page.outer.isScrollEnabled = true
        for list in page.lists { list.isScrollEnabled = true }
    }

    /// The seed's delegate: "recognize together with everything".
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                                    shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }

    private func handle(_ recognizer: GestureRecognizer) {
        guard let page else { return }
        let shared = SharedScroll(page: page)
        let t = pan.translation(in: page.outer).y
        switch recognizer.state {
        case .began:
            stopDecay()
            lastTranslation = t
            shared.apply(-t, clamped: true)
        case .changed:
            shared.apply(lastTranslation - t, clamped: true)
            lastTranslation = t
        case .ended where hasInertia:
            startDecay(velocity: -pan.velocity(in: page.outer).y, shared: shared)
        default:
            break
        }
    }

    private func startDecay(velocity: Double, shared: SharedScroll) {
        guard let window = shared.page.outer.window else { return }
        let simulation = DecelerationSimulation(position: shared.position, velocity: velocity,
                                                rate: shared.page.outer.decelerationRate)
        guard !simulation.isDone(at: 0) else { return }
        decay.start(in: window) { [weak self] t in
            guard let page = self?.page else { return true }
            let shared = SharedScroll(page: page)
            let before = shared.position
            shared.move(to: simulation.position(at: t), clamped: true)
            let stuckAtEnd = shared.position == before && t > 0
            return simulation.isDone(at: t) || stuckAtEnd
        }
    }

    private func stopDecay() { decay.stop() }
}
