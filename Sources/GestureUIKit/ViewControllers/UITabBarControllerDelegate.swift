import Foundation

/// UIKit's `UITabBarControllerDelegate` (every method optional): asked before a tap on the tab bar selects a tab, and
/// told after.
///
/// As Apple documents them: `tabBarController(_:shouldSelect:)` is called "in response to the user tapping a tab bar
/// item"; `tabBarController(_:didSelect:)` "regardless of whether the selected view controller changed" (a tap on the
/// selected tab too) and "only in response to user taps in the tab bar", not when code sets `selectedIndex`,
/// `selectedViewController` or `viewControllers`. `tabBarController(_:animationControllerForTransitionFrom:to:)` and
/// `tabBarController(_:interactionControllerFor:)` run a tab switch through the app's animation (and interaction)
/// controller (`UITabBarController+Transition`). Deviations: no customizing or orientation methods.
public protocol UITabBarControllerDelegate: AnyObject {
    /// `tabBarController(_:shouldSelect:)`: false keeps the current tab.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// `tabBarController(_:didSelect:)`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)` (iOS 7): nil switches at once.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// `tabBarController(_:interactionControllerFor:)` (iOS 7): asked when an animation controller was answered.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    /// `tabBarController(_:shouldSelect:)`, optional in UIKit: true.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// `tabBarController(_:didSelect:)`, optional in UIKit: does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`, optional in UIKit: nil.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// `tabBarController(_:interactionControllerFor:)`, optional in UIKit: nil.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}
