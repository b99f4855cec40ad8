import Foundation
/// Scrolling by a mouse wheel or a trackpad's scroll events, as macOS and Mac Catalyst do: no pan, no touches.
///
/// A wheel event moves the content directly, clamped to the scrollable range (no rubber band, no deceleration:
/// the system's wheel events already carry their own momentum). A paging scroll view turns one page per event
/// instead, animated, and ignores events while that animation runs, so a trackpad swipe turns one page.
extension UIScrollView {
    /// Scrolls the content by `delta` points (positive y shows content further down), clamped to the range.
    ///
    /// Ignored while a finger drags or pinches. Any deceleration or animated scroll stops first, as a finger
    /// catching it would. Only axes the view can scroll along move; a paging view animates to the next page in
    /// the delta's direction. Returns whether the offset changed or a page turn started.
    @discardableResult
    package func scroll(byWheel delta: CGPoint) -> Bool {
        guard !isDragging, !isZooming, delta.x.isFinite, delta.y.isFinite else { return false }
        let dx = canScrollHorizontally ? delta.x : 0
        let dy = canScrollVertically ? delta.y : 0
        guard dx != 0 || dy != 0 else { return false }
        if isPagingEnabled { return turnPage(byWheel: CGPoint(x: dx, y: dy)) }
        stopMotion()
        let before = contentOffset
        contentOffset = clampedContentOffset(CGPoint(x: before.x + dx, y: before.y + dy))
        return contentOffset != before
    }

    /// Whether a wheel delta along `delta`'s axes would move this view (it can scroll that way and has room).
    package func canScroll(byWheel delta: CGPoint) -> Bool {
        let low = minimumContentOffset, high = maximumContentOffset, offset = contentOffset
        let horizontal =
            delta.x != 0 && canScrollHorizontally
            && (delta.x < 0 ? offset.x > low.x + 1e-9 : offset.x < high.x - 1e-9)
        let vertical =
            delta.y != 0 && canScrollVertically
            && (delta.y < 0 ? offset.y > low.y + 1e-9 : offset.y < high.y - 1e-9)
        return horizontal || vertical
    }

    private func turnPage(byWheel delta: CGPoint) -> Bool {
        guard scrollAnimation == nil else { return false }
        let horizontal = abs(delta.x) >= abs(delta.y)
        let axis: ScrollAxis = horizontal ? .horizontal : .vertical
        let step = (horizontal ? delta.x : delta.y) > 0 ? 1 : -1
        let page = pageIndex(axis: axis) + step
        guard page >= 0, page < pageCount(axis: axis) else { return false }
        stopMotion()
        let size = pageSize(axis: axis), low = minimumContentOffset
        var target = contentOffset
        if horizontal { target.x = low.x + Double(page) * size } else { target.y = low.y + Double(page) * size }
        setContentOffset(clampedContentOffset(target), animated: true)
        return true
    }
}

extension UIWindow {
    /// The innermost enabled scroll view under `point` (window points) that a wheel `delta` would move.
    ///
    /// Walks up from the hit-tested view: the first scroll view that can scroll along the delta's axis and still
    /// has room that way wins; when none has room, the innermost one that can scroll along the axis at all
    /// (it stays put at its edge, as on macOS). Nil over views that can't scroll that way.
    package func scrollView(at point: CGPoint, along delta: CGPoint) -> UIScrollView? {
        guard let hit = hitTest(CGPoint(x: point.x + bounds.minX, y: point.y + bounds.minY), with: nil) else {
            return nil
        }
        var candidates: [UIScrollView] = []
        var view: UIView? = hit
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled,
                (delta.x != 0 && scrollView.canScrollHorizontally) || (delta.y != 0 && scrollView.canScrollVertically)
            {
                candidates.append(scrollView)
            }
            view = current.superview
        }
        return candidates.first { $0.canScroll(byWheel: delta) } ?? candidates.first
    }
}
