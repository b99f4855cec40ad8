import Foundation
import GesturePhysics

/// UIKit's `_UIZoomTransitionController` (iOS 18): runs a `.zoom` transition for one controller on the window's
/// virtual clock: the zoom in when it is presented or pushed, and its dismissal, by code or by the interactive
/// dismissal (`ZoomDismissInteraction`) following the finger.
///
/// The zoomed controller's view keeps its full-screen frame and moves by its `transform` alone (a uniform scale
/// and a translation: `ZoomPlacement`), so its layout never changes mid-zoom. At the source end the
/// alignment rect (the whole view unless `alignmentRectProvider` says otherwise) covers the source view's width,
/// centred on it. A dimming view under the zoomed view fades with it, and the source view is hidden while the
/// zoom or the interaction runs (UIKit's `sourceViewHidingAssertion`).
///
/// Read in the decompile (`_UIZoomTransitionController.m`, iOS 18.x and 26.1 restores): its `dismissInteraction`
/// (`_UIDismissInteraction`), `hysteresisForInteraction:` (0 while a transition context is active, else
/// `+[UIPanGestureRecognizer _defaultHysteresis]`), `dismissInteraction:shouldBeginWithAxis:location:velocity:
/// proposal:`, `didBeginAtLocation:withVelocity:`, `didIssueUpdate:`, `didDismissWithVelocity:` and
/// `didCancelWithVelocity:originalPosition:`. Their bodies are Swift closures the decompile hides, so the
/// curve, durations and thresholds below are inferred. A touch catches a zoom in (or a cancel's way back) where
/// it is, with no hysteresis, as UIKit preempts a running transition. Deviations: UIKit morphs the view through the
/// source's shape with a spring (`_UIMagicMorphAnimation`) and can preempt a decided dismissal too; the kit scales
/// uniformly on an ease-in-out curve. The appearance callbacks of a presentation come at once, as for every
/// full-screen presentation in the kit.
package final class ZoomTransitionController {
    /// Where the zoom is.
    package enum Phase: Sendable {
        /// Not on screen.
        case idle
        /// Growing out of the source view.
        case zoomingIn
        /// Full screen, the interaction armed.
        case presented
        /// Following a swipe or a pinch.
        case interactive
        /// Shrinking back into the source view; the controller leaves at the end.
        case zoomingOut
        /// Going back to full screen after an interaction that did not dismiss.
        case cancelling
    }

    /// How the zoomed controller leaves at the end of a dismissal.
    private enum Host {
        case presentation(WeakController)
        case navigation(WeakController)
    }

    /// Seconds of the zoom in, the zoom out, and the way back after a cancelled interaction (inferred).
    package static let zoomInDuration = 0.45
    package static let zoomOutDuration = 0.4
    package static let cancelDuration = 0.3
    /// The dimming colour when `dimmingColor` is nil (inferred).
    package static let defaultDimmingColor = UIColor(white: 0, alpha: 0.3)

    private weak var zoomed: UIViewController?
    private weak var transition: UIViewController.Transition?
    private weak var source: UIViewController?
    private var host: Host?
    /// The recognizers and their rules (`_UIDismissInteraction`).
    package private(set) lazy var dismissInteraction = ZoomDismissInteraction(controller: self)
    /// The view under the zoomed view that dims the source controller.
    package let dimmingView = UIView(name: "zoom.dimming")
    package private(set) var phase = Phase.idle
    /// Where the zoomed view is now.
    package private(set) var placement = ZoomPlacement.fullScreen
    private var animation: Animator.Token?
    private weak var hiddenSourceView: UIView?
    private var hiddenSourceAlpha: CGFloat = 1
    /// The window point the interaction grabbed the view at.
    private var grab = CGPoint.zero

    init(zoomed: UIViewController, transition: UIViewController.Transition) {
        self.zoomed = zoomed
        self.transition = transition
        dimmingView.isUserInteractionEnabled = false
    }

    /// The zoom's options.
    package var options: UIZoomTransitionOptions { transition?.zoomOptions ?? UIZoomTransitionOptions() }
    /// The controller zoomed in.
    package var zoomedViewController: UIViewController? { zoomed }
    /// The controller it zoomed out of.
    package var sourceViewController: UIViewController? { source }

    // MARK: Zooming in

    /// `present` put the zoomed view full screen in the window: zoom it in from the source view.
    func didPresent(from presenting: UIViewController, animated: Bool) {
        host = .presentation(WeakController(presenting))
        zoomIn(from: presenting, animated: animated)
    }

    /// A navigation controller pushed the zoomed controller (its view is installed): zoom it in.
    func didPush(on navigation: UINavigationController, from previous: UIViewController, animated: Bool) {
        host = .navigation(WeakController(navigation))
        zoomIn(from: previous, animated: animated)
    }

    private func zoomIn(from sourceController: UIViewController, animated: Bool) {
        guard let view = zoomed?.viewIfLoaded, let superview = view.superview else { return }
        source = sourceController
        dismissInteraction.install(on: view)
        dimmingView.backgroundColor = options.dimmingColor ?? Self.defaultDimmingColor
        dimmingView.frame = superview.bounds
        superview.insertSubview(dimmingView, belowSubview: view)
        guard animated, view.window != nil else {
            apply(.fullScreen, dimming: 1)
            phase = .presented
            return
        }
        phase = .zoomingIn
        showSourceControllerBehind()
        apply(sourcePlacement(), dimming: 0)
        hideSourceView()
        animate(to: .fullScreen, dimming: 1, duration: Self.zoomInDuration) { [weak self] in
            self?.settle()
        }
    }

    // MARK: Dismissal

    /// `dismiss(animated: true)` of the zoomed controller: zoom out into the source view, then leave. False when
    /// the zoom is not up (the caller dismisses as usual); true, doing nothing more, while it already zooms out.
    func dismissByZooming(completion: (() -> Void)?) -> Bool {
        if phase == .zoomingOut { return true }
        guard phase == .presented || phase == .zoomingIn, zoomed?.viewIfLoaded?.window != nil else { return false }
        zoomOutAndLeave(completion: completion)
        return true
    }

    /// `popViewController(animated: true)` of a pushed zoom (the back button): zoom out into the source view, then
    /// pop without animation. Deviation: the controller stays on the stack until the zoom has finished (UIKit
    /// removes it at once). False when the zoom is not up (the caller pops as usual); true while it zooms out.
    func popByZooming() -> Bool {
        guard case .navigation = host else { return false }
        if phase == .zoomingOut { return true }
        guard phase == .presented || phase == .zoomingIn else { return false }
        zoomOutAndLeave(completion: nil)
        return true
    }

    /// Shrinks the zoomed view into the source view (asked again: it may have changed), then the controller
    /// leaves: dismissed (the appearance callbacks of an animated dismissal) or popped.
    private func zoomOutAndLeave(completion: (() -> Void)?) {
        phase = .zoomingOut
        showSourceControllerBehind()
        if case .presentation(let presenting) = host, let zoomed, let presenting = presenting.controller {
            zoomed.isBeingDismissed = true
            zoomed.viewWillDisappear(true)
            presenting.viewWillAppear(true)
        }
        hideSourceView()
        animate(to: sourcePlacement(), dimming: 0, duration: Self.zoomOutDuration) { [weak self] in
            self?.leave(completion: completion)
        }
    }

    private func leave(completion: (() -> Void)?) {
        let host = self.host
        tearDown()
        guard let zoomed else { return }
        switch host {
        case .presentation(let presenting)?:
            presenting.controller?.finishDismissal(of: zoomed, animated: true, completion: completion)
        case .navigation(let navigation)?:
            _ = (navigation.controller as? UINavigationController)?.popViewController(animated: false)
            completion?()
        case nil:
            completion?()
        }
    }

    /// Back to idle: the view untransformed, the dimming gone, the source shown, the interaction removed.
    private func tearDown() {
        if let animation { zoomed?.viewIfLoaded?.window?.animator.cancel(animation) }
        animation = nil
        showSourceView()
        dimmingView.removeFromSuperview()
        dismissInteraction.uninstall()
        placement = .fullScreen
        zoomed?.viewIfLoaded?.transform = .identity
        restoreBackground()
        phase = .idle
        host = nil
    }

    /// `preferredTransition` was replaced: stop where it is.
    func detach() { tearDown() }

    // MARK: The interaction (driven by ZoomDismissInteraction)

    /// Whether a zoom is moving the view (UIKit: an active transition context), when the interaction's
    /// hysteresis is 0 (`hysteresisForInteraction:`), so a touch catches the view at once.
    package var isTransitioning: Bool { phase == .zoomingIn || phase == .zoomingOut || phase == .cancelling }

    /// Whether the interaction may begin: the zoom is up, or going to (or back to) full screen, which the touch
    /// interrupts (UIKit preempts the running transition). Not once a dismissal has been decided.
    package var acceptsInteraction: Bool { phase == .presented || phase == .zoomingIn || phase == .cancelling }

    /// The dismissal's recognizer began at `location` (window points): stop any zoom where it is and follow the
    /// touch from there. False when the interaction may not begin.
    func beginInteraction(at location: CGPoint) -> Bool {
        guard acceptsInteraction else { return false }
        if let animation { zoomed?.viewIfLoaded?.window?.animator.cancel(animation) }
        animation = nil
        phase = .interactive
        grab = location
        grabbedPlacement = placement
        showSourceControllerBehind()
        hideSourceView()
        return true
    }

    /// Where the view was when the interaction began.
    private var grabbedPlacement = ZoomPlacement.fullScreen

    /// Moves the view by `translation` and scales it by `scale` about the grabbed point, so that point stays under
    /// the finger (`dismissInteraction:didIssueUpdate:`); the dimming fades with the scale.
    func updateInteraction(translation: CGPoint, scale: Double) {
        guard phase == .interactive, let view = zoomed?.viewIfLoaded else { return }
        let start = grabbedPlacement
        let total = start.scale * min(max(scale, ZoomDismissInteraction.minimumScale), 1)
        // The grabbed point in the view's centred coordinates, so it stays under the finger at the new scale.
        let grabbed = (grab - view.center - start.offset) / CGFloat(start.scale)
        let offset = grab + translation - view.center - grabbed * CGFloat(total)
        let dimming = (total - ZoomDismissInteraction.minimumScale) / (1 - ZoomDismissInteraction.minimumScale)
        apply(ZoomPlacement(scale: total, offset: offset), dimming: dimming)
    }

    /// The finger lifted: dismiss (zoom out from where the view is) or go back to full screen.
    func endInteraction(finish: Bool) {
        guard phase == .interactive else { return }
        if finish {
            zoomOutAndLeave(completion: nil)
            return
        }
        phase = .cancelling
        animate(to: .fullScreen, dimming: 1, duration: Self.cancelDuration) { [weak self] in
            self?.settle()
        }
    }

    /// Full screen and still: the source view shown again, a pushed zoom's source controller out of the way.
    private func settle() {
        showSourceView()
        if case .navigation = host, let sourceView = source?.viewIfLoaded, sourceView !== zoomed?.viewIfLoaded {
            sourceView.removeFromSuperview()
        }
        phase = .presented
    }

    /// A navigation controller keeps only its top controller's view: while a pushed zoom moves, the controller
    /// below is put back under the dimming view so it shows around the zoomed view (a presentation leaves it).
    private func showSourceControllerBehind() {
        guard case .navigation = host, let sourceView = source?.viewIfLoaded,
            let superview = zoomed?.viewIfLoaded?.superview, sourceView.superview !== superview
        else { return }
        sourceView.transform = .identity
        sourceView.frame = superview.bounds
        superview.insertSubview(sourceView, belowSubview: dimmingView)
    }

    // MARK: Geometry

    /// Where the zoomed view sits at the source end: its alignment rect as wide as the source view and centred
    /// on it; with no source view, a tenth of its size in the middle of the screen.
    package func sourcePlacement() -> ZoomPlacement {
        guard let view = zoomed?.viewIfLoaded, let superview = view.superview else { return .fullScreen }
        let bounds = view.bounds
        let target: CGRect
        let sourceView = currentSourceView()
        if let sourceView, sourceView.window != nil {
            target = superview.convert(sourceView.bounds, from: sourceView)
        } else {
            target = CGRect(
                x: view.center.x - bounds.width / 20, y: view.center.y - bounds.height / 20,
                width: bounds.width / 10, height: bounds.height / 10)
        }
        var anchor = bounds
        if let provider = options.alignmentRectProvider, let sourceView,
            let rect = provider(UIZoomTransitionAlignmentRectContext(sourceView: sourceView, zoomed: zoomed)),
            rect.width > 0
        {
            anchor = rect
        }
        let scale = Double(target.width / max(anchor.width, 1))
        let anchorFromCenter = CGPoint(x: anchor.midX - bounds.midX, y: anchor.midY - bounds.midY)
        let offset = CGPoint(
            x: target.midX - view.center.x - CGFloat(scale) * anchorFromCenter.x,
            y: target.midY - view.center.y - CGFloat(scale) * anchorFromCenter.y)
        return ZoomPlacement(scale: scale, offset: offset)
    }

    /// The source view for the zoomed controller's current item (the provider is asked every time).
    private func currentSourceView() -> UIView? {
        transition?.sourceViewProvider?(UIZoomTransitionSourceViewProviderContext(source: source, zoomed: zoomed))
    }

    private func apply(_ newPlacement: ZoomPlacement, dimming: Double) {
        placement = newPlacement
        let fraction = min(max(dimming, 0), 1)
        dimmingView.alpha = CGFloat(fraction)
        guard let view = zoomed?.viewIfLoaded else { return }
        view.transform = newPlacement.transform
        // Deviation for UIKit's morph mask: the zoomed view's own background fades with the zoom, so near the
        // source end only its content (lined up with the source view) shows, not a screen-shaped backdrop.
        if newPlacement == .fullScreen, fraction >= 1 {
            restoreBackground()
        } else if let background = savedBackground ?? view.backgroundColor {
            savedBackground = background
            // Cubed: the backdrop stays faint until the view is nearly full screen.
            view.backgroundColor = UIColor(background.color.withAlpha(background.color.alpha * pow(fraction, 3)))
        }
    }

    /// The zoomed view's own background while the zoom fades it, restored when it is still and full screen.
    private var savedBackground: UIColor?

    private func restoreBackground() {
        guard let savedBackground else { return }
        zoomed?.viewIfLoaded?.backgroundColor = savedBackground
        self.savedBackground = nil
    }

    private func animate(
        to end: ZoomPlacement, dimming endDimming: Double, duration: Double, then: @escaping () -> Void
    ) {
        let window = zoomed?.viewIfLoaded?.window
        if let animation { window?.animator.cancel(animation) }
        animation = nil
        let start = placement, startDimming = Double(dimmingView.alpha)
        guard let animator = window?.animator, duration > 0 else {
            apply(end, dimming: endDimming)
            then()
            return
        }
        animation = animator.animate(
            duration: duration, curve: .easeInOut,
            update: { [weak self] progress in
                self?.apply(
                    ZoomPlacement.interpolate(start, end, progress),
                    dimming: startDimming + (endDimming - startDimming) * progress)
            },
            completion: { [weak self] finished in
                self?.animation = nil
                if finished { then() }
            })
    }

    private func hideSourceView() {
        guard hiddenSourceView == nil, let view = currentSourceView() else { return }
        hiddenSourceView = view
        hiddenSourceAlpha = view.alpha
        view.alpha = 0
    }

    private func showSourceView() {
        hiddenSourceView?.alpha = hiddenSourceAlpha
        hiddenSourceView = nil
    }
}

/// A controller held weakly (the zoom's host: the presenting controller or the navigation controller).
private struct WeakController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
}

/// Where a zoomed view is: its transform is a uniform `scale` about its centre, then a move by `offset`.
package struct ZoomPlacement: Equatable, Sendable {
    /// Full screen: the identity.
    package static let fullScreen = ZoomPlacement(scale: 1, offset: .zero)
    package var scale: Double
    package var offset: CGPoint

    /// The view's transform.
    var transform: CGAffineTransform {
        CGAffineTransform(a: CGFloat(scale), b: 0, c: 0, d: CGFloat(scale), tx: offset.x, ty: offset.y)
    }

    /// The placement `t` of the way from `a` to `b`.
    static func interpolate(_ a: ZoomPlacement, _ b: ZoomPlacement, _ t: Double) -> ZoomPlacement {
        ZoomPlacement(
            scale: a.scale + (b.scale - a.scale) * t,
            offset: CGPoint(
                x: a.offset.x + (b.offset.x - a.offset.x) * CGFloat(t),
                y: a.offset.y + (b.offset.y - a.offset.y) * CGFloat(t)))
    }
}
