import Foundation

/// UIKit's `UIPresentationController`: the object that manages a presented controller's views: the container view,
/// the presented view's frame, and the hooks around the presentation and dismissal transitions.
///
/// Made by `present(_:animated:completion:)` (or on first access of `presentationController` /
/// `sheetPresentationController` before it); for `.custom`, the `transitioningDelegate`'s
/// `presentationController(forPresented:presenting:source:)` answers it, usually a subclass that overrides
/// `frameOfPresentedViewInContainerView`, `presentedView` and the hooks. The container view (`UITransitionView`) is
/// window-sized and holds what the presentation shows. Order, as UIKit calls them:
/// `presentationTransitionWillBegin()`, the animation, `presentationTransitionDidEnd(_:)`; on dismissal
/// `dismissalTransitionWillBegin()`, the animation, `dismissalTransitionDidEnd(_:)` (false: an interactive
/// dismissal was cancelled and the presentation stays). `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()` bracket every layout of the container.
/// Deviations: no adaptivity (`adaptivePresentationStyle`, trait collections), no `preferredContentSize` changes,
/// no `overrideTraitCollection`.
open class UIPresentationController {
    /// `presentedViewController`. Unowned: the presented controller owns its presentation controller.
    public unowned let presentedViewController: UIViewController

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it non-optional, though it has no value until the presentation starts.
    /// `presentingViewController`: the controller `present` was called on (nil until then).
    public internal(set) weak var presentingViewController: UIViewController!

    /// `delegate`: asked about and told of an interactive dismissal. A `UISheetPresentationControllerDelegate`
    /// also hears of detent changes.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// `containerView`: the window-sized view the presentation lives in (UIKit's `UITransitionView`); nil when
    /// not presented.
    public internal(set) var containerView: UIView?

    /// `presentedView`: the view that is moved in and out: the presented controller's view (a sheet wraps it; a
    /// custom subclass may answer a wrapper of its own).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// `frameOfPresentedViewInContainerView`: where the presented view rests; the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// `shouldRemovePresentersView`: whether the presenting controller's view leaves the window once the
    /// presentation is over (and comes back as the dismissal starts). True for `.fullScreen` and
    /// `.currentContext` (UIKit's `_UIFullscreenPresentationController`), false otherwise (UIKit's default, so
    /// `.overFullScreen` and `.custom` leave the presenting view underneath).
    open var shouldRemovePresentersView: Bool {
        let style = presentedViewController.modalPresentationStyle
        return style == .fullScreen || style == .currentContext
    }

    /// `presentationTransitionWillBegin()`: the presentation is about to run; add chrome (a dimming view) here.
    open func presentationTransitionWillBegin() {}
    /// `presentationTransitionDidEnd(_:)`: `completed` false when an interactive presentation was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// `dismissalTransitionWillBegin()`: the dismissal is about to run.
    open func dismissalTransitionWillBegin() {}
    /// `dismissalTransitionDidEnd(_:)`: `completed` false when an interactive dismissal was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// `containerViewWillLayoutSubviews()`: the container is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// `containerViewDidLayoutSubviews()`: the container has laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The presenting side's view taken out of the window by `shouldRemovePresentersView`, with where it was.
    var removedPresentersView: (view: UIView, superview: UIView, index: Int)?

    /// `init(presentedViewController:presenting:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// Puts the presented view in `container` (window-sized, already in the window) and brings it on screen;
    /// calls `completion` when it is there. Full screen: at once.
    func presentationTransition(in container: UIView, animated: Bool, completion: @escaping () -> Void) {
        let presented: UIView = presentedViewController.view
        presented.frame = container.bounds
        container.addSubview(presented)
        completion()
    }

    /// Takes the presented view off screen, then calls `completion` (which removes the container).
    func dismissalTransition(animated: Bool, completion: @escaping () -> Void) {
        completion()
    }
}

/// UIKit's `UITransitionView`: the window-sized container of a presentation. Touches that land on it and on none
/// of its subviews pass through to the window below (UIKit: `ignoreDirectTouchEvents`), so an undimmed sheet leaves
/// the presenting view usable. Its layout brackets the presentation controller's `containerViewWillLayoutSubviews()`
/// and `containerViewDidLayoutSubviews()`.
final class UITransitionView: UIView {
    /// The presentation controller told of the container's layout.
    weak var presentationController: UIPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
