import Foundation
import Testing

@testable import GestureUIKit

/// A page that, as apps do, fades a header (a view outside the transition, like a custom bar) alongside its own
/// appearance through `transitionCoordinator`, and logs what the coordinator tells it.
private final class FadingPage: UIViewController {
    let header: UIView
    var log: [String] = []
    /// The coordinator seen in `viewWillAppear(_:)`.
    var coordinatorSeen: (any UIViewControllerTransitionCoordinator)?

    init(header: UIView) {
        self.header = header
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("willAppear")
        guard let coordinator = transitionCoordinator else { return }
        coordinatorSeen = coordinator
        let header = header
        coordinator.animate(
            alongsideTransition: { _ in header.alpha = 0 },
            completion: { [unowned self] context in log.append("completion cancelled=\(context.isCancelled)") })
        coordinator.notifyWhenInteractionChanges { [unowned self] context in
            log.append("interaction ended cancelled=\(context.isCancelled)")
            if context.isCancelled { header.alpha = 1 }
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("didAppear")
    }
}

@Suite("Transition coordinator: alongside animations on the transition's clock")
struct TransitionCoordinatorTests {
    /// A navigation controller of two pages in a window, the lower one fading `header` when it appears.
    private final class Stack {
        let harness = Harness()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let nav = UINavigationController(nibName: nil, bundle: nil)
        let lower: FadingPage
        let upper = UIViewController()
        var window: UIWindow { harness.window }

        init() {
            lower = FadingPage(header: header)
            harness.add(nav.view)
            harness.add(header)
            nav.setViewControllers([lower, upper], animated: false)
            lower.log.removeAll()
        }

        func run(until time: Double) {
            var t = window.now
            while t < time {
                t = min(time, t + 1.0 / 60)
                window.advance(to: t)
            }
        }
    }

    @Test("an interactive edge pop scrubs the alongside fade with the finger and a cancel puts it back")
    func interactivePopCancelled() throws {
        let stack = Stack()
        stack.harness.drag(CGPoint(5, 400), CGPoint(120, 400), from: 0, duration: 1, lift: false)
        let coordinator = try #require(stack.lower.coordinatorSeen)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive && coordinator.isAnimated)
        #expect(stack.upper.transitionCoordinator === coordinator)
        // The edge pan began 15 pt in (x = 20): 100 of 390 pt, so the header is drawn 26 % faded.
        #expect(abs(coordinator.percentComplete - 100.0 / 390) < 0.01)
        #expect(abs(stack.header.renderAlpha - (1 - 100.0 / 390)) < 0.05)
        // Held still, then lifted short of half way: the pop is cancelled.
        for time in [1.2, 1.4, 1.5] { stack.window.touchMoved(finger: 1, to: CGPoint(120, 400), time: time) }
        stack.window.touchUp(finger: 1, at: CGPoint(120, 400), time: 1.5)
        stack.run(until: 3)
        #expect(stack.nav.viewControllers.count == 2)
        #expect(stack.header.alpha == 1 && stack.header.renderAlpha == 1)
        #expect(coordinator.isCancelled)
        #expect(
            stack.lower.log == [
                "willAppear", "interaction ended cancelled=true", "completion cancelled=true",
            ])
        #expect(stack.lower.transitionCoordinator == nil && stack.upper.transitionCoordinator == nil)
    }

