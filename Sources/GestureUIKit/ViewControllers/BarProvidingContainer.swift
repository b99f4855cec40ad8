/// A container view controller whose own bars cover part of its children's views (`UINavigationController`'s
/// navigation bar, `UITabBarController`'s tab bar). UIKit adds the covered part to the child's safe area
/// (`UIViewController.additionalSafeAreaInsets` documentation: "the navigation bar and tab bar ... are
/// reflected in the safe area of the child view controller's view").
package protocol BarProvidingContainer: AnyObject {
    /// Points, by edge, of `child`'s view that this container's bars cover (zero on an edge with no bar).
    func barInsets(covering child: UIViewController) -> UIEdgeInsets
}
