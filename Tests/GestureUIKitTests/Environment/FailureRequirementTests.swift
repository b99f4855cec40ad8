import Foundation
import Testing
@testable import GestureUIKit

@Suite("Failure requirements")
struct FailureRequirementTests {
    private func view(in h: Harness) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(v)
        return v
    }

    @Test("a single tap that requires a double tap waits the 0.35 s interval, then recognizes")
    func singleWaitsForDouble() {
        let h = Harness()
        let v = view(in: h)
        let single = UITapGestureRecognizer(name: "single"), double = UITapGestureRecognizer(name: "double", taps: 2)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        single.require(toFail: double)
        var firedAt: Double?
        single.addTarget { _ in firedAt = h.window.now }
        h.tap(CGPoint(100, 100), at: 0)
        #expect(firedAt == nil)
        h.window.advance(to: 1)
        #expect(abs((firedAt ?? 0) - 0.40) < 1e-9)  // lift at 0.05 + 0.35 interval
        #expect(h.states(of: "double") == ["failed"])
        #expect(h.states(of: "single") == ["ended"])
    }

    @Test("when the required recognizer recognizes, the dependent fails with UIKit's reason")
    func dependentFails() {
        let h = Harness()
        let v = view(in: h)
        let single = UITapGestureRecognizer(name: "single"), double = UITapGestureRecognizer(name: "double", taps: 2)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        single.require(toFail: double)
        h.tap(CGPoint(100, 100), at: 0)
        h.tap(CGPoint(100, 100), at: 0.15)
        #expect(h.states(of: "double") == ["ended"])
        #expect(h.states(of: "single") == ["failed"])
        #expect(h.reason(of: "single", to: .failed) == "Failing due to recognition of double")
    }

    @Test("a chain A waits for B waits for C resolves in order once C and B fail")
    func chain() {
        let h = Harness()
        let v = view(in: h)
        let a = UITapGestureRecognizer(name: "A", taps: 1)
        let b = UITapGestureRecognizer(name: "B", taps: 2)
        let c = UITapGestureRecognizer(name: "C", taps: 3)
        [a, b, c].forEach(v.addGestureRecognizer)
        a.require(toFail: b)
        b.require(toFail: c)
        h.tap(CGPoint(100, 100), at: 0)
        h.tap(CGPoint(100, 100), at: 0.15)
        // B recognized internally at 0.20 but waits for C; A waits for B.
        #expect(h.states(of: "A").isEmpty && h.states(of: "B").isEmpty)
        h.window.advance(to: 2)
        // C fails at 0.20 + 0.35 = 0.55; B is released and recognizes; A then fails because B recognized.
        #expect(h.states(of: "C") == ["failed"])
        #expect(h.states(of: "B") == ["ended"])
        #expect(h.states(of: "A") == ["failed"])
        let times = h.transitions.map(\.time)
        #expect(times.allSatisfy { abs($0 - 0.55) < 1e-9 })
    }

    @Test("a parked pan starts from zero translation when its requirement fails")
    func parkedPanTranslationReset() {
        let h = Harness()
        let v = view(in: h)
        let pan = UIPanGestureRecognizer(name: "pan")
        let press = UILongPressGestureRecognizer(name: "press")
        press.allowableMovement = 30
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(press)
        pan.require(toFail: press)
        var translationAtBegin: CGPoint?
        pan.addTarget { if $0.state == .began { translationAtBegin = pan.translation(in: nil) } }
        h.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 120), time: 0.1)  // pan wants to begin: parked
        #expect(pan.state == .possible && pan.isWaitingForFailure)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 135), time: 0.2)  // 35 pt: the press fails
        #expect(h.states(of: "press") == ["failed"])
        #expect(h.states(of: "pan") == ["began"])
        #expect(translationAtBegin == .zero)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 145), time: 0.3)
        #expect(pan.translation(in: nil) == CGPoint(0, 10))
    }

    @Test("a parked pan whose finger lifts before the requirement fails begins and ends at once")
    func parkedPanEndsOnRelease() {
        let h = Harness()
        let v = view(in: h)
        let pan = UIPanGestureRecognizer(name: "pan")
        let other = UIPanGestureRecognizer(name: "other")
        other.minimumNumberOfTouches = 2
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(other)
        pan.require(toFail: other)
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.2)
        #expect(h.states(of: "other") == ["failed"])
        #expect(h.states(of: "pan") == ["began", "ended"])
    }

    @Test("dynamic requirements from the delegate and from a system delegate both make a recognizer wait")
    func dynamicRequirements() {
        final class SystemDelegate: SystemGestureRecognizerDelegate {
            func systemGestureRecognizer(_ recognizer: UIGestureRecognizer,
                                         shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool { true }
        }
        let h = Harness()
        let v = view(in: h)
        let pan = UIPanGestureRecognizer(name: "pan")
        let edge = UIScreenEdgePanGestureRecognizer(name: "edge", edges: .left)
        let system = SystemDelegate()
        edge.delegate = system
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(edge)
        h.drag(CGPoint(5, 400), CGPoint(60, 400), from: 0, duration: 0.2)
        #expect(h.states(of: "edge").first == "began")
        #expect(h.states(of: "pan") == ["failed"])
        #expect(h.reason(of: "pan", to: .failed) == "Failing due to recognition of edge")

        // Replacing the delegate loses the private hook: the pan (10 pt) now beats the edge pan (15 pt).
        let replaced = RecordingDelegate()
        edge.delegate = replaced
        h.drag(CGPoint(5, 400), CGPoint(60, 400), from: 1, duration: 0.2)
        #expect(h.states(of: "pan").dropFirst().first == "began")
        #expect(h.states(of: "edge").last == "failed")
    }

    @Test("the public delegate's shouldRequireFailureOf is asked and honoured")
    func publicDelegateRequirement() {
        let h = Harness()
        let v = view(in: h)
        let single = UITapGestureRecognizer(name: "single"), double = UITapGestureRecognizer(name: "double", taps: 2)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        let delegate = RecordingDelegate()
        delegate.requireFailureOf = { r, other in r === single && other === double }
        single.delegate = delegate
        h.tap(CGPoint(100, 100), at: 0)
        h.window.advance(to: 1)
        #expect(h.states(of: "single") == ["ended"])
        #expect(abs((h.transitions.first { $0.recognizer == "single" }?.time ?? 0) - 0.40) < 1e-9)
    }
}
