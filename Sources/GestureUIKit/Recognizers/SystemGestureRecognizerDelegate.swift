import Foundation

/// UIKit's private delegate hooks, which system components use and apps cannot see.
///
/// `_UINavigationInteractiveTransition` answers `_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`
/// with YES for nearly every other recognizer, which is how every scroll view's pan waits for the edge swipe to
/// fail. The hook lives on the delegate, so an app that replaces the delegate loses it, exactly as in UIKit.
package protocol SystemGestureRecognizerDelegate: UIGestureRecognizerDelegate {
    func systemGestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool
    func systemGestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool
}

extension SystemGestureRecognizerDelegate {
    /// False by default.
    package func systemGestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool { false }
    /// False by default.
    package func systemGestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool { false }
}
