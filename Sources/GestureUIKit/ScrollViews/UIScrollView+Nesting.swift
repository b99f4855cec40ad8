/// Nested scroll views: the hand-off of a drag from a child at its edge to its parent scroll view.
///
/// UIKit (iOS 17.4+, uikit-behaviour.md §3.2 [RE]): `-[UIScrollViewPanGestureRecognizer
/// _shouldTryToBeginWithEvent:]` (iOS 18.2) asks only the nearest scroll-view ancestor (`_parentScrollView`,
/// whose pan receives the same touches) and declines to begin when
/// - horizontally: the child is not beginning vertically (`_canScrollY && _willScrollY`), the parent can scroll
///   horizontally and is enabled (`_canScrollX`, `isScrollEnabled`), `transfersHorizontalScrollingToParent`,
///   and the child cannot scroll horizontally or abuts the edge the drag pushes towards (tx ≥ h at the left,
///   tx ≤ −h at the right: `_currentlyAbuttedContentEdges`);
/// - vertically: the same with the axes swapped.
/// The parent's own offset is not consulted: a parent at its edge takes the drag and rubber-bands. Only at the
/// gesture's start. Not modelled: a paging child's `_abuttedPagingEdges`.
///
/// No hand-back for a finger. Once a paging parent has a finger's drag, it keeps it to the lift, even when the
/// finger brings it back past the page that holds the child: the child does not take the drag over. UIKit has a
/// mid-drag hand-back, but a touch never arms it. Read in the decompiled UIScrollViewPanGestureRecognizer
/// (iOS 18.2, and a newer build that calls it `_beginScrollWithEvent:`):
/// - `_shouldTryToBeginWithEvent:` hands back only `if (*((char *)self + 480) < 0)`, that is with flag 0x80 set:
///   then `_shouldTransferTrackingFromParentScrollViewForCurrentOffset` (the parent's `contentOffset` back
///   inside `_rectForPageContainingView:` on the child's abutted side) calls the parent's
///   `_pinContentOffsetToClosestPageBoundary`, ends its pan (`setState:5`; the newer build uses
///   `_cancelRecognition`) and gives the child the overshoot as its translation. While the parent `isDragging`,
///   `_shouldContinueToWaitToTransferTrackingFromParentScrollView` keeps the child waiting.
/// - Flag 0x80 is set in one place, `_beginScroll`: `if ([self _canTransferTrackingFromParentPagingScrollView])
///   *((_BYTE *)self + 480) |= 0x80u;`. For touches `_beginScroll` runs in `touchesBegan:withEvent:` right after
///   `[super touchesBegan:]`, and only for the first touch (`if (!lastTouchCount) [self _beginScroll];`). The
///   other caller is `_scrollingChangedWithEvent:`, for trackpad and wheel events.
/// - `-[UIPanGestureRecognizer touchesBegan:withEvent:]` starts the first touch with
///   `_firstSceneReferenceLocation = centroid; _lastSceneReferenceLocation = _firstSceneReferenceLocation`, and
///   `translationInView:` is last − first, so the translation is (0, 0) there.
/// - `_canTransferTrackingFromParentPagingScrollView` needs a translation towards an abutted edge: with (0, 0)
///   `v31 = v32 = 1` and it returns `v29 = (v34 < 0.0) & (v28 >> 2) & v11`, which is 0.
/// So for a touch the flag stays clear, and `canBePreventedByGestureRecognizer:` does not make its exception
/// for the parent's pan (that exception also needs 0x80). The hand-back can only run for discrete scroll
/// events, whose delta is already in the translation when `_scrollingChangedWithEvent:` calls `_beginScroll`.
/// The wheel here does not drive a pan (`UIScrollView+Wheel.swift`), so that path is not modelled.
/// `PagingParentHandBackTests` checks the finger's behaviour.
extension UIScrollView {
    /// One of the two scrolling axes.
    enum ScrollAxis {
        case horizontal, vertical
    }

    /// Whether the built-in pan may begin: false (with a note) when it hands the drag to its parent.
    func shouldBeginDragging() -> Bool {
        let pan = scrollPan
        let t = pan.translationAtBegin
        guard t != .zero else { return true }  // began at touch-down on a moving scroll view
        guard let parent = parentScrollView, parent.isScrollEnabled else { return true }
        let h = pan.hysteresis
        let beginsVertically = canScrollVertically && abs(t.y) >= h
        let beginsHorizontally = canScrollHorizontally && abs(t.x) >= h
        if !beginsVertically, transfersHorizontalScrollingToParent, parent.canScrollHorizontally,
            let reason = handOffReason(.horizontal, translation: t.x, hysteresis: h)
        {
            pan.note("\(reason); hands the drag to \(parent.displayName)")
            return false
        }
        if !beginsHorizontally, transfersVerticalScrollingToParent, parent.canScrollVertically,
            let reason = handOffReason(.vertical, translation: t.y, hysteresis: h)
        {
            pan.note("\(reason); hands the drag to \(parent.displayName)")
            return false
        }
        return true
    }

    /// Why the drag goes to the parent along `axis`, or nil: this view can't scroll that way, or it is at the
    /// edge a translation of `t` pushes towards.
    private func handOffReason(_ axis: ScrollAxis, translation t: Double, hysteresis h: Double) -> String? {
        let canScroll = axis == .vertical ? canScrollVertically : canScrollHorizontally
        if !canScroll { return "can't scroll \(axis == .vertical ? "vertically" : "horizontally")" }
        // A finger moving down (right) pulls the offset towards its minimum: the top (left) edge.
        if t >= h, isAtEdge(axis, towardsMinimum: true) { return "at \(axis == .vertical ? "top" : "left") edge" }
        if t <= -h, isAtEdge(axis, towardsMinimum: false) { return "at \(axis == .vertical ? "bottom" : "right") edge" }
        return nil
    }

    /// The nearest ancestor that is a scroll view (UIKit's `_parentScrollView`).
    var parentScrollView: UIScrollView? {
        var view = superview
        while let candidate = view {
            if let scrollView = candidate as? UIScrollView { return scrollView }
            view = candidate.superview
        }
        return nil
    }

    /// Points. An offset this close to an edge counts as at it (half a point: less than a pixel at 2×).
    static let edgeTolerance = 0.5

    /// Whether the offset is at (or past) the edge the drag pushes towards.
    func isAtEdge(_ axis: ScrollAxis, towardsMinimum: Bool) -> Bool {
        let offset = axis == .vertical ? contentOffset.y : contentOffset.x
        if towardsMinimum {
            let low = axis == .vertical ? minimumContentOffset.y : minimumContentOffset.x
            return offset <= low + Self.edgeTolerance
        }
        let high = axis == .vertical ? maximumContentOffset.y : maximumContentOffset.x
        return offset >= high - Self.edgeTolerance
    }
}
