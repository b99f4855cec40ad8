import Foundation
import GestureUIKit

/// The one scroll position that `outer` and the list on screen share in the strategies that drive both by hand.
///
/// The shared position is `outer.y + list.y`. A change is split the way Flutter's NestedScrollView and Android's
/// nested scrolling split it (uikit-behaviour.md §6): scrolling up (content moving up, positive delta) `outer`
/// consumes first, up to the threshold, then the list; scrolling down the list consumes first, down to its top,
/// then `outer`. Past the far ends the overscroll goes to `outer` (top) or the list (bottom), so the sum always
/// moves by exactly the delta: no jump in offset, and a motion of the sum keeps its velocity across the boundary.
struct SharedScroll {
    let page: BookViewController

    var list: UIScrollView { page.currentList }

    /// `outer.y + list.y`.
    var position: CGFloat { page.outer.contentOffset.y + list.contentOffset.y }

    /// The largest in-range shared position: the threshold plus the list's range.
    var maximum: CGFloat { BookViewController.headerHeight + Self.maximumOffsetY(of: list) }

    /// The largest vertical content offset of `scrollView`, as UIKit computes it: content plus insets minus the
    /// bounds, never below `-contentInset.top`.
    static func maximumOffsetY(of scrollView: UIScrollView) -> CGFloat {
        let inset = scrollView.contentInset
        return max(-inset.top, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
    }

    /// Splits `delta` between the two scroll views; with `clamped`, neither leaves its range.
    func apply(_ delta: CGFloat, clamped: Bool) {
        let threshold = BookViewController.headerHeight
        var outerY = page.outer.contentOffset.y, listY = list.contentOffset.y
        var rest = delta
        if rest > 0 {
            if outerY < threshold {
                let take = min(rest, threshold - outerY)
                outerY += take
                rest -= take
            }
            listY += rest
        } else if rest < 0 {
            if listY > 0 {
                let take = max(rest, -listY)
                listY += take
                rest -= take
            }
            outerY += rest
        }
        if clamped {
            outerY = min(max(outerY, 0), threshold)
            listY = min(max(listY, 0), Self.maximumOffsetY(of: list))
        }
        page.outer.contentOffset.y = outerY
        list.contentOffset.y = listY
    }

    /// Sets the shared position to `target` through `apply` (so the split rules hold).
    func move(to target: CGFloat, clamped: Bool) {
        apply(target - position, clamped: clamped)
    }
}
