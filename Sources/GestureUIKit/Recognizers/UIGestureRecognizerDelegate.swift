import Foundation

/// UIKit's `UIGestureRecognizerDelegate`; every method is optional, with UIKit's default answer in the
/// extension (`@objc optional` becomes a protocol extension).
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// `gestureRecognizerShouldBegin(_:)`: false makes the recognizer fail instead of leaving possible.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: true from either side lets both recognize.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`: true makes this recognizer wait for the other to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: true makes the other wait for this one to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `gestureRecognizer(_:shouldReceive:)` for a touch: false hides the touch from the recognizer.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// `gestureRecognizer(_:shouldReceive:)` for an event (iOS 13.4), asked through the recognizer's
    /// `shouldReceive(_:)`. Deviation: the engine does not ask it before delivering an event; only the touch-level
    /// question decides what a recognizer sees.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit's default: false (one of two related recognizers excludes the other).
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    )
        -> Bool
    { false }
    /// UIKit's default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// UIKit's default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    )
        -> Bool
    { false }
    /// UIKit's default: true.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
        -> Bool
    { true }
    /// UIKit's default: true.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
        -> Bool
    { true }
}
