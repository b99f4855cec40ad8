import Foundation

/// UIKit's `UIScrollViewDelegate`; every method optional (defaults in the extension).
public protocol UIScrollViewDelegate: AnyObject {
    /// `scrollViewDidScroll(_:)`: after every change of `contentOffset`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// `scrollViewWillBeginDragging(_:)`.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: velocity in points per millisecond, as
    /// UIKit; change `targetContentOffset.pointee` to settle elsewhere.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// `scrollViewWillBeginDecelerating(_:)`.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// `scrollViewDidEndDecelerating(_:)`.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `viewForZooming(in:)`: the subview pinching scales; nil disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// `scrollViewWillBeginZooming(_:with:)`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// `scrollViewDidZoom(_:)`.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// `scrollViewShouldScrollToTop(_:)`: whether a status-bar tap may scroll to the top. Deviation: never asked;
    /// the window has no status bar.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// `scrollViewDidScrollToTop(_:)`. Deviation: never called; nothing scrolls to the top by a status-bar tap.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `scrollViewDidChangeAdjustedContentInset(_:)` (iOS 11): `adjustedContentInset` changed (`contentInset` or
    /// the refresh control's inset).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// `scrollViewDidScroll(_:)`, optional in UIKit: does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// `scrollViewWillBeginDragging(_:)`, optional in UIKit: does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, optional in UIKit: leaves the target.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, optional in UIKit: does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// `scrollViewWillBeginDecelerating(_:)`, optional in UIKit: does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// `scrollViewDidEndDecelerating(_:)`, optional in UIKit: does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// `scrollViewDidEndScrollingAnimation(_:)`, optional in UIKit: does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `viewForZooming(in:)`, optional in UIKit: nil, so the scroll view does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// `scrollViewWillBeginZooming(_:with:)`, optional in UIKit: does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// `scrollViewDidZoom(_:)`, optional in UIKit: does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// `scrollViewDidEndZooming(_:with:atScale:)`, optional in UIKit: does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// `scrollViewShouldScrollToTop(_:)`, optional in UIKit: true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// `scrollViewDidScrollToTop(_:)`, optional in UIKit: does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// `scrollViewDidChangeAdjustedContentInset(_:)`, optional in UIKit: does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
