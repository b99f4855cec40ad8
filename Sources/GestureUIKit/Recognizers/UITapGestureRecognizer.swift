import Foundation

/// UIKit's `UITapGestureRecognizer`: discrete; recognizes `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers (the core's timings: 0.35 s between taps, 10 pt of movement).
open class UITapGestureRecognizer: UIGestureRecognizer {
    private var tap: TapGestureRecognizer? { core as? TapGestureRecognizer }

    override class func makeCore() -> GestureRecognizer { TapGestureRecognizer(name: "", taps: 1, touches: 1) }

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
