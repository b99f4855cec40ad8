@_spi(GestureLabHost)
extension KitHosting {
    /// Whether the navigation controller on screen is in a push or pop (the replay waits for it to end).
    public static func isTransitioning(_ root: UIViewController) -> Bool {
        navigationController(of: root)?.isTransitioning ?? false
    }

    /// The root views of the view controllers on the navigation stack on screen, root first: the pages below
    /// the top are out of the window, yet their scroll views and recognizers are still the scene's.
    public static func stackViews(of root: UIViewController) -> [UIView] {
        guard let navigation = navigationController(of: root) else { return [] }
        return navigation.viewControllers.compactMap { $0.viewIfLoaded }
    }

    /// The navigation controller on screen: the presented one's, or the selected tab's in a tab bar controller.
    private static func navigationController(of root: UIViewController) -> UINavigationController? {
        var controller: UIViewController = root
        while let presented = controller.presentedViewController { controller = presented }
        while let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
            controller = selected
        }
        return controller as? UINavigationController ?? controller.navigationController
    }
}
