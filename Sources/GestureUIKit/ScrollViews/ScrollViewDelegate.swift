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
public protocol ScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset`, whatever caused it (drag, deceleration, animation, code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// When the built-in pan begins.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// When the finger lifts after a drag.
    ///
    /// `velocity` is the content offset's velocity in points per **millisecond**, as UIKit passes it (positive when
    /// the offset is increasing, i.e. the finger moves up or left). `targetContentOffset` is where the scroll view
    /// will come to rest; changing it makes the scroll view settle there instead (clamped to the scrollable range).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// When the drag has ended; `decelerate` tells whether the content keeps moving (fling, bounce back, paging).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Right after `scrollViewDidEndDragging(willDecelerate: true)`.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// When the motion after a drag has come to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// When an animated `setContentOffset(_:animated:)` finishes (not when it is interrupted).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The subview that pinching scales; nil (the default) disables zooming.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// When a pinch begins to zoom.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// After every change of `zoomScale`.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// When a pinch (and its bounce back into the limits) or an animated zoom has finished.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    /// Does nothing by default (UIScrollViewDelegate's methods are optional).
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target offset by default.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {}
    /// Does nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Nil by default: the scroll view does not zoom.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing by default.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing by default.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
