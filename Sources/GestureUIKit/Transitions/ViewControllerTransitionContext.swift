import Foundation

/// The kit's transition context, UIKit's `_UIViewControllerOneToOneTransitionContext`: one per custom
/// presentation, dismissal, navigation operation or tab switch, handed to the animation controller (or the
/// interaction controller) and closed by `completeTransition(_:)`.
///
/// As decompiled `_UIViewControllerTransitionContext` does, `completeTransition(_:)` runs the owner's completion
/// (the controller that asked for the transition puts its views and appearance callbacks in order) and then tells
/// the animation controller `animationEnded(_:)`; a second call does nothing. The interaction controller driving
/// it is looked up through the context (UIKit's `_associatedTransitionContextsForInteractionController:`), here the
/// `interactor` field. Deviations: `targetTransform` is always the identity (no rotation); `initialFrame(for:)` and
/// `finalFrame(for:)` answer the frames the kit knows (the container's bounds or the presentation controller's
/// `frameOfPresentedViewInContainerView`, `.zero` for a view that is not on screen).
final class ViewControllerTransitionContext: UIViewControllerContextTransitioning {
    /// The two controllers, the views the transition moves (nil: not moved), and each controller's frames.
    struct Participants {
        let from: UIViewController
        let to: UIViewController
        let fromView: UIView?
        let toView: UIView?
        /// Initial and final frames of `from` and `to`.
        let fromFrames: (initial: CGRect, final: CGRect)
        let toFrames: (initial: CGRect, final: CGRect)
    }

    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    let participants: Participants
    /// The animation controller.
    let animator: UIViewControllerAnimatedTransitioning
    /// The interaction controller, if the transition is interactive.
    let interactor: UIViewControllerInteractiveTransitioning?
    /// The last `updateInteractiveTransition(_:)` (UIKit's `_previousPercentComplete`).
    private(set) var percentComplete: CGFloat = 0
    /// True once `completeTransition(_:)` ran: the transition is closed.
    private(set) var isCompleted = false
    /// The owner's completion: puts the views and callbacks in order for `didComplete`.
    private let completion: (Bool) -> Void
    /// Run before `completion` (UIKit's `_setPostInteractiveCompletionHandler:`): the interaction controller lets
    /// go of the transition.
    var postInteractiveCompletion: (() -> Void)?
    /// The coordinator the controllers see as `transitionCoordinator`: begun with the transition, told its percent
    /// and the lift, completed before the owner's completion.
    var coordinator: TransitionCoordinator?

    init(
        containerView: UIView, animated: Bool, style: UIModalPresentationStyle, participants: Participants,
        animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
        completion: @escaping (Bool) -> Void
    ) {
        self.containerView = containerView
        isAnimated = animated
        presentationStyle = style
        self.participants = participants
        self.animator = animator
        self.interactor = interactor
        self.completion = completion
    }

    /// Starts the transition: the interaction controller's `startInteractiveTransition(_:)` when there is one
    /// (interactive from the start unless it says `wantsInteractiveStart` false), else the animation controller's
    /// `animateTransition(using:)`.
    func start() {
        if let interactor {
            isInteractive = interactor.wantsInteractiveStart
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        coordinator?.begin()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isCompleted else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        coordinator?.update(percent: self.percentComplete)
    }

    func finishInteractiveTransition() {
        guard !isCompleted else { return }
        isInteractive = false
        transitionWasCancelled = false
        coordinator?.endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        guard !isCompleted else { return }
        isInteractive = false
        transitionWasCancelled = true
        coordinator?.endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        guard !isCompleted else { return }
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        isInteractive = false
        let handler = postInteractiveCompletion
        postInteractiveCompletion = nil
        handler?()
        coordinator?.complete(cancelled: !didComplete)
        completion(didComplete)
        animator.animationEnded(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: participants.from
        case .to: participants.to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: participants.fromView
        case .to: participants.toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === participants.from { return participants.fromFrames.initial }
        if vc === participants.to { return participants.toFrames.initial }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === participants.from { return participants.fromFrames.final }
        if vc === participants.to { return participants.toFrames.final }
        return .zero
    }
}
