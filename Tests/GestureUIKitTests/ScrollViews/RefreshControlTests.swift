import Foundation
import Testing
@testable import GestureUIKit

/// A list of `height` points filling a window, with a refresh control that counts its `.valueChanged`.
private final class RefreshHarness {
    let harness: ScrollHarness
    let list: UIScrollView
    let control = UIRefreshControl()
    var fired: [(offset: CGFloat, tracking: Bool)] = []

    init(height: Double = 844) {
        harness = ScrollHarness(size: CGSize(390, height))
        list = harness.verticalList(contentHeight: 3000)
        list.refreshControl = control
        control.addAction(
            UIAction { [unowned self] _ in fired.append((list.contentOffset.y, list.isTracking)) }, for: .valueChanged)
    }

    var window: UIWindow { harness.window }

    /// Pulls from y = 100 down to `to` in 10 pt steps every 10 ms from `t`, the finger staying down.
    @discardableResult
    func pull(to y: Double, from t: Double = 0) -> Double {
        harness.drag(CGPoint(200, 100), CGPoint(200, y), from: t, steps: Int((y - 100) / 10), lift: false)
    }
}

@Suite("UIRefreshControl: the trigger, the inset and endRefreshing")
struct RefreshControlTests {
    @Test("the snapping height is round(H / 2) capped by (title + 100) × 1.125 × H / 568 (0.6549 below 372 pt)")
    func snappingHeight() {
        // 844: min(422, 112.5 × 844 / 568 = 167.17); 568: 112.5; 300: min(150, 112.5 × 0.654929577 = 73.68).
        for (height, expected) in [(844.0, 167.165), (568, 112.5), (300, 73.68)] {
            let refresh = RefreshHarness(height: height)
            #expect(scrollClose(refresh.control.snappingHeight, expected, 0.01), "H = \(height)")
        }
        // A title (a 16 pt line) moves it: 116 × 1.125 × 844 / 568 = 193.91.
        let titled = RefreshHarness()
        titled.control.attributedTitle = NSAttributedString(string: "Checking mail")
        #expect(scrollClose(titled.control.snappingHeight, 193.91, 0.01))
    }

    @Test("a pull fires .valueChanged once, during the drag, when the overscroll reaches the snapping height")
    func firesOnceMidDrag() {
        let refresh = RefreshHarness()
        refresh.pull(to: 300)
        // 190 pt of finger past the hysteresis shows 93 pt: still pulling, not fired.
        #expect(refresh.fired.isEmpty)
        #expect(refresh.control.refreshState == .pulling)
        let time = refresh.pull(to: 520, from: 0.3)
        #expect(refresh.fired.count == 1)
        let first = refresh.fired[0]
        // Fired with the finger down, at the first move whose overscroll reached 167.17 pt (one 10 pt step of
        // finger is under 5 pt of overscroll there).
        #expect(first.tracking)
        #expect(first.offset <= -167.165 && first.offset > -172)
        #expect(refresh.control.isRefreshing)
        // Further pulling, and going back and forth, does not fire it again.
        refresh.window.touchMoved(finger: 1, to: CGPoint(200, 300), time: time + 0.05)
        refresh.window.touchMoved(finger: 1, to: CGPoint(200, 600), time: time + 0.1)
        refresh.window.touchUp(finger: 1, at: CGPoint(200, 600), time: time + 0.15)
        #expect(refresh.fired.count == 1)
    }

    @Test("while refreshing the content rests 60 pt lower: the inset is in adjustedContentInset, not contentInset")
    func insetWhileRefreshing() {
        let refresh = RefreshHarness()
        let time = refresh.pull(to: 540)
        refresh.window.touchUp(finger: 1, at: CGPoint(200, 540), time: time + 0.01)
        refresh.harness.runFrames(from: time + 0.01, to: time + 3)
        #expect(refresh.list.adjustedContentInset.top == 60)
        #expect(refresh.list.contentInset.top == 0)
        #expect(scrollClose(refresh.list.contentOffset.y, -60, 0.01))
        #expect(!refresh.control.isHidden)
        #expect(refresh.control.visibleHeight == 60)
    }

    @Test("a title set while refreshing makes the inset its height: 16 + 62 + 5 = 83 pt")
    func titleWhileRefreshing() {
        let refresh = RefreshHarness()
        refresh.control.beginRefreshing()
        #expect(refresh.list.adjustedContentInset.top == 60)
        refresh.control.attributedTitle = NSAttributedString(string: "Checking mail")
        #expect(refresh.list.adjustedContentInset.top == 83)
        refresh.control.endRefreshing()
        #expect(refresh.list.adjustedContentInset.top == 0)
    }

