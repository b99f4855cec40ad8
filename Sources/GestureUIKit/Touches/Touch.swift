import Foundation
/// The phase of a touch in the event that carries it, as UITouch.Phase.
public enum TouchPhase: String, Sendable {
    case began, moved, stationary, ended, cancelled

    /// Whether the touch has ended or been cancelled.
    public var isFinished: Bool { self == .ended || self == .cancelled }
}

/// One finger on the screen, as UITouch: from touch-down to lift or cancel.
///
/// The hit view and the recognizers that see the touch are fixed at touch-down (UIKit's rule).
public final class Touch {
    /// The finger number from the input (a script's `F`, SDL's finger id mapped to a small integer).
    public let finger: Int
    /// The phase in the latest event (UITouch.phase).
    public internal(set) var phase: TouchPhase
    /// Seconds of virtual time of the latest change.
    public internal(set) var timestamp: Double
    /// Where the touch began, in window coordinates.
    public let initialLocation: CGPoint
    /// Where the finger is now, in window coordinates.
    public internal(set) var locationInWindow: CGPoint
    /// Where the finger was at the previous change, in window coordinates.
    public internal(set) var previousLocationInWindow: CGPoint
    /// The view hit-tested at touch-down.
    public internal(set) var view: View?
    /// The window the touch is in (UITouch.window).
    public internal(set) weak var window: Window?
    /// The recognizers that see this touch: those of the hit view and its ancestors, hit view first.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// How the hit view has been told about this touch (see `TouchDelivery`).
    var delivery = TouchDelivery()
    /// The time the finger touched down.
    public let beganAt: Double

    init(finger: Int, location: CGPoint, time: Double, window: Window) {
        self.finger = finger
        self.beganAt = time
        self.phase = .began
        self.timestamp = time
        self.initialLocation = location
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (the window's when `nil`).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous location in `view`'s coordinates (the window's when `nil`), as UITouch.previousLocation(in:).
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}

/// The touches of one moment, as UIEvent: every touch still on the screen, with the changed ones' phases set.
public final class TouchEvent {
    /// Seconds of virtual time of the event (UIEvent.timestamp).
    public let timestamp: Double
    /// Every touch on the screen at that moment (UIEvent.allTouches).
    public let allTouches: [Touch]

    /// An event at `timestamp` with `allTouches` on the screen (the window makes them; the kit makes one when a
    /// subclass calls super with no event).
    public init(timestamp: Double, allTouches: [Touch]) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// The touches of this event that `recognizer` sees.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
    }
}
