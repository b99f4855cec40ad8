import Foundation
/// A view's overridable UIView hooks answered by another object: the kit's `UIView` facade.
///
/// UIKit's view hooks (`hitTest:withEvent:`, `pointInside:withEvent:`, `layoutSubviews`,
/// `gestureRecognizerShouldBegin:` and UIResponder's `touchesBegan:withEvent:`...) are overridden by subclassing.
/// The kit's facade is a class of its own in front of a core view, so a user's override of it reaches the core
/// through this protocol instead of a core subclass per view kind; the facade's default implementations call the
/// core's methods, which are the view's own behaviour (UIKit's `super`). The same mechanism as
/// `GestureRecognizerOverrides` for recognizers.
public protocol ViewOverrides: AnyObject {
    /// Stands in for `hitTest(_:)`.
    func overriddenHitTest(_ point: CGPoint) -> View?
    /// Stands in for `point(inside:)`.
    func overriddenPoint(inside point: CGPoint) -> Bool
    /// Stands in for `layoutSubviews()`.
    func overriddenLayoutSubviews()
    /// Stands in for `gestureRecognizerShouldBegin(_:)`, the UIView hook (and, on a scroll view, the delegate
    /// method of its own pan and pinch).
    func overriddenGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Stands in for `touchesBegan(_:with:)`.
    func overriddenTouchesBegan(_ touches: [Touch], with event: TouchEvent)
    /// Stands in for `touchesMoved(_:with:)`.
    func overriddenTouchesMoved(_ touches: [Touch], with event: TouchEvent)
    /// Stands in for `touchesEnded(_:with:)`.
    func overriddenTouchesEnded(_ touches: [Touch], with event: TouchEvent)
    /// Stands in for `touchesCancelled(_:with:)`.
    func overriddenTouchesCancelled(_ touches: [Touch], with event: TouchEvent)
}

/// A scroll view's further overridable hooks (UIScrollView's `touchesShouldCancelInContentView:` and its role as
/// the delegate of its own recognizers), answered by another object; consulted when a scroll view's `overrides`
/// also conforms to this protocol.
public protocol ScrollViewOverrides: ViewOverrides {
    /// Stands in for `touchesShouldCancel(in:)`.
    func overriddenTouchesShouldCancel(in view: View) -> Bool
    /// Stands in for `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, the scroll view as the delegate of
    /// its own pan and pinch.
    func overriddenShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer)
        -> Bool
}

/// The hooks as the core calls them: through `overrides` when installed, else the class's own methods.
///
/// Hit-testing runs per touch over every view on the way down, so the check is a stored flag first
/// (`hasOverrides`): a view without overrides pays one load and branch, not a weak-reference load.
extension View {
    func answersHitTest(_ point: CGPoint) -> View? {
        if hasOverrides, let overrides { return overrides.overriddenHitTest(point) }
        return hitTest(point)
    }

    func answersPoint(inside point: CGPoint) -> Bool {
        if hasOverrides, let overrides { return overrides.overriddenPoint(inside: point) }
        return self.point(inside: point)
    }

    func sendLayoutSubviews() {
        if hasOverrides, let overrides { overrides.overriddenLayoutSubviews() } else { layoutSubviews() }
    }

    func answersGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if hasOverrides, let overrides { return overrides.overriddenGestureRecognizerShouldBegin(recognizer) }
        return gestureRecognizerShouldBegin(recognizer)
    }

    func sendTouchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if hasOverrides, let overrides {
            overrides.overriddenTouchesBegan(touches, with: event)
        } else {
            touchesBegan(touches, with: event)
        }
    }

    func sendTouchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if hasOverrides, let overrides {
            overrides.overriddenTouchesMoved(touches, with: event)
        } else {
            touchesMoved(touches, with: event)
        }
    }

    func sendTouchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if hasOverrides, let overrides {
            overrides.overriddenTouchesEnded(touches, with: event)
        } else {
            touchesEnded(touches, with: event)
        }
    }

    func sendTouchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if hasOverrides, let overrides {
            overrides.overriddenTouchesCancelled(touches, with: event)
        } else {
            touchesCancelled(touches, with: event)
        }
    }
}

extension ScrollView {
    /// The installed overrides when they cover the scroll view's own hooks too.
    var scrollOverrides: (any ScrollViewOverrides)? {
        hasOverrides ? overrides as? any ScrollViewOverrides : nil
    }

    func answersTouchesShouldCancel(in view: View) -> Bool {
        scrollOverrides?.overriddenTouchesShouldCancel(in: view) ?? touchesShouldCancel(in: view)
    }
}
