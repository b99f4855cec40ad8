import Foundation
import GestureUIKit

/// `toggle-enabled`: the seed's first attempt, in `scrollViewDidScroll`: when `outer` reaches the threshold it
/// turns its own scrolling off and the lists' on; when a list comes back to its top it does the reverse.
///
/// Turning a scroll view's scrolling off disables its pan, which cancels the drag in progress (UIKit), so the
/// drag stops dead at the threshold and a second swipe is needed. The lists' `transfersVerticalScrollingToParent`
/// is off, as it was before iOS 17.4 when this code was written.
final class ToggleEnabledHandoff: NestedHandoff {
    func install(on page: BookViewController) {
        let collapsed = page.outer.contentOffset.y >= BookViewController.headerHeight
        page.outer.isScrollEnabled = !collapsed
        for list in page.lists {
            list.isScrollEnabled = collapsed
            list.transfersVerticalScrollingToParent = false
        }
    }

    func uninstall(from page: BookViewController) {
        page.outer.isScrollEnabled = true
        for list in page.lists {
            list.isScrollEnabled = true
            list.transfersVerticalScrollingToParent = true
        }
    }

    /// The seed's delegate method, as an iOS page writes it.
    func scrollViewDidScroll(_ scrollView: UIScrollView, on page: BookViewController) {
        let threshold = BookViewController.headerHeight
        if scrollView === page.outer, scrollView.contentOffset.y >= threshold {
            scrollView.contentOffset.y = threshold
            scrollView.isScrollEnabled = false
            for list in page.lists { list.isScrollEnabled = true }
        } else if page.lists.contains(where: { $0 === scrollView }), scrollView.contentOffset.y <= 0,
            scrollView.isScrollEnabled, scrollView.isDragging || scrollView.isDecelerating
        {
            scrollView.contentOffset.y = 0
            scrollView.isScrollEnabled = false
            page.outer.isScrollEnabled = true
        }
    }
}
