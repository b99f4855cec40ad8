import Foundation
import Testing
@testable import GestureUIKit

/// Records the sheet delegate's calls in order, and answers `presentationControllerShouldDismiss(_:)`.
private final class SheetDelegateRecorder: UISheetPresentationControllerDelegate {
    var events: [String] = []
    var allowsDismiss = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allowsDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        events.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        events.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// A 56 pt header over a list filling the rest of the sheet, laid out on every resize, as an app's sheet is.
private final class SheetContent: UIView {
    let list: UIScrollView

    init(list: UIScrollView) {
        self.list = list
        super.init(frame: .zero)
        addSubview(list)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        list.frame = CGRect(x: 0, y: 56, width: bounds.width, height: max(0, bounds.height - 56))
    }
}

/// A window with a root controller that presents a page sheet (medium and large) holding a 3000 pt list.
private final class SheetHarness {
    let scroll = ScrollHarness()
    let root = UIViewController()
    let presented = UIViewController()
    let list: UIScrollView
    let recorder = SheetDelegateRecorder()
    var window: UIWindow { scroll.window }
    // swift-format-ignore: NeverForceUnwrap
    var sheet: UISheetPresentationController { presented.sheetPresentationController! }

    /// Presents at medium (`animated` slides it up from the bottom of the screen).
    init(expands: Bool = true, contentHeight: Double = 3000, animated: Bool = false) {
        list = UIScrollView(frame: .zero, name: "list")
        list.contentSize = CGSize(390, contentHeight)
        presented.view = SheetContent(list: list)
        window.addSubview(root.view)
        root.view.frame = window.bounds
        presented.modalPresentationStyle = .pageSheet
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
        sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
        sheet.delegate = recorder
        root.present(presented, animated: animated)
    }

    /// Drags one finger from (200, `y0`) to (200, `y1`) in 10 pt steps every 10 ms from `t`, holds `hold`, lifts;
    /// then runs frames for 1.5 s. Returns the time after the frames.
    @discardableResult
    func drag(_ y0: Double, _ y1: Double, from t: Double, hold: Double = 0.1, settle: Bool = true) -> Double {
        let end = scroll.drag(
            CGPoint(200, y0), CGPoint(200, y1), from: t, steps: max(1, Int(abs(y1 - y0) / 10)), hold: hold)
        guard settle else { return end }
        scroll.runFrames(from: end, to: end + 1.5)
        return end + 1.5
    }
}

@Suite("UISheetPresentationController: detents, dismissal, the scroll hand-off, the delegate")
struct SheetPresentationTests {
    @Test("a page sheet slides up to its selected detent on the window's virtual time; medium is half the screen")
    func presentSlidesUp() {
        let h = SheetHarness(animated: true)
        #expect(h.sheet.sheetTop == 844)
        #expect(h.root.presentedViewController === h.presented)
        h.scroll.runFrames(from: 0, to: 0.1)
        #expect(h.sheet.sheetTop < 844 && h.sheet.sheetTop > 422)
        h.scroll.runFrames(from: 0.1, to: 2)
        // 844 / 2 = 422; the presented view is as tall as the visible sheet.
        #expect(h.sheet.sheetTop == 422)
        #expect(h.presented.view.bounds.height == 422)
        #expect(h.list.bounds.height == 366)
    }

    @Test("a drag on the header snaps to the nearest detent and tells the delegate; large's top is 57 pt down")
    func headerDragSnaps() {
        let h = SheetHarness()
        // Up 300 pt from the header: the sheet's top at 422 − 290 = 132, nearer large (57) than medium (422).
        let t = h.drag(440, 140, from: 0)
        #expect(h.sheet.selectedDetentIdentifier == .large)
        #expect(h.sheet.sheetTop == 57)
        #expect(h.recorder.events == ["detent com.apple.UIKit.large"])
        #expect(h.scroll.states(of: "_UISheetInteractionBackgroundDismissRecognizer").first == "began")
        // Down 100 pt: 57 + 90 = 147 is still nearer large; the sheet springs back, no delegate call.
        h.drag(100, 200, from: t)
        #expect(h.sheet.sheetTop == 57)
        #expect(h.recorder.events.count == 1)
    }

