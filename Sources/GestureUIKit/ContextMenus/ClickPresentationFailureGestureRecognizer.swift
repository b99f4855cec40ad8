import Foundation

/// UIKit's `_UIRelationshipGestureRecognizer` named `com.apple.UIKit.clickPresentationFailure`, the second
/// recognizer `_UIClickPresentationInteraction` adds beside its driver's. Apps never see it.
///
/// Taps are made to wait for it: the interaction's `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`
/// answers YES for this recognizer and a recognizer of gesture type 1 (taken to be `UITapGestureRecognizer`, M),
/// unless the tap opts out (private) or the interaction allows simultaneous recognition (private). It fails when
/// `clickPresentationExclusion` fails (the press lifted before the menu, or a competitor such as the scroll
/// view's pan recognized), which releases the waiting taps; it succeeds when the menu is presented (M: the
/// success was read only for drags, `_succeed` in `beginDragIfPossibleWithTouch:`), which fails them. So a tap
/// on a view with a context menu never fires for a press that showed the menu, whatever its delegate says.
package final class ClickPresentationFailureGestureRecognizer: UIGestureRecognizer {
    package override var kind: String { "relationship" }
    package override class var derivedKind: String { "relationship" }

    /// Made by the interaction, with UIKit's name.
    package override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        name = "com.apple.UIKit.clickPresentationFailure"
    }

    /// Taps wait for it.
    package override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer is UITapGestureRecognizer
    }
    /// A relationship only: its success fails the taps waiting for it, and excludes nothing.
    package override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// A relationship only: it fails with `clickPresentationExclusion`, not by exclusion.
    package override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The menu is presented: succeeds, which fails the taps waiting for it.
    package func menuWasPresented() {
        guard state == .possible, numberOfTouches > 0 else { return }
        setState(.began, rule: .menuPresented)
    }

    /// `_fail`: `clickPresentationExclusion` failed.
    package func exclusionFailed() {
        guard state == .possible, numberOfTouches > 0 else { return }
        setState(.failed, rule: .exclusionFailed)
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty else { return }
        if state.isActive {
            setState(.ended, rule: .lifted)
        } else if state == .possible {
            setState(.failed, rule: .liftedBeforeMenu)
        }
    }
}
