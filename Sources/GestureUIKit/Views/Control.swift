import Foundation
/// A view that tracks one touch and reports control events, as UIControl.
///
/// From the decompiled `UIControl` (iOS 18.2) [RE]: `touchesBegan:` starts tracking the first touch,
/// highlights and sends touch-down; `touchesMoved:` sets `isTouchInside` (and the highlight) from
/// `pointMostlyInside:withEvent:` and sends drag-enter/-exit when it changes; `touchesEnded:` sends touch-up
/// inside or outside by the same test and unhighlights; `touchesCancelled:` → `cancelTrackingWithEvent:`,
/// which unhighlights and sends touch-cancel (event 256).
///
/// "Mostly inside" is the bounds grown by `touchExpansion` (70 pt) on every side. Deviations: the body of
/// `pointMostlyInside:withEvent:` was not in the decompile read, so 70 pt is the audit's figure;
/// UIKit keeps a highlight at least 0.12 s after a quick tap (`_unhighlight` after `0.12 - elapsed`), which
/// is not modelled.
open class Control: View {
    /// The events a control reports (a subset of UIControl.Event).
    public enum Event: String, Sendable, CaseIterable {
        case touchDown, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside, touchCancel
    }

    /// Points around the bounds that still count as inside while tracking (see the type's note).
    public static let touchExpansion = 70.0

    /// A disabled control is not hit (UIControl.isEnabled).
    public var isEnabled = true
    /// Whether a tracked touch is down inside the expanded bounds (UIControl.isHighlighted).
    public private(set) var isHighlighted = false
    /// Whether it is tracking a touch (UIControl.isTracking).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the expanded bounds (UIControl.isTouchInside).
    public private(set) var isTouchInside = false
    private weak var trackedTouch: Touch?
    private var actions: [(Event, (Control, Event) -> Void)] = []

    /// Adds an action for `event` (UIControl's addAction(_:for:)).
    public func addAction(for event: Event, _ action: @escaping (Control, Event) -> Void) {
        actions.append((event, action))
    }

    /// Calls the actions registered for `event`.
    public func sendActions(for event: Event) {
        for (registered, action) in actions where registered == event { action(self, event) }
    }

    /// Whether `point` (in this view's coordinates) is within `touchExpansion` of the bounds.
    open func pointMostlyInside(_ point: CGPoint) -> Bool {
        let e = Self.touchExpansion
        return CGRect(
            x: bounds.minX - e, y: bounds.minY - e, width: bounds.width + 2 * e,
            height: bounds.height + 2 * e
        ).contains(point)
    }

    /// A disabled control is not hit (UIControl `hitTest:withEvent:`).
    open override func hitTest(_ point: CGPoint) -> View? {
        isEnabled ? super.hitTest(point) : nil
    }

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard !isTracking, let touch = touches.first else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard isTracking, let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let inside = pointMostlyInside(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if wasInside != inside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard isTracking, let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let inside = pointMostlyInside(touch.location(in: self))
        endTracking()
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard isTracking else { return }
        endTracking()
        sendActions(for: .touchCancel)
    }

    private func endTracking() {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        trackedTouch = nil
    }
}
