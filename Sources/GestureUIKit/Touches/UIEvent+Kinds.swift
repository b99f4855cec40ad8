import Foundation

extension UIEvent {
    /// UIKit's `UIEvent.EventType`. The kit's events are all `.touches`.
    public enum EventType: Int, Sendable {
        /// `touches`.
        case touches
        /// `motion`.
        case motion
        /// `remoteControl`.
        case remoteControl
        /// `presses`.
        case presses
        /// `scroll` (iOS 13.4): a trackpad or wheel scroll.
        case scroll = 10
        /// `hover` (iOS 13.4).
        case hover
        /// `transform` (iOS 13.4): a trackpad pinch or rotation.
        case transform
    }

    /// UIKit's `UIEvent.EventSubtype`: `.none` for touch events.
    public enum EventSubtype: Int, Sendable {
        /// `none`.
        case none
        /// `motionShake`.
        case motionShake
    }

    /// UIKit's `UIEvent.ButtonMask` (iOS 13.4): the pointer buttons pressed.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// The mask's bits (UIKit's values).
        public let rawValue: Int
        /// A mask from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `primary`: the left button, or a one-finger click.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// `secondary`: the right button, or a two-finger click.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
    }

    /// `type`: `.touches`, the only kind of event the kit delivers.
    public var type: EventType { .touches }

    /// `subtype`: `.none`, as for every touch event.
    public var subtype: EventSubtype { .none }

    /// `buttonMask` (iOS 13.4). Deviation: always empty; every touch is a finger (UIKit reports none for fingers
    /// too), a mouse drag included.
    public var buttonMask: ButtonMask {
        reportDeviation(.eventButtonMask)
        return []
    }

    /// `modifierFlags` (iOS 13.4). Deviation: always empty; the kit delivers no keyboard state.
    public var modifierFlags: UIKeyModifierFlags {
        reportDeviation(.eventModifierFlags)
        return []
    }

    /// `touches(for:)` a window: the touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touches.filter { $0.window === window })
    }

    /// `touches(for:)` a view: the touches whose hit view is `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(touches.filter { $0.view === view })
    }

    /// `coalescedTouches(for:)`: the touch's samples since the last event. Deviation: just the touch itself; the
    /// kit's input delivers every sample as its own event, so nothing is coalesced.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        reportDeviation(.eventCoalescedTouches)
        return touches.contains { $0 === touch } ? [touch] : nil
    }

    /// `predictedTouches(for:)`: where the touch is predicted to go. Deviation: always empty (no prediction).
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        reportDeviation(.eventPredictedTouches)
        return touches.contains { $0 === touch } ? [] : nil
    }
}
