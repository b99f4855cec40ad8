import Foundation
import Testing
@testable import GestureUIKit

/// A view whose touches read `UITouch.tapCount`, as code that counts taps in `touchesEnded` does.
private final class TapCountingView: UIView {
    var counts: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        counts += touches.map(\.tapCount)
    }
}

/// Deviations are reported when a run exercises them: each once, with the first time on the window's clock and a
/// count, in that window's log only; a member exercised before its object is in a window is kept until it joins.
@Suite("Deviations: reported where the kit's approximation matters, per window")
struct DeviationReportingTests {
    @Test("a pan's allowedScrollTypesMask set before the view is in a window is logged when it joins, at that time")
    func pendingUntilWindow() {
        let harness = Harness()
        harness.window.advance(to: 0.35)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        view.addGestureRecognizer(pan)
        #expect(harness.window.diagnostics.deviations.isEmpty)
        harness.add(view)
        let records = harness.window.diagnostics.deviations.records
        #expect(records.map(\.member) == ["UIPanGestureRecognizer.allowedScrollTypesMask"])
        #expect(records.first?.firstTime == 0.35)
        #expect(records.first?.count == 1)
    }

    @Test("a stored-only property left at (or set back to) its default reports nothing")
    func defaultsAreSilent() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.add(view)
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 0
        press.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        view.addGestureRecognizer(press)
        let scroll = UIScrollView(frame: .zero)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.bouncesVertically = true
        harness.add(scroll)
        #expect(harness.window.diagnostics.deviations.isEmpty)
    }

    @Test("allowedTouchTypes without .direct is reported on a recognizer in a window, at the window's time")
    func allowedTouchTypes() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        harness.add(view)
        harness.window.advance(to: 1.25)
        pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        let record = harness.window.diagnostics.deviations.records.first
        #expect(record?.deviation == .gestureRecognizerAllowedTouchTypes)
        #expect(record?.firstTime == 1.25)
    }

    @Test("reading tapCount in touchesBegan is reported at the touch's time, once, counted per read")
    func tapCountRead() {
        let harness = Harness()
        let view = TapCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.add(view)
        var firsts: [DeviationRecord] = []
        harness.window.diagnostics.onDeviation = { firsts.append($0) }
        harness.tap(CGPoint(50, 50), at: 0.5)
        harness.tap(CGPoint(50, 50), at: 0.7)
        #expect(view.counts == [1, 1])
        let records = harness.window.diagnostics.deviations.records
        #expect(records.map(\.deviation) == [.touchTapCount])
        #expect(records.first?.firstTime == 0.5)
        #expect(records.first?.count == 2)
        #expect(firsts.count == 1)
    }

    @Test("two windows keep their own logs (runs in parallel share nothing)")
    func perWindow() {
        let first = Harness(), second = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.add(view)
        view.tintColor = .red
        #expect(first.window.diagnostics.deviations.contains(.viewTintColor))
        #expect(second.window.diagnostics.deviations.isEmpty)
    }

    @Test("a finger blocked by an exclusive-touch view is reported")
    func exclusiveTouch() {
        let harness = Harness()
        let exclusive = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        harness.add(exclusive)
        harness.add(other)
        harness.window.touchDown(finger: 1, at: CGPoint(50, 50), time: 0.1)
        #expect(harness.window.diagnostics.deviations.isEmpty)
        harness.window.touchDown(finger: 2, at: CGPoint(250, 50), time: 0.2)
        #expect(harness.window.diagnostics.deviations.records.map(\.deviation) == [.viewIsExclusiveTouch])
        #expect(harness.window.diagnostics.deviations.records.first?.firstTime == 0.2)
    }

    @Test("a tap in the status bar's strip with one scrolled scrolls-to-top scroll view is reported; not elsewhere or at the top")
    func statusBarTap() {
        let harness = Harness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(390, 2000)
        harness.add(scroll)
        harness.tap(CGPoint(200, 300), at: 0.1)
        harness.tap(CGPoint(200, 10), at: 0.2)
        #expect(harness.window.diagnostics.deviations.isEmpty)
        scroll.contentOffset = CGPoint(0, 300)
        harness.tap(CGPoint(200, 10), at: 0.4)
        #expect(harness.window.diagnostics.deviations.records.map(\.deviation) == [.scrollViewScrollsToTop])
    }

    @Test("a swipe action's image is reported when the table shows the action, not when it is made")
    func contextualActionImage() {
        let action = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        action.image = UIImage(path: "flag.png", size: CGSize(20, 20), handle: nil)
        #expect(action.pendingDeviations == [.contextualActionImage])
        let harness = Harness()
        action.flushDeviations(into: harness.window)
        #expect(harness.window.diagnostics.deviations.contains(.contextualActionImage))
        #expect(action.pendingDeviations.isEmpty)
    }
}
