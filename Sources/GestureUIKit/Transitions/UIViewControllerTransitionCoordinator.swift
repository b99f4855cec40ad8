import Foundation

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what a transition coordinator tells the blocks run
/// alongside a transition (and `notifyWhenInteractionChanges(_:)`'s handler) about the transition in progress.
///
/// Read from UIKit's `UIViewControllerTransitionCoordinator.h` (as Swift imports it: `isAnimated`,
/// `presentationStyle`, `initiallyInteractive`, `isInteractive`, `isCancelled`, `transitionDuration`,
/// `percentComplete`, `completionVelocity`, `completionCurve`, `viewController(forKey:)`, `view(forKey:)`,
/// `containerView`, `targetTransform`). `targetTransform` is the identity, as UIKit's is for every transition but a
/// device rotation, which the kit does not model (a size change is a resize).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// `isAnimated`: whether the transition is animated.
    var isAnimated: Bool { get }
    /// `presentationStyle`: the presented controller's style for a presentation, `.none` otherwise.
    var presentationStyle: UIModalPresentationStyle { get }
    /// `initiallyInteractive`: whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// `isInterruptible` (iOS 10): whether the transition runs an interruptible animator. Always false in the kit.
    var isInterruptible: Bool { get }
    /// `isInteractive`: whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// `isCancelled`: whether the interaction was cancelled (the transition runs back to where it started).
    var isCancelled: Bool { get }
    /// `transitionDuration`: seconds, the animation controller's `transitionDuration(using:)`.
    var transitionDuration: TimeInterval { get }
    /// `percentComplete`: how far the transition has gone, 0...1.
    var percentComplete: CGFloat { get }
    /// `completionVelocity`: the speed of the rest after the interaction ended (1: the transition's own).
    var completionVelocity: CGFloat { get }
    /// `completionCurve`: the curve of the rest after the interaction ended.
    var completionCurve: UIView.AnimationCurve { get }
    /// `viewController(forKey:)`: the controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// `view(forKey:)`: the view leaving or arriving, nil when the transition does not move it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// `containerView`: the view the transition runs in.
    var containerView: UIView { get }
    /// `targetTransform`: the rotation applied by the transition (identity in the kit).
    var targetTransform: CGAffineTransform { get }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: what `UIViewController.transitionCoordinator` and
/// `viewWillTransition(to:with:)` hand out, to run animations alongside a transition and hear when its
/// interaction ends.
///
/// As decompiled UIKit coordinators do (`IMViewControllerNullAnimationTransitionCoordinator`, the same shape as
/// UIKitCore's `_UIViewControllerTransitionCoordinator`: `_alongsideAnimations:`, `_alongsideCompletions:`,
/// `_runAlongsideAnimations`, `_runAlongsideCompletionsAfterCommit`), blocks given before the transition runs are
/// collected and run inside its animation; a completion is collected at any time and runs once it completed.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `animate(alongsideTransition:completion:)`: runs `animation` inside the transition's animation (on its
    /// clock, following its percent while interactive) and `completion` when the transition ends; false when the
    /// transition already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// `animateAlongsideTransition(in:animation:completion:)`: as `animate(alongsideTransition:completion:)`, for a
    /// view outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// `notifyWhenInteractionChanges(_:)` (iOS 10): `handler` runs when the interaction ends (finished or
    /// cancelled; `isCancelled` says which).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    /// `notifyWhenInteractionEnds(_:)` (deprecated in iOS 10): as `notifyWhenInteractionChanges(_:)`.
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion (Swift's default argument).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
