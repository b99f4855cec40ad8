import Foundation

/// UIKit's `UIControl`: tracks one touch, highlights, and sends its actions for control events.
///
/// The tracking is the core `Control`'s, from the decompiled UIControl: touch-down highlights, a touch that
/// leaves the bounds grown by 70 pt unhighlights, touch-up inside that region sends `.touchUpInside`, and a
/// cancelled touch (a scroll view taking it) sends `.touchCancel`.
/// A subclass overrides `point(inside:with:)` (the usual way to enlarge a small button's touch area), `hitTest`,
/// `gestureRecognizerShouldBegin` and the touches methods as in UIKit; its touches overrides call super, which
/// is the tracking.
/// Deviations: only the events below; no `UIControl.State` beyond what `UIButton` uses; the tracking is UIKit's
/// through `touchesBegan...`, not `beginTracking(_:with:)`/`continueTracking`, which are not overridable here.
open class UIControl: UIView {
    /// The core control (always a Control: `makeBacking` makes one).
    var control: Control { backing as? Control ?? Control() }

    override class func makeBacking(frame: CGRect) -> View { KitButtonBacking(frame: frame) }

    /// `touchesBegan(_:with:)`: begins tracking the touch (touch-down, highlighted).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        control.touchesBegan(touches.map(\.touch), with: Self.coreEvent(event, touches))
    }

    /// `touchesMoved(_:with:)`: drag enter/exit as the tracked touch leaves or re-enters the grown bounds.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        control.touchesMoved(touches.map(\.touch), with: Self.coreEvent(event, touches))
    }

    /// `touchesEnded(_:with:)`: touch-up inside or outside, and the end of tracking.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        control.touchesEnded(touches.map(\.touch), with: Self.coreEvent(event, touches))
    }

    /// `touchesCancelled(_:with:)`: `.touchCancel` and the end of tracking.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        control.touchesCancelled(touches.map(\.touch), with: Self.coreEvent(event, touches))
    }

    /// The core event behind `event`, or one made of `touches` when a subclass passed none to super.
    private static func coreEvent(_ event: UIEvent?, _ touches: Set<UITouch>) -> TouchEvent {
        event?.event ?? TouchEvent(timestamp: touches.first?.timestamp ?? 0, allTouches: touches.map(\.touch))
    }

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

        static let pairs: [(Event, Control.Event)] = [
            (.touchDown, .touchDown), (.touchDragEnter, .touchDragEnter), (.touchDragExit, .touchDragExit),
            (.touchUpInside, .touchUpInside), (.touchUpOutside, .touchUpOutside), (.touchCancel, .touchCancel),
        ]
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

    /// `isEnabled`.
    open var isEnabled: Bool {
        get { control.isEnabled }
        set { control.isEnabled = newValue }
    }

    /// `isHighlighted`: a tracked touch is down inside (after a scroll view's content-touch delay).
    open var isHighlighted: Bool { control.isHighlighted }

    /// `isTracking`.
    open var isTracking: Bool { control.isTracking }

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

    /// `sendActions(for:)`.
    public func sendActions(for controlEvents: Event) {
        for (event, core) in Event.pairs where controlEvents.contains(event) { control.sendActions(for: core) }
    }

    private func register(_ controlEvents: Event, _ body: @escaping (UIControl) -> Void) {
        for (event, core) in Event.pairs where controlEvents.contains(event) {
            control.addAction(for: core) { [weak self] _, _ in
                if let self { body(self) }
            }
        }
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

/// The core button behind a `UIControl`/`UIButton`: no fill of its own (the view's `backgroundColor` is the
/// fill), a translucent dark overlay while highlighted.
final class KitButtonBacking: Button {
    init(frame: CGRect) {
        super.init(
            frame: frame, title: "", titleColor: Color.systemBlue, normalColor: nil,
            highlightedColor: Color(white: 0, alpha: 0.25))
        cornerRadius = 0
    }
}
