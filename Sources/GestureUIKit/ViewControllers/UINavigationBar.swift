/// UIKit's `UINavigationBar`: the bar at the top of a navigation controller (title and back button).
///
/// Only its geometry is public here (an app reads `navigationBar.frame.maxY` to place content below it); the
/// title and back button are the core bar's (the back button's recognizer is `nav.back` in reports).
/// Deviations: no `items`, appearance or `prefersLargeTitles`.
open class UINavigationBar: UIView {}

extension UINavigationController {
    /// `navigationBar`: the bar, below the status bar (its frame is in the navigation controller's view).
    public var navigationBar: UINavigationBar {
        if let bar = navigation.navigationBar.facade as? UINavigationBar { return bar }
        return KitInjection.with(view: navigation.navigationBar) { UINavigationBar() }
    }
}
