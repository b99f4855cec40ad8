import GestureUIKit
import GestureReplay
import GestureScript
import Testing
@testable import GestureScenes

/// The nested hand-off asks only the nearest scroll-view ancestor, and not its edge.
///
/// `-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]` (iOS 18.2) takes `_parentScrollView` and
/// declines when that parent `_canScrollX/Y` (and is enabled) and the child abuts the edge the drag pushes
/// towards; the parent's own offset is not looked at.
@Suite("Replaying the hand-off to the nearest parent scroll view")
struct NearestParentHandOffReplayTests {
    /// The header is first scrolled half away by a drag on it (outer moves to 60), so outer could take more.
    @Test("nested, handoff=none: a list at its top keeps a downward drag (its parent, the pager, can't scroll vertically)")
    func listKeepsDownwardDrag() throws {
        let script = try TouchScriptParser.parse("""
            scene nested handoff=none
            0 drag 195 170 -> 195 100 in 0.5 hold 0.2
            1 drag 195 600 -> 195 800 in 0.5 hold 0.2
            """, sourceName: "nested.touches", catalog: SceneRegistry.builtIn.catalog)
        let run = try ReplaySession(script: script, images: ImageCatalog([]))
        run.start()
        let scene = try #require((run.scene.scene as? NestedScene))
        var lowestList = 0.0
        var outerAtSecondDrag: Double?
        var lowestOuter = Double.infinity
        while !run.isFinished, let next = run.nextInstant {
            run.step(to: next)
            guard next >= 1 else { continue }
            if outerAtSecondDrag == nil { outerAtSecondDrag = scene.page.outer.contentOffset.y }
            lowestList = min(lowestList, scene.page.lists[0].contentOffset.y)
            lowestOuter = min(lowestOuter, scene.page.outer.contentOffset.y)
        }
        let report = run.report()
        let before = try #require(outerAtSecondDrag)
        #expect(before > 40)  // the header was half scrolled away
        // The list's pan took the second drag: it began (after 1 s) and ended, it did not fail.
        let listPan = report.transitions.filter { $0.recognizer == "tab.0.pan" && $0.time >= 1 }.map(\.to)
        #expect(listPan.first == .began && listPan.last == .ended, "\(listPan)")
        #expect(lowestList < -20)  // the list rubber-banded
        #expect(lowestOuter == before)  // outer never moved
    }

    @Test("photos: a zoomed photo at its left edge on page 0 gives a rightward drag to the pager, which rubber-bands")
    func zoomedPhotoAtLeftEdgeHandsToPager() throws {
        let run = try photosSession("""
            scene photos open=0
            0.1 tap 20 422 count 2
            1.0 drag 100 422 -> 300 422 in 0.4 hold 0.2
            """, images: [TestImages.portrait, TestImages.short])
        run.start()
        let scene = try #require(run.photos)
        var lowestPager = 0.0
        var lowestPage = 0.0
        while !run.isFinished, let next = run.nextInstant {
            run.step(to: next)
            guard next > 1.0, let browser = scene.browser, let page = scene.currentPageProbe else { continue }
            lowestPager = min(lowestPager, Double(browser.pager.contentOffset.x))
            lowestPage = min(lowestPage, page.contentOffset.x)
        }
        let report = run.report()
        #expect(report.scrollView("page.0")?.zoomScale == 3)
        let pan = report.transitions(of: "page.0.pan").last
        #expect(pan?.to == .failed)
        #expect(pan?.reason == "shouldBegin returned false: at left edge; hands the drag to pager")
        #expect(report.transitions(of: "pager.pan").last { $0.to == .began } != nil)
        #expect(lowestPager < -20)
        #expect(lowestPage > -0.5)  // the photo itself did not rubber-band
        #expect(report.scrollView("pager")?.page == 0)
    }
}

/// Reasons that say what happened.
@Suite("Replaying honest failure reasons")
struct HonestReasonReplayTests {
    @Test("a sideways drag on the gallery, which scrolls only vertically, says so, not '(< 10)'")
    func cannotScrollThatWay() throws {
        let report = try photosSession("""
            scene photos
            0.1 drag 100 200 -> 300 200 in 0.3
            """, images: [TestImages.short, TestImages.tall]).run()
        #expect(report.transitions(of: "gallery.pan").map(\.to) == [.failed])
        #expect(report.transitions(of: "gallery.pan").first?.reason
                == "lifted after moving 200 pt right; gallery can't scroll horizontally")
    }
}
