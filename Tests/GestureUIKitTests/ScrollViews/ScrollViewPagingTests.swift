import Foundation
import Testing
@testable import GestureUIKit

@Suite("Paging scroll views")
struct ScrollViewPagingTests {
    /// Five 390 pt pages side by side.
    private func pager(_ harness: ScrollHarness) -> UIScrollView {
        let pager = UIScrollView(frame: harness.window.bounds, name: "pager")
        pager.contentSize = CGSize(390 * 5, 844)
        pager.isPagingEnabled = true
        harness.window.addSubview(pager)
        return pager
    }

    @Test("a slow drag past half a page settles on the next page")
    func slowPastHalf() {
        let harness = ScrollHarness()
        let pager = pager(harness)
        // 250 pt left, then held still: the offset is 240 (past 195) and the release velocity is zero.
        let lift = harness.drag(CGPoint(350, 400), CGPoint(100, 400), from: 0, steps: 25, interval: 0.04, hold: 0.2)
        #expect(scrollClose(pager.contentOffset.x, 240, 1e-9))
        harness.runFrames(from: lift, to: lift + 2)
        #expect(pager.contentOffset.x == 390)
        #expect(pager.page == 1)
        #expect(pager.contentOffset.y == 0)
    }

    @Test("a slow drag short of half a page returns to its page")
    func slowShortOfHalf() {
        let harness = ScrollHarness()
        let pager = pager(harness)
        let lift = harness.drag(CGPoint(350, 400), CGPoint(200, 400), from: 0, steps: 15, interval: 0.04, hold: 0.2)
        #expect(pager.page == 0)
        harness.runFrames(from: lift, to: lift + 2)
        #expect(pager.contentOffset.x == 0)
    }

    @Test("a quick flick faster than 300 pt/s goes one page even when short of half")
    func flick() {
        let harness = ScrollHarness()
        let pager = pager(harness)
        // 60 pt at 1000 pt/s: the offset is only 50 when the finger lifts.
        let lift = harness.fling(from: CGPoint(300, 400), by: CGPoint(-60, 0), speed: 1000, at: 0)
        #expect(scrollClose(pager.contentOffset.x, 50, 1e-9))
        harness.runFrames(from: lift, to: lift + 2)
        #expect(pager.contentOffset.x == 390)
    }

    @Test("a flick slower than 300 pt/s short of half a page stays")
    func slowFlick() {
        let harness = ScrollHarness()
        let pager = pager(harness)
        let lift = harness.fling(from: CGPoint(300, 400), by: CGPoint(-60, 0), speed: 250, at: 0)
        harness.runFrames(from: lift, to: lift + 2)
        #expect(pager.contentOffset.x == 0)
    }

    @Test("a hard fling never moves more than one page, either way")
    func hardFling() {
        let harness = ScrollHarness()
        let pager = pager(harness)
        // 600 pt at 5000 pt/s: the offset is already 590 (page 1.5) and the velocity would pick page 2.
        // (The finger may leave the window: moves are not hit-tested.)
        let lift = harness.fling(from: CGPoint(380, 400), by: CGPoint(-600, 0), speed: 5000, at: 0)
        #expect(scrollClose(pager.contentOffset.x, 590, 1e-9))
        harness.runFrames(from: lift, to: lift + 2)
        #expect(pager.contentOffset.x == 390)
        // From page 3 back towards the start, as hard: page 2.
        pager.contentOffset = CGPoint(390 * 3, 0)
        let back = harness.fling(from: CGPoint(10, 400), by: CGPoint(600, 0), speed: 5000, at: lift + 3)
        harness.runFrames(from: back, to: back + 2)
        #expect(pager.contentOffset.x == 780)
        #expect(pager.page == 2)
    }

    @Test("the page helper is nil unless paging")
    func pageHelper() {
        let harness = ScrollHarness()
        let pager = pager(harness)
        pager.contentOffset = CGPoint(390 * 2 + 100, 0)
        #expect(pager.page == 2)
        pager.contentOffset = CGPoint(390 * 2 + 200, 0)
        #expect(pager.page == 3)
        pager.isPagingEnabled = false
        #expect(pager.page == nil)
    }
}
