import Foundation
import Testing
@testable import GestureUIKit

@Suite("One input vocabulary: Window.send(_:)")
struct WindowSendTests {
    @Test("an input advances time to its own time before it is dispatched: a due long press recognizes first")
    func advancesTimeFirst() {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        view.addGestureRecognizer(UILongPressGestureRecognizer(name: "press"))
        var frameTimes: [Double] = []
        h.window.addFrameCallback { frameTimes.append($0) }
        h.window.send(.down(finger: 1, at: CGPoint(100, 100), time: 0.1))
        h.window.send(.up(finger: 1, at: CGPoint(100, 100), time: 0.7))
        // The press was due at 0.6 s: it began before the lift at 0.7 s ended it.
        #expect(h.states(of: "press") == ["began", "ended"])
        #expect(frameTimes.last == 0.7)
        #expect(h.window.now == 0.7)
    }

    @Test("each input does what the matching touch call does, and a cancel of every touch ends them all")
    func sameAsTouchCalls() {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        h.window.send(.down(finger: 1, at: CGPoint(10, 10), time: 0))
        h.window.send(.down(finger: 2, at: CGPoint(50, 50), time: 0.01))
        h.window.send(.moved(finger: 1, to: CGPoint(20, 30), time: 0.02))
        #expect(h.window.touchesByFinger[1]?.locationInWindow == CGPoint(20, 30))
        #expect(h.window.activeTouches.count == 2)
        h.window.send(.cancel(finger: 2, time: 0.03))
        #expect(h.window.touchesByFinger[2] == nil)
        h.window.send(.cancelAll(time: 0.04))
        #expect(h.window.activeTouches.isEmpty)
        #expect(TouchInput.wheel(at: .zero, delta: CGPoint(0, 10), time: 0.5).time == 0.5)
    }
}
