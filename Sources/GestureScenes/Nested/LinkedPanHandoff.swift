import Foundation
import GesturePhysics
import GestureUIKit

/// `linked-pan` and `linked-pan-inertia`: the seed's second attempt. The app turns the scroll views' own
/// scrolling off and adds an extra pan on `outer`, recognized simultaneously with the others
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answers true), whose action sets both offsets by
/// hand: the part of the drag past the threshold moves the list, and back.
///
/// Linear: no rubber band, no bounce. Without inertia a fling stops dead on release. With inertia a
/// `CADisplayLink` runs a decay after release at the scroll view's `decelerationRate` on the shared position,
/// carrying a fling across the boundary, and stops dead at the far ends (the hand-written decay knows nothing
/// of bouncing).
final class LinkedPanHandoff: NestedHandoff, UIGestureRecognizerDelegate {
    let hasInertia: Bool
    let pan = VerticalDragGestureRecognizer()
    private var lastTranslation: CGFloat = 0
    private weak var page: BookViewController?
    private var decay: CADisplayLink?
    private var decayStart: TimeInterval = 0
    private var simulation: DecelerationSimulation?

    init(inertia: Bool) {
        hasInertia = inertia
        pan.name = "outer.linkedPan"
        pan.addTarget(self, action: LinkedPanHandoff.handlePan)
    }

    func install(on page: BookViewController) {
        self.page = page
        page.outer.isScrollEnabled = false
        for list in page.lists { list.isScrollEnabled = false }
        pan.delegate = self
        page.outer.addGestureRecognizer(pan)
    }

    func uninstall(from page: BookViewController) {
        stopDecay()
        page.outer.removeGestureRecognizer(pan)
        page.outer.isScrollEnabled = true
        for list in page.lists { list.isScrollEnabled = true }
    }

    /// The seed's delegate: "recognize together with everything".
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let page else { return }
        let shared = SharedScroll(page: page)
        let t = pan.translation(in: page.outer).y
        switch pan.state {
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

    private func startDecay(velocity: CGFloat, shared: SharedScroll) {
        let rate = GesturePhysics.DecelerationRate(perMillisecond: Double(shared.page.outer.decelerationRate.rawValue))
        let simulation = DecelerationSimulation(
            position: Double(shared.position), velocity: Double(velocity), rate: rate)
        guard !simulation.isDone(at: 0) else { return }
        self.simulation = simulation
        let link = shared.page.outer.displayLink(target: self, selector: LinkedPanHandoff.stepDecay)
        link.add(to: .main, forMode: .common)
        decayStart = link.timestamp
        decay = link
    }

    /// One frame of the decay: moves the shared position along the closed form; stops at the end of the decay
    /// or when the position is stuck at a far end.
    func stepDecay(_ link: CADisplayLink) {
        guard let page, let simulation else { return stopDecay() }
        let t = link.timestamp - decayStart
        let shared = SharedScroll(page: page)
        let before = shared.position
        shared.move(to: CGFloat(simulation.position(at: t)), clamped: true)
        let stuckAtEnd = shared.position == before && t > 0
        if simulation.isDone(at: t) || stuckAtEnd { stopDecay() }
    }

    private func stopDecay() {
        decay?.invalidate()
        decay = nil
        simulation = nil
    }
}
