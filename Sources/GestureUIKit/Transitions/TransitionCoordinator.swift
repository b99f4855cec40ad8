import Foundation

/// The kit's transition coordinator (UIKit's `_UIViewControllerTransitionCoordinator`): one per present, dismiss,
/// push, pop or size change, in force from just before the controllers' `viewWillAppear(_:)` /
/// `viewWillDisappear(_:)` until the transition completes.
///
/// Its owner (the presentation, the navigation controller, the window's resize) calls `begin()` when the
/// transition's own animation starts, `update(percent:)` while a gesture drives it, `endInteraction(cancelled:
/// remaining:)` at the lift and `complete(cancelled:)` at the end. The alongside blocks run, as UIKit's
/// `_runAlongsideAnimations` does, inside one animation of the transition's duration: a `UIViewPropertyAnimator`
/// that runs with the transition, or, for an interactive one, is paused and scrubbed to its percent, then runs the
/// rest forwards (finished) or backwards (cancelled) in the time the transition takes for it. Completions run
/// after, in the order given, before the controllers' `viewDidAppear(_:)` (that order was not read from the
/// decompile). A non-animated transition runs the
/// blocks at once, without animation. Deviation: the alongside animation's curve is always ease-in-out (UIKit's
/// follows the transition's own layer timing).
package final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// The two controllers and the views the transition moves.
    package struct Participants {
        let from: UIViewController?
        let to: UIViewController?
        let fromView: UIView?
        let toView: UIView?
    }

    private enum Phase { case waiting, running, completed }

    package let isAnimated: Bool
    package let presentationStyle: UIModalPresentationStyle
    package private(set) var initiallyInteractive: Bool
    package var isInterruptible: Bool { false }
    package private(set) var isInteractive: Bool
    package private(set) var isCancelled = false
    /// Set by the owner once the animation controller answered `transitionDuration(using:)`.
    package var transitionDuration: TimeInterval
    package private(set) var percentComplete: CGFloat = 0
    package private(set) var completionVelocity: CGFloat = 1
    package private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    package let containerView: UIView
    package let targetTransform = CGAffineTransform.identity
    private let participants: Participants

    private var phase = Phase.waiting
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The controllers whose `transitionCoordinator` this is until it completes.
    private var installedOn: [UIViewController] = []
    /// The animations the alongside blocks run in, once the transition began (animated transitions only): one for
    /// the blocks given before, one more for each block given while it runs.
    private var alongside: [UIViewPropertyAnimator] = []
    /// The window time the transition began at (a block given later starts where the transition is).
    private var beganAt: Double?

    package init(
        containerView: UIView, animated: Bool, interactive: Bool, duration: TimeInterval,
        style: UIModalPresentationStyle = .none, participants: Participants
    ) {
        self.containerView = containerView
        isAnimated = animated
        initiallyInteractive = interactive
        isInteractive = interactive
        transitionDuration = animated ? duration : 0
        presentationStyle = style
        self.participants = participants
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    package func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard phase != .completed else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        switch phase {
        case .waiting: animations.append(animation)
        case .running:
            if isAnimated, transitionDuration > 0 {
                startAlongside([animation])
            } else {
                animation(self)
            }
        case .completed: break
        }
        return true
    }

    @discardableResult
    package func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    package func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        guard phase != .completed else { return }
        interactionHandlers.append(handler)
    }

    package func notifyWhenInteractionEnds(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        notifyWhenInteractionChanges(handler)
    }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: participants.from
        case .to: participants.to
        default: nil
        }
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: participants.fromView
        case .to: participants.toView
        default: nil
        }
    }

    // MARK: Driven by the transition's owner

    /// Sets what is known once the animation and interaction controllers answered, before `begin()`.
    package func prepare(duration: TimeInterval, interactive: Bool) {
        guard phase == .waiting else { return }
        transitionDuration = isAnimated ? duration : 0
        initiallyInteractive = interactive
        isInteractive = interactive
    }

    /// Makes this the `transitionCoordinator` of `controllers` (nil entries skipped) until it completes.
    package func install(on controllers: [UIViewController?]) {
        for case let controller? in controllers {
            controller.ownTransitionCoordinator = self
            installedOn.append(controller)
        }
    }

    /// The transition's own animation starts: the blocks collected run in the alongside animation (at once when not
    /// animated), running with it, or paused at the transition's percent while interactive.
    package func begin() {
        guard phase == .waiting else { return }
        phase = .running
        let blocks = animations
        animations = []
        guard isAnimated, transitionDuration > 0 else {
            for block in blocks { block(self) }
            return
        }
        beganAt = containerView.window?.now
        if !blocks.isEmpty { startAlongside(blocks) }
    }

    /// Runs `blocks` in a new animation of the transition's duration, put where the transition is: paused at its
    /// percent while interactive, else running from the time elapsed since it began.
    private func startAlongside(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void]) {
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
        for block in blocks { animator.addAnimations { [unowned self] in block(self) } }
        alongside.append(animator)
        var elapsed = 0.0
        if let now = containerView.window?.now, let beganAt { elapsed = (now - beganAt) / transitionDuration }
        let fraction = isInteractive ? percentComplete : CGFloat(min(max(elapsed, 0), 1))
        if isInteractive || fraction > 0 {
            animator.pauseAnimation()
            animator.fractionComplete = fraction
        }
        if !isInteractive { animator.startAnimation() }
    }

    /// A gesture moved the transition to `percent` (0...1): a paused alongside animation follows.
    package func update(percent: CGFloat) {
        guard phase != .completed else { return }
        percentComplete = min(max(percent, 0), 1)
        guard isInteractive else { return }
        for animator in alongside where animator.state == .active && !animator.isRunning {
            animator.fractionComplete = percentComplete
        }
    }

    /// The interaction ended (the lift): the handlers hear it, then the alongside animation runs the rest, forwards
    /// or (cancelled) back, over `remaining` seconds (the transition's own time for the rest when nil).
    package func endInteraction(cancelled: Bool, remaining: TimeInterval? = nil) {
        guard phase != .completed, isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
        let rest = cancelled ? percentComplete : 1 - percentComplete
        let fullRest = rest * transitionDuration
        completionVelocity = remaining.map { $0 > 0 && fullRest > 0 ? CGFloat(fullRest / $0) : 1 } ?? 1
        for animator in alongside where animator.state == .active {
            animator.isReversed = cancelled
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1 / completionVelocity)
        }
    }

    /// The transition completed (`cancelled`: it ended where it started): the alongside animation is put at that
    /// end, then the completions run.
    package func complete(cancelled: Bool) {
        guard phase != .completed else { return }
        if isInteractive {
            isInteractive = false
            let handlers = interactionHandlers
            interactionHandlers = []
            isCancelled = cancelled
            for handler in handlers { handler(self) }
        }
        isCancelled = cancelled
        phase = .completed
        for animator in alongside where animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: cancelled ? .start : .end)
        }
        alongside = []
        if !animations.isEmpty {
            // Blocks given to a transition that completed before it began (nothing animated).
            for block in animations { block(self) }
            animations = []
        }
        let blocks = completions
        completions = []
        interactionHandlers = []
        for block in blocks { block(self) }
        for controller in installedOn where controller.ownTransitionCoordinator === self {
            controller.ownTransitionCoordinator = nil
        }
        installedOn = []
    }
}
