import GestureUIKit

/// How the `inbox` scene's pager and the rows' swipe-actions pan are arbitrated: the ways apps write it
/// (conflicts.md §2). Each case is app code in `InboxPager` and `InboxViewController.viewDidLoad`.
enum PagerSwipeStrategy: String, CaseIterable {
    /// Nothing written: the pager's pan (10 pt) always begins before the row's swipe pan (25 pt) and excludes it.
    case plain
    /// `pager.panGestureRecognizer.require(toFail: table.panGestureRecognizer)`: the wrong recognizer (the
    /// table's vertical scroll pan, not the swipe pan).
    case tablePan = "table-pan"
    /// The pager's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` returns true: both move.
    case simultaneous
    /// `pager.isScrollEnabled = false`: the rows swipe, the pages never turn by dragging.
    case scrollDisabled = "scroll-disabled"
    /// `pager.panGestureRecognizer.require(toFail: swipeGR)` with the table's swipe pan (the fix).
    case requireSwipe = "require-swipe"
    /// A pager subclass whose `gestureRecognizerShouldBegin` refuses pans that start on a row with actions for
    /// the drag's direction (the other fix).
    case shouldBegin = "should-begin"
}

/// How the `inbox` scene treats the back swipe against a row's leading action.
enum EdgeSwipeStrategy: String, CaseIterable {
    /// UIKit's rule, untouched: the edge pan has priority, so a leading swipe that starts in the 13 pt edge pops,
    /// and one that starts further in reveals the leading action.
    case system
    /// `interactivePopGestureRecognizer?.isEnabled = false` on the whole stack: leading actions from the edge,
    /// and no back swipe anywhere (the wrong fix).
    case disabled
}
