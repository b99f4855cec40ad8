/// The questions UIKit asks a recognizer's delegate, as UIGestureRecognizerDelegate.
///
/// Every method has UIKit's default answer in the extension below. A class-bound protocol so the recognizer can
/// hold its delegate weakly, as UIKit does.
package protocol GestureRecognizerDelegate: AnyObject {
    /// Asked before the recognizer sees a new touch; false hides the touch from it.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Asked when the recognizer tries to leave possible; false makes it fail.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Asked when one of two related recognizers would exclude the other; true from either side allows both.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
    /// Once per attempt to recognize: true makes `recognizer` wait for `other` to fail.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Once per attempt of `other` to recognize: true makes `other` wait for `recognizer` to fail.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// True by default (UIGestureRecognizerDelegate's methods are optional).
    package func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// True by default.
    package func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    /// False by default: related recognizers exclude each other.
    package func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
    /// False by default.
    package func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }
    /// False by default.
    package func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
}

/// UIKit's private delegate hooks, which system components use and apps cannot see.
///
/// `_UINavigationInteractiveTransition` answers `_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`
/// with YES for nearly every other recognizer, which is how every scroll view's pan waits for the edge swipe to
/// fail. The hook lives on the delegate, so an app that replaces the delegate loses it, exactly as in UIKit.
package protocol SystemGestureRecognizerDelegate: GestureRecognizerDelegate {
    func systemGestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool
    func systemGestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool
}

extension SystemGestureRecognizerDelegate {
    /// False by default.
    package func systemGestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
    /// False by default.
    package func systemGestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }
}
