import Foundation

/// UIKit's `UINavigationControllerDelegate` (every method optional): told when a controller is shown.
///
/// `navigationController(_:didShow:animated:)` comes at the end of every push and pop, and also at the end of
/// a cancelled interactive pop, with the controller that stayed on top (UIKit sends it then too; an app tells a
/// cancel from a pop by the stack's count). `willShow` comes before a push or pop asked for in code.
/// `navigationController(_:animationControllerFor:from:to:)` replaces the parallax push or pop (when animated) with the
/// app's animation controller, and `navigationController(_:interactionControllerFor:)` makes it interactive
/// (`UINavigationController+CustomTransition`). Deviations: `willShow` is not sent as an interactive pop starts;
/// no transition coordinator; the system edge pan keeps the kit's parallax pop even when a custom animation
/// controller is answered.
public protocol UINavigationControllerDelegate: AnyObject {
    /// `navigationController(_:willShow:animated:)`.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool)
    /// `navigationController(_:didShow:animated:)`.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
    /// `navigationController(_:animationControllerFor:from:to:)` (iOS 7): nil keeps the system's parallax transition.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// `navigationController(_:interactionControllerFor:)` (iOS 7): asked when an animation controller was answered;
    /// non-nil makes the transition interactive.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    /// `navigationController(_:willShow:animated:)`, optional in UIKit: does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {}
    /// `navigationController(_:didShow:animated:)`, optional in UIKit: does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {}
    /// `navigationController(_:animationControllerFor:from:to:)`, optional in UIKit: nil.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// `navigationController(_:interactionControllerFor:)`, optional in UIKit: nil.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}
