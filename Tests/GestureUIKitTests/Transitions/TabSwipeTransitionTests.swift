import Foundation
import Testing

@testable import GestureUIKit

/// An app's tab switch: the new tab slides in from the side it lies on while the old one slides out.
private final class TabSlideAnimator: UIViewControllerAnimatedTransitioning {
    unowned let tabs: UITabBarController
    private(set) var ended: [Bool] = []

    init(tabs: UITabBarController) { self.tabs = tabs }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from),
              let to = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let children = tabs.viewControllers,
              let fromIndex = children.firstIndex(where: { $0 === from }),
              let toIndex = children.firstIndex(where: { $0 === to })
        else { return }
        let width = transitionContext.containerView.bounds.width
        let direction: CGFloat = toIndex > fromIndex ? 1 : -1
        toView.frame = transitionContext.finalFrame(for: to)
        toView.transform = CGAffineTransform(translationX: direction * width, y: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: .curveLinear,
            animations: {
                fromView.transform = CGAffineTransform(translationX: -direction * width, y: 0)
                toView.transform = .identity
            }
        ) { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Swipe between tabs: a pan on the tab bar controller's view selects the neighbouring tab in `.began` and
/// drives the switch with an interaction controller.
private final class TabSwipeCoordinator: UITabBarControllerDelegate {
    unowned let tabs: UITabBarController
    lazy var animator = TabSlideAnimator(tabs: tabs)
    let interaction = UIPercentDrivenInteractiveTransition()
    var isSwiping = false

    init(tabs: UITabBarController) {
        self.tabs = tabs
        tabs.view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        let width = tabs.view.bounds.width
        let dx = pan.translation(in: tabs.view).x
        switch pan.state {
        case .began:
            let target = tabs.selectedIndex + (pan.velocity(in: tabs.view).x < 0 ? 1 : -1)
            guard (tabs.viewControllers ?? []).indices.contains(target) else { return }
            isSwiping = true
            tabs.selectedIndex = target
        case .changed:
            guard isSwiping else { return }
            interaction.update(abs(dx) / width)
        case .ended, .cancelled:
            guard isSwiping else { return }
            isSwiping = false
            let flick = abs(pan.velocity(in: tabs.view).x) > 500
            if pan.state == .ended, interaction.percentComplete > 0.4 || flick {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default: break
        }
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { isSwiping ? interaction : nil }
}

@Suite("Tab bar controller: a pan between tabs with an interaction controller")
struct TabSwipeTransitionTests {
    private final class Screen {
        let window = UIWindow(size: CGSize(390, 844))
        let tabs = KitScreen.$size.withValue(CGSize(390, 844)) { UITabBarController() }
        let children = (0..<3).map { _ in AppearanceLoggingController() }
        let coordinator: TabSwipeCoordinator

        init() {
            tabs.viewControllers = children
            tabs.view.frame = window.bounds
            window.addSubview(tabs.view)
            coordinator = TabSwipeCoordinator(tabs: tabs)
            tabs.delegate = coordinator
            window.advance(to: 0.016)
            for child in children { child.log.removeAll() }
        }

        func drag(from x0: Double, to x1: Double, at t: Double, duration: Double, hold: Double = 0, lift: Bool = true) {
            window.touchDown(finger: 1, at: CGPoint(x0, 400), time: t)
            let steps = max(1, Int((duration * 120).rounded()))
            for i in 1...steps {
                let f = Double(i) / Double(steps)
                window.touchMoved(finger: 1, to: CGPoint(x0 + (x1 - x0) * f, 400), time: t + duration * f)
            }
            if lift { window.touchUp(finger: 1, at: CGPoint(x1, 400), time: t + duration + hold) }
        }
    }

    @Test("a fast swipe left selects the next tab: the switch is scrubbed, then finishes")
    func finishes() {
        let screen = Screen()
        screen.drag(from: 300, to: 100, at: 0.1, duration: 0.1, lift: false)
        #expect(screen.tabs.selectedIndex == 1)  // selected from .began, as UIKit answers during the switch
        #expect(abs(screen.children[1].view.renderTransform.tx - (390 - 190)) < 3)
        screen.window.touchUp(finger: 1, at: CGPoint(100, 400), time: 0.2)
        screen.window.advance(to: 1)
        #expect(screen.tabs.selectedIndex == 1)
        #expect(screen.children[1].view.superview === screen.tabs.contentView)
        #expect(screen.children[0].view.superview == nil)
        #expect(screen.children[1].view.transform == .identity && screen.children[1].view.renderTransform == .identity)
        #expect(screen.children[0].log == ["willDisappear", "didDisappear"])
        #expect(screen.children[1].log == ["willAppear", "didAppear"])
        #expect(screen.coordinator.animator.ended == [true])
    }

    @Test("a slow short swipe cancels: the first tab is selected and shown again")
    func cancels() {
        let screen = Screen()
        screen.drag(from: 300, to: 240, at: 0.1, duration: 0.6, hold: 0.2)
        screen.window.advance(to: 2)
        #expect(screen.tabs.selectedIndex == 0)
        #expect(screen.children[0].view.superview === screen.tabs.contentView)
        #expect(screen.children[1].view.superview == nil)
        #expect(screen.children[0].view.transform == .identity && screen.children[0].view.renderTransform == .identity)
        #expect(screen.children[0].log == ["willDisappear", "willAppear", "didAppear"])
        #expect(screen.children[1].log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(screen.coordinator.animator.ended == [false])
    }
}