    @Test("a fling picks the detent its projection (0.099 s × velocity) is nearest to")
    func flingProjects() {
        let h = SheetHarness()
        // 60 pt up at 2000 pt/s: the top at 422 − 50 = 372 projects 198 pt further up, to 174: large.
        let end = h.scroll.fling(from: CGPoint(200, 440), by: CGPoint(0, -60), speed: 2000, at: 0)
        h.scroll.runFrames(from: end, to: end + 1.5)
        #expect(h.sheet.selectedDetentIdentifier == .large)
        #expect(scrollClose(Double(SheetInteraction.projectionTime), 0.099, 1e-9))
    }

    @Test("dragged down past half way to the bottom, the sheet asks, will dismiss, slides off, then did dismiss")
    func dragDismisses() {
        let h = SheetHarness()
        let t = h.drag(440, 800, from: 0, settle: false)
        #expect(h.recorder.events == ["shouldDismiss", "willDismiss"])
        #expect(h.root.presentedViewController === h.presented)
        h.scroll.runFrames(from: t, to: t + 1.5)
        #expect(h.recorder.events == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(h.root.presentedViewController == nil)
        #expect(h.sheet.containerView == nil)
        #expect(!h.window.subviews.contains { $0.accessibilityIdentifier == "UITransitionView" })
    }

    @Test("isModalInPresentation: the sheet rubber-bands below medium, springs back, and the attempt is reported")
    func modalInPresentationRefuses() {
        let h = SheetHarness()
        h.presented.isModalInPresentation = true
        let t = h.drag(440, 800, from: 0, settle: false)
        // 370 pt of finger past the hysteresis shows far less below 422 (rubber band on 844 pt, c = 0.55).
        #expect(h.sheet.sheetTop > 422 && h.sheet.sheetTop < 422 + 200)
        h.scroll.runFrames(from: t, to: t + 1.5)
        #expect(h.sheet.sheetTop == 422)
        #expect(h.recorder.events == ["didAttemptToDismiss"])
        #expect(h.root.presentedViewController === h.presented)
    }

    @Test("the delegate refusing presentationControllerShouldDismiss keeps the sheet, and hears the attempt")
    func delegateRefuses() {
        let h = SheetHarness()
        h.recorder.allowsDismiss = false
        h.drag(440, 800, from: 0)
        #expect(h.recorder.events == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(h.sheet.sheetTop == 422)
    }

    @Test("expanding when scrolled to edge: a drag up on the list at medium moves the sheet to large, then scrolls")
    func dragUpExpandsThenScrolls() {
        let h = SheetHarness(expands: true)
        // 500 pt up: 490 past the hysteresis; the sheet takes 422 − 57 = 365, the list the other 125.
        h.drag(800, 300, from: 0)
        #expect(h.sheet.sheetTop == 57)
        #expect(h.sheet.selectedDetentIdentifier == .large)
        #expect(scrollClose(Double(h.list.contentOffset.y), 125, 0.5))
    }

    @Test("a short drag up at medium is taken by the sheet alone; the list does not fling")
    func shortDragUpOnlyMovesTheSheet() {
        let h = SheetHarness(expands: true)
        let end = h.scroll.fling(from: CGPoint(200, 700), by: CGPoint(0, -100), speed: 1000, at: 0)
        h.scroll.runFrames(from: end, to: end + 1.5)
        #expect(h.list.contentOffset.y == 0)
        #expect(h.sheet.selectedDetentIdentifier == .large)
    }

