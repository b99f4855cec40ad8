import Foundation

/// A continuous two-finger rotation, as UIRotationGestureRecognizer.
///
/// From the decompiled `_UIRotationGestureRecognizerDriver` and `UIRotationGestureRecognizer` (iOS 18.2) [RE]:
/// - the angle of the line from the first finger to the second is atan2(y₁ − y₂, x₂ − x₁) (y up), and
///   `rotation` = initial angle − current angle + 2π·turns: radians, clockwise on screen positive;
/// - it begins when the angle has moved from the initial one by more than a hysteresis of
///   5° + 5°·√min(|d − d₀|/d₀, 1) (d the fingers' distance, d₀ at touch-down: a pinching hand must turn
///   further), and then the initial angle moves by that hysteresis, so the rotation starts near zero;
/// - `velocity` (radians per second) is 0.75 × the previous step's + 0.25 × the newest step's;
/// - it ends when every finger has lifted (lifting one of two keeps it going without updates).
///
/// Deviations: each finger's move arrives on its own here, so the begin test can see a frame half-applied
/// (the first finger moved, the second not yet): the angle at begin may differ by a fraction of a degree.
/// UIKit also requires its transform analyzer's dominant component to be rotation (pinch and
/// translation weighted 0.25); that analyzer is not decoded, so any turn past the hysteresis begins it. Like
/// UIKit's rotation and pinch, it does not exclude a pinch when a delegate allows simultaneous recognition.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var fingers: [UITouch] = []
    private var initialAngle = 0.0
    private var currentAngle = 0.0
    private var turns = 0
    private var initialDistance = 0.0
    private var lastTime = 0.0
    private var stepVelocity = 0.0
    private var previousStepVelocity = 0.0
    /// Where the current velocity step started: fingers moving in the same frame arrive one by one here, and
    /// their moves make one step, as UIKit's one event per frame does.
    private var stepStart = (angle: 0.0, turns: 0, time: 0.0)

    package override var kind: String { "rotation" }
    package override class var derivedKind: String { "rotation" }

    /// `rotation`: radians since the gesture began (clockwise positive); settable as in UIKit (to rebase it).
    open var rotation: CGFloat {
        get { CGFloat(initialAngle - currentAngle + Double(turns) * 2 * Double.pi) }
        set { initialAngle = currentAngle + Double(newValue) - Double(turns) * 2 * Double.pi }
    }

    /// `velocity`: radians per second: 0.75 × the previous step + 0.25 × the newest [RE].
    open var velocity: CGFloat {
        CGFloat(previousStepVelocity != 0 ? previousStepVelocity * 0.75 + stepVelocity * 0.25 : stepVelocity)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where self.touches.count > 2 { ignore(touch) }
        guard activeTouches.count == 2, fingers.isEmpty else { return }
        fingers = activeTouches
        lastTime = event.timestamp
        initialDistance = distance
        currentAngle = angle
        initialAngle = currentAngle
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.count == 2, fingers.allSatisfy({ !$0.phase.isFinished }) else { return }
        let newAngle = angle
        let step = newAngle - currentAngle
        var turnChange = 0
        if abs(step) > Double.pi / 2 { turnChange = step >= 0 ? 1 : -1 }  // crossed ±π
        if state == .possible, !isWaitingForFailure {
            let change = initialDistance > 0 ? min(abs(distance - initialDistance) / initialDistance, 1) : 0
            let hysteresis = (5 + 5 * change.squareRoot()) * Double.pi / 180
            guard abs(initialAngle - newAngle) > hysteresis else {
                turns += turnChange  // UIKit counts the turn but keeps the touch-down angle until it begins
                return
            }
            initialAngle += initialAngle <= newAngle ? hysteresis : -hysteresis
        }
        if event.timestamp > lastTime {
            previousStepVelocity = stepVelocity
            stepStart = (currentAngle, turns, lastTime)
        }
        turns += turnChange
        currentAngle = newAngle
        let dt = event.timestamp - stepStart.time
        if dt > 0 {
            stepVelocity = (stepStart.angle - currentAngle + Double(turns - stepStart.turns) * 2 * Double.pi) / dt
        }
        lastTime = event.timestamp
        switch state {
        case .possible: setState(.began, reason: "turned past \(hysteresisDegrees.compact)°")
        case .began, .changed: setState(.changed, reason: "turned")
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty else { return }
        if state.isActive || isWaitingForFailure {
            setState(.ended, reason: "lifted")
        } else if state == .possible {
            setState(.failed, reason: fingers.isEmpty ? "only one finger" : "lifted before turning")
        }
    }

    open override func reset() {
        super.reset()
        fingers = []
        initialAngle = 0
        currentAngle = 0
        turns = 0
        initialDistance = 0
        stepVelocity = 0
        previousStepVelocity = 0
    }

    private var hysteresisDegrees: Double {
        let change = initialDistance > 0 ? min(abs(distance - initialDistance) / initialDistance, 1) : 0
        return 5 + 5 * change.squareRoot()
    }

    /// atan2(y₁ − y₂, x₂ − x₁) of the two fingers, in window points (y up, as UIKit's driver).
    private var angle: Double {
        let a = fingers[0].locationInWindow, b = fingers[1].locationInWindow
        return atan2(a.y - b.y, b.x - a.x)
    }

    private var distance: Double { fingers[0].locationInWindow.distance(to: fingers[1].locationInWindow) }
}
