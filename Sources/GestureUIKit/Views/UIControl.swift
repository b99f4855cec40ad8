import Foundation

/// UIKit's `UIControl`: tracks one touch, highlights, and sends its actions for control events.
///
/// From the decompiled `UIControl` (iOS 18.2) [RE]: `touchesBegan:` starts tracking the first touch,
/// highlights and sends touch-down; `touchesMoved:` sets `isTouchInside` (and the highlight) from
/// `pointMostlyInside:withEvent:` and sends drag-enter/-exit when it changes; `touchesEnded:` sends touch-up
/// inside or outside by the same test and unhighlights; `touchesCancelled:` → `cancelTrackingWithEvent:`,
/// which unhighlights and sends touch-cancel (event 256).
///
/// "Mostly inside" is the bounds grown by `touchExpansion` (70 pt) on every side. A subclass overrides
/// `point(inside:with:)` (the usual way to enlarge a small button's touch area), `hitTest`,
/// `gestureRecognizerShouldBegin` and the touches methods as in UIKit; its touches overrides call super, which
/// is the tracking.
/// Deviations: the body of `pointMostlyInside:withEvent:` was not in the decompile read, so 70 pt is the audit's
/// figure; UIKit keeps a highlight at least 0.12 s after a quick tap (`_unhighlight` after `0.12 - elapsed`),
/// which is not modelled; only the events below; the tracking is UIKit's through `touchesBegan...`, not
/// `beginTracking(_:with:)`/`continueTracking`, which are not overridable here.
open class UIControl: UIView {
    /// UIKit's `UIControl.Event` (the touch events).
    public struct Event: OptionSet, Hashable, Sendable {
        /// `rawValue` (OptionSet).
        public let rawValue: UInt
        /// `init(rawValue:)` (OptionSet).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.touchDown`.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// `.touchDragEnter`.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// `.touchDragExit`.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// `.touchUpInside`.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// `.touchUpOutside`.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// `.touchCancel`.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// `.valueChanged` (4096): a refresh control's trigger.
        public static let valueChanged = Event(rawValue: 1 << 12)

        /// The single events the model sends, in UIKit's bit order.
        package static let allTouchEvents: [Event] = [
            .touchDown, .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        /// Every single event the model sends: the touch events and `.valueChanged`.
        package static let allEvents: [Event] = allTouchEvents + [.valueChanged]
    }

    /// UIKit's `UIControl.State` (the states a button's title can be set for).
    public struct State: OptionSet, Hashable, Sendable {
        /// `rawValue` (OptionSet).
        public let rawValue: UInt
        /// `init(rawValue:)` (OptionSet).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.normal`.
        public static let normal = State([])
        /// `.highlighted`.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `.disabled`.
        public static let disabled = State(rawValue: 1 << 1)
    }

    /// Points around the bounds that still count as inside while tracking (see the type's note).
    package static let touchExpansion: CGFloat = 70

    /// `isEnabled`: a disabled control is not hit.
    open var isEnabled = true
    /// `isHighlighted`: a tracked touch is down inside the grown bounds (after a scroll view's content-touch
    /// delay).
    open var isHighlighted = false
    /// `isTracking`.
    open private(set) var isTracking = false
    /// `isTouchInside`: the tracked touch is inside the grown bounds.
    open private(set) var isTouchInside = false

    private weak var trackedTouch: UITouch?
    private var actions: [(event: Event, run: (UIControl) -> Void)] = []

    // MARK: Targets and actions

    /// `addTarget(_:action:for:)` with an unapplied method taking the control (`MyController.didTap`), target
    /// held weakly; the form without selectors.
    public func addTarget<Target: AnyObject, Argument>(
        _ target: Target,
        action: @escaping (Target) -> (Argument) -> Void,
        for controlEvents: Event
    ) {
        register(controlEvents) { [weak target] control in
            guard let target, let argument = control as? Argument else { return }
            action(target)(argument)
        }
    }

    /// `addTarget(_:action:for:)` with an unapplied method that takes no argument.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void,
        for controlEvents: Event
    ) {
        register(controlEvents) { [weak target] _ in
            if let target { action(target)() }
        }
    }

    /// `addAction(_:for:)` (iOS 14): runs `action`'s handler for `controlEvents`.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        register(controlEvents) { [weak self] _ in
            action.sender = self
            action.handler(action)
        }
    }

    /// `sendActions(for:)`: runs the actions registered for each of `controlEvents`, in the order added.
    public func sendActions(for controlEvents: Event) {
        for event in Event.allEvents where controlEvents.contains(event) {
            for action in actions where action.event == event { action.run(self) }
        }
    }

    private func register(_ controlEvents: Event, _ body: @escaping (UIControl) -> Void) {
        for event in Event.allEvents where controlEvents.contains(event) {
            actions.append((event, body))
        }
    }

    // MARK: Tracking

    /// Whether `point` (in this view's coordinates) is within `touchExpansion` of the bounds.
    func pointMostlyInside(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchExpansion, dy: -Self.touchExpansion).contains(point)
    }

    /// `hitTest(_:with:)`: a disabled control is not hit (UIControl `hitTest:withEvent:`).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    /// `touchesBegan(_:with:)`: begins tracking the touch (touch-down, highlighted).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard !isTracking, let touch = touches.min(by: { $0.finger < $1.finger }) else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// `touchesMoved(_:with:)`: drag enter/exit as the tracked touch leaves or re-enters the grown bounds.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = pointMostlyInside(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if wasInside != inside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
    }

    /// `touchesEnded(_:with:)`: touch-up inside or outside, and the end of tracking.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = pointMostlyInside(touch.location(in: self))
        endTracking()
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    /// `touchesCancelled(_:with:)`: `.touchCancel` and the end of tracking.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
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

/// UIKit's `UIAction` (iOS 14): a handler a control runs for its events.
public final class UIAction {
    /// `title`.
    public var title: String
    /// `handler`.
    public let handler: (UIAction) -> Void
    /// `sender`: the control that ran the action, during the handler.
    public internal(set) weak var sender: AnyObject?

    /// `init(title:handler:)`.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
