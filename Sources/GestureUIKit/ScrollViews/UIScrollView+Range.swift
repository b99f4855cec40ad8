import Foundation

/// The scrollable range: the offsets the content may rest at, and whether each axis scrolls.
extension UIScrollView {
    /// The smallest content offset: (−inset.left, −inset.top), the top inset being the adjusted one (with the
    /// refresh control's while it refreshes).
    package var minimumContentOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top - refreshInset) }

    /// The largest content offset, never below `minimumContentOffset`.
    package var maximumContentOffset: CGPoint {
        let low = minimumContentOffset
        return CGPoint(
            x: max(low.x, contentSize.width + contentInset.right - bounds.width),
            y: max(low.y, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Content (with insets) wider than the bounds, or `alwaysBounceHorizontal` with `bounces` [RE] `_canScrollX`.
    package var canScrollHorizontally: Bool {
        contentSize.width + contentInset.left + contentInset.right > bounds.width + 0.0001
            || (alwaysBounceHorizontal && bounces)
    }

    /// Content (with insets) taller than the bounds, or `alwaysBounceVertical` with `bounces` [RE] `_canScrollY`.
    package var canScrollVertically: Bool {
        contentSize.height + contentInset.top + refreshInset + contentInset.bottom > bounds.height + 0.0001
            || (alwaysBounceVertical && bounces)
    }

    /// `offset` clamped into the scrollable range on both axes.
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether the offset lies outside the scrollable range (beyond a rounding error).
    var isOutsideRange: Bool {
        let offset = contentOffset, clamped = clampedContentOffset(offset)
        return abs(offset.x - clamped.x) > 1e-9 || abs(offset.y - clamped.y) > 1e-9
    }
}
