import Foundation
import Testing
@testable import GestureUIKit

/// A navigation harness built as iOS `version` (the window's version reaches the container through the scene host;
/// here through the same task-local the host sets).
private func harness(ios version: Int, contentPan: Bool = false) -> NavigationHarness {
    KitScreen.$iosVersion.withValue(version) { NavigationHarness(depth: 2, contentPan: contentPan) }
}

@Suite("iOS 26's content swipe (interactiveContentPopGestureRecognizer)")
struct ContentSwipeTests {
    @Test("nil on iOS 18; on iOS 26 a one-finger pan named nav.contentSwipe on the container that does not delay touches")
    func existsOnlyOn26() throws {
        #expect(harness(ios: 18).nav.interactiveContentPopGestureRecognizer == nil)
        let n = harness(ios: 26)
        let swipe = try #require(n.nav.interactiveContentPopGestureRecognizer as? UIPanGestureRecognizer)
        #expect(swipe.reportName == "nav.contentSwipe")
        #expect(swipe.view === n.nav.view)
        #expect(swipe.maximumNumberOfTouches == 1)
        #expect(!swipe.delaysTouchesBegan)
    }

    @Test("a rightward drag from mid-screen begins it at 30 pt and pops")
    func beginsAt30AndPops() {
        let n = harness(ios: 26)
        n.h.drag(CGPoint(150, 500), CGPoint(350, 500), from: 0.1, duration: 0.4)
        #expect(n.h.states(of: "nav.edgePop") == ["failed"])
        #expect(n.h.states(of: "nav.contentSwipe").first == "began")
        #expect(n.h.reason(of: "nav.contentSwipe", to: .began) == "moved 30 pt right")
        n.run(until: 2)
        #expect(n.log == ["pop page.0"])
    }

    @Test("it fails once |dy| reaches min(25, 10 + 0.8|dx|), and on a leftward drag at 30 pt")
    func failureRules() {
        let steep = harness(ios: 26)
        steep.h.drag(CGPoint(150, 500), CGPoint(160, 540), from: 0.1, duration: 0.3)
        #expect(steep.h.states(of: "nav.contentSwipe") == ["failed"])
        #expect(steep.h.reason(of: "nav.contentSwipe", to: .failed)?.contains("exceeded y translation") == true)
        let left = harness(ios: 26)
        left.h.drag(CGPoint(300, 500), CGPoint(200, 500), from: 0.1, duration: 0.3)
        #expect(left.h.states(of: "nav.contentSwipe") == ["failed"])
        #expect(left.h.reason(of: "nav.contentSwipe", to: .failed) == "moved 30 pt left, away from the pop")
        steep.run(until: 2)
        #expect(steep.log.isEmpty)
    }

    @Test("nothing but scroll views waits for it: an app's own pan (10 pt) wins a rightward drag")
    func customPanWins() {
        let n = harness(ios: 26, contentPan: true)
        n.h.drag(CGPoint(150, 500), CGPoint(350, 500), from: 0.1, duration: 0.4)
        #expect(n.h.states(of: "page.1.pan").first == "began")
        #expect(n.h.states(of: "nav.contentSwipe") == ["failed"])
        n.run(until: 2)
        #expect(n.log.isEmpty)
    }

    @Test("a horizontal scroll view's pan waits for it only at its leading edge")
    func scrollViewWaitsAtLeadingEdge() throws {
        let n = harness(ios: 26)
        let swipe = try #require(n.nav.contentSwipeGestureRecognizer)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        scrollView.contentSize = CGSize(width: 390 * 3, height: 300)
        scrollView.isPagingEnabled = true
        n.nav.topViewController?.view.addSubview(scrollView)
        let delegate = n.nav.interactiveTransition
        #expect(delegate.systemGestureRecognizer(swipe, shouldBeRequiredToFailBy: scrollView.panGestureRecognizer))
        scrollView.contentOffset = CGPoint(x: 390, y: 0)
        #expect(!delegate.systemGestureRecognizer(swipe, shouldBeRequiredToFailBy: scrollView.panGestureRecognizer))
        // A vertical-only scroll view cannot scroll x: it always waits.
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        list.contentSize = CGSize(width: 390, height: 2000)
        list.contentOffset = CGPoint(x: 0, y: 500)
        #expect(delegate.systemGestureRecognizer(swipe, shouldBeRequiredToFailBy: list.panGestureRecognizer))
        // An app's plain pan is never made to wait.
        let pan = UIPanGestureRecognizer(name: "plain")
        #expect(!delegate.systemGestureRecognizer(swipe, shouldBeRequiredToFailBy: pan))
    }

    @Test("it waits for the edge pan and for a table's swipe-actions pan, and for nothing else")
    func waitsForEdgeAndSwipeActions() throws {
        let n = harness(ios: 26)
        let swipe = try #require(n.nav.contentSwipeGestureRecognizer)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        let swipeActions = try #require(table.gestureRecognizers?.first { $0 is _UISwipeActionPanGestureRecognizer })
        let delegate = n.nav.interactiveTransition
        #expect(delegate.systemGestureRecognizer(swipe, shouldRequireFailureOf: n.nav.edgePopGestureRecognizer))
        #expect(delegate.systemGestureRecognizer(swipe, shouldRequireFailureOf: swipeActions))
        #expect(!delegate.systemGestureRecognizer(swipe, shouldRequireFailureOf: table.panGestureRecognizer))
    }
}
