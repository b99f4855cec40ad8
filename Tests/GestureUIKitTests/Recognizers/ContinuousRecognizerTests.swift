import Foundation
import Testing
@testable import GestureUIKit

@Suite("Pan, edge pan, long press and pinch thresholds")
struct ContinuousRecognizerTests {
    private func harness<R: UIGestureRecognizer>(_ recognizer: R) -> Harness {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        view.addGestureRecognizer(recognizer)
        return h
    }

    @Test("a pan waits for 10 pt along an axis: 9 pt does not begin it, 11 pt does")
    func panHysteresis() {
        let short = harness(UIPanGestureRecognizer(name: "pan"))
        short.drag(CGPoint(100, 100), CGPoint(100, 109), from: 0, duration: 0.1)
        #expect(short.states(of: "pan") == ["failed"])

        let long = harness(UIPanGestureRecognizer(name: "pan"))
        long.drag(CGPoint(100, 100), CGPoint(100, 111), from: 0, duration: 0.1)
        #expect(long.states(of: "pan").first == "began")
        #expect(long.states(of: "pan").last == "ended")
    }

    @Test("the hysteresis is per axis, not Euclidean: 8 pt + 8 pt diagonally does not begin a pan")
    func panPerAxis() {
        let h = harness(UIPanGestureRecognizer(name: "pan"))
        h.drag(CGPoint(100, 100), CGPoint(108, 108), from: 0, duration: 0.1, lift: false)
        #expect(h.states(of: "pan").isEmpty)  // 11.3 pt Euclidean, 8 pt per axis
    }

    @Test("the translation at begin has the hysteresis removed on each axis")
    func panTranslationTrimmed() {
        let pan = UIPanGestureRecognizer(name: "pan")
        let h = harness(pan)
        var atBegin: CGPoint?
        pan.addTarget { if $0.state == .began { atBegin = pan.translation(in: nil) } }
        h.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        h.window.touchMoved(finger: 1, to: CGPoint(104, 112), time: 0.02)
        // x: 4 → max(4 − 10, 0) = 0; y: 12 → 12 − 10 = 2.
        #expect(atBegin == CGPoint(0, 2))
        h.window.touchMoved(finger: 1, to: CGPoint(104, 132), time: 0.04)
        #expect(pan.translation(in: nil) == CGPoint(0, 22))
    }

    @Test("pan velocity follows the samples and is zero after holding still before lifting")
    func panVelocity() {
        let pan = UIPanGestureRecognizer(name: "pan")
        let h = harness(pan)
        var velocityAtEnd = CGPoint.zero
        pan.addTarget { if $0.state == .ended { velocityAtEnd = pan.velocity(in: nil) } }
        h.drag(CGPoint(100, 100), CGPoint(100, 400), from: 0, duration: 0.3)  // 1000 pt/s
        #expect(abs(velocityAtEnd.y - 1000) < 1)

        let still = UIPanGestureRecognizer(name: "pan")
        let h2 = harness(still)
        still.addTarget { if $0.state == .ended { velocityAtEnd = still.velocity(in: nil) } }
        h2.drag(CGPoint(100, 100), CGPoint(100, 400), from: 0, duration: 0.3, hold: 0.2)
        #expect(abs(velocityAtEnd.y) < 1)
    }

