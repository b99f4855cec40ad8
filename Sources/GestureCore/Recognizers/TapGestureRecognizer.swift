/// A discrete tap recognizer, as UITapGestureRecognizer: `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers.
///
/// Fails when a finger moves more than 45 pt from where the first tap began, when a tap is held longer than
/// 0.75 s, when the next tap does not start within 0.35 s of the previous lift, or when too many fingers touch.
/// Never prevents a tap recognizer that needs more taps (UIKit doc).
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var firstTapStart: Point?
    private var fingersDownThisTap = 0
    private var deadline: Scheduler.Token?

    public init(name: String = "", taps: Int = 1, touches: Int = 1) {
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
        super.init(name: name)
    }

    open override var isDiscrete: Bool { true }
    open override var kind: String { numberOfTapsRequired == 1 ? "tap" : "tap×\(numberOfTapsRequired)" }

    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTouchesRequired == numberOfTouchesRequired,
           tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return true
    }

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            let location = touch.location(in: nil)
            if let start = firstTapStart {
                // The first finger of a later tap must land near where the first tap began.
                let distance = location.distance(to: start)
                if fingersDownThisTap == 0, distance > tuning.tapAllowableMovement {
                    setState(.failed, reason: "tap \(tapsCompleted + 1) landed \(distance.compact) pt from the first (> \(tuning.tapAllowableMovement.compact))")
                    return
                }
            } else {
                firstTapStart = location
            }
            fingersDownThisTap += 1
        }
        if fingersDownThisTap > numberOfTouchesRequired {
            setState(.failed, reason: "\(fingersDownThisTap) fingers for a \(numberOfTouchesRequired)-finger tap")
            return
        }
        if fingersDownThisTap == touches.count {
            restartTimer(after: tuning.tapMaximumDuration,
                         reason: "held longer than \(tuning.tapMaximumDuration.compact) s")
        }
    }

    /// Each finger may wander `tapAllowableMovement` from where it landed.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            let distance = touch.locationInWindow.distance(to: touch.initialLocation)
            if distance > tuning.tapAllowableMovement {
                setState(.failed, reason: "moved \(distance.compact) pt (> \(tuning.tapAllowableMovement.compact))")
                return
            }
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
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
            restartTimer(after: tuning.tapMaximumInterval,
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