    @Test("without expanding, a drag up on the list at medium scrolls it and the sheet stays")
    func dragUpScrollsWhenNotExpanding() {
        let h = SheetHarness(expands: false)
        h.drag(800, 500, from: 0)
        #expect(h.sheet.sheetTop == 422)
        #expect(scrollClose(Double(h.list.contentOffset.y), 290, 0.5))
        #expect(h.recorder.events.isEmpty)
    }

    @Test("a drag down on the list at its top moves the sheet while the list stays pinned at its top")
    func dragDownAtTopMovesTheSheet() {
        let h = SheetHarness(expands: false)
        h.drag(500, 600, from: 0, settle: false)
        #expect(h.list.contentOffset.y == 0)
        #expect(scrollClose(Double(h.sheet.sheetTop), 512, 0.5))  // 422 + 100 − 10
    }

    @Test("iOS 26: a list nested in a vertically scrolling scroll view does not drag the sheet; on iOS 18 it does")
    func nestedListLosesTheSheetOn26() {
        func sheetTopAfterPull(ios: Int) -> (sheetTop: Double, listOffset: Double) {
            let h = SheetHarness(expands: false)
            h.window.iosVersion = ios
            // Wrap the list in an outer vertical scroll view (the wrong fix "embed the list in a second scroll view").
            let outer = UIScrollView(frame: h.list.frame, name: "outer")
            outer.contentSize = CGSize(390, 5000)
            h.list.superview?.addSubview(outer)
            h.list.removeFromSuperview()
            outer.addSubview(h.list)
            h.list.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
            h.list.transfersVerticalScrollingToParent = false  // the list keeps its drag either way
            h.drag(500, 600, from: 0, settle: false)
            return (Double(h.sheet.sheetTop), Double(h.list.contentOffset.y))
        }
        let on18 = sheetTopAfterPull(ios: 18)
        #expect(scrollClose(on18.sheetTop, 512, 0.5), "iOS 18: the nested list drags the sheet: \(on18)")
        let on26 = sheetTopAfterPull(ios: 26)
        #expect(scrollClose(on26.sheetTop, 422, 0.5), "iOS 26: the sheet stays at medium: \(on26)")
        #expect(on26.listOffset < 0, "iOS 26: the list is pulled past its top instead: \(on26)")
    }

    @Test("a drag that starts with the list scrolled never moves the sheet: the list comes back and bounces")
    func dragStartedBelowTheTop() {
        let h = SheetHarness(expands: false)
        let t = h.drag(800, 600, from: 0, hold: 0.2)
        #expect(scrollClose(Double(h.list.contentOffset.y), 190, 0.5))
        h.drag(500, 800, from: t, settle: false)
        #expect(h.list.contentOffset.y < 0)
        #expect(h.sheet.sheetTop == 422)
        #expect(SheetInteraction(sheet: h.sheet).interactionRefusal(for: h.list, startOffset: 190)
            == "the drag started below the top")
    }

    @Test("a pan beginning less than 0.4 s after the list's previous one ended does not move the sheet")
    func minimumSheetSwipeInterval() {
        let h = SheetHarness(expands: false)
        // A pan that scrolls the list 20 pt and brings it back to its top (it begins at 490, where the 10 pt
        // hysteresis is used up), finger held still, lifted at 0.3 s.
        h.window.touchDown(finger: 1, at: CGPoint(200, 500), time: 0)
        for (i, y) in [490.0, 480, 470, 480, 490].enumerated() {
            h.window.touchMoved(finger: 1, to: CGPoint(200, y), time: 0.01 * Double(i + 1))
        }
        h.window.touchUp(finger: 1, at: CGPoint(200, 490), time: 0.3)
        #expect(h.list.contentOffset.y == 0)
        let end = 0.3
        // 0.2 s later a drag down from the top: the list bounces, the sheet stays.
        h.drag(500, 700, from: end + 0.2, settle: false)
        #expect(h.list.intervalBetweenPanGestures < 0.4)
        #expect(h.list.contentOffset.y < 0)
        #expect(scrollClose(Double(h.sheet.sheetTop), 422, 0.5))
        h.scroll.runFrames(from: end + 0.5, to: end + 3)
        // After a pause the same drag moves the sheet.
        h.drag(500, 700, from: end + 3, settle: false)
        #expect(h.list.contentOffset.y == 0)
        #expect(h.sheet.sheetTop > 422 + 150)
    }

