import Foundation

/// UIKit's private `_UIQueuingScrollView`: the paging scroll view a `.scroll` `UIPageViewController` pages with.
///
/// As read in the decompile (conflicts.md §3): `pagingEnabled`, `alwaysBounceHorizontal = YES` (vertical for a
/// vertical page view controller), `contentInsetAdjustmentBehavior = never`, and wrapper views for the page
/// before, the page shown and the page after. Its pan is a plain `UIScrollViewPanGestureRecognizer`, so every
/// rule of scroll views applies: it begins at 10 pt, and because it always bounces it begins on the first page
/// for a drag towards "before" as well.
/// Deviation (an open point of conflicts.md): the pages are laid out only where they exist, so on the first page
/// the page shown sits at `contentOffset` 0, the minimum; that is what makes iOS 26's content swipe wait for it
/// there. UIKit's resting offset on the first page was not read, and app code suggests it may not be 0 (full-screen
/// pop libraries special-case `_UIQueuingScrollView` because "contentOffset.x cannot tell the leftmost page").
final class QueuingScrollView: UIScrollView {
    convenience init(orientation: UIPageViewController.NavigationOrientation) {
        self.init(frame: .zero)
        isPagingEnabled = true
        alwaysBounceHorizontal = orientation == .horizontal
        alwaysBounceVertical = orientation == .vertical
    }
}
