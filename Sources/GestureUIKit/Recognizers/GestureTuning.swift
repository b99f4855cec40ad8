import Foundation

/// Every tuning constant of the gesture model in one place, with its unit and its source.
///
/// `GestureTuning.uikit` holds UIKit's values; the physics panel edits a window's copy live ("reset to UIKit"
/// restores them). Sources are in `../shared/reference/uikit-behaviour.md` §2–3: [RE] reverse-engineered
/// UIKitCore, [doc] Apple's headers, [art] articles.
package struct GestureTuning: Equatable, Sendable {
    /// Points, per axis. UIPanGestureRecognizer `+_defaultHysteresis` = 10 [RE].
    package var panHysteresis: Double = 10
    /// Seconds from one tap's lift to the next tap's touch-down. UITapRecognizer 0.35 [RE].
    package var tapMaximumInterval: Double = 0.35
    /// Seconds a single tap may be held. UITapRecognizer maximumSingleTapDuration 0.75 [RE].
    package var tapMaximumDuration: Double = 0.75
    /// Points from the first tap's start. UITapRecognizer allowableMovement 45 [RE].
    package var tapAllowableMovement: Double = 45
    /// Seconds. UILongPressGestureRecognizer minimumPressDuration 0.5 [doc].
    package var longPressMinimumDuration: Double = 0.5
    /// Points. UILongPressGestureRecognizer allowableMovement 10 [doc].
    package var longPressAllowableMovement: Double = 10
    /// Points from the screen edge. _UIScreenEdgePanRecognizerEdgeSettings 13 [RE].
    package var edgeRegion: Double = 13
    /// Points along the swipe before an edge pan begins. [RE] 15.
    package var edgeHysteresis: Double = 15
    /// Points of change in finger distance before a pinch begins, then removed from its scale.
    /// `_UIPinchGestureRecognizerDriver` `_hysteresis = 8.0` [RE].
    package var pinchHysteresis: Double = 8
    /// Per-millisecond velocity factor of a scroll view's deceleration. UIScrollViewDecelerationRateNormal 0.998.
    package var decelerationRate: Double = 0.998
    /// The rubber band's c in b = (1 − 1/(x·c/d + 1))·d. 0.55 [art] (Grant Paul's analysis).
    package var rubberBandCoefficient: Double = 0.55
    /// Seconds UIScrollView delays content touches (delaysContentTouches). 0.15 [RE].
    package var scrollTouchDelay: Double = 0.15

    /// UIKit's values (the same as `GestureTuning.uikit`).
    package init() {}

    /// UIKit's values.
    package static let uikit = GestureTuning()
}

extension UIGestureRecognizer {
    /// The tuning of the recognizer's window (UIKit's values when it has none).
    package var tuning: GestureTuning { environment?.window?.tuning ?? view?.window?.tuning ?? .uikit }
}
