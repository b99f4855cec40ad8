import Foundation
import Testing
@testable import GestureUIKit

@Suite("Nested scroll views")
struct ScrollViewNestingTests {
    /// A vertical parent scrolled to 300, holding a vertical child (on screen at y 100...500) at its top.
    private func verticalPair(_ harness: ScrollHarness) -> (parent: UIScrollView, child: UIScrollView) {
        let parent = harness.verticalList(contentHeight: 3000, name: "parent")
        parent.contentOffset = CGPoint(0, 300)
        let child = UIScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 400), name: "child")
        child.contentSize = CGSize(390, 2000)
        parent.addSubview(child)
        return (parent, child)
    }

    @Test("a vertical child at its top, dragged down, hands the drag to its vertical parent")
    func handOffAtTop() {
        let harness = ScrollHarness()
        let (parent, child) = verticalPair(harness)
        harness.drag(CGPoint(200, 200), CGPoint(200, 400), from: 0, steps: 20, lift: false)
        #expect(harness.states(of: "child.pan") == ["failed"])
        let reason = harness.reason(of: "child.pan", to: .failed) ?? ""
        #expect(reason.contains("at top edge; hands the drag to parent"))
        #expect(harness.states(of: "parent.pan").first == "began")
        // The parent follows the finger: 200 pt less the 10 pt hysteresis.
        #expect(parent.contentOffset.y == 110)
        #expect(child.contentOffset.y == 0)
        #expect(parent.isDragging && !child.isDragging)
    }

    @Test("the same child dragged up scrolls itself and the parent stays")
    func childScrollsAwayFromEdge() {
        let harness = ScrollHarness()
        let (parent, child) = verticalPair(harness)
        harness.drag(CGPoint(200, 400), CGPoint(200, 200), from: 0, steps: 20, lift: false)
        #expect(harness.states(of: "child.pan").first == "began")
        #expect(harness.states(of: "parent.pan") == ["failed"])
        #expect(child.contentOffset.y == 190)
        #expect(parent.contentOffset.y == 300)
    }

    /// UIKit's `_shouldTryToBeginWithEvent:` does not look at the parent's offset.
    @Test("a parent at its own top still takes the drag from a child at its top, and rubber-bands")
    func handOffToParentAtItsEdge() {
        let harness = ScrollHarness()
        let (parent, child) = verticalPair(harness)
        parent.contentOffset = .zero
        harness.drag(CGPoint(200, 450), CGPoint(200, 650), from: 0, steps: 20, lift: false)
        #expect(harness.states(of: "child.pan") == ["failed"])
        #expect(harness.states(of: "parent.pan").first == "began")
        #expect(child.contentOffset.y == 0)
        #expect(parent.contentOffset.y < 0)
    }

    @Test("only the nearest scroll-view ancestor is asked: a vertical list in a horizontal pager keeps a downward drag")
    func onlyTheNearestAncestor() {
        let harness = ScrollHarness()
        let outer = harness.verticalList(contentHeight: 3000, name: "outer")
        outer.contentOffset = CGPoint(0, 300)
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "pager")
        pager.contentSize = CGSize(780, 844)
        outer.addSubview(pager)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        list.contentSize = CGSize(390, 3000)
        pager.addSubview(list)
        harness.drag(CGPoint(200, 300), CGPoint(200, 500), from: 0, steps: 20, lift: false)
        // The pager can't scroll vertically, so the list does not hand the drag on; outer is never asked.
        #expect(harness.states(of: "list.pan").first == "began")
        #expect(list.contentOffset.y < 0)
        #expect(outer.contentOffset.y == 300)
    }

    @Test("transfersVerticalScrollingToParent = false keeps the drag in the child")
    func transferSwitchedOff() {
        let harness = ScrollHarness()
        let (parent, child) = verticalPair(harness)
        child.transfersVerticalScrollingToParent = false
        harness.drag(CGPoint(200, 200), CGPoint(200, 400), from: 0, steps: 20, lift: false)
        #expect(harness.states(of: "child.pan").first == "began")
        #expect(parent.contentOffset.y == 300)
    }

    @Test("a horizontal pager with a vertical child: horizontal drags page, vertical drags scroll the child")
    func crossAxis() {
        let harness = ScrollHarness()
        let pager = UIScrollView(frame: harness.window.bounds, name: "pager")
        pager.contentSize = CGSize(390 * 3, 844)
        pager.isPagingEnabled = true
        harness.window.addSubview(pager)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        list.contentSize = CGSize(390, 5000)
        pager.addSubview(list)

        let flick = harness.fling(from: CGPoint(300, 400), by: CGPoint(-100, 0), speed: 1000, at: 0)
        #expect(harness.states(of: "list.pan") == ["failed"])
        harness.runFrames(from: flick, to: flick + 2)
        #expect(pager.contentOffset.x == 390)
        #expect(list.contentOffset.y == 0)

        pager.contentOffset = .zero
        let scroll = harness.drag(CGPoint(200, 600), CGPoint(200, 300), from: 5, steps: 30, interval: 0.02, hold: 0.2)
        #expect(harness.states(of: "pager.pan").suffix(1) == ["failed"])
        #expect(list.contentOffset.y == 290)
        harness.runFrames(from: scroll, to: scroll + 2)
        #expect(pager.contentOffset.x == 0)
    }
}
