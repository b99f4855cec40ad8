import Foundation
import Testing
@testable import GestureUIKit

/// UISwipeGestureRecognizer and UIRotationGestureRecognizer.
@Suite("Swipe and rotation recognizers")
struct SwipeAndRotationTests {
    private func setUp(_ recognizers: [UIGestureRecognizer]) -> Harness {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        recognizers.forEach(view.addGestureRecognizer)
        return h
    }

    @Test("a fast rightward flick is a right swipe; the same flick leftwards is not")
    func swipeDirection() {
        let right = setUp([UISwipeGestureRecognizer(name: "swipe", direction: .right)])
        right.drag(CGPoint(100, 400), CGPoint(220, 405), from: 0, duration: 0.1)  // 1200 pt/s, 5 pt drift
        #expect(right.states(of: "swipe") == ["ended"])
        #expect(right.reason(of: "swipe", to: .ended) == "swiped right")

        let left = setUp([UISwipeGestureRecognizer(name: "swipe", direction: .right)])
        left.drag(CGPoint(220, 400), CGPoint(100, 400), from: 0, duration: 0.1)
        #expect(left.states(of: "swipe") == ["failed"])
        #expect(left.reason(of: "swipe", to: .failed)?.contains("wrong way") == true)
    }

    @Test("a swipe fails when it drifts across its axis past the decayed limit, or takes longer than 0.5 s")
    func swipeLimits() {
        let drift = setUp([UISwipeGestureRecognizer(name: "swipe", direction: .right)])
        drift.drag(CGPoint(100, 400), CGPoint(160, 470), from: 0, duration: 0.1)  // 70 pt down at 60 pt right
        #expect(drift.states(of: "swipe") == ["failed"])
        #expect(drift.reason(of: "swipe", to: .failed)?.hasPrefix("drifted") == true)

        let slow = setUp([UISwipeGestureRecognizer(name: "swipe", direction: .right)])
        slow.drag(CGPoint(100, 400), CGPoint(140, 400), from: 0, duration: 0.8)  // 50 pt/s: never fast enough
        #expect(slow.states(of: "swipe") == ["failed"])
        #expect(slow.reason(of: "swipe", to: .failed) == "took longer than 0.5 s")
    }

    @Test("a swipe with an allowed direction of up or down recognizes a downward flick")
    func swipeEitherVertical() {
        let h = setUp([UISwipeGestureRecognizer(name: "swipe", direction: [.up, .down])])
        h.drag(CGPoint(200, 300), CGPoint(202, 420), from: 0, duration: 0.1)
        #expect(h.states(of: "swipe") == ["ended"])
    }

    /// Fingers 1 and 2 on a circle of radius 100 about (195, 422), turned by `degrees` (clockwise on screen)
    /// in 120 Hz steps over `duration`, then lifted.
    private func turn(_ h: Harness, degrees: Double, duration: Double, lift: Bool = true) {
        let c = CGPoint(195, 422)
        func at(_ a: Double) -> (CGPoint, CGPoint) {
            let r = a * Double.pi / 180
            let d = CGPoint(x: cos(r) * 100, y: sin(r) * 100)
            return (c - d, c + d)
        }
        h.window.touchDown(finger: 1, at: at(0).0, time: 0)
        h.window.touchDown(finger: 2, at: at(0).1, time: 0)
        let steps = Int((duration * 120).rounded())
        for i in 1...steps {
            let (a, b) = at(degrees * Double(i) / Double(steps))
            let t = Double(i) / 120
            h.window.touchMoved(finger: 1, to: a, time: t)
            h.window.touchMoved(finger: 2, to: b, time: t)
        }
        if lift {
            let (a, b) = at(degrees)
            h.window.touchUp(finger: 1, at: a, time: duration + 0.01)
            h.window.touchUp(finger: 2, at: b, time: duration + 0.01)
        }
    }

    @Test("a rotation begins past 5° (fingers at a constant distance) with the hysteresis removed")
    func rotationHysteresis() {
        let small = setUp([UIRotationGestureRecognizer(name: "rotation")])
        turn(small, degrees: 4.5, duration: 0.1)
        #expect(small.states(of: "rotation") == ["failed"])

        let rotation = UIRotationGestureRecognizer(name: "rotation")
        let h = setUp([rotation])
        var atBegin: Double?
        rotation.addTarget { if $0.state == .began { atBegin = rotation.rotation } }
        turn(h, degrees: 90, duration: 0.5, lift: false)
        #expect(h.states(of: "rotation").first == "began")
        // 0.75° per step: begins on the step to 5.25°, which reads about 5.25° − 5° = 0.25° (the first finger of
        // that frame has moved, the second not yet: within 0.1°).
        #expect(abs((atBegin ?? 1) - 0.25 * Double.pi / 180) < 0.1 * Double.pi / 180)
        // Clockwise on screen is positive: 90° − 5° of hysteresis (within 0.1°, as above).
        #expect(abs(rotation.rotation - 85 * Double.pi / 180) < 0.1 * Double.pi / 180)
        // Constant speed: 180°/s in radians.
        #expect(abs(rotation.velocity - Double.pi) < 1e-6)
    }

    @Test("rotation and pinch recognize together when a delegate allows it")
    func rotationWithPinch() {
        let rotation = UIRotationGestureRecognizer(name: "rotation")
        let pinch = UIPinchGestureRecognizer(name: "pinch")
        let delegate = RecordingDelegate()
        delegate.simultaneous = { _, _ in true }
        rotation.delegate = delegate
        let h = setUp([rotation, pinch])
        let c = CGPoint(195, 422)
        h.window.touchDown(finger: 1, at: c - CGPoint(50, 0), time: 0)
        h.window.touchDown(finger: 2, at: c + CGPoint(50, 0), time: 0)
        for i in 1...30 {  // spread to 150 pt apart while turning 45°
            let a = 45 * Double(i) / 30 * Double.pi / 180
            let r = 50 + 25 * Double(i) / 30
            let d = CGPoint(x: cos(a) * r, y: sin(a) * r)
            h.window.touchMoved(finger: 1, to: c - d, time: Double(i) / 120)
            h.window.touchMoved(finger: 2, to: c + d, time: Double(i) / 120)
        }
        #expect(h.states(of: "rotation").first == "began")
        #expect(h.states(of: "pinch").first == "began")
        #expect(!h.states(of: "rotation").contains("failed") && !h.states(of: "pinch").contains("failed"))
        // 150 pt over 100 + 8 pt: the pinch's hysteresis comes off its initial distance, with a rotation or not.
        #expect(abs(pinch.scale - 150.0 / 108) < 1e-9)
    }
}
