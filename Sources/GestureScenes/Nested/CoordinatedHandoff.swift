import Foundation
import GesturePhysics
import GestureUIKit

/// `coordinated`: one drag and one fling drive `outer` and the list as a single scroll, as Flutter's
/// NestedScrollView does with its coordinator (uikit-behaviour.md §6).
///
/// Both scroll views' own scrolling is off; one vertical pan on `outer` (`outer.nestedPan`) moves the shared
/// position (`SharedScroll`: up, `outer` first; down, the list first). While dragging, the shared position is
/// rubber-banded past the far ends exactly as a UIScrollView's offset is (b = (1 − 1/(x·0.55/d + 1))·d, d =
/// `outer`'s height). On release a `CADisplayLink` runs one `ScrollSimulation` at the scroll view's
/// `decelerationRate` on the shared position, so the fling's momentum flows across the boundary with no jump in
/// offset or velocity, and it bounces only at the far ends (the header fully shown, the list's end). A touch
/// during the fling catches it.
final class CoordinatedHandoff: NestedHandoff {
    /// UIKit's rubber-band coefficient (uikit-behaviour.md).
    static let rubberBandCoefficient = 0.55
    /// Points: how close to rest a motion stops, as UIScrollView's deceleration does (half a point).
    static let restingDistance = 0.5

    let pan = VerticalDragGestureRecognizer()
    private weak var page: BookViewController?
    /// The finger-driven shared position at the start of the drag (before rubber-banding).
    private var dragStart: CGFloat = 0
    private var fling: CADisplayLink?
    private var flingStart: TimeInterval = 0
    private var simulation: ScrollSimulation?

    init() {
        pan.name = "outer.nestedPan"
        pan.addTarget(self, action: CoordinatedHandoff.handlePan)
        pan.catchesMotion = { [weak self] in
            guard let self, fling != nil else { return false }
            stopFling()
            return true
        }
    }

    func install(on page: BookViewController) {
        self.page = page
        page.outer.isScrollEnabled = false
        for list in page.lists { list.isScrollEnabled = false }
        page.outer.addGestureRecognizer(pan)
    }

    func uninstall(from page: BookViewController) {
        stopFling()
        page.outer.removeGestureRecognizer(pan)
        page.outer.isScrollEnabled = true
        for list in page.lists { list.isScrollEnabled = true }
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let page else { return }
        let shared = SharedScroll(page: page)
        let t = pan.translation(in: page.outer).y
        switch pan.state {
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
    private func follow(_ translation: CGFloat, shared: SharedScroll) {
        let raw = Double(dragStart - translation)
        let shown = RubberBand.clamp(
            raw, min: 0, max: Double(shared.maximum),
            dimension: Double(shared.page.outer.bounds.height),
            coefficient: Self.rubberBandCoefficient)
        shared.move(to: CGFloat(shown), clamped: false)
    }

    /// The finger-driven position whose rubber band shows `position`.
    private func unbanded(_ position: CGFloat, shared: SharedScroll) -> CGFloat {
        let d = Double(shared.page.outer.bounds.height), c = Self.rubberBandCoefficient
        let maximum = shared.maximum
        if position < 0 {
            return -CGFloat(RubberBand.overscroll(forOffset: Double(-position), dimension: d, coefficient: c))
        }
        if position > maximum {
            return maximum
                + CGFloat(
                    RubberBand.overscroll(
                        forOffset: Double(position - maximum), dimension: d,
                        coefficient: c))
        }
        return position
    }

    private func startFling(velocity: CGFloat, shared: SharedScroll) {
        let rate = GesturePhysics.DecelerationRate(perMillisecond: Double(shared.page.outer.decelerationRate.rawValue))
        let simulation = ScrollSimulation(
            position: Double(shared.position), velocity: Double(velocity), minOffset: 0,
            maxOffset: Double(shared.maximum), rate: rate, bounces: true,
            stopVelocity: Self.restingDistance * abs(rate.lnPerSecond))
        guard !simulation.isDone(at: 0) else {
            shared.move(to: CGFloat(simulation.finalPosition), clamped: false)
            return
        }
        self.simulation = simulation
        let link = shared.page.outer.displayLink(target: self, selector: CoordinatedHandoff.stepFling)
        link.add(to: .main, forMode: .common)
        flingStart = link.timestamp
        fling = link
    }

    /// One frame of the fling: evaluates the closed form and splits the change. Allocates nothing.
    func stepFling(_ link: CADisplayLink) {
        guard let page, let simulation else { return stopFling() }
        let t = link.timestamp - flingStart
        let done = simulation.isDone(at: t)
        SharedScroll(page: page).move(
            to: CGFloat(done ? simulation.finalPosition : simulation.position(at: t)),
            clamped: false)
        if done { stopFling() }
    }

    private func stopFling() {
        fling?.invalidate()
        fling = nil
        simulation = nil
    }
}
