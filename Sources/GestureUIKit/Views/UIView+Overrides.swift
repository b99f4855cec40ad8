import Foundation
import GestureCore

/// The core's view hooks answered by this facade, so a user's subclass overrides them as in UIKit; each default
/// implementation calls the core view's own method (UIKit's `super`). Installed on the core views the kit
/// makes (`UIView.adoptBacking()`); the core consults them through `View.overrides`.
extension UIView: ViewOverrides {
    public func overriddenHitTest(_ point: Point) -> View? { hitTest(CGPoint(point), with: nil)?.backing }

    public func overriddenPoint(inside point: Point) -> Bool { self.point(inside: CGPoint(point), with: nil) }

    public func overriddenLayoutSubviews() { layoutSubviews() }

    public func overriddenGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        gestureRecognizerShouldBegin(UIGestureRecognizer.facade(for: recognizer))
    }

    public func overriddenTouchesBegan(_ touches: [Touch], with event: TouchEvent) {
        touchesBegan(UITouch.set(touches), with: UIEvent(event))
    }

    public func overriddenTouchesMoved(_ touches: [Touch], with event: TouchEvent) {
        touchesMoved(UITouch.set(touches), with: UIEvent(event))
    }

    public func overriddenTouchesEnded(_ touches: [Touch], with event: TouchEvent) {
        touchesEnded(UITouch.set(touches), with: UIEvent(event))
    }

    public func overriddenTouchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        touchesCancelled(UITouch.set(touches), with: UIEvent(event))
    }
}

/// The core scroll view's further hooks answered by this facade: `touchesShouldCancel(in:)` and, as the delegate
/// of its own pan and pinch, `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
extension UIScrollView: ScrollViewOverrides {
    public func overriddenTouchesShouldCancel(in view: View) -> Bool {
        touchesShouldCancel(in: UIView.facade(for: view))
    }

    public func overriddenShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer)
        -> Bool
    {
        gestureRecognizer(
            UIGestureRecognizer.facade(for: recognizer),
            shouldRecognizeSimultaneouslyWith: UIGestureRecognizer.facade(for: other))
    }
}
