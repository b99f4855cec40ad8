import Foundation
import Testing
@testable import GestureUIKit

/// UIKit's pan velocity: `velocityInView:` = 0.2 × the newest sample + 0.8 × the previous
/// one, from finger moves only (UIPanGestureRecognizer.m, iOS 18.2).
@Suite("Pan velocity as UIKit weighs it")
struct PanVelocityTests {
    private func setUp() -> (UIWindow, UIPanGestureRecognizer) {
        let window = UIWindow(size: CGSize(390, 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        window.addSubview(view)
        let pan = UIPanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        return (window, pan)
    }

    @Test("the previous sample weighs 0.8 and the newest 0.2: 1000 then 2000 pt/s reads 1200")
    func weights() {
        let (window, pan) = setUp()
        window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        window.touchMoved(finger: 1, to: CGPoint(100, 120), time: 0.01)  // 2000 pt/s (begins)
        window.touchMoved(finger: 1, to: CGPoint(100, 130), time: 0.02)  // 1000 pt/s
        window.touchMoved(finger: 1, to: CGPoint(100, 150), time: 0.03)  // 2000 pt/s
        // 0.2 · 2000 + 0.8 · 1000 = 1200 (the old weighting, 0.8 new, gave 1800).
        #expect(abs(pan.velocity(in: nil).y - 1200) < 1e-6)
    }

    @Test("the lift position is not a sample: a lift 30 pt past the last move changes neither velocity nor translation")
    func liftIsNotASample() {
        let (window, pan) = setUp()
        var atEnd: (CGPoint, CGPoint)?
        pan.addTarget { if $0.state == .ended { atEnd = (pan.translation(in: nil), pan.velocity(in: nil)) } }
        window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        for i in 1...10 { window.touchMoved(finger: 1, to: CGPoint(100, 100 + 5 * Double(i)), time: Double(i) / 100) }
        window.touchUp(finger: 1, at: CGPoint(100, 180), time: 0.11)
        let (translation, velocity) = atEnd ?? (.zero, .zero)
        #expect(translation == CGPoint(0, 40))  // 50 − 10 pt of hysteresis; the lift's 80 is not counted
        #expect(abs(velocity.y - 500) < 1e-6)
    }

    @Test("moves of two fingers in the same frame count as one sample")
    func sameFrameMovesMerge() {
        let (window, pan) = setUp()
        window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        window.touchDown(finger: 2, at: CGPoint(200, 100), time: 0)
        for i in 1...6 {
            let t = Double(i) / 100
            window.touchMoved(finger: 1, to: CGPoint(100, 100 + 10 * Double(i)), time: t)
            window.touchMoved(finger: 2, to: CGPoint(200, 100 + 10 * Double(i)), time: t)
        }
        #expect(abs(pan.velocity(in: nil).y - 1000) < 1e-6)
    }
}
