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
/// Not modelled: `delaysTouchesBegan` switching on while decelerating, and the "can't remove the scroll view's
/// target/action pair" exception (targets cannot be removed here at all).
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// UIKit's exception text for a foreign delegate (`-[UIScrollViewPanGestureRecognizer setDelegate:]` [RE]).
    public static let delegateMessage =
        "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate."

    /// The scroll view that owns this pan.
    public internal(set) weak var scrollView: ScrollView?

    /// The raw translation (window points, before the hysteresis is removed) that made the pan begin; zero when
    /// it began at touch-down on a moving scroll view. The scroll view reads it for the directional lock and the
    /// hand-off to a parent.
    public private(set) var translationAtBegin: Point = .zero

    public override func validateDelegate(_ newDelegate: GestureRecognizerDelegate?) -> String? {
        guard let scrollView, newDelegate === scrollView else { return Self.delegateMessage }
        return nil
    }

    /// Begins along a scrollable axis only; when both axes qualify the larger movement names the reason.
    public override func reasonToBegin(translation t: Point) -> String? {
        guard let scrollView else { return super.reasonToBegin(translation: t) }
        let h = hysteresis
        let horizontal = scrollView.canScrollHorizontally && abs(t.x) >= h
        let vertical = scrollView.canScrollVertically && abs(t.y) >= h
        guard horizontal || vertical else { return nil }
        translationAtBegin = t
        if vertical, !horizontal || abs(t.y) >= abs(t.x) { return "moved \(h.compact) pt vertically" }
        return "moved \(h.compact) pt horizontally"
    }

    /// A drag past the hysteresis only along an axis the scroll view can't scroll: say so (not "< 10 pt").
    public override func reasonNotBegun(translation t: Point) -> String {
        guard let scrollView else { return super.reasonNotBegun(translation: t) }
        var axes: [String] = []
        if abs(t.x) >= hysteresis, !scrollView.canScrollHorizontally { axes.append("horizontally") }
        if abs(t.y) >= hysteresis, !scrollView.canScrollVertically { axes.append("vertically") }
        guard !axes.isEmpty else { return super.reasonNotBegun(translation: t) }
        return "lifted after moving \(Self.describe(t)); \(scrollView.displayName) can't scroll "
            + axes.joined(separator: " or ")
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        let isFirstTouch = self.touches.count == touches.count
        super.touchesBegan(touches, with: event)
        guard isFirstTouch, state == .possible, let scrollView else { return }
        scrollView.isTracking = true
        if scrollView.isMovingByItself {
            translationAtBegin = .zero
            scrollView.stopMotion()
            setState(.began, reason: "caught a decelerating scroll view")
        }
    }

    public override func reset() {
        super.reset()
        translationAtBegin = .zero
        scrollView?.panDidReset()
    }
}

/// UIScrollView's built-in pinch, as UIScrollViewPinchGestureRecognizer: enabled only while zooming is possible.
///
/// The scroll view sets it up as its own delegate; unlike the pan, a replaced delegate is not refused (UIKit's
/// header forbids it, but the pinch's exception text has not been decoded).
public final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    /// The scroll view that owns this pinch.
    public internal(set) weak var scrollView: ScrollView?
}
