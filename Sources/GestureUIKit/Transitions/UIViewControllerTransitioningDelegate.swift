import Foundation

/// UIKit's `UIViewControllerTransitioningDelegate`: answers a presented controller's custom presentation: its
/// animation controllers, interaction controllers and presentation controller (every method optional).
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// `animationController(forPresented:presenting:source:)`: nil keeps the kit's own presentation.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// `animationController(forDismissed:)`: nil keeps the kit's own dismissal.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// `interactionControllerForPresentation(using:)`: asked only when a presentation animation controller exists.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// `interactionControllerForDismissal(using:)`: asked only when a dismissal animation controller exists.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// `presentationController(forPresented:presenting:source:)` (iOS 8): for `.custom`, the presentation
    /// controller to use (nil: a plain `UIPresentationController`).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Optional in UIKit: nil.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Optional in UIKit: nil.
    public func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { nil }
    /// Optional in UIKit: nil.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// Optional in UIKit: nil.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// Optional in UIKit: nil.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
