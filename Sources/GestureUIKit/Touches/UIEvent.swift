import Foundation

/// UIKit's `UIEvent` for touches: the touches of one moment, every touch still on the screen, with the changed
/// ones' phases set.
public final class UIEvent: KitObject {
    /// `timestamp`: seconds of the scene's virtual time.
    public let timestamp: TimeInterval
    /// Every touch on the screen at that moment, in finger order.
    package let touches: [UITouch]

    /// An event at `timestamp` with `touches` on the screen (the window makes them; a control makes one when a
    /// subclass calls super with no event).
    package init(timestamp: TimeInterval, touches: [UITouch]) {
        self.timestamp = timestamp
        self.touches = touches
    }

    /// `allTouches`.
    public var allTouches: Set<UITouch>? { Set(touches) }

    /// `touches(for:)` a recognizer: the touches it is tracking.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touches.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } })
    }
}
