import Foundation
import Testing
@testable import GestureUIKit

/// A photo page: a zooming scroll view that can decline its pan at its top edge when dragged down (the fix).
private final class PhotoPage: UIScrollView, UIScrollViewDelegate {
    let photo = UIView(name: "image")
    var declinesDownAtTop = false

    init(frame: CGRect, contentHeight: Double) {
        super.init(frame: frame)
        accessibilityIdentifier = "photo"
        photo.frame = CGRect(x: 0, y: 0, width: frame.width, height: contentHeight)
        addSubview(photo)
        contentSize = CGSize(frame.width, contentHeight)
        maximumZoomScale = 3
        alwaysBounceVertical = true
        delegate = self
    }

    required init?(coder: NSCoder) { return nil }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if declinesDownAtTop, gestureRecognizer === panGestureRecognizer, zoomScale <= minimumZoomScale,
            contentOffset.y <= 0, panGestureRecognizer.velocity(in: self).y > 0
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// A window whose root controller shows a 100 pt source view at (40, 200) and presents (or pushes) a controller
/// with `preferredTransition = .zoom` out of it.
private final class ZoomHarness {
    let scroll = ScrollHarness()
    let root = UIViewController()
    let zoomed = UIViewController()
    let source = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 100), name: "cell")
    let options = UIZoomTransitionOptions()
    var window: UIWindow { scroll.window }
    var page: PhotoPage?

    /// `photoHeight`: a photo page filling the zoomed view, that tall (nil: a plain view).
    init(photoHeight: Double? = nil) {
        if let photoHeight {
            let page = PhotoPage(frame: CGRect(x: 0, y: 0, width: 390, height: 844), contentHeight: photoHeight)
            zoomed.view.addSubview(page)
            self.page = page
        }
        zoomed.preferredTransition = .zoom(options: options) { [source] _ in source }
    }

    func present() {
        window.addSubview(root.view)
        root.view.frame = window.bounds
        root.view.addSubview(source)
        root.present(zoomed, animated: true)
    }

    var frame: CGRect { zoomed.view.frame }

    /// A drag of one finger straight down from (200, `y0`) by `distance` in 10 pt steps every `interval`.
    @discardableResult
    func dragDown(from y0: Double, by distance: Double, at t: Double, interval: Double, hold: Double = 0) -> Double {
        scroll.drag(
            CGPoint(200, y0), CGPoint(200, y0 + distance), from: t, steps: Int(distance / 10), interval: interval,
            hold: hold)
    }
}

@Suite("The zoom transition: frames on the virtual clock, the interactive dismissal, its scroll view conflict")
struct ZoomTransitionTests {
    @Test("present zooms the view from the source view's frame to full screen, hiding the source meanwhile")
    func zoomsIn() {
        let h = ZoomHarness()
        h.present()
        #expect(h.frame.width == 100)
        #expect(h.frame.midX == 90 && h.frame.midY == 250)
        #expect(h.source.alpha == 0)
        // Half way through the 0.45 s ease-in-out (progress 0.5): half way in width and centre.
        h.scroll.runFrames(from: 0, to: 0.225)
        #expect(abs(h.frame.width - 245) < 0.5, "\(h.frame)")
        #expect(abs(h.frame.midX - 142.5) < 0.5 && abs(h.frame.midY - 336) < 0.5, "\(h.frame)")
        #expect(h.zoomed.zoomTransitionController?.phase == .zoomingIn)
        h.scroll.runFrames(from: 0.225, to: ZoomTransitionController.zoomInDuration + 0.05)
        #expect(h.frame == h.window.bounds)
        #expect(h.source.alpha == 1)
        #expect(h.zoomed.zoomTransitionController?.phase == .presented)
        #expect(h.zoomed.zoomTransitionController?.dimmingView.alpha == 1)
        #expect(h.zoomed.modalPresentationStyle == .fullScreen)
    }

    @Test("a fast drag down shrinks the view under the finger, then zooms it into the source and dismisses")
    func fastDragDismisses() {
        let h = ZoomHarness()
        h.present()
        h.scroll.runFrames(from: 0, to: 1)
        let lift = h.dragDown(from: 300, by: 300, at: 1, interval: 0.01)
        #expect(h.scroll.states(of: "zoom.swipeDown").first == "began")
        #expect(h.frame.width < 390 && h.frame.minY > 0)
        #expect(h.root.presentedViewController === h.zoomed)
        h.scroll.runFrames(from: lift, to: lift + 0.2)
        #expect(h.frame.width < 390 && h.frame.width > 100)
        h.scroll.runFrames(from: lift + 0.2, to: lift + 1)
        #expect(h.root.presentedViewController == nil)
        #expect(h.zoomed.viewIfLoaded?.superview == nil)
        #expect(h.zoomed.view.transform == .identity)
        #expect(h.source.alpha == 1)
    }

