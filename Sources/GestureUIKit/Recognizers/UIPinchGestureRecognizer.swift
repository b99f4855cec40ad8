import Foundation

/// A continuous two-finger pinch, as UIPinchGestureRecognizer.
///
/// From the decompiled `_UIPinchGestureRecognizerDriver` (iOS 18.2) [RE]: the fingers' distance when the second
/// finger lands is the initial distance (window points, as UIKit measures in screen coordinates [doc]); the pinch
/// begins once the distance differs from it by more than the hysteresis (`_hysteresis = 8.0`,
/// `tuning.pinchHysteresis`), and at that moment the hysteresis is removed: `initialTouchDistance = d₀ − h` for
/// fingers closing, `d₀ + h` for fingers opening, so `scale` (distance ÷ that) starts at about 1 instead of jumping
/// by the hysteresis. That is the pinch's own rule, the same whether or not a rotation recognizes with it. `scale`
/// is 1 until it begins (the driver's transform is the identity until `_applyScale:`). `velocity` is scale per
/// second. Lifting a finger ends an active pinch; lifting both fingers fails a possible one. Extra fingers are
/// ignored.
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
    /// Whether the distance has crossed the hysteresis (and the initial distance was moved by it).
    private var crossedHysteresis = false

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
        if !crossedHysteresis {
            let h = tuning.pinchHysteresis
            guard abs(currentDistance - startDistance) > h else { return }
            // `_UIPinchGestureRecognizerDriver touchesMoved:withEvent:` [RE]: the hysteresis comes off the initial
            // distance, towards the fingers' motion.
            crossedHysteresis = true
            baseDistance = startDistance + (currentDistance < startDistance ? -h : h)
        }
        let newScale = currentDistance / baseDistance
        let dt = event.timestamp - lastTime
        if dt > 0 {
            scaleVelocity = (newScale - currentScale) / dt
            lastTime = event.timestamp
        }
        currentScale = newScale
        switch state {
        case .possible:
            setState(.began, rule: .pinchDistanceChanged(hysteresis: tuning.pinchHysteresis))
        case .began, .changed:
            setState(.changed, rule: .moved)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive || isWaitingForFailure {
            setState(.ended, rule: .aFingerLifted)
        } else if state == .possible, activeTouches.isEmpty {
            setState(
                .failed,
                rule: touches.count + activeTouches.count < 2 && startDistance == 0
                    ? .onlyOneFinger : .liftedBeforePinching)
        }
    }

    open override func reset() {
        super.reset()
        baseDistance = 0
        startDistance = 0
        currentDistance = 0
        currentScale = 1
        scaleVelocity = 0
        crossedHysteresis = false
    }

    private var fingerDistance: Double {
        let active = activeTouches
        guard active.count >= 2 else { return currentDistance }
        return active[0].locationInWindow.distance(to: active[1].locationInWindow)
    }
}
