import Foundation

@testable import GestureUIKit

/// An app's animation controller: slides the arriving view up from below (presenting) or the leaving view down off
/// the container (dismissing) with `UIView.animate`, and completes with `!transitionWasCancelled`.
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    private(set) var ended: [Bool] = []
    private(set) var contexts: [UIViewControllerContextTransitioning] = []

    init(presenting: Bool, duration: TimeInterval = 0.4) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        contexts.append(transitionContext)
        let container = transitionContext.containerView
        if presenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let to = transitionContext.viewController(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: to)
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(toView)
            UIView.animate(withDuration: duration, animations: { toView.frame = final }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveLinear,
                animations: { fromView.frame.origin.y = container.bounds.height }
            ) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }

    /// Whether every transition this animator ran is closed.
    var allClosed: Bool {
        contexts.allSatisfy { ($0 as? ViewControllerTransitionContext)?.isCompleted == true }
    }
}

/// A controller that logs its appearance callbacks.
class AppearanceLoggingController: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}
