import Foundation
import Testing

@testable import GestureUIKit

/// A card presented full screen with its own slide animations, which a downward pan on it dismisses
/// interactively, as apps write it: `.began` calls `dismiss(animated: true)` with the interaction controller
/// armed, `.changed` updates it by the drag's share of the height, the lift finishes on a fast downward flick or
/// past half way and cancels otherwise.
final class CardController: AppearanceLoggingController, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    let presentAnimator = SlideAnimator(presenting: true)
    let dismissAnimator = SlideAnimator(presenting: false)
    var isDraggingToDismiss = false
    var dismissCompletions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        let reference = view.superview
        switch pan.state {
        case .began:
            isDraggingToDismiss = true
            dismiss(animated: true) { [unowned self] in dismissCompletions += 1 }
        case .changed:
            interaction.update(pan.translation(in: reference).y / view.bounds.height)
        case .ended:
            isDraggingToDismiss = false
            if pan.velocity(in: reference).y > 800 || interaction.percentComplete > 0.5 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            isDraggingToDismiss = false
            interaction.cancel()
        default: break
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { presentAnimator }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        isDraggingToDismiss ? interaction : nil
    }
}

@Suite("Presentations: a pan drives a UIPercentDrivenInteractiveTransition dismissal")
struct InteractiveDismissalTests {
    /// A root controller in a window that has presented the card full screen with its slide-up animation.
    private final class Screen {
        let harness = Harness()
        let root = AppearanceLoggingController()
        let card = CardController()
        var window: UIWindow { harness.window }

        init() {
            root.view.frame = window.bounds
            harness.add(root.view)
            card.modalPresentationStyle = .fullScreen
            card.transitioningDelegate = card
            root.present(card, animated: true)
            window.advance(to: 0.6)
        }
    }

    @Test("an animated presentation runs the animation controller, then the presenting view leaves the window")
    func presentsThroughTheAnimationController() {
        let harness = Harness()
        let root = AppearanceLoggingController()
        root.view.frame = harness.window.bounds
        harness.add(root.view)
        let card = CardController()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = card
        root.present(card, animated: true)
        harness.window.advance(to: 0.2)
        // Half way through the 0.4 s slide: drawn between the bottom and the top, the presenter still underneath.
        #expect(card.view.renderCenter.y > 422 && card.view.renderCenter.y < 422 + 844)
        #expect(root.view.window != nil)
        #expect(card.log == ["willAppear"])
        harness.window.advance(to: 0.6)
        #expect(card.view.renderCenter.y == 422)
        #expect(root.view.window == nil)  // .fullScreen: removed once the transition is over
        #expect(card.log == ["willAppear", "didAppear"])
        #expect(root.log == ["willDisappear", "didDisappear"])
        #expect(card.presentAnimator.ended == [true] && card.presentAnimator.allClosed)
    }

    @Test("a fast downward flick finishes the dismissal: the card leaves, the completion runs, the presenter returns")
    func fastFlickFinishes() {
        let screen = Screen()
        screen.card.log.removeAll()
        screen.root.log.removeAll()
        screen.harness.drag(CGPoint(195, 300), CGPoint(195, 500), from: 1, duration: 0.1, lift: false)
        // Scrubbed under the finger: 190 pt of the 200 (the pan's 10 pt hysteresis is not in its translation).
        let percent = screen.card.interaction.percentComplete
        #expect(abs(percent - 190.0 / 844) < 0.01)
        #expect(abs(screen.card.view.renderCenter.y - (422 + 190)) < 3)
        #expect(screen.root.view.window != nil)  // back under the card while it is dragged
        screen.window.touchUp(finger: 1, at: CGPoint(195, 500), time: 1.1)
        screen.window.advance(to: 2)
        #expect(screen.root.presentedViewController == nil)
        #expect(screen.card.view.window == nil)
        #expect(screen.card.dismissCompletions == 1)
        #expect(screen.card.log == ["willDisappear", "didDisappear"])
        #expect(screen.root.log == ["willAppear", "didAppear"])
        #expect(screen.card.dismissAnimator.ended == [true] && screen.card.dismissAnimator.allClosed)
    }

    @Test("a slow short drag cancels: the card stays presented with its frame restored, and appears again")
    func slowShortDragCancels() {
        let screen = Screen()
        screen.card.log.removeAll()
        screen.root.log.removeAll()
        screen.harness.drag(CGPoint(195, 300), CGPoint(195, 370), from: 1, duration: 0.6, hold: 0.2)
        screen.window.advance(to: 3)
        #expect(screen.root.presentedViewController === screen.card)
        #expect(screen.card.view.window != nil)
        #expect(screen.card.view.frame == screen.window.bounds)  // the model put back, not left at the bottom
        #expect(screen.card.view.renderCenter.y == 422)
        #expect(screen.root.view.window == nil)  // out of the window again under a full-screen card
        #expect(screen.card.dismissCompletions == 0)
        #expect(screen.card.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(screen.root.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(screen.card.dismissAnimator.ended == [false] && screen.card.dismissAnimator.allClosed)
        #expect(!screen.card.isBeingDismissed)
    }

    @Test("after a cancelled drag, a second drag can still dismiss the card")
    func dismissesAfterACancel() {
        let screen = Screen()
        screen.harness.drag(CGPoint(195, 300), CGPoint(195, 360), from: 1, duration: 0.6, hold: 0.2)
        screen.window.advance(to: 3)
        screen.harness.drag(CGPoint(195, 300), CGPoint(195, 700), from: 4, duration: 0.1)
        screen.window.advance(to: 5)
        #expect(screen.root.presentedViewController == nil)
        #expect(screen.card.dismissAnimator.ended == [false, true])
    }
}