    @Test("a drag during the zoom in catches the view at once (no hysteresis) and follows from where it is")
    func dragInterruptsZoomIn() {
        let h = ZoomHarness()
        h.present()
        h.scroll.runFrames(from: 0, to: 0.2)
        let caught = h.frame
        // 2 pt steps: with the pan's 10 pt hysteresis it would begin on the fifth move.
        h.window.touchDown(finger: 1, at: CGPoint(caught.midX, caught.midY), time: 0.2)
        h.window.touchMoved(finger: 1, to: CGPoint(caught.midX, caught.midY + 2), time: 0.21)
        #expect(h.scroll.states(of: "zoom.swipeDown").first == "began")
        #expect(h.zoomed.zoomTransitionController?.phase == .interactive)
        let width = h.frame.width
        #expect(width < 390)
        h.scroll.runFrames(from: 0.21, to: 0.4)
        #expect(abs(h.frame.width - width) < 1, "the zoom in stopped where the touch caught it")
        for step in 1...20 {
            let y = caught.midY + 2 + Double(step) * 10
            h.window.touchMoved(finger: 1, to: CGPoint(caught.midX, y), time: 0.4 + Double(step) * 0.01)
        }
        h.window.touchUp(finger: 1, at: CGPoint(caught.midX, caught.midY + 202), time: 0.6)
        h.scroll.runFrames(from: 0.6, to: 1.6)
        #expect(h.root.presentedViewController == nil)
    }

    @Test("a short slow drag goes back to full screen and stays presented")
    func slowDragCancels() {
        let h = ZoomHarness()
        h.present()
        h.scroll.runFrames(from: 0, to: 1)
        let lift = h.dragDown(from: 300, by: 60, at: 1, interval: 0.05, hold: 0.2)
        #expect(h.scroll.states(of: "zoom.swipeDown").contains("ended"))
        #expect(h.zoomed.zoomTransitionController?.phase == .cancelling)
        h.scroll.runFrames(from: lift, to: lift + 1)
        #expect(h.root.presentedViewController === h.zoomed)
        #expect(h.frame == h.window.bounds)
        #expect(h.zoomed.zoomTransitionController?.phase == .presented)
    }

    @Test("interactiveDismissShouldBegin is asked with the touch's context; false keeps the controller up")
    func shouldBeginRefuses() {
        let h = ZoomHarness()
        var asked: [UIZoomTransitionOptions.InteractionContext] = []
        h.options.interactiveDismissShouldBegin = { context in
            asked.append(context)
            return false
        }
        h.present()
        h.scroll.runFrames(from: 0, to: 1)
        let lift = h.dragDown(from: 300, by: 300, at: 1, interval: 0.01)
        h.scroll.runFrames(from: lift, to: lift + 1)
        #expect(asked.count == 1)
        #expect(asked.first?.willBegin == true)
        #expect((asked.first?.velocity.dy ?? 0) > 0)
        #expect(asked.first?.zoomedViewController === h.zoomed)
        #expect(asked.first?.sourceViewController === h.root)
        #expect(h.scroll.states(of: "zoom.swipeDown") == ["failed"])
        #expect(h.root.presentedViewController === h.zoomed)
    }

    @Test("a photo scroll view that bounces vertically begins first and the swipe down fails")
    func photoPanSwallowsSwipe() {
        let h = ZoomHarness(photoHeight: 3000)
        h.present()
        h.scroll.runFrames(from: 0, to: 1)
        let lift = h.dragDown(from: 300, by: 300, at: 1, interval: 0.01)
        h.scroll.runFrames(from: lift, to: lift + 1)
        #expect(h.scroll.states(of: "photo.pan").first == "began")
        #expect(h.scroll.reason(of: "zoom.swipeDown", to: .failed) == "excluded by photo.pan")
        #expect(h.root.presentedViewController === h.zoomed)
    }

    @Test("the fix: the photo's pan declines at its top when dragged down, and the swipe down dismisses")
    func declinedPanLetsSwipeDismiss() {
        let h = ZoomHarness(photoHeight: 3000)
        h.page?.declinesDownAtTop = true
        h.present()
        h.scroll.runFrames(from: 0, to: 1)
        let lift = h.dragDown(from: 300, by: 300, at: 1, interval: 0.01)
        h.scroll.runFrames(from: lift, to: lift + 1)
        #expect(h.scroll.states(of: "photo.pan") == ["failed"])
        #expect(h.scroll.states(of: "zoom.swipeDown").first == "began")
        #expect(h.root.presentedViewController == nil)
    }

