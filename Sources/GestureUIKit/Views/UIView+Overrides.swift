import Foundation

/// The core's view hooks answered by this facade, so a user's subclass overrides them as in UIKit; each default
/// implementation calls the core view's own method (UIKit's `super`). Installed on the core views the kit
/// makes (`UIView.adoptBacking()`); the core consults them through `View.overrides`.
extension UIView: ViewOverrides {
    /// Not UIKit API (the core's hook): calls `hitTest(_:with:)` with no event.
    public func overriddenHitTest(_ point: CGPoint) -> View? { hitTest(point, with: nil)?.backing }

    /// Not UIKit API (the core's hook): calls `point(inside:with:)` with no event.
    public func overriddenPoint(inside point: CGPoint) -> Bool { self.point(inside: point, with: nil) }

    /// Not UIKit API (the core's hook): calls `layoutSubviews()`.
    public func overriddenLayoutSubviews() { layoutSubviews() }

    /// Not UIKit API (the core's hook): calls `gestureRecognizerShouldBegin(_:)`.
    public func overriddenGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        gestureRecognizerShouldBegin(UIGestureRecognizer.facade(for: recognizer))
    }

    /// Not UIKit API (the core's hook): calls `touchesBegan(_:with:)`.
    public func overriddenTouchesBegan(_ touches: [Touch], with event: TouchEvent) {
        touchesBegan(UITouch.set(touches), with: UIEvent(event))
    }

    /// Not UIKit API (the core's hook): calls `touchesMoved(_:with:)`.
    public func overriddenTouchesMoved(_ touches: [Touch], with event: TouchEvent) {
        touchesMoved(UITouch.set(touches), with: UIEvent(event))
    }

    /// Not UIKit API (the core's hook): calls `touchesEnded(_:with:)`.
    public func overriddenTouchesEnded(_ touches: [Touch], with event: TouchEvent) {
        touchesEnded(UITouch.set(touches), with: UIEvent(event))
    }

    /// Not UIKit API (the core's hook): calls `touchesCancelled(_:with:)`.
    public func overriddenTouchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        touchesCancelled(UITouch.set(touches), with: UIEvent(event))
    }
}

/// The core scroll view's further hooks answered by this facade: `touchesShouldCancel(in:)` and, as the delegate
/// of its own pan and pinch, `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
extension UIScrollView: ScrollViewOverrides {
    /// Not UIKit API (the core's hook): calls `touchesShouldCancel(in:)`.
    public func overriddenTouchesShouldCancel(in view: View) -> Bool {
        touchesShouldCancel(in: UIView.facade(for: view))
    }

    /// Not UIKit API (the core's hook): calls `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    public func overriddenShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer)
        -> Bool
    {
        gestureRecognizer(
            UIGestureRecognizer.facade(for: recognizer),
            shouldRecognizeSimultaneouslyWith: UIGestureRecognizer.facade(for: other))
    }
}
