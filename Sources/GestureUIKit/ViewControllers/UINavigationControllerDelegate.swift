import Foundation

/// UIKit's `UINavigationControllerDelegate` (every method optional): told when a controller is shown.
///
/// `navigationController(_:didShow:animated:)` comes at the end of every push and pop, and also at the end of
/// a cancelled interactive pop, with the controller that stayed on top (UIKit sends it then too; an app tells a
/// cancel from a pop by the stack's count). `willShow` comes before a push or pop asked for in code.
/// Deviations: `willShow` is not sent as an interactive pop starts; no transition coordinator or custom
/// animation controllers.
public protocol UINavigationControllerDelegate: AnyObject {
    /// `navigationController(_:willShow:animated:)`.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool)
    /// `navigationController(_:didShow:animated:)`.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
}

extension UINavigationControllerDelegate {
    /// `navigationController(_:willShow:animated:)`, optional in UIKit: does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {}
    /// `navigationController(_:didShow:animated:)`, optional in UIKit: does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {}
}
