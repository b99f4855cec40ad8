import Foundation
/// UIScrollView's built-in pan, as UIScrollViewPanGestureRecognizer.
///
/// Differences from a plain pan, all from UIKit [RE] (uikit-behaviour.md §3.1):
/// - its delegate must be its scroll view: assigning anything else raises UIKit's exception message (here
///   `setDelegate(_:)` throws it and the `delegate` setter leaves the scroll view in place);
/// - it begins only along an axis the scroll view can scroll (`_shouldTryToBeginWithEvent:` / `_canScrollX/Y`),
///   after `hysteresis` (10 pt) on that axis; motion along an axis it cannot scroll never begins it;
/// - a touch on a scroll view that is moving by itself (decelerating, bouncing, animating a scroll) begins it at
///   once and stops the motion (`_shouldTrackImmediatelyWhileDecelerating`).
///
/// - with `isDirectionalLockEnabled`, each move's direction may lock the pan to one axis (see
///   `DirectionalLock`): on every move until it begins, and after that only after a 0.6 s pause or a zoom.
///
/// Not modelled: `delaysTouchesBegan` switching on while decelerating, and the "can't remove the scroll view's
/// target/action pair" exception (targets cannot be removed here at all).
package final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// UIKit's exception text for a foreign delegate (`-[UIScrollViewPanGestureRecognizer setDelegate:]` [RE]).
    package static let delegateMessage =
        "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate."

    /// The scroll view that owns this pan.
    package internal(set) weak var scrollView: UIScrollView?

    /// The raw translation (window points, before the hysteresis is removed) that made the pan begin; zero when
    /// it began at touch-down on a moving scroll view. The scroll view reads it for the directional lock and the
    /// hand-off to a parent.
    package private(set) var translationAtBegin: CGPoint = .zero

    /// The axis the drag is locked to, if any (UIKit keeps it in two flag bits of the pan).
    package private(set) var directionalLock = DirectionalLock.none
    /// The previous drag's lock, restored when a touch catches the scroll view still moving (`_beginScroll` [RE]).
    private var previousLock = DirectionalLock.none
    /// Set when a zoom ends: the lock is reconsidered on every move until the fingers move `hysteresis` from
    /// here (`_reconsideredLockingLocation` [RE]).
    private var reconsiderLockingFrom: CGPoint?

    package override func validateDelegate(_ newDelegate: UIGestureRecognizerDelegate?) -> String? {
        guard let scrollView, newDelegate === scrollView || newDelegate === scrollView.ownRecognizersDelegate else {
            return Self.delegateMessage
        }
        return nil
    }

    /// Its scroll view (when a subclass declares the conformance and assigns it) is answered for by the scroll
    /// view's own delegate object, which keeps the scroll view's own rules.
    package override func resolveDelegate(_ newDelegate: UIGestureRecognizerDelegate?) -> UIGestureRecognizerDelegate? {
        guard let scrollView, newDelegate === scrollView else { return newDelegate }
        return scrollView.ownRecognizersDelegate
    }

    /// UIKit's `delegate` of a scroll view's pan is the scroll view: the scroll view itself when its subclass
    /// declares `UIGestureRecognizerDelegate`, else the object answering for it.
    package override var publicDelegate: UIGestureRecognizerDelegate? {
        (scrollView as? UIGestureRecognizerDelegate) ?? super.publicDelegate
    }

    /// Begins along a scrollable axis only; when both axes qualify the larger movement names the reason.
    package override func reasonToBegin(translation t: CGPoint) -> RecognizerRule? {
        guard let scrollView else { return super.reasonToBegin(translation: t) }
        let h = hysteresis
        let horizontal = scrollView.canScrollHorizontally && abs(t.x) >= h
        let vertical = scrollView.canScrollVertically && abs(t.y) >= h
        guard horizontal || vertical else { return nil }
        translationAtBegin = t
        if vertical, !horizontal || abs(t.y) >= abs(t.x) { return .crossedHysteresis(distance: h, axis: .vertically) }
        return .crossedHysteresis(distance: h, axis: .horizontally)
    }

    /// A drag past the hysteresis only along an axis the scroll view can't scroll: say so (not "< 10 pt").
    package override func reasonNotBegun(translation t: CGPoint) -> RecognizerRule {
        guard let scrollView else { return super.reasonNotBegun(translation: t) }
        var axes: [RecognizerRule.Axis] = []
        if abs(t.x) >= hysteresis, !scrollView.canScrollHorizontally { axes.append(.horizontally) }
        if abs(t.y) >= hysteresis, !scrollView.canScrollVertically { axes.append(.vertically) }
        guard !axes.isEmpty else { return super.reasonNotBegun(translation: t) }
        return .cannotScroll(translation: t, scrollView: scrollView.displayName, axes: axes)
    }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirstTouch = self.touches.count == touches.count
        super.touchesBegan(touches, with: event)
        guard isFirstTouch, state == .possible, let scrollView else { return }
        scrollView.isTracking = true
        if scrollView.isMovingByItself {
            translationAtBegin = .zero
            directionalLock = previousLock
            scrollView.stopMotion()
            setState(.began, rule: .caughtDeceleratingScrollView)
        }
    }

    /// UIScrollViewPanGestureRecognizer `_centroidMovedTo:atTime:affectingTranslation:` [RE] (iOS 18.2): with the
    /// lock enabled, the move's direction is looked at while the pan is possible, or once began when the fingers
    /// had rested 0.6 s (`a4 - self->super._lastTouchTime < 0.6` skips it) or a zoom asked for reconsideration;
    /// then only the locked axis of the move counts (`_shiftPanLocationToNewSceneReferenceLocation:lockingToAxis:`).
    package override func adjustedLocation(for centroid: CGPoint, at time: Double) -> CGPoint {
        if let scrollView, scrollView.isDirectionalLockEnabled {
            let rested = time - (lastMoveTime ?? time) >= DirectionalLock.reconsiderAfter
            if state == .possible || isWaitingForFailure || reconsiderLockingFrom != nil || rested {
                let move = centroid - lastUnadjusted
                directionalLock = directionalLock.updated(
                    by: move, canScrollHorizontally: scrollView.canScrollHorizontally,
                    canScrollVertically: scrollView.canScrollVertically)
                if let from = reconsiderLockingFrom,
                    abs(centroid.x - from.x) >= hysteresis || abs(centroid.y - from.y) >= hysteresis
                {
                    reconsiderLockingFrom = nil
                }
            }
        }
        var move = centroid - lastUnadjusted
        switch directionalLock {
        case .horizontal: move.y = 0
        case .vertical: move.x = 0
        case .none: break
        }
        return last + move
    }

    /// UIKit's `_scrollViewDidEndZooming` [RE]: also drops the lock and reconsiders it from here.
    package override func clearAfterZooming() {
        super.clearAfterZooming()
        if scrollView?.isDirectionalLockEnabled == true {
            reconsiderLockingFrom = lastUnadjusted
            directionalLock = .none
        }
    }

    package override func reset() {
        super.reset()
        previousLock = directionalLock
        directionalLock = .none
        reconsiderLockingFrom = nil
        translationAtBegin = .zero
        scrollView?.panDidReset()
    }
}

/// UIScrollView's built-in pinch, as UIScrollViewPinchGestureRecognizer: enabled only while zooming is possible.
///
/// The scroll view sets it up as its own delegate; unlike the pan, a replaced delegate is not refused (UIKit's
/// header forbids it, but the pinch's exception text has not been decoded).
package final class UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    /// The scroll view that owns this pinch.
    package internal(set) weak var scrollView: UIScrollView?
}
