import Foundation

/// A continuous two-finger pinch, as UIPinchGestureRecognizer.
///
/// `scale` is the ratio of the fingers' current distance to their distance when the second finger landed
/// (in window points, as UIKit measures in screen coordinates [doc]); it begins once that distance has changed
/// by `tuning.pinchHysteresis`. `velocity` is scale per second. Lifting a finger ends an active pinch; lifting
/// both fingers fails a possible one. Extra fingers are ignored.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// `scale`: the distance ratio; setting it rebases (UIKit lets handlers set scale = 1 for incremental use).
    open var scale: CGFloat {
        get { CGFloat(currentScale) }
        set {
            let newValue = Double(newValue)
            guard newValue > 0, baseDistance > 0 else { return }
            baseDistance = currentDistance / newValue
            currentScale = newValue
        }
    }

    /// `velocity`: scale per second, from the latest moves.
    open var velocity: CGFloat { CGFloat(scaleVelocity) }

    private var scaleVelocity: Double = 0

    private var baseDistance = 0.0
    private var startDistance = 0.0
    private var currentDistance = 0.0
    private var currentScale = 1.0
    private var lastTime = 0.0

    package override var kind: String { "pinch" }
    package override class var derivedKind: String { "pinch" }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where self.touches.count > 2 { ignore(touch) }
        if activeTouches.count == 2, state == .possible {
            currentDistance = fingerDistance
            startDistance = currentDistance
            baseDistance = currentDistance
            currentScale = 1
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.count == 2, baseDistance > 0 else { return }
        currentDistance = fingerDistance
        let newScale = currentDistance / baseDistance
        let dt = event.timestamp - lastTime
        if dt > 0 {
            scaleVelocity = (newScale - currentScale) / dt
            lastTime = event.timestamp
        }
        currentScale = newScale
        switch state {
        case .possible:
            if abs(currentDistance - startDistance) >= tuning.pinchHysteresis {
                setState(.began, reason: "fingers' distance changed \(tuning.pinchHysteresis.compact) pt")
            }
        case .began, .changed:
            setState(.changed, reason: "moved")
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive || isWaitingForFailure {
            setState(.ended, reason: "a finger lifted")
        } else if state == .possible, activeTouches.isEmpty {
            setState(
                .failed,
                reason: touches.count + activeTouches.count < 2 && startDistance == 0
                    ? "only one finger" : "lifted before pinching")
        }
    }

    open override func reset() {
        super.reset()
        baseDistance = 0
        startDistance = 0
        currentDistance = 0
        currentScale = 1
        scaleVelocity = 0
    }

    private var fingerDistance: Double {
        let active = activeTouches
        guard active.count >= 2 else { return currentDistance }
        return active[0].locationInWindow.distance(to: active[1].locationInWindow)
    }
}
