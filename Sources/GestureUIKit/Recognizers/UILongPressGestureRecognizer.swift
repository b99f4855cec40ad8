import Foundation
/// A continuous long press, as UILongPressGestureRecognizer.
///
/// Begins when the finger has stayed within `allowableMovement` (10 pt) for `minimumPressDuration` (0.5 s)
/// [doc]; then moves are `changed` and lifting ends it. Moving too far or lifting earlier fails it.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds; nil uses the window's tuning (0.5 s in UIKit).
    private var storedPressDuration: Double?
    /// Points; nil uses the window's tuning (10 pt in UIKit).
    private var storedAllowableMovement: Double?
    /// `numberOfTouchesRequired`: fingers that must press (default 1).
    open var numberOfTouchesRequired = 1
    /// `numberOfTapsRequired` (default 0): full taps before the press. Deviation: stored only; the press is recognized
    /// on the first touch-down whatever this holds.
    open var numberOfTapsRequired = 0 {
        didSet { reportDeviation(.longPressTapsRequired, if: numberOfTapsRequired != 0) }
    }

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

    package override var kind: String { "long press" }
    package override class var derivedKind: String { "longPress" }

    private var duration: Double { storedPressDuration ?? tuning.longPressMinimumDuration }
    private var movement: Double { storedAllowableMovement ?? tuning.longPressAllowableMovement }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
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
    }
}
