import Foundation

/// UIKit's `UIPresentationController`: the object that manages a presented controller's views (here a full-screen
/// presentation; `UISheetPresentationController` is the sheet).
///
/// Made by `present(_:animated:completion:)` (or on first access of `presentationController` /
/// `sheetPresentationController` before it). The container view is window-sized and holds what the presentation
/// shows; the presented controller's view goes inside it.
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

    /// `presentedView`: the view that is moved in and out: the presented controller's view (a sheet wraps it).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

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
/// the presenting view usable.
final class UITransitionView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
