import Foundation

/// What a scroll view does when its size changes under a resting or moving offset.
///
/// UIKit's `-[UIScrollView _adjustContentOffsetIfNecessary]` (called from its frame and bounds setters, body not
/// read, M) brings an offset left outside the new range back inside it unless the user is dragging. Here the sheet
/// calls it for the scroll views in a sheet it resizes (a list at the bottom of a medium sheet would otherwise rest
/// past its end at large); other scroll views do not, so existing scenes keep their behaviour.
extension UIScrollView {
    /// Pulls a resting offset back inside the range; a deceleration or bounce goes on towards the new range.
    package func adjustContentOffsetIfNecessary() {
        guard !isDragging, !isTracking else { return }
        if isDecelerating {
            replanMotion()
        } else if scrollAnimation == nil, isOutsideRange {
            contentOffset = clampedContentOffset(contentOffset)
        }
    }

    /// `adjustContentOffsetIfNecessary()` on every scroll view under `view` (it included).
    static func adjustContentOffsets(under view: UIView) {
        if let scrollView = view as? UIScrollView { scrollView.adjustContentOffsetIfNecessary() }
        for subview in view.subviews { adjustContentOffsets(under: subview) }
    }
}
