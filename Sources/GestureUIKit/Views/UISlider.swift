import Foundation

/// UIKit's `UISlider`: a thumb dragged along a track sets a value between `minimumValue` and `maximumValue`.
///
/// Modelled on the decompiled `_UISlideriOSVisualElement` (iOS 18.2) [RE], which does UISlider's tracking:
/// - `beginTrackingWithTouch:withEvent:` tracks only a touch that lands in the thumb's hit rect, the thumb grown
///   to at least 48x48 (`thumbHitEdgeInsets`: `-max((48 - side) / 2, 0)`); a touch on the track is not tracked
///   (the private `isTrackEnabled`, set for pointer touches, is not modelled). The finger keeps its offset from
///   the thumb's centre (`_hitOffset`).
/// - `continueTrackingWithTouch:withEvent:` moves the value with the finger and sends `.valueChanged` when
///   `isContinuous`; `endTrackingWithTouch:withEvent:` always sends `.valueChanged`; touch-down on the thumb
///   sends one too when continuous (`_controlTouchBegan:withEvent:`).
/// - `gestureRecognizerShouldBegin:` (the UIView hook, asked for any recognizer whose touch hit the slider):
///   false while the slider is tracking; for a touch on the thumb and a recognizer of another view, a one-finger
///   pan may begin only if `|translation.x| <= |translation.y|`, so a horizontal pan from the thumb (a pager's)
///   is refused and a vertical one (a list's) is allowed. The location is the recognizer's when it asks, the
///   translation has the 10 pt hysteresis removed.
///
/// Geometry: the track is 4 pt tall, centred vertically; the thumb is a 28 pt circle (`thumbSide`).
/// Deviations: the swipe and "gesture type 16" vetoes are not modelled (the kit has no swipe recognizer on
/// sliders to veto); no images, tint colours or value images; `setValue(_:animated:)` with animation jumps to the
/// value; the visual element's 12.5 pt touch insets are not modelled (the slider's bounds are its touch area).
open class UISlider: UIControl {
    /// Points: the side of the round thumb (UIKit's modern thumb; the metrics are hidden by the decompiler).
    package static let thumbSide: CGFloat = 28
    /// Points: the thumb's hit rect is grown to at least this side (`thumbHitEdgeInsets` [RE]).
    package static let thumbHitSide: CGFloat = 48
    /// Points: the track's height (`trackRectForBounds:` [RE], 4 on current SDKs).
    package static let trackHeight: CGFloat = 4

    /// `value`, clamped to `minimumValue...maximumValue` (UIKit's default 0).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// `minimumValue` (default 0).
    open var minimumValue: Float = 0 { didSet { storedValue = clamped(storedValue) } }
    /// `maximumValue` (default 1).
    open var maximumValue: Float = 1 { didSet { storedValue = clamped(storedValue) } }
    /// `isContinuous`: whether `.valueChanged` is sent on every move (default true) or only when the touch lifts.
    open var isContinuous = true
    /// `minimumTrackTintColor`: the track left of the thumb (nil: the tint, system blue).
    open var minimumTrackTintColor: UIColor?

    private var storedValue: Float = 0
    /// `_hitOffset`: the thumb's centre minus the finger, along the track, kept while tracking.
    private var hitOffset: CGFloat = 0

    /// `setValue(_:animated:)`: sets the value, clamped; sends no action (UIKit's `_setValue:andSendAction:NO`).
    /// Deviation: `animated` is ignored (the thumb jumps).
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = clamped(value)
    }

    private func clamped(_ value: Float) -> Float {
        min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    // MARK: Geometry (UIKit's overridable rects)

    /// `trackRect(forBounds:)`: the track, `trackHeight` tall, across the bounds, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// `thumbRect(forBounds:trackRect:value:)`: the thumb at `value`, its centre travelling the track inset by
    /// half a thumb at each end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = Self.thumbSide
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - side) * min(max(fraction, 0), 1)
        return CGRect(x: x, y: rect.midY - side / 2, width: side, height: side)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    /// `_shouldBeginTrackingAtPoint:pointInKnob:inKnob:` [RE]: inside the thumb grown to `thumbHitSide`.
    package func isOnThumb(_ point: CGPoint) -> Bool {
        let thumb = currentThumbRect
        let dx = max((Self.thumbHitSide - thumb.width) / 2, 0), dy = max((Self.thumbHitSide - thumb.height) / 2, 0)
        return thumb.insetBy(dx: -dx, dy: -dy).contains(point)
    }

    /// The value whose thumb centre is at `x` (`ValueForPoint` [RE]).
    private func valueForThumbCentre(_ x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbSide
        guard travel > 0 else { return minimumValue }
        let fraction = Float((x - track.minX - Self.thumbSide / 2) / travel)
        return clamped(minimumValue + (maximumValue - minimumValue) * fraction)
    }

    // MARK: Tracking

    /// `beginTracking(_:with:)`: true only on the thumb (see the type's note); keeps the finger's offset.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard isOnThumb(point) else { return false }
        hitOffset = (currentThumbRect.midX - point.x).rounded()
        setValue(valueForThumbCentre(point.x + hitOffset), animated: false)
        return true
    }

    /// `continueTracking(_:with:)`: the value follows the finger; `.valueChanged` when continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setValue(valueForThumbCentre(touch.location(in: self).x + hitOffset), animated: false)
        if isContinuous { sendActions(for: .valueChanged) }
        isHighlighted = true
        return true
    }

    /// `endTracking(_:with:)`: `.valueChanged` when the touch lifts (always, as `endTrackingWithTouch:` [RE]).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if touch != nil { sendActions(for: .valueChanged) }
    }

    override func didBeginTracking(_ touch: UITouch, with event: UIEvent?) {
        if isContinuous { sendActions(for: .valueChanged) }
    }

    // MARK: Recognizers whose touches hit the slider

    /// `gestureRecognizerShouldBegin(_:)`: the slider's veto (see the type's note).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isTracking {
            explain("the slider is tracking its thumb", to: gestureRecognizer)
            return false
        }
        guard isOnThumb(gestureRecognizer.location(in: self)), gestureRecognizer.view !== self else { return true }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.minimumNumberOfTouches <= 1 {
            let t = pan.translation(in: self)
            if abs(t.x) <= abs(t.y) { return true }
            explain("a pan along the track from the slider's thumb", to: gestureRecognizer)
            return false
        }
        return true
    }

    /// The reason the panels and the report show for the refusal (the engine's note; the one place the slider
    /// reaches past UIKit's API).
    private func explain(_ reason: String, to recognizer: UIGestureRecognizer) {
        recognizer.note(reason)
    }

    // MARK: Drawing

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        let track = trackRect(forBounds: renderBounds)
        let thumb = currentThumbRect
        let radius = Double(Self.trackHeight / 2)
        context.fill(track, color: Color(white: 0.47, alpha: 0.2), cornerRadius: radius)
        let filled = CGRect(x: track.minX, y: track.minY, width: max(thumb.midX - track.minX, 0), height: track.height)
        context.fill(filled, color: (minimumTrackTintColor ?? .systemBlue).color, cornerRadius: radius)
        let rim = thumb.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 1)
        context.fill(rim, color: Color(white: 0, alpha: 0.18), cornerRadius: Double(rim.width / 2))
        context.fill(thumb, color: isHighlighted ? Color(white: 0.95) : .white, cornerRadius: Double(thumb.width / 2))
    }
}
