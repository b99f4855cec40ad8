import Foundation
import Testing

@testable import GestureUIKit

/// A dismissal animation controller built on a property animator: either handed out as the interruptible animator
/// (`interruptibleAnimator(using:)`, one per transition as Apple asks) or only started in `animateTransition`.
private final class PropertyAnimatorDismissal: UIViewControllerAnimatedTransitioning {
    let offersInterruptibleAnimator: Bool
    private(set) var animateTransitionCalls = 0
    private(set) var ended: [Bool] = []
    private var animator: UIViewPropertyAnimator?

    init(offersInterruptibleAnimator: Bool) { self.offersInterruptibleAnimator = offersInterruptibleAnimator }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        makeAnimator(transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating?
    {
        offersInterruptibleAnimator ? makeAnimator(transitionContext) : nil
    }

    private func makeAnimator(_ context: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        if let animator { return animator }
        let fromView = context.view(forKey: .from)
        let height = context.containerView.bounds.height
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
            fromView?.transform = CGAffineTransform(translationX: 0, y: height)
        }
        animator.addCompletion { [unowned self] _ in
            self.animator = nil
            context.completeTransition(!context.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A presented controller whose dismissal code drives through a percent-driven interaction controller.
private final class ScriptedCard: UIViewController, UIViewControllerTransitioningDelegate {
    let dismissal: PropertyAnimatorDismissal
    let interaction = UIPercentDrivenInteractiveTransition()

    init(offersInterruptibleAnimator: Bool) {
        dismissal = PropertyAnimatorDismissal(offersInterruptibleAnimator: offersInterruptibleAnimator)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { return nil }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissal
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { interaction }
}

@Suite("UIPercentDrivenInteractiveTransition: interruptible animators, tracked property animators, completionSpeed")
struct PercentDrivenAnimatorTests {
    private func presented(offersInterruptibleAnimator: Bool) -> (Harness, UIViewController, ScriptedCard) {
        let harness = Harness()
        let root = UIViewController()
        root.view.frame = harness.window.bounds
        harness.add(root.view)
        let card = ScriptedCard(offersInterruptibleAnimator: offersInterruptibleAnimator)
        root.present(card, animated: false)
        root.dismiss(animated: true)
        return (harness, root, card)
    }

    @Test("an interruptible animator is scrubbed and finished in place of animateTransition")
    func interruptibleAnimatorIsDriven() {
        let (harness, root, card) = presented(offersInterruptibleAnimator: true)
        #expect(card.dismissal.animateTransitionCalls == 0)  // UIKit does not call it for an interruptible one
        card.interaction.update(0.25)
        #expect(card.interaction.percentComplete == 0.25)
        #expect(abs(card.view.renderTransform.ty - 211) < 1)  // 0.25 of 844, linear
        card.interaction.finish()
        harness.window.advance(to: 1)
        #expect(root.presentedViewController == nil && card.view.window == nil)
        #expect(card.dismissal.ended == [true])
    }

    @Test("a property animator started in animateTransition is held paused, scrubbed, and reversed by cancel()")
    func trackedPropertyAnimatorIsReversed() {
        let (harness, root, card) = presented(offersInterruptibleAnimator: false)
        #expect(card.dismissal.animateTransitionCalls == 1)
        #expect(card.view.renderTransform.ty == 0)  // started paused at 0, not running
        harness.window.advance(to: 0.2)
        #expect(card.view.renderTransform.ty == 0)
        card.interaction.update(0.5)
        #expect(abs(card.view.renderTransform.ty - 422) < 1)
        card.interaction.cancel()
        harness.window.advance(to: 1)
        #expect(root.presentedViewController === card && card.view.window != nil)
        #expect(card.view.transform == .identity && card.view.renderTransform == .identity)
        #expect(card.dismissal.ended == [false])
    }

    @Test("completionSpeed 2 runs the rest in half its time: 0.2 s of a 0.4 s dismissal left at 50 % takes 0.1 s")
    func completionSpeedShortensTheRest() {
        let (harness, root, card) = presented(offersInterruptibleAnimator: false)
        card.interaction.completionSpeed = 2
        card.interaction.update(0.5)
        let start = harness.window.now
        card.interaction.finish()
        harness.window.advance(to: start + 0.08)
        #expect(root.presentedViewController === card)  // 0.08 s < 0.1 s: still running
        harness.window.advance(to: start + 0.12)
        #expect(root.presentedViewController == nil)
        #expect(card.dismissal.ended == [true])
    }

    @Test("completionSpeed of 0 or less reads as 1, as UIKit's getter answers")
    func completionSpeedFloor() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 0
        #expect(interaction.completionSpeed == 1)
        #expect(interaction.wantsInteractiveStart && interaction.completionCurve == .easeInOut)
    }
}
