import Foundation

/// UIKit's `UIPinchGestureRecognizer`: continuous, two fingers; `scale` relative to the start.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var pinch: PinchGestureRecognizer? { core as? PinchGestureRecognizer }

    override class func makeCore() -> GestureRecognizer { PinchGestureRecognizer(name: "") }

    override class var derivedKind: String { "pinch" }

    /// `scale`: the distance between the fingers over the distance at the start; settable, as in UIKit.
    open var scale: CGFloat {
        get { CGFloat(pinch?.scale ?? 1) }
        set { pinch?.scale = Double(newValue) }
    }

    /// `velocity`: scale per second.
    open var velocity: CGFloat { CGFloat(pinch?.velocity ?? 0) }
}
