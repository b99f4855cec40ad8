import Foundation
import GestureUIKit

/// How the nested scene shares one vertical drag between `outer` and the list on screen: one per `handoff`
/// option value, each written the way an iOS app writes it.
protocol NestedHandoff: AnyObject {
    /// Sets the scroll views up for this strategy (enabled pans, extra recognizers, delegates).
    func install(on page: BookViewController)
    /// Undoes `install`, leaving plain nesting (and stops any motion of its own).
    func uninstall(from page: BookViewController)
    /// Forwarded from the page's `scrollViewDidScroll(_:)`.
    func scrollViewDidScroll(_ scrollView: UIScrollView, on page: BookViewController)
}

extension NestedHandoff {
    func scrollViewDidScroll(_ scrollView: UIScrollView, on page: BookViewController) {}
}

/// `none`: plain nesting. The list's pan is deeper, so it begins first and excludes `outer`'s wherever the list
/// can scroll; `outer` moves only when the drag starts on the header or the tab bar (or at the list's top,
/// dragging down, where iOS 17.4's `transfersVerticalScrollingToParent` hands the gesture to `outer`).
final class PlainNesting: NestedHandoff {
    func install(on page: BookViewController) {}
    func uninstall(from page: BookViewController) {}
}
