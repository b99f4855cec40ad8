import Foundation

/// UIKit's `UIViewControllerAnimatedTransitioning`: an animation controller, the object that animates a custom
/// presentation, dismissal, push, pop or tab switch.
///
/// `animateTransition(using:)` adds the arriving view to the context's `containerView`, animates (with
/// `UIView.animate` or a `UIViewPropertyAnimator`) and calls `completeTransition(!transitionWasCancelled)` when
/// the animations end. Under a `UIPercentDrivenInteractiveTransition` its animations are scrubbed instead of run
/// (see that class). `interruptibleAnimator(using:)`, when it answers an animator, is used in place of
/// `animateTransition(using:)` for an interactive transition, as `-[UIPercentDrivenInteractiveTransition
/// _startInterruptibleTransition:]` does (decompiled UIPercentDrivenInteractiveTransition.mm).
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// `transitionDuration(using:)`: seconds; an interaction controller scrubs over this duration.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// `animateTransition(using:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// `animationEnded(_:)` (optional): told after `completeTransition(_:)` with whether the transition completed.
    func animationEnded(_ transitionCompleted: Bool)
    /// `interruptibleAnimator(using:)` (optional, iOS 10): the animator an interaction controller drives; nil (the
    /// default) lets it drive what `animateTransition(using:)` starts.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating?
}

extension UIViewControllerAnimatedTransitioning {
    /// `animationEnded(_:)`, optional in UIKit: does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// `interruptibleAnimator(using:)`, optional in UIKit: nil.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating?
    { nil }
}

/// UIKit's `UIViewImplicitlyAnimating` (with `UIViewAnimating`, its parent protocol): what an interruptible animator
/// answers; `UIViewPropertyAnimator` conforms.
public protocol UIViewImplicitlyAnimating: AnyObject {
    /// `state` (UIViewAnimating).
    var state: UIViewAnimatingState { get }
    /// `isRunning` (UIViewAnimating).
    var isRunning: Bool { get }
    /// `isReversed` (UIViewAnimating).
    var isReversed: Bool { get set }
    /// `fractionComplete` (UIViewAnimating).
    var fractionComplete: CGFloat { get set }
    /// `startAnimation()` (UIViewAnimating).
    func startAnimation()
    /// `pauseAnimation()` (UIViewAnimating).
    func pauseAnimation()
    /// `stopAnimation(_:)` (UIViewAnimating).
    func stopAnimation(_ withoutFinishing: Bool)
    /// `finishAnimation(at:)` (UIViewAnimating).
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
    /// `addAnimations(_:)`.
    func addAnimations(_ animation: @escaping () -> Void)
    /// `addCompletion(_:)`.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// `continueAnimation(withTimingParameters:durationFactor:)`.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
