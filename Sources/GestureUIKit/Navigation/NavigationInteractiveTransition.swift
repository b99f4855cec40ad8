/// The navigation container's interactive pop: the edge pan's target and its default delegate, as UIKit's
/// private `_UINavigationInteractiveTransition` (iOS 18.2 decompile, uikit-behaviour.md §5).
///
/// As the edge pan's **target** (`handleNavigationTransition:`) it drives the pop: began starts an interactive
/// pop, changed sets `percentComplete = translation.x / width` (clamped to 0.999), ended decides with
/// `PopGestureStatistics` and runs the rest at the finger's speed, cancelled runs back. The target stays when
/// an app replaces the delegate, so the swipe still pops.
///
/// As the edge pan's **delegate** (what an app loses by replacing it):
/// - `shouldReceive`: refuses touches on the navigation bar, on the root page (`_shouldInteractivePopGesture-
///   BeEnabled`) and while a transition runs (`_gestureRecognizer:shouldReceiveEvent:`);
/// - `shouldBegin`: false while an interaction or transition is under way, and unless the drag goes right
///   (`translation.x ≥ 0` for the left edge);
/// - simultaneity: never;
/// - the private hook `systemGestureRecognizer(_:shouldBeRequiredToFailBy:)`: true for every other recognizer
///   (UIKit excludes only force-touch, split-view sidebar, passthrough-scroll and flagged system gestures, none
///   of which exist here), so every scroll view's pan waits for the edge pan to fail.
package final class NavigationInteractiveTransition: SystemGestureRecognizerDelegate {
    /// UIKit's `_interactionState`: 0 idle, 1 began, 2 changed.
    package enum InteractionState: Sendable { case idle, began, changed }

    /// The decision procedure on release; UIKit's current one by default.
    package var rule = PopGestureStatistics.Rule.augmented
    /// Where the edge swipe is (UIKit's `_interactionState`).
    package private(set) var interactionState = InteractionState.idle
    /// The statistics of the current (or last) swipe.
    package private(set) var statistics = PopGestureStatistics()
    /// The last release's decision, for panels and tests: finish or cancel, and the seconds it took.
    package private(set) var lastDecision: (finish: Bool, remainingDuration: Double)?
    private weak var controller: UINavigationController?
    private var totalDistance = 0.0

    /// A transition not yet attached to a container.
    package init() {}

    /// Becomes the target and delegate of `controller`'s edge pan.
    func attach(to controller: UINavigationController) {
        self.controller = controller
        let pan = controller.edgePopGestureRecognizer
        pan.delegate = self
        pan.addTarget { [weak self] recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            self?.handleNavigationTransition(pan)
        }
        if let swipe = controller.contentSwipeGestureRecognizer {
            swipe.delegate = self
            swipe.addTarget { [weak self] recognizer in
                guard let pan = recognizer as? UIPanGestureRecognizer else { return }
                self?.handleNavigationTransition(pan)
            }
        }
    }

    private var edgePan: UIGestureRecognizer? { controller?.edgePopGestureRecognizer }
    private var contentSwipe: UIGestureRecognizer? { controller?.contentSwipeGestureRecognizer }

    /// The edge pan or the content swipe: the recognizers this object drives and delegates for.
    private func isPopRecognizer(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer === edgePan || (contentSwipe != nil && recognizer === contentSwipe)
    }

    // MARK: Target

    /// Drives the pop from the edge pan's state (UIKit's `handleNavigationTransition:`).
    func handleNavigationTransition(_ pan: UIPanGestureRecognizer) {
        guard let controller else { return }
        let translation = pan.translation(in: pan.view).x
        let velocity = pan.velocity(in: pan.view).x
        switch pan.state {
        case .began:
            // A replaced delegate can let the pan begin on the root page or mid-transition: nothing to pop then.
            guard controller.beginInteractivePop() else { return }
            totalDistance = max(controller.containerView.bounds.width, 1)
            interactionState = .began
            statistics.start(
                displacement: translation / totalDistance, velocity: velocity / totalDistance,
                time: pan.now)
        case .changed:
            guard interactionState != .idle else { return }
            controller.updateInteractivePop(percentComplete: min(max(translation / totalDistance, 0), 0.999))
            statistics.add(
                displacement: translation / totalDistance, velocity: velocity / totalDistance,
                time: pan.now)
            interactionState = .changed
        case .ended:
            guard interactionState != .idle else { return }
            statistics.add(
                displacement: translation / totalDistance, velocity: velocity / totalDistance,
                time: pan.now)
            let p = controller.transition?.percentComplete ?? 0
            let decision = statistics.decision(
                rule: rule, percentComplete: p, duration: controller.transitionDuration, width: totalDistance,
                hasChanged: interactionState == .changed, releaseVelocity: velocity)
            let remaining = PopGestureStatistics.remainingDuration(
                finish: decision.finish, percentComplete: p, duration: controller.transitionDuration,
                width: totalDistance, velocity: decision.velocity)
            lastDecision = (decision.finish, remaining)
            interactionState = .idle
            controller.endInteractivePop(finish: decision.finish, duration: remaining)
        case .cancelled:
            guard interactionState != .idle else { return }
            interactionState = .idle
            let p = controller.transition?.percentComplete ?? 0
            lastDecision = (false, p * controller.transitionDuration)
            controller.endInteractivePop(finish: false, duration: p * controller.transitionDuration)
        case .possible, .failed:
            break
        }
    }

    // MARK: Delegate

    /// Hides the touch from the edge pan on the root page, during a transition, or on the navigation bar.
    package func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard isPopRecognizer(recognizer), let controller else { return true }
        if controller.stack.count <= 1 {
            recognizer.note("the root page has nothing to pop")
            return false
        }
        if controller.isTransitioning {
            recognizer.note("a navigation transition is running")
            return false
        }
        if controller.navigationBar.containsWindowPoint(touch.location(in: nil)) {
            recognizer.note("the touch is on the navigation bar")
            return false
        }
        return true
    }

    /// Refuses the edge pan during a transition, or when the drag goes left.
    package func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard isPopRecognizer(recognizer), let controller, let pan = recognizer as? UIPanGestureRecognizer else {
            return true
        }
        if interactionState != .idle || controller.isTransitioning {
            recognizer.note("a navigation transition is running")
            return false
        }
        if pan.translation(in: pan.view).x < 0 {
            recognizer.note("the drag goes left, away from the pop")
            return false
        }
        return true
    }

    /// False: the edge pan recognizes alone.
    package func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { false }

    /// True for every recognizer but the edge pan itself: everything waits for the edge pan to fail (UIKit's private
    /// hook).
    ///
    /// For the iOS 26 content swipe, UIKit's `_needsDynamicDependentRequirementForGestureRecognizer:` (26.1): only a
    /// scroll view's pan waits for it, and only while that scroll view is not decelerating or bouncing and either
    /// cannot scroll horizontally or rests at its leading edge (`contentOffset.x <= minimumContentOffset.x`, LTR).
    /// A pager on a later page, or a carousel scrolled in, does not wait: its pan wins at 10 pt.
    package func systemGestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool {
        if recognizer === edgePan { return other !== recognizer }
        guard let contentSwipe, recognizer === contentSwipe,
            let scrollPan = other as? UIScrollViewPanGestureRecognizer, let scrollView = scrollPan.scrollView
        else { return false }
        if scrollView.isDecelerating || scrollView.isBouncing { return false }
        return !scrollView.canScrollHorizontally || scrollView.contentOffset.x <= scrollView.minimumContentOffset.x
    }

    /// The iOS 26 content swipe waits for the edge pan and for every `_UISwipeActionPanGestureRecognizer` (UIKit's
    /// gesture type 21), so a row's swipe actions and the edge pop keep their touches (26.1 decompile).
    package func systemGestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool {
        guard let contentSwipe, recognizer === contentSwipe, other !== recognizer else { return false }
        return other === edgePan || other is _UISwipeActionPanGestureRecognizer
    }
}
