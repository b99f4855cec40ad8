/// What a navigation container tells the app about its transitions, as UINavigationControllerDelegate.
///
/// `didShow` is UIKit's `navigationController(_:didShow:animated:)`, called when a push or pop has finished.
/// `didCancelInteractivePop` has no direct UIKit counterpart: UIKit apps learn of a cancelled edge swipe from
/// `transitionCoordinator.notifyWhenInteractionChanges` (`isCancelled`); here it is a delegate call.
package protocol NavigationControllerDelegate: AnyObject {
    /// A transition finished; `page` is on top now.
    func navigationController(
        _ controller: NavigationController, didShow page: NavigationPage,
        after operation: NavigationOperation)
    /// An interactive pop was released short of completing: `page` stays on top.
    func navigationController(_ controller: NavigationController, didCancelInteractivePopOf page: NavigationPage)
}

extension NavigationControllerDelegate {
    /// Does nothing by default.
    package func navigationController(
        _ controller: NavigationController, didShow page: NavigationPage,
        after operation: NavigationOperation
    ) {}
    /// Does nothing by default.
    package func navigationController(
        _ controller: NavigationController,
        didCancelInteractivePopOf page: NavigationPage
    ) {}
}

/// The kind of navigation transition (UINavigationController.Operation).
package enum NavigationOperation: String, Sendable {
    case push, pop
}
