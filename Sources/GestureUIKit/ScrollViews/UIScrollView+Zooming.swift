import Foundation
import GesturePhysics

/// Zooming: the pinch scales the delegate's `viewForZooming` about the fingers; animated zoom changes.
///
/// Model (uikit-behaviour.md §3.7 [doc]; layout details [?]): the zoomed view gets `transform` = scale(zoomScale)
/// and is placed with its frame at the content's origin, and `contentSize` = its bounds size × zoomScale. A pinch
/// keeps the content point that was under the fingers when it began under their centroid as it moves (so a
/// two-finger pinch also pans), rubber-banded past the edges like a drag. Past `minimumZoomScale`/`maximumZoomScale` the scale resists
/// (`ZoomMath.rubberBandedScale`, c = `tuning.rubberBandCoefficient`) when `bouncesZoom`, else it is clamped; at the
/// end it animates back inside the limits (and the offset into its range) about the same point.
extension UIScrollView {
    /// The view the delegate says to zoom, if any.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Enables the pinch when zooming is possible: max > min and a view to zoom (UIKit re-checks on the same
    /// property changes). Call it if the delegate's `viewForZooming` answer changes.
    package func updateZoomAvailability() {
        scrollPinch.isEnabled = maximumZoomScale > minimumZoomScale && zoomingView != nil
    }

    /// Sets the zoom, about the centre of the visible area, with the offset then kept in range; animated over
    /// `ScrollView.animationDuration` (ending with `scrollViewDidEndZooming`) or at once. Clamped to the limits.
    /// Does nothing without a view to zoom, as in UIKit.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = zoomingView else { return }
        let target = ZoomMath.clampedScale(scale, min: minimumZoomScale, max: maximumZoomScale)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = view.pointFromSuperview(contentOffset + centre)
        let offset = clampedOffset(contentPoint(anchor, in: view, scale: target) - centre, view: view, scale: target)
        zoom(toScale: target, offset: offset, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates, UIKit's rule) fills the bounds as far as the limits
    /// allow: scale = min(bounds.w / rect.w, bounds.h / rect.h) clamped, with the rect's centre at the bounds'
    /// centre (as near as the offset range allows).
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.width > 0, rect.height > 0 else { return }
        let wanted = min(bounds.width / rect.width, bounds.height / rect.height)
        let target = ZoomMath.clampedScale(wanted, min: minimumZoomScale, max: maximumZoomScale)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let offset = clampedOffset(
            contentPoint(rect.center, in: view, scale: target) - centre, view: view, scale: target)
        zoom(toScale: target, offset: offset, animated: animated)
    }

    // MARK: Pinch

    /// The built-in pinch's action.
    func handlePinch() {
        let pinch = scrollPinch
        switch pinch.state {
        case .began:
            guard let view = zoomingView else { return }
            stopMotion()
            isZooming = true
            zoomStartScale = zoomScale
            zoomAnchor = pinch.location(in: view)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            updatePinch()
        case .changed:
            if isZooming { updatePinch() }
        case .ended, .cancelled:
            if isZooming { endPinch() }
        case .possible, .failed:
            break
        }
    }

    private func updatePinch() {
        guard let view = zoomingView else { return }
        let requested = zoomStartScale * scrollPinch.scale
        let scale =
            bouncesZoom
            ? ZoomMath.rubberBandedScale(
                requested, min: minimumZoomScale, max: maximumZoomScale,
                coefficient: tuning.rubberBandCoefficient)
            : ZoomMath.clampedScale(requested, min: minimumZoomScale, max: maximumZoomScale)
        applyZoom(scale: scale)
        let fingers = scrollPinch.location(in: self) - contentOffset
        let offset = contentPoint(zoomAnchor, in: view, scale: scale) - fingers
        // The fingers also pan the content: past the edges that pan resists as a drag does (rubber band), so a
        // pinch anchored outside the content cannot push it away without limit.
        contentOffset = bounces ? displayedOffset(forFinger: offset) : clampedContentOffset(offset)
    }

