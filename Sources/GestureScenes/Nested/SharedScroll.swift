import GestureCore
import GesturePhysics

/// The one scroll position that `outer` and the list on screen share in the strategies that drive both by hand.
///
/// The shared position is `outer.y + list.y`. A change is split the way Flutter's NestedScrollView and Android's
/// nested scrolling split it (uikit-behaviour.md §6): scrolling up (content moving up, positive delta) `outer`
/// consumes first, up to the threshold, then the list; scrolling down the list consumes first, down to its top,
/// then `outer`. Past the far ends the overscroll goes to `outer` (top) or the list (bottom), so the sum always
/// moves by exactly the delta: no jump in offset, and a motion of the sum keeps its velocity across the boundary.
struct SharedScroll {
    let page: BookPage

    var list: ScrollView { page.currentList }

    /// `outer.y + list.y`.
    var position: Double { page.outer.contentOffset.y + list.contentOffset.y }

    /// The largest in-range shared position: the threshold plus the list's range.
    var maximum: Double { BookPage.headerHeight + list.maximumContentOffset.y }

    /// Splits `delta` between the two scroll views; with `clamped`, neither leaves its range.
    func apply(_ delta: Double, clamped: Bool) {
        var outerY = page.outer.contentOffset.y, listY = list.contentOffset.y
        var rest = delta
        if rest > 0 {
            if outerY < BookPage.headerHeight {
                let take = min(rest, BookPage.headerHeight - outerY)
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
            outerY = min(max(outerY, 0), BookPage.headerHeight)
            listY = min(max(listY, 0), list.maximumContentOffset.y)
        }
        page.outer.contentOffset.y = outerY
        list.contentOffset.y = listY
    }

    /// Sets the shared position to `target` through `apply` (so the split rules hold).
    func move(to target: Double, clamped: Bool) {
        apply(target - position, clamped: clamped)
    }
}
