import Foundation
import Testing
@testable import GestureUIKit

/// Two sibling views: a pan on the left half, a tap and a long press on the right half.
private func siblingsHarness() -> (Harness, pan: UIPanGestureRecognizer, tap: UITapGestureRecognizer) {
    let harness = Harness()
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844), name: "left")
    let right = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 844), name: "right")
    harness.add(left)
    harness.add(right)
    let pan = UIPanGestureRecognizer(name: "pan"), tap = UITapGestureRecognizer(name: "tap")
    left.addGestureRecognizer(pan)
    right.addGestureRecognizer(tap)
    return (harness, pan, tap)
}

/// What the storm promises once every finger is up: all recognizers possible, nothing left in the arena.
private func expectSettled(_ window: UIWindow, sourceLocation: SourceLocation = #_sourceLocation) {
    let busy = window.allGestureRecognizers.filter { $0.state != .possible }.map { "\($0.displayName) \($0.state)" }
    #expect(busy.isEmpty, "\(busy)", sourceLocation: sourceLocation)
    #expect(window.environment.participants.isEmpty, sourceLocation: sourceLocation)
    #expect(window.touchesAwaitingDelivery.isEmpty, sourceLocation: sourceLocation)
    #expect(window.activeTouches.isEmpty, sourceLocation: sourceLocation)
}

@Suite("Faults: lost touches, repeated and out-of-order events, time going backwards")
struct TouchFaultTests {
    @Test("cancelling every touch mid-pan (focus lost) cancels the pan and fails the tap still possible")
    func cancelAllMidPan() {
        let (harness, pan, tap) = siblingsHarness()
        let window = harness.window
        harness.drag(CGPoint(50, 400), CGPoint(120, 400), from: 0, duration: 0.2, lift: false)
        window.touchDown(finger: 2, at: CGPoint(300, 400), time: 0.21)
        #expect(pan.state == .changed && tap.state == .possible)
        window.cancelAllTouches(time: 0.25)
        #expect(harness.states(of: "pan").suffix(1) == ["cancelled"])
        #expect(harness.states(of: "tap") == ["failed"])
        #expect(harness.transitions.last { $0.recognizer == "pan" }?.time == 0.25)
        window.advance(to: 1)
        expectSettled(window)
        // The next gesture starts afresh.
        harness.tap(CGPoint(300, 400), at: 1.1)
        #expect(harness.states(of: "tap") == ["failed", "ended"])
    }

    @Test("cancelling with no finger down (focus lost while idle) changes nothing")
    func cancelAllWithNothingDown() {
        let (harness, _, _) = siblingsHarness()
        harness.window.advance(to: 0.2)
        harness.window.cancelAllTouches(time: 0.5)
        #expect(harness.transitions.isEmpty && harness.window.activeTouches.isEmpty)
        #expect(harness.window.now == 0.2 && harness.window.isIdle)
    }

    @Test("a move or lift for a finger that is not down is ignored; a lift twice is one lift")
    func strayEvents() {
        let (harness, pan, _) = siblingsHarness()
        let window = harness.window
        window.touchMoved(finger: 3, to: CGPoint(10, 10), time: 0.1)
        window.touchUp(finger: 3, at: CGPoint(10, 10), time: 0.1)
        window.touchCancelled(finger: 3, time: 0.1)
        #expect(harness.transitions.isEmpty && window.activeTouches.isEmpty)
        harness.drag(CGPoint(50, 400), CGPoint(150, 400), from: 0.2, duration: 0.2)
        window.touchUp(finger: 1, at: CGPoint(150, 400), time: 0.45)
        window.touchMoved(finger: 1, to: CGPoint(160, 400), time: 0.46)
        #expect(harness.states(of: "pan").first == "began" && harness.states(of: "pan").last == "ended")
        #expect(harness.states(of: "pan").filter { $0 == "ended" }.count == 1)
        #expect(pan.state == .possible)
        expectSettled(window)
    }

    @Test("a second down for a finger already down ends the first touch (cancelled) and starts a new one")
    func secondDown() {
        let (harness, pan, tap) = siblingsHarness()
        let window = harness.window
        harness.drag(CGPoint(50, 400), CGPoint(120, 400), from: 0, duration: 0.2, lift: false)
        #expect(pan.state == .changed)
        window.touchDown(finger: 1, at: CGPoint(300, 400), time: 0.3)
        #expect(harness.states(of: "pan").last == "cancelled")
        #expect(window.activeTouches.count == 1 && window.activeTouches.first?.view?.name == "right")
        window.touchUp(finger: 1, at: CGPoint(300, 400), time: 0.35)
        #expect(harness.states(of: "tap") == ["ended"])
        #expect(tap.state == .possible)
        expectSettled(window)
    }

    @Test("a lift with the same timestamp as its down, and a burst of same-time events, still recognize")
    func sameTimestampBurst() {
        let (harness, _, _) = siblingsHarness()
        let window = harness.window
        window.touchDown(finger: 1, at: CGPoint(300, 400), time: 0.5)
        window.touchUp(finger: 1, at: CGPoint(300, 400), time: 0.5)
        #expect(harness.states(of: "tap") == ["ended"])
        window.touchDown(finger: 1, at: CGPoint(50, 400), time: 1)
        for x in stride(from: 55.0, through: 150, by: 5) { window.touchMoved(finger: 1, to: CGPoint(x, 400), time: 1) }
        window.touchUp(finger: 1, at: CGPoint(150, 400), time: 1)
        #expect(harness.states(of: "pan").first == "began" && harness.states(of: "pan").last == "ended")
        expectSettled(window)
    }
}
