extension UIViewController {
    /// `tabBarController`: the nearest tab bar controller this controller is in (itself excluded).
    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let controller = ancestor {
            if let tabs = controller as? UITabBarController { return tabs }
            ancestor = controller.parent
        }
        return nil
    }
}
