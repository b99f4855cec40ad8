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
            setState(.failed, reason: "\(fingersDownThisTap) fingers for a \(numberOfTouchesRequired)-finger tap")
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
                        reason:
                            "tap \(tapsCompleted + 1) landed \(distance.compact) pt from where the first began (> \(tuning.tapAllowableMovement.compact))"
                    )
                    return
                }
            } else {
                firstTapStart = centroid
            }
        }
        if fingersDownThisTap == touches.count {
            restartTimer(
                after: tuning.tapMaximumDuration,
                reason: "held longer than \(tuning.tapMaximumDuration.compact) s")
        }
    }

    /// The fingers' centroid may wander `tapAllowableMovement` from where the *first* tap began, in every tap
    /// (UITapRecognizer `touchesMoved:` [RE] measures `_locationInSceneReferenceSpace` from `_startPoint`).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = firstTapStart, !activeTouches.isEmpty else { return }
        let distance = activeCentroid.distance(to: start)
        if distance > tuning.tapAllowableMovement {
            let which = tapsCompleted == 0 ? "" : " from where the first tap began"
            setState(.failed, reason: "moved \(distance.compact) pt\(which) (> \(tuning.tapAllowableMovement.compact))")
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
            setState(.failed, reason: "\(fingersDownThisTap) of \(numberOfTouchesRequired) fingers")
            return
        }
        tapsCompleted += 1
        fingersDownThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            cancelTimer()
            setState(.ended, reason: tapsCompleted == 1 ? "tapped" : "\(tapsCompleted) taps")
        } else {
            restartTimer(
                after: tuning.tapMaximumInterval,
                reason: "no tap \(tapsCompleted + 1) within \(tuning.tapMaximumInterval.compact) s")
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
    private func restartTimer(after delay: Double, reason: String) {
        cancelTimer()
        deadline = schedule(after: delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.deadline = nil
            self.setState(.failed, reason: reason)
        }
    }

    private func cancelTimer() {
        cancelScheduled(deadline)
        deadline = nil
    }
}
