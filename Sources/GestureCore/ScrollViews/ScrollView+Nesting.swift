/// Nested scroll views: the hand-off of a drag from a child at its edge to a parent that can scroll that way.
///
/// UIKit (iOS 17.4+, uikit-behaviour.md §3.2 [RE]): when a drag starts at a child's edge and pushes past it, the
/// child's pan declines to begin (`transfersVerticalScrollingToParent` / `transfersHorizontalScrollingToParent`,
/// default true) so that the parent's pan takes the gesture. Only at the gesture's start: there is no mid-drag
/// hand-off. Cross-axis nesting needs no rule: each pan begins only along its own axis.
extension ScrollView {
    /// One of the two scrolling axes.
    enum ScrollAxis {
        case horizontal, vertical
    }

    /// Whether the built-in pan may begin: false (with a note) when it hands the drag to an ancestor.
    func shouldBeginDragging() -> Bool {
        let pan = panGestureRecognizer
        let t = pan.translationAtBegin
        guard t != .zero else { return true }  // began at touch-down on a moving scroll view
        let h = pan.hysteresis
        let horizontal = canScrollHorizontally && abs(t.x) >= h
        let vertical = canScrollVertically && abs(t.y) >= h
        let axis: ScrollAxis = vertical && (!horizontal || abs(t.y) >= abs(t.x)) ? .vertical : .horizontal
        let transfers = axis == .vertical ? transfersVerticalScrollingToParent : transfersHorizontalScrollingToParent
        // A finger moving down (right) pulls the offset towards its minimum: the top (left) edge.
        let towardsMinimum = (axis == .vertical ? t.y : t.x) > 0
        guard transfers, isAtEdge(axis, towardsMinimum: towardsMinimum),
              let parent = ancestorScrollView(scrolling: axis, towardsMinimum: towardsMinimum)
        else { return true }
        let edge = switch (axis, towardsMinimum) {
        case (.vertical, true): "top"
        case (.vertical, false): "bottom"
        case (.horizontal, true): "left"
        case (.horizontal, false): "right"
        }
        pan.note("at \(edge) edge; hands the drag to \(parent.displayName)")
        return false
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

    /// The nearest enabled ancestor scroll view that can scroll along `axis` and is not at its edge that way.
    func ancestorScrollView(scrolling axis: ScrollAxis, towardsMinimum: Bool) -> ScrollView? {
        var view = superview
        while let candidate = view {
            if let scrollView = candidate as? ScrollView, scrollView.isScrollEnabled,
               axis == .vertical ? scrollView.canScrollVertically : scrollView.canScrollHorizontally,
               !scrollView.isAtEdge(axis, towardsMinimum: towardsMinimum) {
                return scrollView
            }
            view = candidate.superview
        }
        return nil
    }
}
