import Foundation

/// UIKit's animation tracking for interactive transitions: while an interaction controller calls
/// `animateTransition(using:)`, every `UIView.animate` call and every `UIViewPropertyAnimator` started is collected
/// (and, for an interactive start, left paused) so the interaction can scrub them by fraction and finish or reverse
/// them.
///
/// Decompiled `-[UIPercentDrivenInteractiveTransition startInteractiveTransition:]` does this with
/// `+[UIViewPropertyAnimator _startTrackingAnimations]`, `_setTrackedAnimationsStartPaused:self->_wantsInteractiveStart`,
/// `[_animator animateTransition:transitionCopy]`, `_finishTrackingAnimations`, then drives the tracked animator with
/// `setFractionComplete:percent`, and at the end `setReversed:!complete` and `continueAnimationWithTimingParameters:
/// durationFactor:`. Here each tracked `UIView.animate` becomes its own `UIViewPropertyAnimator` with the call's
/// duration and curve (or spring). Deviation: a tracked `UIView.animate`'s `delay` is dropped; its completion gets
/// `true` whichever end it reached (the transition's `transitionWasCancelled` says which).
final class AnimationTracking: @unchecked Sendable {
    /// The tracking in force on this thread (the interaction controller sets it around `animateTransition`).
    @TaskLocal static var current: AnimationTracking?

    /// Whether the tracked animations start paused (an interactive start) or running.
    let startsPaused: Bool
    /// The animators collected, in the order they started.
    private(set) var animators: [UIViewPropertyAnimator] = []

    init(startsPaused: Bool) {
        self.startsPaused = startsPaused
    }

    /// A `UIView.animate` call inside the tracked scope: made a property animator, paused or started.
    func track(
        timing: Animator.Timing, allowsUserInteraction: Bool, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let animator: UIViewPropertyAnimator
        switch timing {
        case .curve(let curve, let duration):
            animator = UIViewPropertyAnimator(
                duration: duration, timingParameters: UICubicTimingParameters(timingCurve: curve))
        case .spring(let ratio, let response, let velocity):
            animator = UIViewPropertyAnimator(
                duration: response,
                timingParameters: UISpringTimingParameters(
                    dampingRatio: CGFloat(ratio), initialVelocity: CGVector(dx: 0, dy: velocity)))
        }
        animator.isUserInteractionEnabled = allowsUserInteraction
        animator.addAnimations(animations)
        animator.addCompletion { _ in completion?(true) }
        animators.append(animator)
        if startsPaused { animator.pauseAnimation() } else { animator.startAnimation() }
    }

    /// A property animator's `startAnimation()` inside the tracked scope: collected, and paused instead when the
    /// transition starts interactively (true: the start was taken over).
    func claim(_ animator: UIViewPropertyAnimator) -> Bool {
        guard !animators.contains(where: { $0 === animator }) else { return false }
        animators.append(animator)
        guard startsPaused else { return false }
        animator.pauseAnimation()
        return true
    }
}
