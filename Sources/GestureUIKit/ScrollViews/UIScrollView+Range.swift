import Foundation

/// The scrollable range: the offsets the content may rest at, and whether each axis scrolls.
extension UIScrollView {
    /// The smallest content offset: (−inset.left, −inset.top) of `adjustedContentInset` (the safe area and the
    /// refresh control's height included), as UIKit's range uses the adjusted inset.
    package var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset, never below `minimumContentOffset`.
    package var maximumContentOffset: CGPoint {
        let low = minimumContentOffset, inset = adjustedContentInset
        return CGPoint(
            x: max(low.x, contentSize.width + inset.right - bounds.width),
            y: max(low.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// Content (with insets) wider than the bounds, or `alwaysBounceHorizontal` with `bounces` [RE] `_canScrollX`.
    package var canScrollHorizontally: Bool {
        contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width + 0.0001
            || (alwaysBounceHorizontal && bounces)
    }

    /// Content (with insets) taller than the bounds, or `alwaysBounceVertical` with `bounces` [RE] `_canScrollY`.
    package var canScrollVertically: Bool {
        contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height + 0.0001
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
