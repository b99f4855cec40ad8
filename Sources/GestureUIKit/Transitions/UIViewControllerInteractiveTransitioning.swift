import Foundation

/// UIKit's `UIViewControllerInteractiveTransitioning`: an interaction controller, which drives a transition's
/// progress from a gesture (`UIPercentDrivenInteractiveTransition` is the ready-made one).
///
/// The controller that runs the transition calls `startInteractiveTransition(_:)` in place of the animation
/// controller's `animateTransition(using:)`; the interaction controller reports progress through the context
/// and ends with `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// `startInteractiveTransition(_:)`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// `completionSpeed` (optional; 1): how fast the rest runs after the interaction ends.
    var completionSpeed: CGFloat { get }
    /// `completionCurve` (optional; `.easeInOut`): the curve of the rest.
    var completionCurve: UIView.AnimationCurve { get }
    /// `wantsInteractiveStart` (optional, iOS 10; true): false starts the transition animating, to be caught
    /// later.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// `completionSpeed`, optional in UIKit: 1.
    public var completionSpeed: CGFloat { 1 }
    /// `completionCurve`, optional in UIKit: `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// `wantsInteractiveStart`, optional in UIKit: true.
    public var wantsInteractiveStart: Bool { true }
}
