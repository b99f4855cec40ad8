import Foundation

/// A tab switch run by the delegate's animation controller
/// (`tabBarController(_:animationControllerForTransitionFrom:to:)`), interactive when the delegate also answers
/// `tabBarController(_:interactionControllerFor:)`: a pan between tabs sets `selectedIndex` in its `.began` and drives
/// the interaction controller.
///
/// As in UIKit, `selectedIndex` and `selectedViewController` answer the new tab from the moment the switch starts;
/// the container is the content view (UIKit's `UITransitionView`), the old tab's view is in it and the animation
/// controller adds the new one. On completion the shown tab's view is alone in the content view at its bounds with
/// no transform; a cancelled switch restores the old selection (and the bar), the new tab hears
/// `viewWillDisappear`/`viewDidDisappear` and the old one `viewWillAppear`/`viewDidAppear`. A selection asked for
/// during the switch is ignored. Deviation: the delegate's `didSelect` is sent only for taps, before the
/// animation, as for an instant switch.
extension UITabBarController {
    /// Starts the switch with the delegate's animation controller; false (nothing done) when it answers none.
    func startCustomTransition(from previous: UIViewController, to controller: UIViewController) -> Bool {
        guard let delegate,
            let animator = delegate.tabBarController(
                self, animationControllerForTransitionFrom: previous, to: controller)
        else { return false }
        let interactor = delegate.tabBarController(self, interactionControllerFor: animator)
        previous.beginAppearanceTransition(false, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        selected = controller
        controller.screenSize = screenSize
        let bounds = contentView.bounds
        let fromView: UIView = previous.view
        let toView: UIView = controller.view
        toView.transform = .identity
        toView.frame = bounds
        let context = ViewControllerTransitionContext(
            containerView: contentView, animated: true, style: .none,
            participants: .init(
                from: previous, to: controller, fromView: fromView, toView: toView, fromFrames: (bounds, .zero),
                toFrames: (.zero, bounds)),
            animator: animator, interactor: interactor,
            completion: { [weak self] completed in
                self?.endCustomTransition(from: previous, to: controller, completed: completed)
            })
        tabTransition = context
        context.start()
        return true
    }

    private func endCustomTransition(from previous: UIViewController, to controller: UIViewController, completed: Bool)
    {
        tabTransition = nil
        let shown = completed ? controller : previous
        let hidden = completed ? previous : controller
        hidden.viewIfLoaded?.removeFromSuperview()
        hidden.viewIfLoaded?.transform = .identity
        let view: UIView = shown.view
        if view.superview !== contentView { contentView.addSubview(view) }
        view.transform = .identity
        view.frame = contentView.bounds
        containerView.setNeedsLayout()
        if completed {
            previous.endAppearanceTransition()
            controller.endAppearanceTransition()
        } else {
            selected = previous
            tabBar.select(previous.tabBarItem)
            controller.beginAppearanceTransition(false, animated: true)
            previous.beginAppearanceTransition(true, animated: true)
            controller.endAppearanceTransition()
            previous.endAppearanceTransition()
        }
    }
}
