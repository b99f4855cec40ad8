import Foundation

/// The navigation bar in the safe area of the controllers on the stack: "navigation controllers extend the safe
/// area of their child view controllers to account for the navigation bar" (Apple, "Positioning content relative
/// to the safe area"). The bar covers the top of the child's view down to its bottom edge (the status bar above it
/// and its 44 pt, 91 pt on the 390x844 device); a hidden bar covers nothing.
extension UINavigationController: BarProvidingContainer {
    package func barInsets(covering child: UIViewController) -> UIEdgeInsets {
        // A controller being popped has left the stack but is still under the bar until the transition ends.
        let isUnderBar =
            stack.contains { $0 === child } || transition?.upper === child || transition?.lower === child
        guard !navigationBar.isHidden, isUnderBar, let childView = child.viewIfLoaded else { return .zero }
        // The child's view lies in the content view, which fills the container, as does the bar's top.
        let childTop = contentView.frame.minY + childView.center.y - childView.bounds.height / 2
        return UIEdgeInsets(top: max(0, navigationBar.frame.maxY - childTop), left: 0, bottom: 0, right: 0)
    }
}
