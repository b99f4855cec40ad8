import Foundation

/// UIKit's `UIPercentDrivenInteractiveTransition`: an interaction controller that a gesture drives with `update(_:)`
/// and ends with `finish()` or `cancel()`, scrubbing the animations the animation controller starts.
///
/// Read from the decompiled UIPercentDrivenInteractiveTransition.mm (iOS 26.1 UIKitCore):
/// - `init`: `_completionSpeed = 1.0; _completionCurve = 7; _wantsInteractiveStart = 1;` and `completionSpeed`
///   answers 1 for a value `<= 0.0`.
/// - `startInteractiveTransition:` stores `self->_duration` from `transitionDuration:`; if the animation
///   controller answers `interruptibleAnimatorForTransition:` that animator is driven (paused when initially
///   interactive, else started) and `animateTransition:` is not called; otherwise the animations
///   `animateTransition:` starts are tracked (`_setTrackedAnimationsStartPaused:self->_wantsInteractiveStart`), the
///   older path pausing the container layer (`[layer setSpeed:0.0]; [layer setTimeOffset:0.0]`, then
///   `setTimeOffset: self->_duration * percent` on each update). The kit tracks (`AnimationTracking`).
/// - The end: `setReversed:!complete`, then `continueAnimationWithTimingParameters:` a
///   `UICubicTimingParameters` of `completionCurve` with `durationFactor` from `_durationFactorForPercentComplete:
///   reversed:`, which is `(1.0 - complete) / completionSpeed` (`complete / completionSpeed` reversed): the rest
///   runs at `completionSpeed`. An interruptible animator with no `timingCurve` and `completionSpeed` 1 just gets
///   `startAnimation`.
/// The animation controller's own completion then calls `completeTransition(!transitionWasCancelled)`.
/// A tracked animator's fraction is the transition's time over its own duration (UIKit's layer `timeOffset`,
/// `duration * percent`), so a shorter animation inside a longer transition ends early, as on a device.
/// Deviation: the kit's `continueAnimation(withTimingParameters:durationFactor:)` scales the whole duration, so the
/// kit passes `1 / completionSpeed` where UIKit passes the remaining fraction over it: the same remaining time.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// `duration`: the animation controller's `transitionDuration(using:)`, known once the transition started.
    open private(set) var duration: CGFloat = 0
    /// `percentComplete`: the last `update(_:)`, 0...1.
    open private(set) var percentComplete: CGFloat = 0
    private var storedCompletionSpeed: CGFloat = 1
    /// `completionSpeed` (1): how fast the rest runs after `finish()`/`cancel()`; a value `<= 0` reads as 1.
    open var completionSpeed: CGFloat {
        get { storedCompletionSpeed <= 0 ? 1 : storedCompletionSpeed }
        set { storedCompletionSpeed = newValue }
    }
    /// `completionCurve` (`.easeInOut`): the curve of the rest.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// `timingCurve` (iOS 10): the timing of the rest, in place of `completionCurve`.
    open var timingCurve: UITimingCurveProvider?
    /// `wantsInteractiveStart` (iOS 10; true): false starts the animations running, to be caught by `pause()`.
    open var wantsInteractiveStart = true

    /// The transition in progress.
    private weak var context: ViewControllerTransitionContext?
    private var publicContext: UIViewControllerContextTransitioning?
    /// The animators driven, each with how its fraction follows the transition's (transition time / its duration).
    private var driven: [(animator: UIViewImplicitlyAnimating, scale: CGFloat)] = []
    /// Whether `driven` is the animation controller's interruptible animator (else the tracked animations).
    private var drivesInterruptibleAnimator = false

    /// `init()`.
    public init() {}

    /// `startInteractiveTransition(_:)`: asks the animation controller for its interruptible animator, else runs
    /// `animateTransition(using:)` with its animations tracked; they start paused at 0 unless
    /// `wantsInteractiveStart` is false.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        publicContext = transitionContext
        guard let kitContext = transitionContext as? ViewControllerTransitionContext else { return }
        context = kitContext
        percentComplete = 0
        let animationController = kitContext.animator
        duration = CGFloat(animationController.transitionDuration(using: transitionContext))
        kitContext.postInteractiveCompletion = { [weak self] in self?.letGo() }
        if let interruptible = animationController.interruptibleAnimator(using: transitionContext) {
            driven = [(interruptible, 1)]
            drivesInterruptibleAnimator = true
            if wantsInteractiveStart { interruptible.pauseAnimation() } else { interruptible.startAnimation() }
            return
        }
        drivesInterruptibleAnimator = false
        let tracking = AnimationTracking(startsPaused: wantsInteractiveStart)
        AnimationTracking.$current.withValue(tracking) {
            animationController.animateTransition(using: transitionContext)
        }
        driven = tracking.animators.map { animator in
            (animator, animator.duration > 0 ? duration / CGFloat(animator.duration) : .infinity)
        }
    }

    /// `update(_:)`: moves the transition to `percentComplete` (clamped to 0...1) and tells the context.
    open func update(_ percentComplete: CGFloat) {
        guard let publicContext, context?.isCompleted == false else { return }
        let percent = min(max(percentComplete, 0), 1)
        self.percentComplete = percent
        for (animator, scale) in driven where animator.state == .active && !animator.isRunning {
            animator.fractionComplete = min(1, percent * scale)
        }
        publicContext.updateInteractiveTransition(percent)
    }

    /// `pause()` (iOS 10): catches a running transition where it is; `update(_:)` drives it again.
    open func pause() {
        guard let publicContext, context?.isCompleted == false else { return }
        for (animator, _) in driven where animator.state == .active { animator.pauseAnimation() }
        publicContext.pauseInteractiveTransition()
    }

    /// `finish()`: the rest runs forwards at `completionSpeed`, then the animation controller completes.
    open func finish() { run(toEnd: true) }

    /// `cancel()`: runs back to the start at `completionSpeed`, then the animation controller completes with the
    /// transition cancelled.
    open func cancel() { run(toEnd: false) }

    private func run(toEnd: Bool) {
        guard let publicContext, context?.isCompleted == false else { return }
        if toEnd { publicContext.finishInteractiveTransition() } else { publicContext.cancelInteractiveTransition() }
        let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        let factor = 1 / completionSpeed
        for (animator, _) in driven where animator.state == .active {
            animator.isReversed = !toEnd
            if drivesInterruptibleAnimator, timingCurve == nil, completionSpeed == 1, !animator.isRunning {
                animator.startAnimation()
            } else {
                animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
            }
        }
    }

    /// The transition completed: nothing is driven any more.
    private func letGo() {
        driven = []
        publicContext = nil
        context = nil
    }
}
