extension UINavigationController {
    /// `navigationBar`: the bar, below the status bar (its frame is in the navigation controller's view).
    public var navigationBar: UINavigationBar { navigation.navigationBar }
}
