import Foundation
/// A discrete tap recognizer, as UITapGestureRecognizer: `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers.
///
/// Fails when the fingers' centroid moves (or a later tap lands) more than 45 pt from where the first tap
/// began, when a tap is held longer than 0.75 s, when the next tap does not start within 0.35 s of the previous
/// lift, or when too many fingers touch.
/// Never prevents a tap recognizer that needs more taps (UIKit doc).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// `numberOfTapsRequired`: taps in a row to recognize (default 1).
    open var numberOfTapsRequired = 1
    /// `numberOfTouchesRequired`: fingers each tap needs (default 1).
    open var numberOfTouchesRequired = 1
    /// `buttonMaskRequired` (iOS 13.4; default `.primary`): the pointer buttons a click must use. Deviation: stored
    /// only; every touch is a finger, which counts whatever this holds (as in UIKit).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var tapsCompleted = 0
    private var firstTapStart: CGPoint?
    private var fingersDownThisTap = 0
    private var deadline: Scheduler.Token?

    /// A tap recognizer named `name` for `taps` taps of `touches` fingers.
    package convenience init(name: String, taps: Int, touches: Int = 1) {
        self.init(name: name)
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
    }

    package override var isDiscrete: Bool { true }
    package override class var derivedKind: String { "tap" }
    package override var kind: String { numberOfTapsRequired == 1 ? "tap" : "tap×\(numberOfTapsRequired)" }

    open override func canPrevent(_ other: UIGestureRecognizer) -> Bool {
        if let tap = other as? UITapGestureRecognizer, tap.numberOfTouchesRequired == numberOfTouchesRequired,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDownThisTap += touches.count
        if fingersDownThisTap > numberOfTouchesRequired {
            setState(
                .failed,
                rule: .tooManyFingers(count: fingersDownThisTap, required: numberOfTouchesRequired, gesture: "tap"))
            return
        }
        if fingersDownThisTap == numberOfTouchesRequired {
            // UITapRecognizer [RE]: `_startPoint` is set only while `_currentNumberOfTaps` is 0; a later tap's
            // fingers must land within allowableMovement of it.
            let centroid = activeCentroid
            if let start = firstTapStart {
                let distance = centroid.distance(to: start)
                if distance > tuning.tapAllowableMovement {
                    setState(
                        .failed,
                        rule: .tapLandedTooFar(
                            tap: tapsCompleted + 1, distance: distance, limit: tuning.tapAllowableMovement))
                    return
                }
            } else {
                firstTapStart = centroid
            }
        }
        if fingersDownThisTap == touches.count {
            restartTimer(
                after: tuning.tapMaximumDuration,
                rule: .heldTooLong(limit: tuning.tapMaximumDuration))
        }
    }

    /// The fingers' centroid may wander `tapAllowableMovement` from where the *first* tap began, in every tap
    /// (UITapRecognizer `touchesMoved:` [RE] measures `_locationInSceneReferenceSpace` from `_startPoint`).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = firstTapStart, !activeTouches.isEmpty else { return }
        let distance = activeCentroid.distance(to: start)
        if distance > tuning.tapAllowableMovement {
            setState(
                .failed,
                rule: .movedTooFar(
                    distance: distance, limit: tuning.tapAllowableMovement, fromFirstTap: tapsCompleted != 0))
        }
    }

    /// The active fingers' centroid in window points.
    private var activeCentroid: CGPoint {
        let active = activeTouches
        guard !active.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in active { sum += touch.locationInWindow }
        return sum / Double(active.count)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty else { return }
        if fingersDownThisTap < numberOfTouchesRequired {
            setState(.failed, rule: .tooFewFingers(count: fingersDownThisTap, required: numberOfTouchesRequired))
            return
        }
        tapsCompleted += 1
        fingersDownThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            cancelTimer()
            setState(.ended, rule: .tapped(count: tapsCompleted))
        } else {
            restartTimer(
                after: tuning.tapMaximumInterval,
                rule: .noNextTap(tap: tapsCompleted + 1, within: tuning.tapMaximumInterval))
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        firstTapStart = nil
        fingersDownThisTap = 0
        deadline = nil
    }

    /// One deadline at a time: the hold limit while a finger is down, the interval limit between taps.
    private func restartTimer(after delay: Double, rule: RecognizerRule) {
        cancelTimer()
        deadline = schedule(after: delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.deadline = nil
            self.setState(.failed, rule: rule)
        }
    }

    private func cancelTimer() {
        cancelScheduled(deadline)
        deadline = nil
    }
}
