import Foundation

/// `present` and `dismiss`: the sheet path, and the full-screen family (`.fullScreen`, `.overFullScreen`,
/// `.custom`...) through a `UIPresentationController` and, when animated, the `transitioningDelegate`'s animation
/// and interaction controllers on a `ViewControllerTransitionContext`.
///
/// Order of the full-screen family (M: the appearance callbacks as UIKit sends them around a presentation; where
/// `presentationTransitionWillBegin()` falls among them was not read from the decompile): the presentation
/// controller's `presentationTransitionWillBegin()`; the presenting controller's `viewWillDisappear(_:)` (only when its view
/// leaves: `shouldRemovePresentersView`); the presented one's `viewWillAppear(_:)`; the animation; then
/// `presentationTransitionDidEnd(_:)`, `viewDidAppear(_:)` and the presenting one's `viewDidDisappear(_:)`, and
/// the completion. A dismissal mirrors it; a cancelled interactive dismissal ends with `dismissalTransitionDidEnd
/// (false)`, the presenting controller's `viewWillDisappear`/`viewDidDisappear` (when its view had come back) and
/// the presented one's `viewWillAppear`/`viewDidAppear` again, its view still on screen, and no completion.
/// Deviations: with no animation controller the full-screen family appears and leaves at once even when animated
/// (no system cover-vertical slide); a second `present` or `dismiss` during a transition is ignored (UIKit logs
/// and ignores it too).
extension UIViewController {
    /// The body of `present(_:animated:completion:)`.
    func performPresentation(of presented: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        guard presentedViewController == nil, let window = (navigationController?.view ?? view).window else {
            completion?()
            return
        }
        if presented.modalPresentationStyle == .custom,
            let custom = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: self, source: self)
        {
            presented.storedPresentationController = custom
        }
        guard let controller = presented.presentationController else {
            completion?()
            return
        }
        presented.screenSize = window.bounds.size
        presented.isBeingPresented = true
        _ = presented.view
        presentedViewController = presented
        presented.presentingViewController = self
        controller.presentingViewController = self
        if let sheet = controller as? UISheetPresentationController {
            presentSheet(presented, sheet: sheet, in: window, animated: flag, completion: completion)
        } else {
            presentOverScreen(presented, controller: controller, in: window, animated: flag, completion: completion)
        }
    }

    private func presentSheet(
        _ presented: UIViewController, sheet: UISheetPresentationController, in window: UIWindow, animated flag: Bool,
        completion: (() -> Void)?
    ) {
        let container = UITransitionView(frame: window.bounds)
        container.accessibilityIdentifier = "UITransitionView"
        window.addSubview(container)
        presented.viewWillAppear(flag)
        sheet.presentationTransition(in: container, animated: flag) {
            presented.viewDidAppear(flag)
            presented.isBeingPresented = false
            completion?()
        }
        presented.viewIsAppearing(flag)
    }

    private func presentOverScreen(
        _ presented: UIViewController, controller: UIPresentationController, in window: UIWindow, animated flag: Bool,
        completion: (() -> Void)?
    ) {
        let container = UITransitionView(frame: window.bounds)
        container.accessibilityIdentifier = "UITransitionView"
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container
        // A zoom (`preferredTransition = .zoom`) is shown at once and zooms in over the presenting view, which
        // stays in the window (its callbacks are still those of a full-screen presentation).
        let zoom = presented.zoomTransitionController
        let presenterDisappears = controller.shouldRemovePresentersView
        let presenterView = presenterDisappears && zoom == nil ? presentersRootView : nil
        let delegate = presented.transitioningDelegate
        let animator =
            flag && zoom == nil
            ? delegate?.animationController(forPresented: presented, presenting: self, source: self) : nil
        let interactor = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let coordinator = TransitionCoordinator(
            containerView: container, animated: flag && animator != nil,
            interactive: interactor?.wantsInteractiveStart ?? false, duration: 0,
            style: presented.modalPresentationStyle,
            participants: .init(from: self, to: presented, fromView: presenterView, toView: controller.presentedView))
        coordinator.install(on: [self, presented])
        controller.presentationTransitionWillBegin()
        if presenterDisappears { viewWillDisappear(flag) }
        presented.viewWillAppear(flag)
        let presentedView: UIView = controller.presentedView ?? presented.view
        presentedView.frame = controller.frameOfPresentedViewInContainerView
        var sentIsAppearing = false
        let finish = { [weak self] (completed: Bool) in
            coordinator.complete(cancelled: !completed)
            if completed, !sentIsAppearing { presented.viewIsAppearing(flag) }
            self?.endPresentation(
                of: presented, controller: controller, completed: completed, removing: presenterView,
                presenterDisappears: presenterDisappears, animated: flag, completion: completion)
        }
        guard let animator else {
            container.addSubview(presentedView)
            container.setNeedsLayout()
            container.layoutIfNeeded()
            zoom?.didPresent(from: self, animated: flag)
            presented.viewIsAppearing(flag)
            sentIsAppearing = true
            coordinator.begin()
            finish(true)
            return
        }
        let presenterFrame = presenterView?.frame ?? .zero
        let context = ViewControllerTransitionContext(
            containerView: container, animated: flag, style: presented.modalPresentationStyle,
            participants: .init(
                from: self, to: presented, fromView: presenterView, toView: presentedView,
                fromFrames: (presenterFrame, presenterFrame),
                toFrames: (.zero, controller.frameOfPresentedViewInContainerView)),
            animator: animator, interactor: interactor, completion: finish)
        coordinator.transitionDuration = animator.transitionDuration(using: context)
        context.coordinator = coordinator
        container.setNeedsLayout()
        container.layoutIfNeeded()
        context.start()
        if !context.isCompleted, presentedView.window != nil {
            presented.viewIsAppearing(flag)
            sentIsAppearing = true
        }
    }

    /// A full-screen-family presentation's transition ended (`completed` false: an interactive presentation was
    /// cancelled, and the presented controller leaves again).
    private func endPresentation(
        of presented: UIViewController, controller: UIPresentationController, completed: Bool, removing: UIView?,
        presenterDisappears: Bool, animated flag: Bool, completion: (() -> Void)?
    ) {
        controller.presentationTransitionDidEnd(completed)
        if completed {
            if let removing, let superview = removing.superview {
                let index = superview.subviews.firstIndex { $0 === removing } ?? 0
                controller.removedPresentersView = (removing, superview, index)
                removing.removeFromSuperview()
            }
            presented.viewDidAppear(flag)
            presented.isBeingPresented = false
            if presenterDisappears { viewDidDisappear(flag) }
            completion?()
            return
        }
        presented.viewWillDisappear(flag)
        takeDownOverScreen(presented, controller: controller)
        presented.viewDidDisappear(flag)
        presented.isBeingPresented = false
        if presenterDisappears {
            viewWillAppear(flag)
            viewDidAppear(flag)
        }
    }

    /// The view of this controller's side that sits in the window (or in an outer presentation's container): the
    /// one `shouldRemovePresentersView` takes out.
    var presentersRootView: UIView? {
        var current = viewIfLoaded
        while let candidate = current, let superview = candidate.superview {
            if superview is UIWindow || superview is UITransitionView { return candidate }
            current = superview
        }
        return nil
    }

    /// The body of `dismiss(animated:completion:)`.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController else {
            if let presenting = presentingViewController {
                presenting.dismiss(animated: flag, completion: completion)
            } else {
                completion?()
            }
            return
        }
        if let sheet = presented.storedPresentationController as? UISheetPresentationController,
            sheet.containerView != nil
        {
            presented.isBeingDismissed = true
            presented.viewWillDisappear(flag)
            sheet.dismissalTransition(animated: flag) { [weak self] in
                self?.finishDismissal(of: presented, animated: flag, completion: completion)
            }
            return
        }
        if flag, presented.zoomTransitionController?.dismissByZooming(completion: completion) == true { return }
        guard !presented.isBeingDismissed, !presented.isBeingPresented,
            let controller = presented.storedPresentationController
        else { return }
        dismissOverScreen(presented, controller: controller, animated: flag, completion: completion)
    }

    private func dismissOverScreen(
        _ presented: UIViewController, controller: UIPresentationController, animated flag: Bool,
        completion: (() -> Void)?
    ) {
        let delegate = presented.transitioningDelegate
        let animator = flag ? delegate?.animationController(forDismissed: presented) : nil
        let interactor = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let coordinator = TransitionCoordinator(
            containerView: controller.containerView ?? presented.view, animated: flag && animator != nil,
            interactive: interactor?.wantsInteractiveStart ?? false, duration: 0,
            style: presented.modalPresentationStyle,
            participants: .init(
                from: presented, to: self, fromView: controller.presentedView ?? presented.viewIfLoaded,
                toView: controller.removedPresentersView?.view))
        coordinator.install(on: [presented, self])
        presented.isBeingDismissed = true
        controller.dismissalTransitionWillBegin()
        presented.viewWillDisappear(flag)
        let returning = controller.removedPresentersView
        if let returning {
            returning.superview.insertSubview(
                returning.view, at: min(returning.index, returning.superview.subviews.count))
            controller.removedPresentersView = nil
        }
        let presenterAppears = controller.shouldRemovePresentersView
        if presenterAppears { viewWillAppear(flag) }
        let finish = { [weak self] (completed: Bool) -> Void in
            coordinator.complete(cancelled: !completed)
            guard let self else { return }
            self.endDismissal(
                of: presented, controller: controller, completed: completed, returning: returning,
                presenterAppears: presenterAppears, animated: flag, completion: completion)
        }
        guard let animator, let container = controller.containerView else {
            coordinator.begin()
            finish(true)
            return
        }
        let presentedView = controller.presentedView ?? presented.viewIfLoaded
        let returningFrame = returning?.view.frame ?? .zero
        let context = ViewControllerTransitionContext(
            containerView: container, animated: flag, style: presented.modalPresentationStyle,
            participants: .init(
                from: presented, to: self, fromView: presentedView, toView: returning?.view,
                fromFrames: (presentedView?.frame ?? .zero, .zero), toFrames: (returningFrame, returningFrame)),
            animator: animator, interactor: interactor, completion: finish)
        coordinator.transitionDuration = animator.transitionDuration(using: context)
        context.coordinator = coordinator
        context.start()
    }

    /// A full-screen-family dismissal's transition ended; `completed` false: an interactive dismissal was
    /// cancelled, and the presentation stays.
    private func endDismissal(
        of presented: UIViewController, controller: UIPresentationController, completed: Bool,
        returning: (view: UIView, superview: UIView, index: Int)?, presenterAppears: Bool, animated flag: Bool,
        completion: (() -> Void)?
    ) {
        controller.dismissalTransitionDidEnd(completed)
        if completed {
            finishDismissal(of: presented, animated: flag, completion: completion, presenterAppears: presenterAppears)
            return
        }
        if let returning {
            let index = returning.superview.subviews.firstIndex { $0 === returning.view } ?? returning.index
            controller.removedPresentersView = (returning.view, returning.superview, index)
            returning.view.removeFromSuperview()
        }
        if presenterAppears {
            viewWillDisappear(flag)
            viewDidDisappear(flag)
        }
        presented.viewWillAppear(flag)
        presented.viewDidAppear(flag)
        presented.isBeingDismissed = false
    }

    /// Takes `presented` off screen once its dismissal has run (after `viewWillDisappear(_:)`); the presenting
    /// controller hears `viewDidAppear(_:)` when `presenterAppears` (by default: when the style takes the presenting
    /// view away, `shouldRemovePresentersView`; never for a sheet).
    func finishDismissal(
        of presented: UIViewController, animated flag: Bool, completion: (() -> Void)?,
        presenterAppears: Bool? = nil
    ) {
        guard presentedViewController === presented else { return }
        let stored = presented.storedPresentationController
        let appears =
            presenterAppears
            ?? (!(stored is UISheetPresentationController) && stored?.shouldRemovePresentersView == true)
        if let sheet = presented.storedPresentationController as? UISheetPresentationController {
            sheet.tearDownViews()
        } else if let controller = presented.storedPresentationController {
            takeDownOverScreen(presented, controller: controller)
        } else {
            presented.viewIfLoaded?.removeFromSuperview()
        }
        presentedViewController = nil
        presented.presentingViewController = nil
        presented.viewDidDisappear(flag)
        presented.isBeingDismissed = false
        if appears { viewDidAppear(flag) }
        completion?()
    }

    /// Takes the presented view, its presentation controller's view and the container out of the window.
    private func takeDownOverScreen(_ presented: UIViewController, controller: UIPresentationController) {
        controller.presentedView?.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        controller.containerView?.removeFromSuperview()
        controller.containerView = nil
        if presentedViewController === presented {
            presentedViewController = nil
            presented.presentingViewController = nil
        }
    }
}
