import Foundation

/// UIKit's `UITabBarControllerDelegate` (every method optional): asked before a tap on the tab bar selects a tab, and
/// told after.
///
/// As Apple documents them: `tabBarController(_:shouldSelect:)` is called "in response to the user tapping a tab bar
/// item"; `tabBarController(_:didSelect:)` "regardless of whether the selected view controller changed" (a tap on the
/// selected tab too) and "only in response to user taps in the tab bar", not when code sets `selectedIndex`,
/// `selectedViewController` or `viewControllers`. Deviations: no customizing, transition or orientation methods.
public protocol UITabBarControllerDelegate: AnyObject {
    /// `tabBarController(_:shouldSelect:)`: false keeps the current tab.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// `tabBarController(_:didSelect:)`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
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
}
