import Foundation
import GesturePhysics

/// Dragging: the built-in pan moves the offset, rubber-banded past the edges.
///
/// While dragging, offset = start offset − translation on each axis the scroll view can scroll (and the lock
/// allows). Past an edge the displayed offset is `RubberBand.clamp` of that finger-driven offset with d = the
/// bounds size on the axis and c = `tuning.rubberBandCoefficient` (0.55), uikit-behaviour.md §3.4; without
/// `bounces` it is clamped. A drag that starts outside the range (a bounce caught by a touch) starts from the
/// finger-driven offset that would show where the content is, so there is no jump.
extension UIScrollView {
    /// The built-in pan's action.
    func handlePan() {
        let pan = scrollPan
        switch pan.state {
        case .began:
            beginDrag()
        case .changed:
            if !isZooming { updateDrag() }
        case .ended:
            if !isZooming { updateDrag() }  // the lift's location counts, as a move does
            endDrag(velocity: -pan.velocity(in: self), askDelegate: true)
        case .cancelled:
            endDrag(velocity: .zero, askDelegate: false)
        case .possible, .failed:
            break
        }
    }

    private func beginDrag() {
        stopMotion()
        isDragging = true
        let now = window?.now ?? 0
        intervalBetweenPanGestures = lastPanEndTime.map { now - $0 } ?? .infinity
        dragSheetInteraction = enclosingSheetInteraction
        sheetTookDragMovement = false
        dragStartOffset = fingerOffset(forDisplayed: contentOffset)
        dragStartPage = (pageIndex(axis: .horizontal), pageIndex(axis: .vertical))
        delegate?.scrollViewWillBeginDragging(self)
        updateDrag()
    }

    /// Moves the offset to follow the finger.
    func updateDrag() {
        let pan = scrollPan
        let t = pan.translation(in: self)  // a directional lock has already kept one axis of it
        var raw = dragStartOffset - t
        if !canScrollHorizontally { raw.x = dragStartOffset.x }
        if !canScrollVertically { raw.y = dragStartOffset.y }
        if let sheet = dragSheetInteraction {
            let adjusted = sheet.adjustedOffset(for: self, proposed: raw.y, startOffset: dragStartOffset.y)
            raw.y = adjusted.offset
            sheetTookDragMovement = adjusted.sheetTookAll
        }
        contentOffset = displayedOffset(forFinger: raw)
    }

    /// The sheet whose view holds this scroll view, if any (UIKit finds it as the scrollable ancestor).
    var enclosingSheetInteraction: SheetInteraction? {
        var view = superview
        while let candidate = view {
            if let sheetView = candidate as? SheetView { return sheetView.sheet?.interaction }
            view = candidate.superview
        }
        return nil
    }

    /// Re-anchors the drag at the current offset (after a pinch, whose fingers moved the content).
    func rebaseDrag() {
        guard isDragging else { return }
        dragStartOffset = fingerOffset(forDisplayed: contentOffset)
        scrollPan.setTranslation(.zero, in: nil)
    }

    /// `velocity` is the content offset's, in points per second (the finger's, negated).
    private func endDrag(velocity: CGPoint, askDelegate: Bool) {
        isDragging = false
        lastPanEndTime = window?.now
        if let sheet = dragSheetInteraction {
            dragSheetInteraction = nil
            sheet.scrollViewDidEndDragging(self, velocity: -velocity.y)
        }
        if isZoomOutsideLimits {
            // A pinch left the scale past its limits and a finger dragged on: the zoom bounce owns the offset.
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            bounceZoomIfNeeded(about: scrollPan.location(in: self) - contentOffset)
            return
        }
        var v = velocity
        if !canScrollHorizontally { v.x = 0 }
        if !canScrollVertically || sheetTookDragMovement { v.y = 0 }
        release(velocity: v, askDelegate: askDelegate)
    }

    /// The rubber-banded (or clamped) offset shown for a finger-driven offset.
    func displayedOffset(forFinger raw: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        guard bounces else { return clampedContentOffset(raw) }
        let c = tuning.rubberBandCoefficient
        return CGPoint(
            x: RubberBand.clamp(raw.x, min: low.x, max: high.x, dimension: bounds.width, coefficient: c),
            y: RubberBand.clamp(raw.y, min: low.y, max: high.y, dimension: bounds.height, coefficient: c))
    }

    /// The finger-driven offset whose rubber band shows `offset`: the inverse of `displayedOffset(forFinger:)`.
    func fingerOffset(forDisplayed offset: CGPoint) -> CGPoint {
        guard bounces else { return offset }
        let low = minimumContentOffset, high = maximumContentOffset
        let c = tuning.rubberBandCoefficient
        func unband(_ value: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
            if value > high {
                return high + RubberBand.overscroll(forOffset: value - high, dimension: dimension, coefficient: c)
            }
            if value < low {
                return low - RubberBand.overscroll(forOffset: low - value, dimension: dimension, coefficient: c)
            }
            return value
        }
        return CGPoint(
            x: unband(offset.x, low.x, high.x, bounds.width),
            y: unband(offset.y, low.y, high.y, bounds.height))
    }
}
