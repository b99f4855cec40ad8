import Foundation

/// UIKit's `_UIRelationshipGestureRecognizer` named `com.apple.UIKit.clickPresentationExclusion`, which
/// `_UIClickPresentationInteraction` adds beside its driver's recognizer. Apps never see it.
///
/// It stays possible while the press is decided and begins when the menu is presented, so by the ordinary
/// exclusion rule the presentation fails the recognizers still deciding (the scroll view's pan) and, with
/// `cancelsTouchesInView`, cancels the touch for the views under it (a table row is not selected). When a
/// competing recognizer (the scroll view's pan) recognizes first, it excludes this one, and its failure cancels
/// the drivers and fails `clickPresentationFailure` (`-[_UIClickPresentationInteraction
/// _gestureRecognizerFailed:]`: `if ([self _isActive]) [self _cancelAllDrivers]; [failure _fail];`).
///
/// Taps are not excluded: the interaction's `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`
/// answers YES for this recognizer and gesture type 1 (taken to be `UITapGestureRecognizer`, M) unless the tap
/// prefers exclusivity; the kit says it with `canPrevent(_:)` (no simultaneous record in reports). Taps wait for
/// `clickPresentationFailure` instead (`ClickPresentationFailureGestureRecognizer`).
package final class ClickPresentationExclusionGestureRecognizer: UIGestureRecognizer {
    /// Told when the recognizer fails (excluded by a competing recognizer, or the touch lifted first).
    package var onFailure: (() -> Void)?

    package override var kind: String { "relationship" }
    package override class var derivedKind: String { "relationship" }

    /// Made by the interaction, with UIKit's name.
    package override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        name = "com.apple.UIKit.clickPresentationExclusion"
    }

    /// The menu is presented: begins, which excludes the recognizers still deciding.
    package func menuWasPresented() {
        guard state == .possible, numberOfTouches > 0 else { return }
        setState(.began, rule: .menuPresented)
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty else { return }
        if state.isActive {
            setState(.ended, rule: .lifted)
        } else if state == .possible {
            setState(.failed, rule: .liftedBeforeMenu)
        }
    }

    /// Taps recognize alongside it (UIKit's delegate answer for gesture type 1).
    package override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(preventedGestureRecognizer is UITapGestureRecognizer)
    }

    package override func stateDidChange(from oldState: State) {
        if state == .failed { onFailure?() }
    }
}
