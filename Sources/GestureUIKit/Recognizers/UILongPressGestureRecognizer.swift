import Foundation
/// A continuous long press, as UILongPressGestureRecognizer.
///
/// Begins when the finger has stayed within `allowableMovement` (10 pt) for `minimumPressDuration` (0.5 s)
/// [doc]; then moves are `changed` and lifting ends it. Moving too far or lifting earlier fails it.
///
/// `numberOfTapsRequired` taps come first, as the decompiled `UILongPressGestureRecognizer` (iOS 18.2) [RE] does
/// them: until its taps are done (flag bit 4, set only when `numberOfTapsRequired == 0`) every touch goes to an
/// internal `UITapRecognizer` (`_imp`), so each tap follows the tap rules (one finger, held at most 0.75 s, the
/// next one within 0.35 s, landing within 45 pt of where the first began); `tapRecognizerRecognizedTap:` sets the
/// flag and starts `_startTapFinishedTimer` (the taps' maximum interval), and the next touch-down clears that
/// timer and is the press, timed from that touch-down. The bodies of `tooMuchElapsed:` and
/// `tapRecognizerFailedToRecognizeTap:` are hidden by the decompiler; the kit infers that both fail the press (a
/// press that never comes, or a failed tap, cannot be a long press).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds; nil uses the window's tuning (0.5 s in UIKit).
    private var storedPressDuration: Double?
    /// Points; nil uses the window's tuning (10 pt in UIKit).
    private var storedAllowableMovement: Double?
    /// `numberOfTouchesRequired`: fingers that must press (default 1).
    open var numberOfTouchesRequired = 1
    /// `numberOfTapsRequired` (default 0): full taps before the press, each a one-finger tap by the tap rules; the
    /// press is the touch-down after the last tap (see the type's note).
    open var numberOfTapsRequired = 0

    /// `minimumPressDuration`, seconds (UIKit default 0.5; the window's tuning until set).
    open var minimumPressDuration: TimeInterval {
        get { duration }
        set { storedPressDuration = newValue }
    }

    /// `allowableMovement`, points (UIKit default 10; the window's tuning until set).
    open var allowableMovement: CGFloat {
        get { CGFloat(movement) }
        set { storedAllowableMovement = Double(newValue) }
    }

    private var start: CGPoint?
    private var startTime = 0.0
    /// The taps done before the press, as the internal `UITapRecognizer` counts them.
    private var tapsCompleted = 0
    /// Fingers down in the current tap.
    private var tapFingers = 0
    /// Where the first tap began (window points): later taps must land near it, as UITapRecognizer's `_startPoint`.
    private var firstTapStart: CGPoint?
    /// The tap phase's one deadline: the hold limit while a finger is down, the interval limit between taps (and
    /// after the last tap, `_startTapFinishedTimer`).
    private var tapDeadline: Scheduler.Token?
    /// Whether touches still go to the taps (UIKit's flag bit 4 clear).
    private var isTapping: Bool { tapsCompleted < numberOfTapsRequired }

    package override var kind: String { "long press" }
    package override class var derivedKind: String { "longPress" }

    private var duration: Double { storedPressDuration ?? tuning.longPressMinimumDuration }
    private var movement: Double { storedAllowableMovement ?? tuning.longPressAllowableMovement }

    /// `canPrevent(_:)`: never prevents a long press with the same fingers that needs more taps (UIKit's
    /// `canPreventGestureRecognizer:` [RE]).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let press = preventedGestureRecognizer as? UILongPressGestureRecognizer,
            press.numberOfTouchesRequired == numberOfTouchesRequired, press.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if isTapping {
            tapBegan(touches)
            return
        }
        // UIKit: `if (self->_tooMuchTimeElapsed) [self clearAllTimers]`: the press came in time.
        cancelScheduled(tapDeadline)
        tapDeadline = nil
        if activeTouches.count > numberOfTouchesRequired {
            setState(
                .failed,
                rule: .tooManyFingers(count: activeTouches.count, required: numberOfTouchesRequired, gesture: "press"))
            return
        }
        guard start == nil else { return }
        start = location(in: nil)
        startTime = event.timestamp
        let needed = duration
        schedule(after: needed) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches >= self.numberOfTouchesRequired else {
                return
            }
            self.setState(.began, rule: .held(seconds: needed))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if isTapping {
            tapMoved()
            return
        }
        if state.isActive {
            setState(.changed, rule: .moved)
        } else if state == .possible, let start {
            let distance = location(in: nil).distance(to: start)
            if distance > movement {
                setState(
                    .failed, rule: .movedBeforeHeld(distance: distance, limit: movement, duration: duration)
                )
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty else { return }
        if isTapping, state == .possible {
            tapEnded()
            return
        }
        if state.isActive || isWaitingForFailure {
            setState(.ended, rule: .lifted)
        } else if state == .possible {
            let held = event.timestamp - startTime
            setState(.failed, rule: .liftedEarly(held: held, needed: duration))
        }
    }

    open override func reset() {
        super.reset()
        start = nil
        startTime = 0
        tapsCompleted = 0
        tapFingers = 0
        firstTapStart = nil
        tapDeadline = nil
    }

    // MARK: The taps before the press (UIKit's internal UITapRecognizer)

    private func tapBegan(_ touches: Set<UITouch>) {
        tapFingers += touches.count
        if tapFingers > 1 {
            setState(.failed, rule: .tooManyFingers(count: tapFingers, required: 1, gesture: "tap"))
            return
        }
        let point = location(in: nil)
        if let first = firstTapStart {
            let distance = point.distance(to: first)
            if distance > tuning.tapAllowableMovement {
                setState(
                    .failed,
                    rule: .tapLandedTooFar(
                        tap: tapsCompleted + 1, distance: distance, limit: tuning.tapAllowableMovement))
                return
            }
        } else {
            firstTapStart = point
        }
        restartTapDeadline(after: tuning.tapMaximumDuration, rule: .heldTooLong(limit: tuning.tapMaximumDuration))
    }

    private func tapMoved() {
        guard let first = firstTapStart, !activeTouches.isEmpty else { return }
        let distance = location(in: nil).distance(to: first)
        if distance > tuning.tapAllowableMovement {
            setState(
                .failed,
                rule: .movedTooFar(
                    distance: distance, limit: tuning.tapAllowableMovement, fromFirstTap: tapsCompleted != 0))
        }
    }

    /// A tap is done: wait for the next tap, or (after the last) for the press's touch-down, at most the taps'
    /// maximum interval.
    private func tapEnded() {
        tapsCompleted += 1
        tapFingers = 0
        restartTapDeadline(
            after: tuning.tapMaximumInterval,
            rule: .noNextTap(tap: tapsCompleted + 1, within: tuning.tapMaximumInterval))
    }

    private func restartTapDeadline(after delay: Double, rule: RecognizerRule) {
        cancelScheduled(tapDeadline)
        tapDeadline = schedule(after: delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.tapDeadline = nil
            self.setState(.failed, rule: rule)
        }
    }
}
