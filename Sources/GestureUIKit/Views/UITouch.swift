import Foundation

/// UIKit's `UITouch`: one finger on the screen, in front of a core `Touch`.
///
/// Hashable by the finger's identity, so sets of touches work across events as in UIKit.
public final class UITouch: Hashable {
    let touch: Touch

    init(_ touch: Touch) { self.touch = touch }

    static func set(_ touches: [Touch]) -> Set<UITouch> { Set(touches.map(UITouch.init)) }

    /// UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// `location(in:)`: nil means the window.
    public func location(in view: UIView?) -> CGPoint { touch.location(in: view?.backing) }

    /// `previousLocation(in:)`: where the touch was at the previous event.
    public func previousLocation(in view: UIView?) -> CGPoint { touch.previousLocation(in: view?.backing) }

    /// `view`: the view the touch began in (its hit-test view).
    public var view: UIView? { touch.view.map(UIView.facade(for:)) }

    /// `phase`.
    public var phase: Phase {
        switch touch.phase {
        case .began: .began
        case .moved: .moved
        case .stationary: .stationary
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }

    /// `timestamp`: seconds of the scene's virtual time.
    public var timestamp: TimeInterval { touch.timestamp }

    /// `tapCount`. Deviation: always 1 (the core counts taps in its tap recognizers only).
    public var tapCount: Int { 1 }

    /// `isEqual(_:)` (NSObject): the same touch (UIKit keeps one UITouch per finger; here facades of one core
    /// touch are equal).
    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs.touch === rhs.touch }
    /// `hash` (NSObject): by the core touch's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(touch)) }
}

/// UIKit's `UIEvent` for touches: its time and every touch on the screen.
public final class UIEvent {
    let event: TouchEvent

    init(_ event: TouchEvent) { self.event = event }

    /// `timestamp`: seconds of the scene's virtual time.
    public var timestamp: TimeInterval { event.timestamp }

    /// `allTouches`.
    public var allTouches: Set<UITouch>? { UITouch.set(event.allTouches) }

    /// `touches(for:)` a recognizer: the touches it is tracking.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        UITouch.set(event.touches(for: gestureRecognizer.core))
    }
}
