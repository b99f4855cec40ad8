import Foundation
import Testing

@testable import GestureUIKit

/// Two-finger gestures whose fingers' moves arrive one by one: a two-finger swipe, and a pinch's hysteresis.
@Suite("Two-finger swipes and the pinch's hysteresis")
struct MultiFingerRecognizerTests {
    private func setUp(_ recognizers: [UIGestureRecognizer]) -> Harness {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        recognizers.forEach(view.addGestureRecognizer)
        return h
    }

    /// Two fingers 40 pt apart flicked by `delta` over 0.1 s in 120 Hz steps, each step moving both fingers.
    private func flick(_ h: Harness, from start: CGPoint, by delta: CGPoint) {
        let second = start + CGPoint(0, 40)
        h.window.touchDown(finger: 1, at: start, time: 0)
        h.window.touchDown(finger: 2, at: second, time: 0)
        for i in 1...12 {
            let f = Double(i) / 12
            h.window.touchMoved(finger: 1, to: start + delta * f, time: 0.1 * f)
            h.window.touchMoved(finger: 2, to: second + delta * f, time: 0.1 * f)
        }
        h.window.touchUp(finger: 1, at: start + delta, time: 0.12)
        h.window.touchUp(finger: 2, at: second + delta, time: 0.12)
    }

    @Test("a two-finger swipe recognizes a two-finger flick in its direction, not the other way")
    func twoFingerSwipe() {
        let swipe = UISwipeGestureRecognizer(name: "swipe", direction: .left)
        swipe.numberOfTouchesRequired = 2
        let h = setUp([swipe])
        flick(h, from: CGPoint(300, 400), by: CGPoint(-150, 4))
        #expect(h.states(of: "swipe") == ["ended"])
        #expect(h.reason(of: "swipe", to: .ended) == "swiped left")

        let wrong = UISwipeGestureRecognizer(name: "swipe", direction: .left)
        wrong.numberOfTouchesRequired = 2
        let w = setUp([wrong])
        flick(w, from: CGPoint(100, 400), by: CGPoint(150, 4))
        #expect(w.states(of: "swipe") == ["failed"])
    }

    @Test("a two-finger swipe does not recognize a one-finger flick")
    func oneFingerIsNotEnough() {
        let swipe = UISwipeGestureRecognizer(name: "swipe", direction: .left)
        swipe.numberOfTouchesRequired = 2
        let h = setUp([swipe])
        h.drag(CGPoint(300, 400), CGPoint(150, 404), from: 0, duration: 0.1)
        #expect(h.states(of: "swipe") == ["failed"])
    }

    @Test("a pinch removes its 8 pt hysteresis when it begins: spreading 100 pt to 150 pt gives 150 / 108")
    func pinchHysteresisRemoved() {
        let pinch = UIPinchGestureRecognizer(name: "pinch")
        let h = setUp([pinch])
        let c = CGPoint(195, 422)
        h.window.touchDown(finger: 1, at: c - CGPoint(50, 0), time: 0)
        h.window.touchDown(finger: 2, at: c + CGPoint(50, 0), time: 0)
        var scaleAtBegin: Double?
        pinch.addTarget { recognizer in
            if recognizer.state == .began {
                scaleAtBegin = Double((recognizer as? UIPinchGestureRecognizer)?.scale ?? 0)
            }
        }
        for i in 1...25 {
            let r = 50 + Double(i)
            h.window.touchMoved(finger: 1, to: c - CGPoint(r, 0), time: Double(i) / 120)
            h.window.touchMoved(finger: 2, to: c + CGPoint(r, 0), time: Double(i) / 120)
        }
        #expect(h.states(of: "pinch").first == "began")
        // It began on the move that took the distance past 108 pt; the scale then is that distance over 108.
        #expect((scaleAtBegin ?? 0) < 1.01)
        #expect(abs(Double(pinch.scale) - 150 / 108) < 1e-9)

        // Closing: 100 pt to 60 pt is 60 / 92.
        let closing = UIPinchGestureRecognizer(name: "pinch")
        let k = setUp([closing])
        k.window.touchDown(finger: 1, at: c - CGPoint(50, 0), time: 0)
        k.window.touchDown(finger: 2, at: c + CGPoint(50, 0), time: 0)
        for i in 1...20 {
            let r = 50 - Double(i)
            k.window.touchMoved(finger: 1, to: c - CGPoint(r, 0), time: Double(i) / 120)
            k.window.touchMoved(finger: 2, to: c + CGPoint(r, 0), time: Double(i) / 120)
        }
        #expect(abs(Double(closing.scale) - 60 / 92) < 1e-9)
    }
}
