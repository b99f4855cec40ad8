import Foundation

/// UIKit's `UIPanGestureRecognizer`: continuous; begins once the touches have moved 10 pt (the core's
/// hysteresis), with translation and velocity in any view's coordinates.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    var pan: PanGestureRecognizer? { core as? PanGestureRecognizer }

    override class func makeCore() -> GestureRecognizer { PanGestureRecognizer(name: "") }

    override class var derivedKind: String { "pan" }

    /// `translation(in:)`: how far the touches moved since the pan began (or since `setTranslation`).
    open func translation(in view: UIView?) -> CGPoint { pan?.translation(in: view) ?? .zero }

    /// `setTranslation(_:in:)`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        pan?.setTranslation(translation, in: view)
    }

    /// `velocity(in:)`, points per second.
    open func velocity(in view: UIView?) -> CGPoint { pan?.velocity(in: view) ?? .zero }

    /// `minimumNumberOfTouches` (default 1).
    open var minimumNumberOfTouches: Int {
        get { pan?.minimumNumberOfTouches ?? 1 }
        set { pan?.minimumNumberOfTouches = newValue }
    }

    /// `maximumNumberOfTouches` (default `Int.max`, UIKit's NSUIntegerMax).
    open var maximumNumberOfTouches: Int {
        get { pan?.maximumNumberOfTouches ?? Int.max }
        set { pan?.maximumNumberOfTouches = newValue }
    }
}
