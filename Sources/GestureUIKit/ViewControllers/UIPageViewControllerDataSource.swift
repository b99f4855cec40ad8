import Foundation

/// UIKit's `UIPageViewControllerDataSource`: the pages either side of the one shown.
public protocol UIPageViewControllerDataSource: AnyObject {
    /// `pageViewController(_:viewControllerBefore:)`: the page before `viewController`, or nil at the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// `pageViewController(_:viewControllerAfter:)`: the page after `viewController`, or nil at the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// `presentationCount(for:)`: the number of pages for a page indicator (optional). Deviation: never asked; the
    /// kit draws no page indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// `presentationIndex(for:)`: the selected page for a page indicator (optional). Deviation: never asked.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Optional in UIKit; without it UIKit shows no page indicator: 0.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// Optional in UIKit: 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// UIKit's `UIPageViewControllerDelegate`; every method optional (defaults in the extension).
public protocol UIPageViewControllerDelegate: AnyObject {
    /// `pageViewController(_:willTransitionTo:)`: a drag started showing `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`: a drag settled;
    /// `completed` is false when it settled back on the page it started on.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Optional in UIKit: does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Optional in UIKit: does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
