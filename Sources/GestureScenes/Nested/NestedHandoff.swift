import GestureCore

/// How the nested scene shares one vertical drag between `outer` and the list on screen: one per `handoff`
/// option value, each written the way an iOS app writes it.
protocol NestedHandoff: AnyObject {
    /// Sets the scroll views up for this strategy (enabled pans, extra recognizers, delegates).
    func install(on page: BookPage)
    /// Undoes `install`, leaving plain nesting.
    func uninstall(from page: BookPage)
    /// Forwarded from the scene's scroll view delegate.
    func scrollViewDidScroll(_ scrollView: ScrollView, on page: BookPage)
    /// Whether a motion of the strategy's own (a decay, a fling) is running.
    var isAnimating: Bool { get }
}

extension NestedHandoff {
    func scrollViewDidScroll(_ scrollView: ScrollView, on page: BookPage) {}
    var isAnimating: Bool { false }
}

/// `none`: plain nesting. The list's pan is deeper, so it begins first and excludes `outer`'s wherever the list
/// can scroll; `outer` moves only when the drag starts on the header or the tab bar (or at the list's top,
/// dragging down, where iOS 17.4's transfersVerticalScrollingToParent hands the gesture to `outer`).
final class PlainNesting: NestedHandoff {
    func install(on page: BookPage) {}
    func uninstall(from page: BookPage) {}
}

/// `toggle-enabled`: the seed's first attempt, in scrollViewDidScroll: when `outer` reaches the threshold it
/// turns its own scrolling off and the lists' on; when a list comes back to its top it does the reverse.
///
/// Turning a scroll view's scrolling off disables its pan, which cancels the drag in progress (UIKit), so the
/// drag stops dead at the threshold and a second swipe is needed. The lists' transfer to the parent is off, as
/// it was before iOS 17.4 when this code was written.
final class ToggleEnabledHandoff: NestedHandoff {
    func install(on page: BookPage) {
        let collapsed = page.outer.contentOffset.y >= BookPage.headerHeight
        page.outer.isScrollEnabled = !collapsed
        for list in page.lists {
            list.isScrollEnabled = collapsed
            list.transfersVerticalScrollingToParent = false
        }
    }

    func uninstall(from page: BookPage) {
        page.outer.isScrollEnabled = true
        for list in page.lists {
            list.isScrollEnabled = true
            list.transfersVerticalScrollingToParent = true
        }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView, on page: BookPage) {
        if scrollView === page.outer, scrollView.contentOffset.y >= BookPage.headerHeight {
            scrollView.contentOffset.y = BookPage.headerHeight
            scrollView.isScrollEnabled = false
            for list in page.lists { list.isScrollEnabled = true }
        } else if page.lists.contains(where: { $0 === scrollView }), scrollView.contentOffset.y <= 0,
                  scrollView.isScrollEnabled, scrollView.isDragging || scrollView.isDecelerating {
            scrollView.contentOffset.y = 0
            scrollView.isScrollEnabled = false
            page.outer.isScrollEnabled = true
        }
    }
}
