import Foundation
import Testing

@testable import GestureUIKit

/// An app's pop animation: the top page slides right off the screen while the page below slides in from 30 % to
/// the left, with `UIView.animate`.
final class SlidePopAnimator: UIViewControllerAnimatedTransitioning {
    private(set) var ended: [Bool] = []
    private(set) var contexts: [UIViewControllerContextTransitioning] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        contexts.append(transitionContext)
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        let width = transitionContext.containerView.bounds.width
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        toView.transform = CGAffineTransform(translationX: -0.3 * width, y: 0)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: .curveLinear,
            animations: {
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
                toView.transform = .identity
            }
        ) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// The navigation controller's delegate of an app with a full-screen swipe back: its own pan anywhere on the
/// navigation controller's view pops interactively with the app's animation.
final class SwipeBackCoordinator: UINavigationControllerDelegate {
    let animator = SlidePopAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()
    var isSwiping = false
    var shown: [String] = []
    unowned let nav: UINavigationController

    init(nav: UINavigationController) {
        self.nav = nav
        nav.view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        let width = nav.view.bounds.width
        switch pan.state {
        case .began:
            isSwiping = true
            nav.popViewController(animated: true)
        case .changed:
            interaction.update(pan.translation(in: nav.view).x / width)
        case .ended:
            isSwiping = false
            if interaction.percentComplete > 0.5 || pan.velocity(in: nav.view).x > 500 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            isSwiping = false
            interaction.cancel()
        default: break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? animator : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isSwiping ? interaction : nil
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append((viewController as? TestPage)?.name ?? "?")
    }
}

@Suite("Navigation: a custom interactive pop driven by the app's own pan")
struct CustomInteractivePopTests {
    private final class Screen {
        let h = Harness()
        let nav = UINavigationController(nibName: nil, bundle: nil)
        let pages = [NavigationHarness.page(0), NavigationHarness.page(1)]
        let coordinator: SwipeBackCoordinator

        init() {
            h.add(nav.view)
            nav.setViewControllers(pages, animated: false)
            coordinator = SwipeBackCoordinator(nav: nav)
            nav.delegate = coordinator
        }
    }

    @Test("a fast swipe scrubs the app's animation under the finger, then finishes the pop")
    func finishes() {
        let screen = Screen()
        screen.h.drag(CGPoint(100, 400), CGPoint(300, 400), from: 0, duration: 0.1, lift: false)
        // 190 pt scrubbed (200 moved less the pan's 10 pt hysteresis): the top page drawn there, no parallax.
        #expect(abs(screen.pages[1].view.renderTransform.tx - 190) < 3)
        #expect(abs(screen.pages[0].view.renderTransform.tx - (-117 + 0.3 * 190)) < 3)
        #expect(screen.nav.isTransitioning)
        screen.h.window.touchUp(finger: 1, at: CGPoint(300, 400), time: 0.1)
        screen.h.window.advance(to: 1)
        #expect(screen.nav.viewControllers.count == 1 && screen.nav.topViewController === screen.pages[0])
        #expect(!screen.nav.isTransitioning)
        #expect(screen.pages[1].view.superview == nil)
        #expect(screen.pages[0].view.superview === screen.nav.contentView)
        #expect(screen.pages[0].view.transform == .identity && screen.pages[0].view.renderTransform == .identity)
        #expect(screen.coordinator.animator.ended == [true])
        #expect(screen.coordinator.shown == ["page.0"])
    }

    @Test("a slow short swipe cancels: the top page slides back and stays on the stack")
    func cancels() {
        let screen = Screen()
        screen.h.drag(CGPoint(100, 400), CGPoint(160, 400), from: 0, duration: 0.6, hold: 0.2)
        screen.h.window.advance(to: 2)
        #expect(screen.nav.viewControllers.count == 2 && screen.nav.topViewController === screen.pages[1])
        #expect(!screen.nav.isTransitioning)
        #expect(screen.pages[1].view.superview === screen.nav.contentView)
        #expect(screen.pages[1].view.transform == .identity && screen.pages[1].view.renderTransform == .identity)
        #expect(screen.pages[0].view.superview == nil)
        #expect(!screen.pages[1].isMovingFromParent)
        #expect(screen.coordinator.animator.ended == [false])
        #expect(screen.coordinator.shown == ["page.1"])  // UIKit sends didShow for the page that stayed
        // The stack still pops afterwards, with the same animation.
        screen.h.drag(CGPoint(100, 400), CGPoint(350, 400), from: 3, duration: 0.1)
        screen.h.window.advance(to: 4)
        #expect(screen.nav.viewControllers.count == 1)
    }

    @Test("a pop in code asks the delegate too: the app's animation runs instead of the parallax")
    func popInCodeRunsTheAppsAnimation() {
        let screen = Screen()
        screen.nav.popViewController(animated: true)
        screen.h.window.advance(to: 0.15)
        // Half way through the linear 0.3 s slide.
        #expect(abs(screen.pages[1].view.renderTransform.tx - 195) < 8)
        screen.h.window.advance(to: 1)
        #expect(screen.nav.viewControllers.count == 1 && screen.coordinator.animator.ended == [true])
    }
}
