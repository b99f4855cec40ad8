/// The delegate of a scroll view's own pan and pinch: UIKit's scroll view answers these itself through a
/// conformance its header does not declare (`UIScrollView <UIGestureRecognizerDelegatePrivate>` in the decompiled
/// UIKitCore), so code written for iOS declares `UIGestureRecognizerDelegate` on its `UIScrollView` subclass and
/// implements the methods it wants, without `override`. The kit keeps that shape: `UIScrollView` does not conform,
/// this object answers for it, and a subclass that declares the conformance is asked through it.
///
/// - `gestureRecognizerShouldBegin(_:)`: the scroll view's (UIView's hook, which subclasses override).
/// - `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: the scroll view's own pan and pinch together, or
///   whatever the subclass answers. Deviation: in UIKit a subclass's method replaces the scroll view's, so it could
///   keep the pan and pinch apart; here it can only add pairs.
/// - the rest (`shouldReceive`, failure requirements): the subclass's answer, else UIKit's defaults.
package final class ScrollViewRecognizerDelegate: UIGestureRecognizerDelegate {
    /// The scroll view it answers for.
    package private(set) weak var scrollView: UIScrollView?

    init(_ scrollView: UIScrollView) { self.scrollView = scrollView }

    /// The subclass's own conformance, when it declares one.
    private var declared: UIGestureRecognizerDelegate? { scrollView as? UIGestureRecognizerDelegate }

    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        scrollView?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    package func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scrollView else { return false }
        if scrollView.isOwnRecognizer(gestureRecognizer) && scrollView.isOwnRecognizer(otherGestureRecognizer) {
            return true
        }
        return declared?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
            ?? false
    }

    package func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        declared?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    package func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        declared?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }

    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        declared?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }
}
