import Foundation

/// UIKit's `_UIDismissInteraction` as a zoom transition installs it on the zoomed controller's view: a downward
/// swipe (`_UISwipeDownDismissSubInteraction`) and a pinch-in (`_UIPinchDismissSubInteraction`), each the
/// recognizers' delegate, reporting to the `ZoomTransitionController`.
///
/// Read in the decompile (iOS 18.x restore, UIKitCore):
/// - the swipe's recognizer is `_UISwipeDownGestureRecognizer`, a pan whose `_willScrollX` returns NO: it never
///   begins sideways; `_willScrollY` is a hidden Swift closure, inferred here as "10 pt (the hysteresis the
///   controller's `hysteresisForInteraction:` gives) downward". Apps find it by its `name`,
///   `com.apple.UIKit.ZoomInteractiveDismissSwipeDown` (the pinch: `...ZoomInteractiveDismissPinch`); the kit's
///   report names are `zoom.swipeDown` and `zoom.pinch`.
/// - `_UIPinchDismissSubInteraction gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` returns YES
///   for a pinch (`_isGestureType:`) whose view is a UIScrollView with `zoomScale <= minimumZoomScale`: a photo
///   scroll view at its smallest zoom waits for the dismiss pinch to fail.
/// - The swipe's `shouldBeRequiredToFailByGestureRecognizer:` body is hidden; nothing in the decompile says a
///   scroll view's pan waits for the swipe, and apps report that it does not (a photo scroll view that can scroll
///   or always bounces vertically takes the drag: the `zoom` scene). Inferred: false for every recognizer.
/// - `gestureRecognizerShouldBegin:` goes through `dismissInteraction:shouldBeginWithAxis:location:velocity:
///   proposal:`, which asks `UIZoomTransitionOptions.interactiveDismissShouldBegin`.
/// Release (inferred; `_UIDismissInteractionSubInteractionSettings` names `dismissThreshold`, `minScale`,
/// `scaleDismissThreshold`, values hidden): a swipe dismisses when its translation plus 0.2 s of its velocity
/// reaches 15 % of the view's height; a pinch when its scale plus 0.2 s of its velocity is below 0.8.
package final class ZoomDismissInteraction: UIGestureRecognizerDelegate {
    /// The smallest scale the view shrinks to while following the finger (`minScale`, inferred).
    package static let minimumScale = 0.5
    /// Seconds of velocity added to the position when deciding at the lift (inferred).
    package static let projection = 0.2
    /// The swipe's `dismissThreshold`: a fraction of the view's height (inferred).
    package static let dismissFraction = 0.15
    /// The pinch's `scaleDismissThreshold` (inferred).
    package static let scaleDismissThreshold = 0.8

    /// UIKit's `_UISwipeDownGestureRecognizer`, named `zoom.swipeDown`.
    package let swipeDown = ZoomSwipeDownGestureRecognizer(name: "zoom.swipeDown")
    /// The dismiss pinch, named `zoom.pinch`.
    package let pinch = UIPinchGestureRecognizer(name: "zoom.pinch")
    private unowned let controller: ZoomTransitionController
    private var pinchStart = CGPoint.zero

    init(controller: ZoomTransitionController) {
        self.controller = controller
        swipeDown.maximumNumberOfTouches = 1
        swipeDown.hysteresisForInteraction = { [unowned controller] in controller.isTransitioning ? 0 : nil }
        swipeDown.delegate = self
        pinch.delegate = self
        swipeDown.addTarget { [weak self] recognizer in self?.handleSwipe(recognizer) }
        pinch.addTarget { [weak self] recognizer in self?.handlePinch(recognizer) }
    }

    /// Adds the recognizers to the zoomed controller's view (UIKit's sub-interactions' `didMoveToView:`).
    func install(on view: UIView) {
        for recognizer in [swipeDown, pinch as UIGestureRecognizer] where recognizer.view !== view {
            recognizer.view?.removeGestureRecognizer(recognizer)
            view.addGestureRecognizer(recognizer)
        }
    }

    /// Takes the recognizers off the view.
    func uninstall() {
        for recognizer in [swipeDown, pinch as UIGestureRecognizer] {
            recognizer.view?.removeGestureRecognizer(recognizer)
        }
    }

    // MARK: Delegate

    /// `dismissInteraction:shouldBeginWithAxis:location:velocity:proposal:`: the zoom must be up (or zooming to full
    /// screen: the touch interrupts it), a pinch must be closing, then the app's `interactiveDismissShouldBegin`
    /// decides.
    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard controller.acceptsInteraction, let zoomedView = controller.zoomedViewController?.viewIfLoaded else {
            return false
        }
        let velocity: CGVector
        if gestureRecognizer === pinch {
            guard pinch.scale < 1 else { return false }
            velocity = CGVector(dx: 0, dy: 0)
        } else {
            let v = swipeDown.velocity(in: zoomedView)
            velocity = CGVector(dx: v.x, dy: v.y)
        }
        let proposal = true
        guard let shouldBegin = controller.options.interactiveDismissShouldBegin else { return proposal }
        let context = UIZoomTransitionInteractionContext(
            location: gestureRecognizer.location(in: zoomedView), velocity: velocity, willBegin: proposal,
            source: controller.sourceViewController, zoomed: controller.zoomedViewController)
        return shouldBegin(context)
    }

    /// `_UIPinchDismissSubInteraction`'s rule: a scroll view's pinch at its minimum zoom waits for the dismiss
    /// pinch; the swipe makes nothing wait (inferred, see the type).
    package func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === pinch, otherGestureRecognizer is UIPinchGestureRecognizer,
            let scrollView = otherGestureRecognizer.view as? UIScrollView
        else { return false }
        return scrollView.zoomScale <= scrollView.minimumZoomScale
    }

    // MARK: Targets

    private func handleSwipe(_ recognizer: UIGestureRecognizer) {
        guard let view = controller.zoomedViewController?.viewIfLoaded else { return }
        switch recognizer.state {
        case .began:
            let start = swipeDown.location(in: nil) - swipeDown.translation(in: nil)
            if !controller.beginInteraction(at: start) { return }
            fallthrough
        case .changed:
            let t = swipeDown.translation(in: nil)
            let height = max(Double(view.bounds.height), 1)
            let scale = 1 - (1 - Self.minimumScale) * min(max(Double(t.y), 0) / height, 1)
            controller.updateInteraction(translation: t, scale: scale)
        case .ended:
            let t = swipeDown.translation(in: nil), v = swipeDown.velocity(in: nil)
            let projected = Double(t.y) + Double(v.y) * Self.projection
            controller.endInteraction(finish: projected >= Self.dismissFraction * Double(view.bounds.height))
        case .cancelled, .failed:
            controller.endInteraction(finish: false)
        default:
            break
        }
    }

    private func handlePinch(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            pinchStart = pinch.location(in: nil)
            if !controller.beginInteraction(at: pinchStart) { return }
            fallthrough
        case .changed:
            controller.updateInteraction(translation: pinch.location(in: nil) - pinchStart, scale: Double(pinch.scale))
        case .ended:
            let projected = Double(pinch.scale) + Double(pinch.velocity) * Self.projection
            controller.endInteraction(finish: projected < Self.scaleDismissThreshold)
        case .cancelled, .failed:
            controller.endInteraction(finish: false)
        default:
            break
        }
    }
}

/// UIKit's `_UISwipeDownGestureRecognizer`: a one-finger pan that begins only downward (`_willScrollX` is NO in
/// the decompile; the downward-only `_willScrollY` is inferred), after the pan's 10 pt hysteresis.
package final class ZoomSwipeDownGestureRecognizer: UIPanGestureRecognizer {
    package override var kind: String { "zoom swipe down" }

    /// `_UIZoomTransitionController hysteresisForInteraction:` (decompiled): 0 while a transition context is
    /// active, else nil for the pan's default (`+_defaultHysteresis`, 10 pt).
    var hysteresisForInteraction: (() -> Double?)?

    package override var hysteresis: Double { hysteresisForInteraction?() ?? super.hysteresis }

    package override func reasonToBegin(translation t: CGPoint) -> RecognizerRule? {
        let h = hysteresis
        guard t.y > 0, t.y >= h, t.y >= abs(t.x) else { return nil }
        return .crossedHysteresis(distance: h, axis: .vertically)
    }
}
