/// A recognizer's subclass API answered by another object: the kit's `UIGestureRecognizer` facade.
///
/// UIKit's subclass API (`UIGestureRecognizerSubclass.h`: `touchesBegan:withEvent:`, `reset`, `canPreventGesture
/// Recognizer:`, `shouldRequireFailureOfGestureRecognizer:`...) is overridden by subclassing. The kit's facade is a
/// class of its own in front of a core recognizer, so a user's override of it reaches the core through this
/// protocol instead of a core subclass per kind; the facade's default implementations call the core's methods,
/// which are the kind's own behaviour (UIKit's `super`).
package protocol GestureRecognizerOverrides: AnyObject {
    /// Stands in for `touchesBegan(_:with:)`.
    func overriddenTouchesBegan(_ touches: [UITouch], with event: UIEvent)
    /// Stands in for `touchesMoved(_:with:)`.
    func overriddenTouchesMoved(_ touches: [UITouch], with event: UIEvent)
    /// Stands in for `touchesEnded(_:with:)`.
    func overriddenTouchesEnded(_ touches: [UITouch], with event: UIEvent)
    /// Stands in for `touchesCancelled(_:with:)`.
    func overriddenTouchesCancelled(_ touches: [UITouch], with event: UIEvent)
    /// Stands in for `reset()`.
    func overriddenReset()
    /// Stands in for `canPrevent(_:)`.
    func overriddenCanPrevent(_ other: GestureRecognizer) -> Bool
    /// Stands in for `canBePrevented(by:)`.
    func overriddenCanBePrevented(by other: GestureRecognizer) -> Bool
    /// Stands in for `shouldRequireFailure(of:)`.
    func overriddenShouldRequireFailure(of other: GestureRecognizer) -> Bool
    /// Stands in for `shouldBeRequiredToFail(by:)`.
    func overriddenShouldBeRequiredToFail(by other: GestureRecognizer) -> Bool
}

/// The subclass API as the environment calls it: through `overrides` when set, else the class's own methods.
extension GestureRecognizer {
    func sendTouchesBegan(_ touches: [UITouch], with event: UIEvent) {
        if let overrides {
            overrides.overriddenTouchesBegan(touches, with: event)
        } else {
            touchesBegan(touches, with: event)
        }
    }

    func sendTouchesMoved(_ touches: [UITouch], with event: UIEvent) {
        if let overrides {
            overrides.overriddenTouchesMoved(touches, with: event)
        } else {
            touchesMoved(touches, with: event)
        }
    }

    func sendTouchesEnded(_ touches: [UITouch], with event: UIEvent) {
        if let overrides {
            overrides.overriddenTouchesEnded(touches, with: event)
        } else {
            touchesEnded(touches, with: event)
        }
    }

    func sendTouchesCancelled(_ touches: [UITouch], with event: UIEvent) {
        if let overrides {
            overrides.overriddenTouchesCancelled(touches, with: event)
        } else {
            touchesCancelled(touches, with: event)
        }
    }

    func sendReset() {
        if let overrides { overrides.overriddenReset() } else { reset() }
    }

    func answersCanPrevent(_ other: GestureRecognizer) -> Bool {
        overrides?.overriddenCanPrevent(other) ?? canPrevent(other)
    }

    func answersCanBePrevented(by other: GestureRecognizer) -> Bool {
        overrides?.overriddenCanBePrevented(by: other) ?? canBePrevented(by: other)
    }

    func answersShouldRequireFailure(of other: GestureRecognizer) -> Bool {
        overrides?.overriddenShouldRequireFailure(of: other) ?? shouldRequireFailure(of: other)
    }

    func answersShouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        overrides?.overriddenShouldBeRequiredToFail(by: other) ?? shouldBeRequiredToFail(by: other)
    }
}