    /// Ends zooming. With a finger still dragging, a scale past the limits waits for the drag to end (see
    /// `bounceZoomIfNeeded`); otherwise the scale and offset animate back inside their limits now.
    private func endPinch() {
        isZooming = false
        rebaseDrag()
        // UIScrollViewPanGestureRecognizer `_scrollViewDidEndZooming` [RE]: translation zero, samples cleared.
        scrollPan.clearAfterZooming()
        let fingers = scrollPinch.location(in: self) - contentOffset
        let scaleInLimits = ZoomMath.clampedScale(zoomScale, min: minimumZoomScale, max: maximumZoomScale) == zoomScale
        if isDragging ? scaleInLimits : !bounceZoomIfNeeded(about: fingers) {
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
        }
    }

    /// Animates a scale past the limits back inside them, keeping the content under `point` (relative to the
    /// bounds' top-left) there, and the offset into its range; true if it started. Our choice for a pinch whose
    /// second finger lifts first: the bounce waits until the drag ends, so the two never fight over the offset
    /// (UIKit's order here is not documented).
    @discardableResult
    func bounceZoomIfNeeded(about point: CGPoint) -> Bool {
        guard let view = zoomingView else { return false }
        let target = ZoomMath.clampedScale(zoomScale, min: minimumZoomScale, max: maximumZoomScale)
        var offset = contentOffset
        if target != zoomScale {
            let anchor = view.pointFromSuperview(contentOffset + point)
            offset = contentPoint(anchor, in: view, scale: target) - point
        }
        offset = clampedOffset(offset, view: view, scale: target)
        guard target != zoomScale || offset != contentOffset else { return false }
        isZoomBouncing = true
        zoom(toScale: target, offset: offset, animated: true)
        return true
    }

    /// Whether the scale is past its limits after a pinch (left so while a finger kept dragging).
    var isZoomOutsideLimits: Bool {
        !isZooming && zoomingView != nil
            && ZoomMath.clampedScale(zoomScale, min: minimumZoomScale, max: maximumZoomScale) != zoomScale
    }

    // MARK: Applying a zoom

    /// Scales the zoomed view, places its frame at the content's origin and sets `contentSize`; calls
    /// `scrollViewDidZoom` when the scale changed.
    func applyZoom(scale: Double) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = size * scale
        guard scale != zoomScale else { return }
        storedZoomScale = scale
        delegate?.scrollViewDidZoom(self)
    }

    /// Where `point` of the zoomed view lies in content coordinates at `scale` (its frame at the origin).
    func contentPoint(_ point: CGPoint, in view: UIView, scale: Double) -> CGPoint {
        CGPoint(x: (point.x - view.bounds.minX) * scale, y: (point.y - view.bounds.minY) * scale)
    }

    /// `offset` clamped into the range the content will have at `scale`.
    private func clampedOffset(_ offset: CGPoint, view: UIView, scale: Double) -> CGPoint {
        let size = view.bounds.size * scale
        let low = minimumContentOffset, inset = adjustedContentInset
        let high = CGPoint(
            x: max(low.x, size.width + inset.right - bounds.width),
            y: max(low.y, size.height + inset.bottom - bounds.height))
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Moves to `scale` and `offset`, over `animationDuration` (scale interpolated geometrically, offset linearly)
    /// or at once.
    private func zoom(toScale scale: Double, offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let window else {
            applyZoom(scale: scale)
            contentOffset = offset
            if isZoomBouncing { finishZoomAnimation() }
            return
        }
        let startScale = zoomScale, startOffset = contentOffset
        let ratio = log(scale / startScale)
        zoomAnimationEnd = (scale, offset)
        zoomAnimation = window.animator.animate(
            duration: Self.animationDuration, curve: .easeInOut,
            update: { [weak self] p in
                guard let self else { return }
                applyZoom(scale: p >= 1 ? scale : startScale * exp(ratio * p))
                contentOffset = p >= 1 ? offset : startOffset + (offset - startOffset) * p
            },
            completion: { [weak self] finished in
                guard let self, finished else { return }
                zoomAnimation = nil
                finishZoomAnimation()
            })
    }

    /// Ends a zoom animation or bounce: clears the flag and tells the delegate.
    func finishZoomAnimation() {
        isZoomBouncing = false
        delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
    }
}
