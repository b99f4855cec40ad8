import Foundation

/// A push or pop run by the delegate's animation controller
/// (`navigationController(_:animationControllerFor:from:to:)`), interactive when the delegate also answers
/// `navigationController(_:interactionControllerFor:)`: a custom interactive pop driven by the app's own pan.
///
/// The container is the navigation controller's content view (UIKit's `UINavigationTransitionView`); the leaving
/// page is in it, the arriving page is sized to it and the animation controller adds it (for a pop, usually
/// below the leaving page). Touches on the pages and the bar are blocked until the transition completes, as for the
/// parallax transition; touches already down keep their recognizers, so the pan driving the pop goes on.
/// `completeTransition(_:)` installs the page that shows (every other view leaves the content view, transforms
/// reset) and tells the delegate `didShow`. A cancelled pop puts the page back on the stack; its appearance
/// callbacks run as UIKit runs them: the lower page `viewWillDisappear`/`viewDidDisappear`, the upper page
/// `viewWillAppear`/`viewDidAppear` again. Deviation: a cancelled custom push is taken off the stack with no
/// appearance callbacks.
extension UINavigationController {
    /// Runs a push or pop: the delegate's animation controller when animated and it answers one, else the parallax
    /// transition (at once when not animated); the arriving page hears `viewIsAppearing(_:)` once it is in place.
    func run(_ plain: NavigationTransition, animated: Bool, coordinator: TransitionCoordinator) {
        var newTransition = plain
        newTransition.coordinator = coordinator
        let isPush = newTransition.operation == .push
        let arriving = isPush ? newTransition.upper : newTransition.lower
        // A pushed zoom (`preferredTransition = .zoom`) is installed at once and zooms in on its own.
        let zoom = isPush ? newTransition.upper.zoomTransitionController : nil
        if animated, zoom == nil, startCustomTransition(newTransition) {
            arriving.viewIsAppearing(animated)
            return
        }
        begin(newTransition)
        coordinator.prepare(duration: animated && zoom == nil ? transitionDuration : 0, interactive: false)
        coordinator.begin()
        arriving.viewIsAppearing(animated)
        animateTransition(to: isPush ? 1 : 0, duration: animated && zoom == nil ? transitionDuration : 0)
        zoom?.didPush(on: self, from: newTransition.lower, animated: animated)
    }

    /// Starts `newTransition` with the delegate's animation controller; false (nothing done) when it answers none.
    func startCustomTransition(_ newTransition: NavigationTransition) -> Bool {
        let isPush = newTransition.operation == .push
        let from = isPush ? newTransition.lower : newTransition.upper
        let to = isPush ? newTransition.upper : newTransition.lower
        guard let delegate,
            let animator = delegate.navigationController(
                self, animationControllerFor: newTransition.operation, from: from, to: to)
        else { return false }
        let interactor = delegate.navigationController(self, interactionControllerFor: animator)
        var running = newTransition
        running.isCustom = true
        transition = running
        let bounds = contentView.bounds
        let fromView: UIView = from.view
        if fromView.superview !== contentView { contentView.addSubview(fromView) }
        let toView: UIView = to.view
        toView.transform = .identity
        layOut(to)
        contentView.isUserInteractionEnabled = false
        navigationBar.isUserInteractionEnabled = false
        let context = ViewControllerTransitionContext(
            containerView: contentView, animated: true, style: .none,
            participants: .init(
                from: from, to: to, fromView: fromView, toView: toView, fromFrames: (bounds, isPush ? bounds : .zero),
                toFrames: (isPush ? .zero : bounds, bounds)),
            animator: animator, interactor: interactor,
            completion: { [weak self] completed in self?.endCustomTransition(completed: completed) })
        if let coordinator = newTransition.coordinator {
            coordinator.prepare(
                duration: animator.transitionDuration(using: context),
                interactive: interactor?.wantsInteractiveStart ?? false)
            context.coordinator = coordinator
        }
        context.start()
        return true
    }

    /// The animation controller completed: the page that shows is installed, the stack and callbacks put right.
    private func endCustomTransition(completed: Bool) {
        guard var t = transition, t.isCustom else { return }
        let isPush = t.operation == .push
        if !isPush, !completed {
            t.lower.viewWillDisappear(true)
            t.lower.viewDidDisappear(true)
            t.upper.viewWillAppear(true)
            t.upper.viewDidAppear(true)
        }
        if isPush, !completed, stack.last === t.upper {
            stack.removeLast()
            t.upper.navigationController = nil
            t.upper.parent = nil
        }
        t.coverage = isPush == completed ? 1 : 0
        transition = t
        complete()
    }
}