    @Test("setTranslation moves the origin")
    func setTranslation() {
        let pan = UIPanGestureRecognizer(name: "pan")
        let h = harness(pan)
        h.drag(CGPoint(100, 100), CGPoint(100, 150), from: 0, duration: 0.1, lift: false)
        pan.setTranslation(.zero, in: nil)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 160), time: 0.2)
        #expect(pan.translation(in: nil) == CGPoint(0, 10))
    }

    @Test("a second finger does not make the translation jump")
    func secondFingerNoJump() {
        let pan = UIPanGestureRecognizer(name: "pan")
        let h = harness(pan)
        h.drag(CGPoint(100, 100), CGPoint(100, 150), from: 0, duration: 0.1, lift: false)
        let before = pan.translation(in: nil)
        h.window.touchDown(finger: 2, at: CGPoint(200, 300), time: 0.2)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 150), time: 0.21)
        #expect(pan.translation(in: nil) == before)
    }

    @Test("an edge pan fails outside the 13 pt region and begins after 15 pt inside it")
    func edgeRegion() {
        let inside = harness(UIScreenEdgePanGestureRecognizer(name: "edge", edges: .left))
        inside.drag(CGPoint(12, 400), CGPoint(40, 400), from: 0, duration: 0.1)
        #expect(inside.states(of: "edge").first == "began")
        #expect(inside.states(of: "edge").last == "ended")

        let outside = harness(UIScreenEdgePanGestureRecognizer(name: "edge", edges: .left))
        outside.drag(CGPoint(14, 400), CGPoint(60, 400), from: 0, duration: 0.1)
        #expect(outside.states(of: "edge") == ["failed"])
        #expect(outside.transitions.first?.time == 0)
    }

    @Test("an edge pan needs 15 pt: 14 pt does not begin it")
    func edgeHysteresis() {
        let h = harness(UIScreenEdgePanGestureRecognizer(name: "edge", edges: .left))
        h.drag(CGPoint(5, 400), CGPoint(19, 400), from: 0, duration: 0.1, lift: false)
        #expect(h.states(of: "edge").isEmpty)
        h.window.touchMoved(finger: 1, to: CGPoint(21, 400), time: 0.2)
        #expect(h.states(of: "edge") == ["began"])
    }

    @Test("a long press begins at 0.5 s: lifting at 0.49 s fails it, holding to 0.51 s begins it")
    func longPressDuration() {
        let early = harness(UILongPressGestureRecognizer(name: "press"))
        early.tap(CGPoint(100, 100), at: 0, duration: 0.49)
        #expect(early.states(of: "press") == ["failed"])

        let held = harness(UILongPressGestureRecognizer(name: "press"))
        held.tap(CGPoint(100, 100), at: 0, duration: 0.51)
        #expect(held.states(of: "press") == ["began", "ended"])
        #expect(held.transitions.first?.time == 0.5)
    }

    @Test("a long press tolerates 10 pt of movement: 9 pt keeps it, 11 pt fails it")
    func longPressMovement() {
        let still = harness(UILongPressGestureRecognizer(name: "press"))
        still.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        still.window.touchMoved(finger: 1, to: CGPoint(109, 100), time: 0.2)
        still.window.advance(to: 0.6)
        #expect(still.states(of: "press") == ["began"])

        let moved = harness(UILongPressGestureRecognizer(name: "press"))
        moved.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        moved.window.touchMoved(finger: 1, to: CGPoint(111, 100), time: 0.2)
        moved.window.advance(to: 0.6)
        #expect(moved.states(of: "press") == ["failed"])
    }

    @Test("a pinch reports the ratio of finger distances and a scale velocity")
    func pinchScale() {
        let pinch = UIPinchGestureRecognizer(name: "pinch")
        let h = harness(pinch)
        h.window.touchDown(finger: 1, at: CGPoint(150, 400), time: 0)
        h.window.touchDown(finger: 2, at: CGPoint(250, 400), time: 0)
        for i in 1...10 {
            let r = 50 + Double(i) * 5
            h.window.touchMoved(finger: 1, to: CGPoint(200 - r, 400), time: Double(i) * 0.01)
            h.window.touchMoved(finger: 2, to: CGPoint(200 + r, 400), time: Double(i) * 0.01)
        }
        #expect(h.states(of: "pinch").first == "began")
        // 200 pt apart over 100 + 8 pt: UIKit's pinch removes its 8 pt hysteresis from the initial distance when it
        // begins (`_UIPinchGestureRecognizerDriver touchesMoved:withEvent:`).
        #expect(abs(pinch.scale - 200.0 / 108) < 1e-9)
        #expect(pinch.velocity > 0)
        h.window.touchUp(finger: 1, at: CGPoint(100, 400), time: 0.2)
        #expect(h.states(of: "pinch").last == "ended")
    }

    @Test("one finger never begins a pinch")
    func pinchOneFinger() {
        let h = harness(UIPinchGestureRecognizer(name: "pinch"))
        h.drag(CGPoint(100, 100), CGPoint(200, 300), from: 0, duration: 0.2)
        #expect(h.states(of: "pinch") == ["failed"])
    }
}
