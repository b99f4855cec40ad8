/// A push or pop in progress: which two view controllers, and how far the upper one covers the lower one.
///
/// `coverage` is 1 when the upper page (the one higher on the stack) fully covers the lower one and 0 when it
/// has left to the right: a push runs it 0 → 1, a pop 1 → 0. For a pop, UIKit's `percentComplete` is
/// `1 − coverage`.
package struct NavigationTransition {
    /// Push or pop.
    package let operation: UINavigationController.Operation
    /// The higher controller: the one pushed, or the one popped.
    package let upper: UIViewController
    /// The controller beneath it.
    package let lower: UIViewController
    /// Driven by the edge pan rather than an animation (until it is released).
    package let isInteractive: Bool
    /// How far the upper page covers the lower one: 0...1 (see the type).
    package internal(set) var coverage: Double
    var animation: Animator.Token?
    /// Run by the delegate's animation controller (`UINavigationController+CustomTransition`), not the parallax.
    package internal(set) var isCustom = false
    /// The controllers' `transitionCoordinator` for this push or pop.
    package internal(set) var coordinator: TransitionCoordinator?

    init(
        operation: UINavigationController.Operation, upper: UIViewController, lower: UIViewController,
        isInteractive: Bool
    ) {
        self.operation = operation
        self.upper = upper
        self.lower = lower
        self.isInteractive = isInteractive
        coverage = operation == .push ? 0 : 1
    }

    /// UIKit's percentComplete: how far the operation has gone.
    package var percentComplete: Double { operation == .push ? coverage : 1 - coverage }
}

/// The parallax transition, as `_UINavigationParallaxTransition` (uikit-behaviour.md §5): the upper page slides
/// in from (or out to) the right edge with a 9 pt shadow on its left edge, the lower page slides from 30 % of the
/// width to the left under a dimming layer, and the bar cross-fades. Each frame sets a fixed number of views
/// (the two pages, the dimming layer, the shadow and the bar's items), whatever the depth of the stack.
extension UINavigationController {
    /// Puts both pages, the dimming layer and the shadow in the content view, back to front, and blocks new
    /// touches on the pages and the bar until the transition ends (UIKit ignores interaction during navigation
    /// transitions [?]; touches already down keep their recognizers).
    func begin(_ newTransition: NavigationTransition) {
        transition = newTransition
        let bounds = contentView.bounds
        let views: [UIView] = [newTransition.lower.view, dimmingView, shadowView, newTransition.upper.view]
        for view in views {
            contentView.addSubview(view)
            view.transform = .identity
            view.frame = bounds
        }
        layOut(newTransition.lower)
        layOut(newTransition.upper)
        contentView.isUserInteractionEnabled = false
        navigationBar.isUserInteractionEnabled = false
        applyLayout(newTransition)
    }

    /// Sets every moving part for the transition's coverage.
    func applyLayout(_ t: NavigationTransition) {
        guard !t.isCustom else { return }
        let c = t.coverage
        let width = contentView.bounds.width
        let upperShift = CGAffineTransform(translationX: (1 - c) * width, y: 0)
        t.upper.view.transform = upperShift
        shadowView.transform = upperShift
        t.lower.view.transform = CGAffineTransform(translationX: -Self.parallaxFraction * width * c, y: 0)
        dimmingView.alpha = c
        // The lower controller is the top of the stack during a pop and the one below the top during a push: O(1).
        let pagesBelowLower = stack.count - (t.operation == .pop ? 1 : 2)
        navigationBar.showTransition(
            upperTitle: t.upper.title ?? "", lowerTitle: t.lower.title ?? "",
            lowerShowsBack: pagesBelowLower > 0, coverage: c)
    }

