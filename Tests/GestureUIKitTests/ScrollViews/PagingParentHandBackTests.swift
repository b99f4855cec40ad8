import Foundation
import Testing
@testable import GestureUIKit

/// A finger drag that a paging parent took from a zoomed child stays with the parent to the end, even when the
/// finger comes back past the child's page boundary.
///
/// UIKit (iOS 18.2 and 26.1) has a mid-drag hand-back (`_shouldTransferTrackingFromParentScrollViewForCurrentOffset`
/// pins the parent and cancels its pan), but it is armed only by `_beginScroll`, which a touch reaches from
/// `touchesBegan:` at the first touch-down, where the translation is zero and `_canTransferTrackingFromParentPagingScrollView`
/// answers NO. These tests pin the behaviour a finger gets; `UIScrollView+Nesting.swift` quotes the decompile.
@Suite("A paging parent keeps a finger's drag it took from a zoomed child")
struct PagingParentHandBackTests {
    /// A 3-page horizontal pager on page 1, holding on page 1 a photo zoomed to 3× and scrolled to its left edge.
    private struct Pager {
        let harness = ScrollHarness()
        let pager: UIScrollView
        let photo: UIScrollView
        let image: UIView
        let log = ScrollEventLog()

        init() {
            pager = UIScrollView(frame: harness.window.bounds, name: "pager")
            pager.contentSize = CGSize(390 * 3, 844)
            pager.isPagingEnabled = true
            harness.window.addSubview(pager)
            photo = UIScrollView(frame: CGRect(x: 390, y: 0, width: 390, height: 844), name: "photo")
            image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "image")
            photo.addSubview(image)
            photo.contentSize = CGSize(390, 844)
            log.zoomView = image
            photo.delegate = log
            photo.maximumZoomScale = 3
            pager.addSubview(photo)
            pager.contentOffset = CGPoint(390, 0)
            photo.setZoomScale(3, animated: false)
            photo.contentOffset = .zero
        }

        /// One finger down at `points[0]`, through the others in 10 ms steps of at most 10 pt, not lifted.
        /// Returns the time of the last move.
        func drag(through points: [CGPoint], from t: Double) -> Double {
            harness.window.touchDown(finger: 1, at: points[0], time: t)
            var time = t
            var at = points[0]
            for target in points.dropFirst() {
                let steps = max(1, Int(((target - at).length / 10).rounded(.up)))
                let start = at
                for i in 1...steps {
                    time += 0.01
                    at = start + (target - start) * (Double(i) / Double(steps))
                    harness.window.touchMoved(finger: 1, to: at, time: time)
                }
            }
            return time
        }
    }

    @Test("the photo is zoomed and at its left edge, so a rightward drag goes to the pager")
    func setUp() {
        let scene = Pager()
        #expect(scene.photo.zoomScale == 3)
        #expect(scene.photo.contentSize.width == 1170)
        #expect(scene.photo.isAtEdge(.horizontal, towardsMinimum: true))
        _ = scene.drag(through: [CGPoint(100, 400), CGPoint(250, 400)], from: 0)
        #expect(scene.harness.states(of: "photo.pan") == ["failed"])
        #expect(scene.harness.states(of: "pager.pan").first == "began")
        // 150 pt less the 10 pt hysteresis: the pager moved 140 pt towards page 0.
        #expect(scene.pager.contentOffset.x == 250)
    }

    @Test("coming back left in the same drag, the pager follows the finger past page 1's boundary; the photo stays")
    func pagerKeepsTheDragPastTheBoundary() {
        let scene = Pager()
        var pagerOffsets: [Double] = []
        let end = scene.drag(through: [CGPoint(100, 400), CGPoint(250, 400), CGPoint(0, 400)], from: 0)
        pagerOffsets.append(scene.pager.contentOffset.x)
        // The finger ended 100 pt left of where it touched down: the pager is 110 pt past page 1 (390), towards
        // page 2 (UIKit does not pin it at 390: the transfer flag was never set for this touch).
        #expect(scene.pager.contentOffset.x == 500)
        #expect(scene.photo.contentOffset.x == 0)
        #expect(scene.photo.zoomScale == 3)
        #expect(scene.pager.isDragging && !scene.photo.isDragging)
        // The pager's pan was never failed or cancelled, and the photo's pan never began.
        #expect(scene.harness.states(of: "photo.pan") == ["failed"])
        #expect(!scene.harness.states(of: "pager.pan").contains("failed"))
        #expect(!scene.harness.states(of: "pager.pan").contains("cancelled"))
        #expect(scene.harness.states(of: "pager.pan").last == "changed")
        // Held still and lifted there, the pager settles on the nearer page: page 1 (at 390), not page 2.
        scene.harness.window.touchUp(finger: 1, at: CGPoint(0, 400), time: end + 0.2)
        scene.harness.runFrames(from: end + 0.2, to: end + 2.5)
        #expect(scene.harness.states(of: "pager.pan").last == "ended")
        #expect(scene.pager.contentOffset.x == 390)
        #expect(scene.photo.contentOffset.x == 0)
    }

    @Test("a drag that starts leftwards on the same photo scrolls the photo itself, not the pager")
    func leftwardDragScrollsThePhoto() {
        let scene = Pager()
        _ = scene.drag(through: [CGPoint(300, 400), CGPoint(100, 400)], from: 0)
        #expect(scene.harness.states(of: "photo.pan").first == "began")
        #expect(scene.harness.states(of: "pager.pan") == ["failed"])
        #expect(scene.photo.contentOffset.x == 190)
        #expect(scene.pager.contentOffset.x == 390)
    }
}
