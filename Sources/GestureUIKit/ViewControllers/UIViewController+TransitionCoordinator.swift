import Foundation

/// `UIViewController.transitionCoordinator`: the coordinator of the transition this controller (or one of its
/// ancestors) takes part in.
///
/// As Apple's documentation of `transitionCoordinator` describes it (the decompiled getter was not read): the
/// controller's own coordinator (set while it is presented, dismissed, pushed or popped, or while its container runs
/// a transition), otherwise its parent's (`parentViewController`), so a child of a navigation controller being presented sees the presentation's
/// coordinator. The kit sets the coordinator on the two controllers involved (and, for a push or pop, on the
/// navigation controller) just before their `viewWillAppear(_:)`/`viewWillDisappear(_:)` and clears it after the
/// coordinator's completions ran.
extension UIViewController {
    /// `transitionCoordinator`: the transition in progress that involves this controller or an ancestor; nil
    /// outside transitions.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let coordinator = controller.ownTransitionCoordinator { return coordinator }
            current = controller.parent ?? controller.navigationController
        }
        return nil
    }
}
