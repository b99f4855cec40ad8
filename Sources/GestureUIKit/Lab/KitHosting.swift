import Foundation

/// What the scene host (GestureScenes) needs of the model and users do not: the device size while a scene is
/// built, the visible screen's title and depth for the report, and the teardown of a scene's tree.
@_spi(GestureLabHost)
public enum KitHosting {
    /// Runs `body` with `size` as the device's size (a view controller's default view takes it).
    public static func withScreen<T>(_ size: CGSize, _ body: () throws -> T) rethrows -> T {
        try KitScreen.$size.withValue(size, operation: body)
    }

    /// Runs `body` with `size` as the device's size and `iosVersion` as the iOS version the containers built in it
    /// behave as (a navigation controller has the content swipe on 26).
    public static func withScreen<T>(_ size: CGSize, iosVersion: Int, _ body: () throws -> T) rethrows -> T {
        try KitScreen.$iosVersion.withValue(iosVersion) {
            try KitScreen.$size.withValue(size, operation: body)
        }
    }

    /// Runs `body` with `size`, `iosVersion` and the device's `safeAreaInsets` (a navigation bar sits below its top).
    public static func withScreen<T>(
        _ size: CGSize, iosVersion: Int, safeAreaInsets: UIEdgeInsets, _ body: () throws -> T
    ) rethrows -> T {
        try KitScreen.$safeAreaInsets.withValue(safeAreaInsets) {
            try withScreen(size, iosVersion: iosVersion, body)
        }
    }

    /// The title of the view controller on screen: the top of the presentation chain and navigation stack.
    public static func visibleTitle(of root: UIViewController) -> String? {
        root.onScreenViewController.title
    }

    /// The number of view controllers of the navigation controller on screen (1 without one).
    public static func navigationDepth(of root: UIViewController) -> Int {
        var controller: UIViewController = root
        while let presented = controller.presentedViewController { controller = presented }
        if controller is UINavigationController || controller is UITabBarController {
            return controller.navigationDepth
        }
        return controller.navigationController?.navigationDepth ?? 1
    }

    /// Lets the model go of `root`'s tree so user subclasses are freed, and takes it out of the window.
    public static func tearDown(_ root: UIViewController) {
        root.tearDown()
        root.viewIfLoaded?.removeFromSuperview()
    }
}
