import Foundation

/// UIKit's `UILongPressGestureRecognizer`: continuous; begins after `minimumPressDuration` if the finger moved
/// less than `allowableMovement`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    private var press: LongPressGestureRecognizer? { core as? LongPressGestureRecognizer }

    override class func makeCore() -> GestureRecognizer { LongPressGestureRecognizer(name: "") }

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
