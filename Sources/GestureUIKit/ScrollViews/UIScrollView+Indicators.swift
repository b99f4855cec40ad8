import Foundation

/// The scroll view's options for things the kit does not draw or deliver (indicators, the keyboard, the safe area),
/// and the small conveniences around scrolling: `scrollRectToVisible(_:animated:)`, `stopScrollingAndZooming()`.
extension UIScrollView {
    /// UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        /// `default`: follows the appearance.
        case `default`
        /// `black`: dark indicators, for light content.
        case black
        /// `white`: light indicators, for dark content.
        case white
    }

    /// UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// `none`.
        case none
        /// `onDrag`: a drag dismisses the keyboard.
        case onDrag
        /// `interactive`: the keyboard follows the drag down.
        case interactive
        /// `onDragWithAccessory` (iOS 16).
        case onDragWithAccessory
        /// `interactiveWithAccessory` (iOS 16).
        case interactiveWithAccessory
    }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` (iOS 11).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `automatic`.
        case automatic
        /// `scrollableAxes`.
        case scrollableAxes
        /// `never`.
        case never
        /// `always`.
        case always
    }

    /// `isScrollAnimating` (iOS 17.4): a `setContentOffset(_:animated:)` (or `scrollRectToVisible(_:animated:)`)
    /// animation is running; a deceleration is not one.
    public var isScrollAnimating: Bool { scrollAnimation != nil }

    /// `isZoomAnimating` (iOS 17.4): a `setZoomScale(_:animated:)` or `zoom(to:animated:)` animation is running.
    public var isZoomAnimating: Bool { zoomAnimation != nil }

    /// `scrollRectToVisible(_:animated:)`: scrolls the least distance that shows `rect` (content coordinates),
    /// nearest edges first, within the scrollable range; nothing when it is already fully visible.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        var target = contentOffset
        if rect.minX < visible.minX || rect.width > visible.width {
            target.x = rect.minX
        } else if rect.maxX > visible.maxX {
            target.x = rect.maxX - visible.width
        }
        if rect.minY < visible.minY || rect.height > visible.height {
            target.y = rect.minY
        } else if rect.maxY > visible.maxY {
            target.y = rect.maxY - visible.height
        }
        target = clampedContentOffset(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// `flashScrollIndicators()`. Deviation: does nothing; the kit draws no scroll indicators.
    public func flashScrollIndicators() {}

    /// `withScrollIndicatorsShown(forContentOffsetChanges:)` (iOS 17.4): runs `changes`. Deviation: no indicators
    /// are shown; the offset changes are made as they would be without the call.
    public func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        changes()
    }

    /// `stopScrollingAndZooming()` (iOS 17.4): stops a deceleration, an animated scroll or zoom where it is.
    /// Deviation: a bounce or a page settle is stopped and then put back inside the scrollable range at once (UIKit
    /// moves it within the range, aligned with a page when paging).
    public func stopScrollingAndZooming() {
        stopMotion()
        reportDeviation(.scrollViewStopScrollingAndZooming, if: isOutsideRange)
        if isOutsideRange { contentOffset = clampedContentOffset(contentOffset) }
    }
}