    @Test("a finished interactive pop runs the fade to the end, then the completion, then viewDidAppear")
    func interactivePopFinished() throws {
        let stack = Stack()
        stack.harness.drag(CGPoint(5, 400), CGPoint(300, 400), from: 0, duration: 0.3)
        let coordinator = try #require(stack.lower.coordinatorSeen)
        stack.run(until: 2)
        #expect(stack.nav.viewControllers.count == 1)
        #expect(!coordinator.isCancelled)
        #expect(stack.header.alpha == 0 && stack.header.renderAlpha == 0)
        #expect(
            stack.lower.log == [
                "willAppear", "interaction ended cancelled=false", "completion cancelled=false", "didAppear",
            ])
        #expect(stack.nav.transitionCoordinator == nil)
    }

    @Test("an animated pop without a gesture runs the fade on the transition's duration")
    func animatedPop() throws {
        let stack = Stack()
        stack.nav.popViewController(animated: true)
        let coordinator = try #require(stack.lower.coordinatorSeen)
        #expect(coordinator.isAnimated && !coordinator.isInteractive)
        #expect(coordinator.transitionDuration == stack.nav.transitionDuration)
        stack.run(until: coordinator.transitionDuration / 2)
        #expect(stack.header.renderAlpha > 0.05 && stack.header.renderAlpha < 0.95)
        stack.run(until: 1)
        #expect(stack.header.renderAlpha == 0)
        #expect(stack.lower.log == ["willAppear", "completion cancelled=false", "didAppear"])
    }

    @Test("a pop without animation hands out a coordinator that runs the block at once")
    func unanimatedPop() throws {
        let stack = Stack()
        stack.nav.popViewController(animated: false)
        let coordinator = try #require(stack.lower.coordinatorSeen)
        #expect(!coordinator.isAnimated)
        #expect(stack.header.alpha == 0)
        #expect(stack.lower.log == ["willAppear", "completion cancelled=false", "didAppear"])
    }

    @Test("a presentation's coordinator reaches the presented controller's children and runs with the animator")
    func presentation() throws {
        let harness = Harness()
        let root = AppearanceLoggingController()
        root.view.frame = harness.window.bounds
        harness.add(root.view)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        harness.add(header)
        let card = CardController()
        let child = UIViewController()
        card.addChild(child)
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = card
        #expect(root.transitionCoordinator == nil)
        root.present(card, animated: true)
        let coordinator = try #require(child.transitionCoordinator)
        #expect(root.transitionCoordinator === coordinator)
        #expect(coordinator.viewController(forKey: .to) === card && coordinator.viewController(forKey: .from) === root)
        #expect(coordinator.presentationStyle == .fullScreen && coordinator.transitionDuration == 0.4)
        var completed: Bool?
        coordinator.animate(
            alongsideTransition: { _ in header.alpha = 0 }, completion: { completed = !$0.isCancelled })
        harness.window.advance(to: 0.2)
        #expect(header.renderAlpha > 0.05 && header.renderAlpha < 0.95)
        harness.window.advance(to: 0.6)
        #expect(header.renderAlpha == 0 && completed == true)
        #expect(child.transitionCoordinator == nil)
        #expect(coordinator.animate(alongsideTransition: nil, completion: nil) == false)
    }

    @Test("a percent-driven dismissal cancelled at the lift completes its coordinator with isCancelled")
    func percentDrivenDismissalCancelled() throws {
        let harness = Harness()
        let root = AppearanceLoggingController()
        root.view.frame = harness.window.bounds
        harness.add(root.view)
        let card = CardController()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = card
        root.present(card, animated: true)
        harness.window.advance(to: 0.6)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        harness.add(header)
        harness.drag(CGPoint(195, 300), CGPoint(195, 400), from: 1, duration: 0.1, lift: false)
        let coordinator = try #require(card.transitionCoordinator)
        #expect(coordinator.isInteractive)
        var events: [String] = []
        coordinator.notifyWhenInteractionChanges { events.append("interaction cancelled=\($0.isCancelled)") }
        coordinator.animate(
            alongsideTransition: { _ in header.alpha = 0 },
            completion: { events.append("completion cancelled=\($0.isCancelled)") })
        harness.window.touchUp(finger: 1, at: CGPoint(195, 400), time: 2)
        harness.window.advance(to: 3)
        #expect(root.presentedViewController === card)
        #expect(events == ["interaction cancelled=true", "completion cancelled=true"])
        #expect(header.alpha == 1 && header.renderAlpha == 1)
        #expect(card.transitionCoordinator == nil)
    }
}
