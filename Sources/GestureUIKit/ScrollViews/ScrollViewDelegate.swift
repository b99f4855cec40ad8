import Foundation
/// What a scroll view tells its delegate, as UIScrollViewDelegate.
///
/// Every method has a default that does nothing (or, for `viewForZooming(in:)`, returns nil, which disables
/// zooming). Held weakly by `ScrollView.scrollDelegate`. This is not the built-in pan's delegate: that is always
/// the scroll view itself (see `ScrollViewPanGestureRecognizer`).
///
/// Order of calls for a drag that flings, as in UIKit: `scrollViewWillBeginDragging`, `scrollViewDidScroll`*,
/// `scrollViewWillEndDragging`, `scrollViewDidEndDragging(willDecelerate: true)`, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll`*, `scrollViewDidEndDecelerating`. A drag released without velocity inside the range ends
/// with `scrollViewDidEndDragging(willDecelerate: false)`. Catching a decelerating scroll view with a touch stops
/// it without `scrollViewDidEndDecelerating` (the next call is `scrollViewWillBeginDragging`).
package protocol ScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset`, whatever caused it (drag, deceleration, animation, code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// When the built-in pan begins.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// When the finger lifts after a drag.
    ///
    /// `velocity` is the content offset's velocity in points per **millisecond**, as UIKit passes it (positive when
    /// the offset is increasing, i.e. the finger moves up or left). `targetContentOffset` is where the scroll view
    /// will come to rest; changing it makes the scroll view settle there instead (clamped to the scrollable range).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// When the drag has ended; `decelerate` tells whether the content keeps moving (fling, bounce back, paging).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Right after `scrollViewDidEndDragging(willDecelerate: true)`.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// When the motion after a drag has come to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// When an animated `setContentOffset(_:animated:)` finishes (not when it is interrupted).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The subview that pinching scales; nil (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// When a pinch begins to zoom.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// After every change of `zoomScale`.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// When a pinch (and its bounce back into the limits) or an animated zoom has finished.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: Double)
}

extension ScrollViewDelegate {
    /// Does nothing by default (UIScrollViewDelegate's methods are optional).
    package func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target offset by default.
    package func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {}
    /// Does nothing by default.
    package func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    package func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    package func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Nil by default: the scroll view does not zoom.
    package func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing by default.
    package func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing by default.
    package func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    package func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: Double) {}
}