    @Test("a list with a refreshControl never moves the sheet; a list that cannot scroll gives it every drag")
    func refreshControlAndShortContent() {
        let h = SheetHarness(expands: false)
        h.list.refreshControl = UIRefreshControl()
        h.drag(500, 700, from: 0, settle: false)
        #expect(h.list.contentOffset.y < 0)
        #expect(h.sheet.sheetTop == 422)

        let short = SheetHarness(expands: false, contentHeight: 200)
        short.drag(700, 500, from: 0, settle: false)
        #expect(short.list.contentOffset.y == 0)
        #expect(scrollClose(Double(short.sheet.sheetTop), 232, 0.5))  // 422 − 190
    }

    @Test("animateChanges moves the sheet with an animation and no delegate call; a plain set moves it at once")
    func animateChanges() {
        let h = SheetHarness()
        h.sheet.animateChanges { h.sheet.selectedDetentIdentifier = .large }
        #expect(h.sheet.sheetTop == 422)
        h.scroll.runFrames(from: 0, to: 1.5)
        #expect(h.sheet.sheetTop == 57)
        h.sheet.selectedDetentIdentifier = .medium
        #expect(h.sheet.sheetTop == 422)
        #expect(h.recorder.events.isEmpty)
    }

    @Test("a programmatic dismiss slides the sheet off and calls no delegate method")
    func programmaticDismiss() {
        let h = SheetHarness()
        var completed = false
        h.presented.dismiss(animated: true) { completed = true }
        #expect(!completed)
        h.scroll.runFrames(from: 0, to: 1.5)
        #expect(completed)
        #expect(h.root.presentedViewController == nil)
        #expect(h.recorder.events.isEmpty)
    }

    @Test("full screen styles have no sheet and cover the screen at once")
    func fullScreenHasNoSheet() {
        let scroll = ScrollHarness()
        let root = UIViewController()
        scroll.window.addSubview(root.view)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        #expect(presented.sheetPresentationController == nil)
        root.present(presented, animated: true)
        #expect(presented.view.frame == scroll.window.bounds)
        // UIKit's container is a window-sized UITransitionView in the window, as for a sheet.
        #expect(presented.presentationController?.containerView?.superview === scroll.window)
        #expect(presented.presentationController?.containerView?.frame == scroll.window.bounds)
    }

    @Test("a list resting at its end at medium is pulled back inside its range when the sheet grows to large")
    func growingSheetKeepsTheListInRange() {
        let h = SheetHarness(expands: false)
        // At medium the list is 366 pt tall: its end is at 3000 − 366 = 2634.
        h.list.contentOffset = CGPoint(0, 2634)
        h.sheet.animateChanges { h.sheet.selectedDetentIdentifier = .large }
        h.scroll.runFrames(from: 0, to: 1.5)
        // At large it is 787 − 56 = 731 pt tall: its end is at 3000 − 731 = 2269.
        #expect(h.list.contentOffset.y == 2269)
    }

    @Test("at the largest undimmed detent nothing is dimmed and touches reach the view behind the sheet")
    func largestUndimmedDetent() {
        let h = SheetHarness()
        #expect(h.sheet.dimmingView.alpha == 1)
        #expect(h.window.hitTest(CGPoint(200, 200), with: nil) === h.sheet.dimmingView)
        h.sheet.largestUndimmedDetentIdentifier = .medium
        #expect(h.sheet.dimmingView.alpha == 0)
        #expect(h.window.hitTest(CGPoint(200, 200), with: nil) === h.root.view)
        h.sheet.selectedDetentIdentifier = .large
        #expect(h.sheet.dimmingView.alpha == 1)
    }
}