    @Test("a pinch in at the photo's minimum zoom: its pinch waits for the dismiss pinch, which dismisses")
    func pinchInDismisses() {
        let h = ZoomHarness(photoHeight: 844)
        h.present()
        h.scroll.runFrames(from: 0, to: 1)
        h.window.touchDown(finger: 1, at: CGPoint(95, 422), time: 1)
        h.window.touchDown(finger: 2, at: CGPoint(295, 422), time: 1)
        var t = 1.0
        for step in 1...20 {
            t = 1 + Double(step) * 0.01
            let r = 100 - Double(step) * 4
            h.window.touchMoved(finger: 1, to: CGPoint(195 - r, 422), time: t)
            h.window.touchMoved(finger: 2, to: CGPoint(195 + r, 422), time: t)
        }
        #expect(h.scroll.states(of: "zoom.pinch").first == "began")
        #expect(h.frame.width < 390)
        h.window.touchUp(finger: 1, at: CGPoint(175, 422), time: t + 0.01)
        h.window.touchUp(finger: 2, at: CGPoint(215, 422), time: t + 0.01)
        h.scroll.runFrames(from: t + 0.01, to: t + 1)
        #expect(h.scroll.states(of: "photo.pinch") == ["failed"])
        #expect(h.page?.zoomScale == 1)
        #expect(h.root.presentedViewController == nil)
    }

    @Test("dismiss(animated: true) zooms out into the source view and completes when the zoom has")
    func dismissZoomsOut() {
        let h = ZoomHarness()
        h.present()
        h.scroll.runFrames(from: 0, to: 1)
        var completed = false
        h.zoomed.dismiss(animated: true) { completed = true }
        #expect(h.zoomed.isBeingDismissed)
        h.scroll.runFrames(from: 1, to: 1.2)
        #expect(!completed)
        #expect(h.frame.width < 390 && h.frame.width > 100)
        // A second dismissal mid-zoom does not tear the view out: the zoom runs on and ends the presentation.
        h.root.dismiss(animated: true)
        #expect(h.zoomed.viewIfLoaded?.superview != nil)
        h.scroll.runFrames(from: 1.2, to: 2)
        #expect(completed)
        #expect(h.root.presentedViewController == nil)
    }

    @Test("a push zooms the pushed controller in; a fast drag down pops it")
    func pushAndSwipePop() {
        let h = ZoomHarness()
        let navigation = UINavigationController(rootViewController: h.root)
        h.window.addSubview(navigation.view)
        navigation.view.frame = h.window.bounds
        navigation.view.layoutBelowIfNeeded()
        h.root.view.addSubview(h.source)
        navigation.pushViewController(h.zoomed, animated: true)
        #expect(h.frame.width == 100)
        h.scroll.runFrames(from: 0, to: 1)
        #expect(h.frame == navigation.view.bounds)
        #expect(navigation.viewControllers.count == 2)
        let lift = h.dragDown(from: 300, by: 300, at: 1, interval: 0.01)
        h.scroll.runFrames(from: lift, to: lift + 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(h.root.view.superview != nil)
    }

    @Test("a push without animation shows the controller at once, with its swipe down installed")
    func unanimatedPushInstallsInteraction() {
        let h = ZoomHarness()
        let navigation = UINavigationController(rootViewController: h.root)
        h.window.addSubview(navigation.view)
        navigation.view.frame = h.window.bounds
        navigation.view.layoutBelowIfNeeded()
        navigation.pushViewController(h.zoomed, animated: false)
        #expect(h.frame == navigation.view.bounds)
        #expect(h.zoomed.zoomTransitionController?.phase == .presented)
        #expect(h.zoomed.view.gestureRecognizers?.contains { $0.name == "zoom.swipeDown" } == true)
    }

    @Test("popViewController(animated: true) of a pushed zoom zooms it out into the source view, then pops")
    func popZoomsOut() {
        let h = ZoomHarness()
        let navigation = UINavigationController(rootViewController: h.root)
        h.window.addSubview(navigation.view)
        navigation.view.frame = h.window.bounds
        navigation.view.layoutBelowIfNeeded()
        h.root.view.addSubview(h.source)
        navigation.pushViewController(h.zoomed, animated: true)
        h.scroll.runFrames(from: 0, to: 1)
        #expect(navigation.popViewController(animated: true) === h.zoomed)
        h.scroll.runFrames(from: 1, to: 1.2)
        #expect(h.frame.width < 390 && h.frame.width > 100)
        #expect(h.root.view.superview != nil)
        h.scroll.runFrames(from: 1.2, to: 2)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === h.root)
    }
}
