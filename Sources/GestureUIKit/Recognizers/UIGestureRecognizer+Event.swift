import Foundation

extension UIGestureRecognizer {
    /// `modifierFlags` (iOS 13.4): the keyboard modifiers held during the event being handled. Deviation: always
    /// empty; the kit delivers no keyboard state to recognizers.
    public var modifierFlags: UIKeyModifierFlags {
        reportDeviation(.gestureRecognizerModifierFlags)
        return []
    }

    /// `buttonMask` (iOS 13.4): the pointer buttons of the event being handled. Deviation: always empty; every
    /// touch is a finger (`.direct`), which UIKit reports with no buttons too.
    public var buttonMask: UIEvent.ButtonMask {
        reportDeviation(.gestureRecognizerButtonMask)
        return []
    }

    /// `shouldReceive(_:)` (iOS 13.4): asks the delegate's `gestureRecognizer(_:shouldReceive:)` for the event (true
    /// without a delegate). Deviation: the engine does not call it; only the touch-level question is asked.
    public func shouldReceive(_ event: UIEvent) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
    }
}
