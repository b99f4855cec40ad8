import Foundation

/// The tab bar in its children's safe area: the part of a child's view that the bar covers is added to the child's
/// bottom safe-area inset, as UIKit does for a tab bar over a child's view ("the navigation bar and tab bar ... are
/// reflected in the safe area of the child view controller's view", `additionalSafeAreaInsets` documentation).
extension UITabBarController: BarProvidingContainer {
    /// Points of `child`'s view the tab bar covers, at the bottom: the bar's full height (49 plus the bottom safe
    /// area) over a child laid out full size, less where the child's view ends above the bar; zero while the bar is
    /// hidden.
    package func barInsets(covering child: UIViewController) -> UIEdgeInsets {
        guard !tabBar.isHidden, tabs(contain: child) else { return .zero }
        let barTop = tabBar.frame.minY
        guard let view = child.viewIfLoaded, view.isDescendant(of: containerView) else {
            return UIEdgeInsets(top: 0, left: 0, bottom: tabBar.height, right: 0)
        }
        let frame = view.convert(view.bounds, to: containerView)
        return UIEdgeInsets(top: 0, left: 0, bottom: max(0, min(frame.maxY - barTop, frame.height)), right: 0)
    }

    private func tabs(contain child: UIViewController) -> Bool {
        (viewControllers ?? []).contains { $0 === child }
    }
}
