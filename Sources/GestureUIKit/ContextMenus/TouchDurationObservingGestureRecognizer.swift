import Foundation

/// UIKit's `_UITouchDurationObservingGestureRecognizer`, named `com.apple.UIKit.longPressClickDriverPrimary`:
/// the recognizer a `UIContextMenuInteraction` adds to its view on touch screens (through
/// `_UILongPressClickInteractionDriver`). Apps never see it.
///
/// Read in the decompiled UIKitCore (iOS 26.1, `_UITouchDurationObservingGestureRecognizer.m`,
/// `_UILongPressClickInteractionDriver.m`):
/// - `touchesBegan:`: with exactly one touch it notes the centroid and schedules `_performDelayedBegin` after
///   `minimumDurationRequired` (0.15 s, `LongPressClickInteractionDriverClickMinimumTouchDuration`); with more
///   it `_cancelOrFail`s (failed while possible, cancelled once begun).
/// - `touchesMoved:`: `_cancelOrFail` when `|dx|` or `|dy|` from the first centroid exceeds `allowableMovement`
///   (per axis, not a distance), or a second touch lands.
/// - `touchesEnded:`: failed while possible, ended once begun.
/// - the driver: `cancelsTouchesInView = NO`; click down (the menu) when `touchDuration / clickDownDuration >= 1`,
///   0.4 s on iPhone with the default Haptic Touch setting (0.325 s on iPad, 0.5 s slow, 0.3 s fast); it
///   requires the failure of recognizers of gesture types 2 and 4 (`gestureRecognizer:
///   shouldRequireFailureOfGestureRecognizer:`), and recognizes alongside everything.
///
/// Modelling choices: gesture types 2 and 4 are taken to be long presses (the decompile names only numbers:
/// conflicts.md §6, M); `allowableMovement` is 10 pt (`_UIClickPresentationAllowableMovementForDriver` is not
/// resolved: L); the display link that moves the state to changed every frame is one `changed` at click down;
/// recognizing alongside everything is `canPrevent`/`canBePrevented` = false (UIKit's driver answers the
/// delegate's simultaneous question instead), so reports show no simultaneous decisions for it.
package final class TouchDurationObservingGestureRecognizer: UIGestureRecognizer {
    /// `minimumDurationRequired`: seconds the touch rests before the recognizer begins (the lift starts).
    package var minimumDurationRequired: Double = 0.15
    /// `allowableMovement`: points along either axis before the press is given up.
    package var allowableMovement: Double = 10
    /// The driver's `clickDownDuration`: seconds from touch-down to the menu.
    package var clickDownDuration: Double = 0.4

    private var startTime: Double?
    private var originalCentroid = CGPoint.zero

    package override var kind: String { "touch duration" }
    package override class var derivedKind: String { "touchDuration" }

    /// Made by the interaction, with UIKit's name and `cancelsTouchesInView = NO`.
    package override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        name = "com.apple.UIKit.longPressClickDriverPrimary"
        cancelsTouchesInView = false
    }

    /// `touchDuration`: seconds since the touch began (0 when none).
    package var touchDuration: Double { startTime.map { now - $0 } ?? 0 }

    /// Recognizes alongside everything: it never prevents another recognizer.
    package override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Recognizes alongside everything: no other recognizer prevents it.
    package override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// The driver waits for long presses (gesture types 2 and 4) to fail.
    package override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer is UILongPressGestureRecognizer
    }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.count == 1, state == .possible, startTime == nil else {
            cancelOrFail(.tooManyFingers(count: activeTouches.count, required: 1, gesture: "press"))
            return
        }
        originalCentroid = location(in: nil)
        startTime = event.timestamp
        let minimum = minimumDurationRequired
        schedule(after: minimum) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.setState(.began, rule: .touchRested(seconds: minimum))
        }
        let clickDown = clickDownDuration
        schedule(after: clickDown) { [weak self] in
            guard let self, self.state.isActive else { return }
            self.setState(.changed, rule: .clickDown(seconds: clickDown))
        }
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count > 1 {
            cancelOrFail(.tooManyFingers(count: activeTouches.count, required: 1, gesture: "press"))
            return
        }
        let point = location(in: nil)
        let moved = max(abs(point.x - originalCentroid.x), abs(point.y - originalCentroid.y))
        if Double(moved) > allowableMovement {
            cancelOrFail(.movedTooFar(distance: Double(moved), limit: allowableMovement, fromFirstTap: false))
        }
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty else { return }
        if state == .possible {
            setState(.failed, rule: .liftedEarly(held: touchDuration, needed: minimumDurationRequired))
        } else {
            setState(.ended, rule: .lifted)
        }
    }

    package override func reset() {
        super.reset()
        startTime = nil
        originalCentroid = .zero
    }

    /// `_cancelOrFail`: failed while possible, cancelled once begun.
    private func cancelOrFail(_ rule: RecognizerRule) {
        setState(state == .possible ? .failed : .cancelled, rule: rule)
    }
}
