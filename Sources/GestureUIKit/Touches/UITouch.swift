import Foundation

/// UIKit's `UITouch`: one finger on the screen, from touch-down to lift or cancel; the very object the window
/// tracks and the recognizers and views are handed.
///
/// The hit view and the recognizers that see the touch are fixed at touch-down (UIKit's rule). Hashable by
/// identity (UIKit keeps one UITouch per finger for the whole touch).
public final class UITouch: Hashable, KitObject {
    /// UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled

        /// Whether the touch has ended or been cancelled.
        package var isFinished: Bool { self == .ended || self == .cancelled }
    }

    /// The finger number from the input (a script's `F`, SDL's finger id mapped to a small integer).
    package let finger: Int
    /// `phase`: the phase in the latest event.
    public internal(set) var phase: Phase
    /// `timestamp`: seconds of the scene's virtual time of the latest change.
    public internal(set) var timestamp: TimeInterval
    /// Where the touch began, in window coordinates.
    package let initialLocation: CGPoint
    /// Where the finger is now, in window coordinates.
    package internal(set) var locationInWindow: CGPoint
    /// Where the finger was at the previous change, in window coordinates.
    package internal(set) var previousLocationInWindow: CGPoint
    /// `view`: the view hit-tested at touch-down.
    public internal(set) var view: UIView?
    /// `window`: the window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The recognizers that see this touch: those of the hit view and its ancestors, hit view first.
    package internal(set) var recognizers: [UIGestureRecognizer] = []
    /// How the hit view has been told about this touch (see `TouchDelivery`).
    var delivery = TouchDelivery()
    /// The time the finger touched down.
    package let beganAt: Double

    init(finger: Int, location: CGPoint, time: Double, window: UIWindow) {
        self.finger = finger
        self.beganAt = time
        self.phase = .began
        self.timestamp = time
        self.initialLocation = location
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.window = window
    }

    /// Runs `body` with the touch as it was at touch-down (location, phase, time), then restores it: a delayed
    /// touchesBegan carries UIKit's `UIGestureDelayedTouch.stateWhenDelayed` [RE], not the finger's position when
    /// the delay ends.
    func asAtTouchDown(_ body: () -> Void) {
        let saved = (locationInWindow, previousLocationInWindow, phase, timestamp)
        (locationInWindow, previousLocationInWindow, phase, timestamp) = (
            initialLocation, initialLocation, .began, beganAt
        )
        body()
        (locationInWindow, previousLocationInWindow, phase, timestamp) = saved
    }

    /// `location(in:)`: the touch's location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// `previousLocation(in:)`: where the touch was at the previous event, in `view`'s coordinates (the
    /// window's when nil).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// `tapCount`. Deviation: always 1 (taps are counted by the tap recognizers only).
    public var tapCount: Int {
        reportDeviation(.touchTapCount)
        return 1
    }

    /// `gestureRecognizers`: the recognizers receiving this touch.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers }

    /// `isEqual(_:)` (NSObject): the same touch (identity).
    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// `hash` (NSObject): by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
