import Foundation
import GestureCore

/// UIKit's `UITapGestureRecognizer`: discrete; recognizes `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers (the core's timings: 0.35 s between taps, 10 pt of movement).
open class UITapGestureRecognizer: UIGestureRecognizer {
    private var tap: TapGestureRecognizer? { core as? TapGestureRecognizer }

    override class func makeCore() -> GestureRecognizer { KitTapCore() }

    override class var derivedKind: String { "tap" }

    /// `numberOfTapsRequired` (default 1).
    open var numberOfTapsRequired: Int {
        get { tap?.numberOfTapsRequired ?? 1 }
        set { tap?.numberOfTapsRequired = newValue }
    }

    /// `numberOfTouchesRequired` (default 1).
    open var numberOfTouchesRequired: Int {
        get { tap?.numberOfTouchesRequired ?? 1 }
        set { tap?.numberOfTouchesRequired = newValue }
    }
}

/// UIKit's `UILongPressGestureRecognizer`: continuous; begins after `minimumPressDuration` if the finger moved
/// less than `allowableMovement`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    private var press: LongPressGestureRecognizer? { core as? LongPressGestureRecognizer }

    override class func makeCore() -> GestureRecognizer { KitLongPressCore() }

    override class var derivedKind: String { "longPress" }

    /// `minimumPressDuration`, seconds (UIKit default 0.5).
    open var minimumPressDuration: TimeInterval {
        get { press?.minimumPressDuration ?? core.view?.window?.tuning.longPressMinimumDuration ?? 0.5 }
        set { press?.minimumPressDuration = newValue }
    }

    /// `allowableMovement`, points (UIKit default 10).
    open var allowableMovement: CGFloat {
        get { CGFloat(press?.allowableMovement ?? core.view?.window?.tuning.longPressAllowableMovement ?? 10) }
        set { press?.allowableMovement = Double(newValue) }
    }

    /// `numberOfTouchesRequired` (default 1).
    open var numberOfTouchesRequired: Int {
        get { press?.numberOfTouchesRequired ?? 1 }
        set { press?.numberOfTouchesRequired = newValue }
    }
}

/// UIKit's `UIPinchGestureRecognizer`: continuous, two fingers; `scale` relative to the start.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var pinch: PinchGestureRecognizer? { core as? PinchGestureRecognizer }

    override class func makeCore() -> GestureRecognizer { KitPinchCore() }

    override class var derivedKind: String { "pinch" }

    /// `scale`: the distance between the fingers over the distance at the start; settable, as in UIKit.
    open var scale: CGFloat {
        get { CGFloat(pinch?.scale ?? 1) }
        set { pinch?.scale = Double(newValue) }
    }

    /// `velocity`: scale per second.
    open var velocity: CGFloat { CGFloat(pinch?.velocity ?? 0) }
}