    /// Animates the coverage to `target` (1: the upper page shown, 0: the lower one) over `duration` seconds,
    /// then completes; jumps there when not animated or not in a window.
    func animateTransition(to target: Double, duration: Double) {
        guard var running = transition else { return }
        if let token = running.animation { containerView.window?.animator.cancel(token) }
        guard duration > 0, let animator = containerView.window?.animator else {
            running.coverage = target
            transition = running
            complete()
            return
        }
        let start = running.coverage
        running.animation = animator.animate(
            duration: duration, curve: transitionCurve,
            update: { [weak self] progress in
                guard let self, var current = self.transition else { return }
                current.coverage = UIWindow.interpolate(start, target, progress)
                self.transition = current
                self.applyLayout(current)
            },
            completion: { [weak self] finished in
                if finished { self?.complete() }
            })
        transition = running
    }

    /// Ends the transition where its coverage is (1: upper shown, 0: lower shown) and tells the delegate.
    func complete() {
        guard let t = transition else { return }
        transition = nil
        let upperShown = t.coverage >= 0.5
        let shown = upperShown ? t.upper : t.lower
        t.coordinator?.complete(cancelled: upperShown != (t.operation == .push))
        if t.operation == .pop, upperShown, t.isInteractive, !t.isCustom {
            // A cancelled interactive pop: UIKit tells both pages they are not changing places after all.
            t.lower.viewWillDisappear(true)
            t.lower.viewDidDisappear(true)
            t.upper.viewWillAppear(true)
            t.upper.viewDidAppear(true)
        }
        if t.operation == .pop, upperShown {
            stack.append(t.upper)  // a cancelled pop puts the controller back
        }
        if t.operation == .pop, !upperShown {
            // Told while its view is still in the window, so it can stop what moves on the window's frames.
            t.upper.navigationController = nil
        }
        install(shown)
        didFinish(t, showing: shown)
    }

    /// Shows `controller`'s view alone: every other view leaves the content view, transforms are reset, touches
    /// flow again.
    func install(_ controller: UIViewController) {
        let view: UIView = controller.view
        for subview in contentView.subviews where subview !== view {
            subview.removeFromSuperview()
            subview.transform = .identity
        }
        if view.superview !== contentView { contentView.addSubview(view) }
        view.transform = .identity
        layOut(controller)
        contentView.isUserInteractionEnabled = true
        navigationBar.isUserInteractionEnabled = true
        navigationBar.show(title: controller.title ?? "", showsBack: stack.count > 1)
    }

    // MARK: Interactive pop (driven by NavigationInteractiveTransition)

    /// Starts an interactive pop of the top controller; false on the root or during a transition.
    func beginInteractivePop() -> Bool {
        guard !isTransitioning, stack.count > 1, let upper = stack.popLast(), let lower = topViewController else {
            return false
        }
        upper.willMove(toParent: nil)
        upper.isMovingFromParent = true
        var newTransition = NavigationTransition(operation: .pop, upper: upper, lower: lower, isInteractive: true)
        let coordinator = makeCoordinator(for: newTransition, animated: true)
        coordinator.prepare(duration: transitionDuration, interactive: true)
        newTransition.coordinator = coordinator
        upper.viewWillDisappear(true)
        delegate?.navigationController(self, willShow: lower, animated: true)
        lower.viewWillAppear(true)
        disappearing = upper
        begin(newTransition)
        coordinator.begin()
        return true
    }

    /// Moves an interactive pop to `percentComplete` (0...1).
    func updateInteractivePop(percentComplete: Double) {
        guard var t = transition, t.isInteractive, t.animation == nil else { return }
        t.coverage = 1 - min(max(percentComplete, 0), 1)
        transition = t
        applyLayout(t)
        t.coordinator?.update(percent: t.percentComplete)
    }

    /// Releases an interactive pop: it runs to the end (`finish`) or back (cancel) over `duration` seconds.
    func endInteractivePop(finish: Bool, duration: Double) {
        guard let t = transition, t.isInteractive, t.animation == nil else { return }
        t.coordinator?.endInteraction(cancelled: !finish, remaining: duration)
        animateTransition(to: finish ? 0 : 1, duration: duration)
    }
}
