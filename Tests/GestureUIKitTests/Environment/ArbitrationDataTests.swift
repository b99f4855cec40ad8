import Foundation
import Testing
@testable import GestureUIKit

@Suite("Arbitration as data: reasons, parked standings, queries without side effects")
struct ArbitrationDataTests {
    /// A harness with one full-screen view holding `recognizers`, in order.
    private func oneView(_ recognizers: UIGestureRecognizer...) -> Harness {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        return h
    }

    @Test("each reason's description is the report's exact text")
    func reasonTexts() {
        typealias Reason = GestureEnvironment.Reason
        let cases: [(Reason, String)] = [
            (.reported("moved 10 pt"), "moved 10 pt"),
            (.touchRefused(note: nil), "shouldReceive returned false"),
            (.touchRefused(note: "busy"), "shouldReceive returned false: busy"),
            (.requirementRecognized("double"), "Failing due to recognition of double"),
            (.excludedByEarlier("pan"), "excluded by pan, which had already begun"),
            (.excluded(by: "pan"), "excluded by pan"),
            (.cancelledByExclusion("pan"), "cancelled: excluded by pan"),
            (.viewRefusedBegin(view: "scroll", note: "edge"), "scroll.gestureRecognizerShouldBegin returned false: edge"),
            (.delegateRefusedBegin(note: nil), "shouldBegin returned false"),
            (.waitingFor(["a", "b"]), "waiting for a, b to fail"),
            (.parked(request: "moved", waitingFor: ["press"]), "moved; waiting for press to fail"),
            (.requirementsFailed, "failure requirements failed"),
            (.released(request: "moved"), "moved, after its failure requirements failed"),
            (.endedWhileParked, "touches ended while it waited for failure requirements"),
            (.simultaneous(delegateOf: "a", with: "b"), "delegate of a allows simultaneous recognition with b"),
            (.touchesAllEnded, "all its touches ended"),
            (.disabledWhileRecognizing, "disabled while recognizing"),
            (.disabled, "disabled"),
        ]
        for (reason, text) in cases {
            #expect(reason.description == text)
        }
    }

    @Test("asking whether one recognizer excludes another records no decision, even when a delegate allows both")
    func excludesIsAQuery() {
        let a = UIPanGestureRecognizer(name: "a"), b = UIPanGestureRecognizer(name: "b")
        let h = oneView(a, b)
        let delegate = RecordingDelegate()
        delegate.simultaneous = { _, _ in true }
        b.delegate = delegate
        var decisions: [DecisionRecord] = []
        h.window.diagnostics.onDecision = { decisions.append($0) }
        #expect(h.window.environment.excludes(a, b) == false)
        #expect(decisions.isEmpty)
        // The decision is recorded where it is acted on: when a begins during a drag.
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.2)
        #expect(decisions.contains { $0.kind == .simultaneous && $0.recognizer == "b" && $0.other == "a" })
    }

    @Test("a parked recognizer's standing lives in the environment and is cleared when it is released")
    func standingLivesInTheEnvironment() {
        let pan = UIPanGestureRecognizer(name: "pan")
        let press = UILongPressGestureRecognizer(name: "press")
        press.allowableMovement = 30
        let h = oneView(pan, press)
        pan.require(toFail: press)
        let env = h.window.environment
        h.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 120), time: 0.1)
        guard case .parked(let target, _, let thenEnds) = env.standing(of: pan) else {
            Issue.record("the pan should be parked behind the press")
            return
        }
        #expect(target == .began && !thenEnds)
        #expect(pan.lastReason == "waiting for press to fail")
        h.window.touchMoved(finger: 1, to: CGPoint(100, 135), time: 0.2)  // the press fails: the pan is released
        #expect(env.standing(of: pan) == .free)
        #expect(h.reason(of: "pan", to: .began)?.hasSuffix(", after its failure requirements failed") == true)
    }

    @Test("a continuous recognizer whose touches end while parked begins and ends at once on release")
    func parkedThenEnding() {
        let pan = UIPanGestureRecognizer(name: "pan")
        let other = UIPanGestureRecognizer(name: "other")
        other.minimumNumberOfTouches = 2
        let h = oneView(pan, other)
        pan.require(toFail: other)
        let env = h.window.environment
        h.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 140), time: 0.1)
        #expect(env.isParked(pan))
        h.window.touchUp(finger: 1, at: CGPoint(100, 140), time: 0.2)
        #expect(h.states(of: "other") == ["failed"])
        #expect(h.states(of: "pan") == ["began", "ended"])
        #expect(h.reason(of: "pan", to: .ended) == "touches ended while it waited for failure requirements")
    }
}
