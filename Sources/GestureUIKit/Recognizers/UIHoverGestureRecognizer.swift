import Foundation

/// UIKit's `UIHoverGestureRecognizer`: a continuous recognizer driven by the desktop's pointer, not by touches.
///
/// UIKit's header (UIHoverGestureRecognizer.h, iOS 18.1 SDK) says it "will begin recognition when the cursor (while
/// no mouse buttons are pressed) enters its view, changes during movement within the view and ends when the cursor
/// leaves said view", and that while buttons are pressed an active hover recognizer is "effectively paused (letting
/// other gesture recognizers work) until all mouse buttons have been released". The UIKitCore class dump (iOS 18)
/// shows how: hover events arrive through `_hoverEntered:withEvent:`, `_hoverMoved:withEvent:`,
/// `_hoverExited:withEvent:` and `_hoverCancelled:withEvent:`, `_shouldReceiveTouch:withEvent:` keeps touches
/// away from it, `_paused` holds it while buttons are down, `locationInView:` reads the hover event's location,
/// and it overrides `canPreventGestureRecognizer:` and `canBePreventedByGestureRecognizer:`.
///
/// The kit models that: the window's pointer input (`UIWindow.pointerMoved(to:time:)`, `pointerLeft(time:)`)
/// finds the hover recognizers of the view under the pointer and its ancestors. Entering one's view asks it to
/// begin (failure requirements, `isEnabled` and the delegate's `gestureRecognizerShouldBegin(_:)` apply as for any
/// recognizer), moving over it changes it, leaving its view (or the window) ends it. While a touch is down (a
/// mouse button is a touch in the kit) pointer moves are ignored: the recognizer stays as it was, paused; moves
/// after the button is released resume it, or end it if the pointer is no longer over its view.
///
/// Deviations: the bodies of UIKit's `canPrevent`/`canBePrevented` overrides are not in the class dump; the kit
/// lets a hover recognizer prevent, and be prevented by, other hover recognizers only, so hovering never fails a
/// tap or a pan (the header's "letting other gesture recognizers work"). A recognizer whose beginning was refused
/// (delegate, failure requirement) is asked again only when the pointer enters its view again, not on every move.
/// The pointer is a mouse: `zOffset`, `altitudeAngle`, `rollAngle` and the azimuth are the values UIKit documents
/// for devices without them (0, and an empty vector); Apple Pencil hover is not modelled.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer in window points while it is over this recognizer's view (since it entered).
    package internal(set) var pointerInWindow: CGPoint?
    /// Whether the pointer has entered the view and not left it since (a refused entry stays entered).
    package internal(set) var hasEntered = false

    package override var kind: String { "hover" }
    package override class var derivedKind: String { "hover" }

    /// `zOffset`: the normalized distance of a hovering pencil from the screen. Deviation: always 0, what UIKit
    /// returns for devices without a z offset (a mouse); pencil hover heights are not modelled.
    open var zOffset: CGFloat {
        reportDeviation(.hoverZOffset)
        return 0
    }

    /// `altitudeAngle`: the hovering pencil's altitude. Deviation: always 0, what UIKit returns for devices without
    /// one (a mouse).
    open var altitudeAngle: CGFloat {
        reportDeviation(.hoverAltitudeAngle)
        return 0
    }

    /// `rollAngle`: the hovering pencil's roll in radians. Deviation: always 0, what UIKit returns for devices
    /// without one (a mouse).
    open var rollAngle: CGFloat {
        reportDeviation(.hoverRollAngle)
        return 0
    }

    /// `azimuthAngle(in:)`: the hovering pencil's azimuth in `view`. Deviation: always 0, what UIKit returns for
    /// devices without one (a mouse).
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        reportDeviation(.hoverAzimuthAngle)
        return 0
    }

    /// `azimuthUnitVector(in:)`: the hovering pencil's azimuth as a unit vector. Deviation: always the empty vector,
    /// what UIKit returns for devices without an azimuth (a mouse).
    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        reportDeviation(.hoverAzimuthUnitVector)
        return CGVector(dx: 0, dy: 0)
    }

    /// `location(in:)`: where the pointer is, in `view`'s coordinates (the window's when nil); UIKit reads it from
    /// the hover event (`locationInView:`). `.zero` when the pointer has not entered.
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointerInWindow else { return .zero }
        guard let view else { return pointerInWindow }
        return view.convert(pointerInWindow, from: nil)
    }

    /// `canPrevent(_:)`: only other hover recognizers (Deviation: see the type's comment).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer is UIHoverGestureRecognizer
    }

    /// `canBePrevented(by:)`: only by other hover recognizers (Deviation: see the type's comment).
    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer is UIHoverGestureRecognizer
    }
}