    @Test("a pull released short of the trigger bounces back without firing; a fling into the top never fires")
    func noTriggerWithoutTracking() {
        let refresh = RefreshHarness()
        let time = refresh.pull(to: 400)
        refresh.window.touchUp(finger: 1, at: CGPoint(200, 400), time: time + 0.01)
        refresh.harness.runFrames(from: time + 0.01, to: time + 3)
        #expect(refresh.fired.isEmpty)
        #expect(refresh.list.contentOffset.y == 0)
        #expect(refresh.control.refreshState == .idle)
        // A fast fling down from 300 pt in: the bounce overshoots the top by far more than 167 pt? Not tracking,
        // so it goes to the state that never triggers.
        refresh.list.contentOffset = CGPoint(0, 300)
        let end = refresh.harness.fling(from: CGPoint(200, 200), by: CGPoint(0, 300), speed: 5000, at: time + 4)
        refresh.harness.runFrames(from: end, to: end + 3) { _ in
            if refresh.list.contentOffset.y < -5 { #expect(refresh.control.refreshState == .overscrolledByMotion) }
        }
        #expect(refresh.fired.isEmpty)
        #expect(!refresh.control.isRefreshing)
    }

    @Test("endRefreshing scrolls back by what shows over 0.3 s and removes the inset")
    func endRefreshingAnimates() {
        let refresh = RefreshHarness()
        let time = refresh.pull(to: 540)
        refresh.window.touchUp(finger: 1, at: CGPoint(200, 540), time: time + 0.01)
        refresh.harness.runFrames(from: time + 0.01, to: time + 3)
        refresh.control.endRefreshing()
        #expect(!refresh.control.isRefreshing)
        #expect(refresh.control.refreshState == .ending)
        #expect(refresh.list.adjustedContentInset.top == 0)
        // Ease-in-out from −60 to 0 over 0.3 s: near halfway in time it is near halfway (frames land on 1/120 s).
        refresh.harness.runFrames(from: time + 3, to: time + 3.15)
        #expect(refresh.list.contentOffset.y > -40 && refresh.list.contentOffset.y < -20)
        refresh.harness.runFrames(from: time + 3.15, to: time + 3.5)
        #expect(refresh.list.contentOffset.y == 0)
        #expect(refresh.control.refreshState == .idle)
        #expect(refresh.control.isHidden)
    }

    @Test("endRefreshing while nothing refreshes sets the offset where it is, which stops a fling dead")
    func endRefreshingStopsAFling() {
        let refresh = RefreshHarness()
        refresh.list.contentOffset = CGPoint(0, 400)
        let end = refresh.harness.fling(from: CGPoint(200, 600), by: CGPoint(0, -200), speed: 2000, at: 0)
        refresh.harness.runFrames(from: end, to: end + 0.2)
        #expect(refresh.list.isDecelerating)
        let stopped = refresh.list.contentOffset.y
        refresh.control.endRefreshing()
        refresh.harness.runFrames(from: end + 0.2, to: end + 1)
        #expect(!refresh.list.isDecelerating)
        #expect(refresh.list.contentOffset.y == stopped)
    }

    @Test("endRefreshing with a finger down drops the inset and leaves the offset to the finger")
    func endRefreshingWhileTracking() {
        let refresh = RefreshHarness()
        let time = refresh.pull(to: 540)
        #expect(refresh.control.isRefreshing)
        let before = refresh.list.contentOffset.y
        refresh.control.endRefreshing()
        #expect(refresh.control.refreshState == .endedWhileTracking)
        #expect(refresh.list.adjustedContentInset.top == 0)
        #expect(refresh.list.contentOffset.y == before)
        // The drag goes on from where the content is: no jump under the finger.
        refresh.window.touchMoved(finger: 1, to: CGPoint(200, 541), time: time + 0.01)
        #expect(abs(refresh.list.contentOffset.y - before) < 1)
        refresh.window.touchUp(finger: 1, at: CGPoint(200, 541), time: time + 0.02)
        refresh.harness.runFrames(from: time + 0.02, to: time + 3)
        #expect(refresh.list.contentOffset.y == 0)
        #expect(refresh.control.refreshState == .idle)
    }

    @Test("beginRefreshing adds the inset without .valueChanged and without scrolling to show the control")
    func beginRefreshing() {
        let refresh = RefreshHarness()
        refresh.control.beginRefreshing()
        #expect(refresh.control.isRefreshing)
        #expect(refresh.fired.isEmpty)
        #expect(refresh.list.adjustedContentInset.top == 60)
        #expect(refresh.list.contentOffset.y == 0)
        #expect(refresh.control.isHidden)
        // Off screen it does nothing (current SDKs).
        let loose = UIRefreshControl()
        UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).refreshControl = loose
        loose.beginRefreshing()
        #expect(!loose.isRefreshing)
    }
}
