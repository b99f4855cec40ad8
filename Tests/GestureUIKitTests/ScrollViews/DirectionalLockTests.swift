import Foundation
import Testing
@testable import GestureUIKit

/// The directional lock is decided per move and reconsidered after a 0.6 s rest:
/// UIScrollViewPanGestureRecognizer `_centroidMovedTo:atTime:affectingTranslation:` [RE], iOS 18.2.
@Suite("Directional lock per move")
struct DirectionalLockTests {
    private func map() -> (ScrollHarness, UIScrollView) {
        let harness = ScrollHarness()
        let view = UIScrollView(frame: harness.window.bounds, name: "map")
        view.contentSize = CGSize(4000, 4000)
        view.contentOffset = CGPoint(1000, 1000)
        view.isDirectionalLockEnabled = true
        harness.window.addSubview(view)
        return (harness, view)
    }

    @Test("the lock follows the last moves before the pan begins, not the overall angle at begin")
    func decidedPerMoveBeforeBegin() {
        let (harness, view) = map()
        let w = harness.window
        w.touchDown(finger: 1, at: CGPoint(200, 400), time: 0)
        w.touchMoved(finger: 1, to: CGPoint(197, 400), time: 0.01)  // horizontal: locks horizontally
        w.touchMoved(finger: 1, to: CGPoint(194, 400), time: 0.02)
        w.touchMoved(finger: 1, to: CGPoint(194, 391), time: 0.03)  // vertical: locks vertically
        w.touchMoved(finger: 1, to: CGPoint(194, 388), time: 0.04)  // 12 pt up: begins, locked vertically
        #expect(harness.states(of: "map.pan").first == "began")
        #expect(view.scrollPan.directionalLock == .vertical)
        // A 45° move while begun, without a rest, keeps the vertical lock: x does not move.
        w.touchMoved(finger: 1, to: CGPoint(164, 358), time: 0.05)
        #expect(view.contentOffset.x == 1000)
        #expect(view.contentOffset.y == 1032)  // 2 pt past the hysteresis + 30
    }

    @Test("a begun drag locked horizontally keeps the lock on a vertical move, and relocks after a 0.6 s rest")
    func reconsideredAfterRest() {
        let (harness, view) = map()
        let w = harness.window
        w.touchDown(finger: 1, at: CGPoint(300, 400), time: 0)
        for i in 1...10 { w.touchMoved(finger: 1, to: CGPoint(300 - 10 * Double(i), 400), time: 0.01 * Double(i)) }
        #expect(view.scrollPan.directionalLock == .horizontal)
        let x = view.contentOffset.x
        w.touchMoved(finger: 1, to: CGPoint(200, 350), time: 0.11)  // straight up, no rest: still horizontal
        #expect(view.contentOffset == CGPoint(x, 1000))
        w.touchMoved(finger: 1, to: CGPoint(200, 300), time: 0.8)  // after 0.69 s at rest: relocks vertically
        #expect(view.scrollPan.directionalLock == .vertical)
        #expect(view.contentOffset == CGPoint(x, 1050))
        w.touchMoved(finger: 1, to: CGPoint(150, 250), time: 0.81)  // 45°, no rest: vertical only
        #expect(view.contentOffset == CGPoint(x, 1100))
    }
}
