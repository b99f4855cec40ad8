/// One page of a navigation stack, as a UIViewController pushed on a UINavigationController: a root view, a
/// title for the navigation bar, and a stable screen name for reports.
///
/// The container sizes `view` to its content area while the page is shown and removes it from the view tree
/// when another page covers it (UIKit removes the covered controller's view once a push has finished), so an
/// idle stack keeps exactly one page in the window whatever its depth.
package class NavigationPage {
    /// The stable screen name reports use (`albums`, `album`).
    package let name: String
    /// Shown in the navigation bar while the page is on top; changing it updates the bar.
    package var title: String {
        didSet { navigationController?.pageTitleDidChange(self) }
    }
    /// The page's root view, laid out to fill the container.
    package let view: UIView
    /// The container the page is on, if any (UIViewController.navigationController).
    package internal(set) weak var navigationController: NavigationController?

    /// A page named `name` showing `title`, with `view` (a new view when nil).
    package init(name: String, title: String, view: UIView? = nil) {
        self.name = name
        self.title = title
        self.view = view ?? UIView(name: name)
    }

    /// Called when the page has been pushed onto, or removed from, a container (`nil`).
    ///
    /// On removal it is called while the page's view is still in the window (UIKit calls
    /// `didMove(toParent: nil)` after the view has left it): a page stops its own motion here.
    ///
    /// Pages set up relations with the container's recognizers here (for example a failure requirement on
    /// `interactivePopGestureRecognizer`), as a UIViewController does in `didMove(toParent:)`.
    package func didMove(to navigationController: NavigationController?) {}
}
