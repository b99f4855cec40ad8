import Foundation
import Testing

@testable import GestureUIKit

/// A card whose presentation is driven by code through a percent-driven interaction controller (as a pull-up
/// drawer's pan drives it), with the slide-up animation of `SlideAnimator`.
private final class PulledUpCard: AppearanceLoggingController, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    let presentAnimator = SlideAnimator(presenting: true)

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { presentAnimator }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { interaction }
}

@Suite("Presentations: an interactive presentation, cancelled or caught while it runs")
struct InteractivePresentationTests {
    private func presenting(_ configure: (PulledUpCard) -> Void = { _ in }) -> (Harness, AppearanceLoggingController, PulledUpCard) {
        let harness = Harness()
        let root = AppearanceLoggingController()
        root.view.frame = harness.window.bounds
        harness.add(root.view)
        let card = PulledUpCard()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = card
        configure(card)
        root.present(card, animated: true)
        return (harness, root, card)
    }

    @Test("a cancelled interactive presentation takes the card away again and leaves the presenter as it was")
    func cancelledPresentation() {
        let (harness, root, card) = presenting()
        card.interaction.update(0.3)
        #expect(abs(card.view.renderCenter.y - (422 + 0.7 * 844)) < 2)  // 30 % of the way up
        card.interaction.cancel()
        harness.window.advance(to: 1)
        #expect(root.presentedViewController == nil && card.presentingViewController == nil)
        #expect(card.view.window == nil)
        #expect(root.view.window === harness.window && harness.window.subviews.count == 1)
        #expect(!card.isBeingPresented)
        #expect(card.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(root.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(card.presentAnimator.ended == [false] && card.presentAnimator.allClosed)
    }

    @Test("wantsInteractiveStart false starts the presentation running; pause() catches it and update() scrubs it")
    func caughtWhileRunning() {
        let (harness, root, card) = presenting { $0.interaction.wantsInteractiveStart = false }
        let context = card.presentAnimator.contexts.first
        #expect(context?.isInteractive == false)
        harness.window.advance(to: 0.1)
        #expect(card.view.renderCenter.y < 422 + 844 - 1)  // already moving up
        card.interaction.pause()
        #expect(context?.isInteractive == true)
        card.interaction.update(0.9)
        #expect(abs(card.view.renderCenter.y - (422 + 0.1 * 844)) < 2)
        card.interaction.finish()
        harness.window.advance(to: 1)
        #expect(root.presentedViewController === card && card.view.frame == harness.window.bounds)
        #expect(card.presentAnimator.ended == [true])
    }

    @Test("finish() continues along completionCurve: easeIn covers less of the rest early than linear does")
    func completionCurveShapesTheRest() {
        func drawnAfterFinish(_ curve: UIView.AnimationCurve) -> CGFloat {
            let (harness, _, card) = presenting { $0.interaction.completionCurve = curve }
            card.interaction.update(0.5)
            let start = harness.window.now
            card.interaction.finish()
            harness.window.advance(to: start + 0.05)
            return card.view.renderCenter.y
        }
        // From half way (y 844) towards 422 over 0.2 s: an ease-in curve has moved less after 0.05 s.
        #expect(drawnAfterFinish(.easeIn) > drawnAfterFinish(.linear) + 5)
    }
}
