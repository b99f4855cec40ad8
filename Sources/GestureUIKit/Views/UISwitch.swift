import Foundation

/// UIKit's `UISwitch`: an on/off control, 51x31, toggled by a tap or by dragging its knob.
///
/// What it does, from the decompiled `UISwitchModernVisualElement` (iOS 18.2) [RE]: a press shows the knob
/// pressed (wider), the pending value is the other one; a horizontal drag past the knob's middle sets the pending
/// value by its direction (right: on); on lift inside the switch the pending value is applied and, if it changed,
/// `.valueChanged` is sent. `setOn(_:animated:)` sends nothing.
///
/// Deviation: UIKit's modern switch drives itself with two private recognizers on its visual element
/// (`UISwitch-longPress`, `minimumPressDuration` 0.01, and `UISwitch-pan`, recognized together, each requiring
/// the failure of recognizers of a class the decompiler hides); the kit tracks the touch as a `UIControl`
/// (`beginTracking`/`continueTracking`/`endTracking`), as UISwitch did before iOS 13, so a scroll view's
/// content-touch rules (the 0.15 s delay, `touchesShouldCancel(in:)`) apply to it as to a button. No `onTintColor`
/// images, `title` or `preferredStyle`.
open class UISwitch: UIControl {
    /// Points: UIKit's switch size (`preferredContentSize` [RE]).
    package static let size = CGSize(width: 51, height: 31)
    /// Points the finger must travel horizontally from where it went down before a drag decides the value.
    package static let dragThreshold: CGFloat = 10

    /// `isOn` (default false); setting it sends no action.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// `onTintColor`: the well when on (nil: system green).
    open var onTintColor: UIColor?

    private var on = false
    /// The value shown while a touch is down; applied on lift.
    private var pending: Bool?
    private var startX: CGFloat = 0
    private var dragged = false

    /// `init(frame:)`: the size is always 51x31, as UIKit's (the origin is kept).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// `setOn(_:animated:)`: sets the state without sending `.valueChanged`. Deviation: no animation.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
    }

    /// The state drawn: the pending value while pressed.
    package var displayedOn: Bool { pending ?? on }

    /// `beginTracking(_:with:)`: pressed; the pending value is the other one (a tap toggles).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pending = !on
        startX = touch.location(in: self).x
        dragged = false
        return true
    }

    /// `continueTracking(_:with:)`: a horizontal drag past `dragThreshold` picks the value by its direction.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - startX
        if abs(dx) >= Self.dragThreshold {
            dragged = true
            pending = dx > 0
        }
        return true
    }

    /// `endTracking(_:with:)`: applies the pending value when the touch lifts inside (or after a drag), and sends
    /// `.valueChanged` if it changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { pending = nil }
        guard let touch, let pending else { return }
        let inside = pointMostlyInside(touch.location(in: self))
        guard inside || dragged, pending != on else { return }
        on = pending
        sendActions(for: .valueChanged)
    }

    /// `cancelTracking(with:)`: the press is dropped, the value unchanged.
    open override func cancelTracking(with event: UIEvent?) {
        pending = nil
        super.cancelTracking(with: event)
    }

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        let well = CGRect(origin: .zero, size: Self.size)
        let radius = Double(well.height / 2)
        let isOnNow = displayedOn
        context.fill(
            well, color: isOnNow ? (onTintColor ?? .systemGreen).color : Color(white: 0.47, alpha: 0.16),
            cornerRadius: radius)
        let knobWidth: CGFloat = isTracking ? 35 : 27
        let knobX = isOnNow ? well.maxX - 2 - knobWidth : well.minX + 2
        let knob = CGRect(x: knobX, y: 2, width: knobWidth, height: 27)
        let rim = knob.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 1)
        context.fill(rim, color: Color(white: 0, alpha: 0.15), cornerRadius: Double(rim.height / 2))
        context.fill(knob, color: .white, cornerRadius: 13.5)
    }
}
