import Foundation
import Testing
@testable import GestureUIKit

@Suite("UIHoverGestureRecognizer: the desktop's pointer enters, moves over and leaves a view")
struct HoverGestureRecognizerTests {
    /// A window with two sibling cards side by side; the left one has a hover recognizer named "hover".
    private func harness() -> (Harness, UIView, UIView, UIHoverGestureRecognizer) {
        let h = Harness()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "left")
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100), name: "right")
        h.add(left)
        h.add(right)
        let hover = UIHoverGestureRecognizer(name: "hover")
        left.addGestureRecognizer(hover)
        return (h, left, right, hover)
    }

    @Test("entering begins, moving changes with the pointer's location, leaving ends")
    func enterMoveLeave() {
        let (h, left, _, hover) = harness()
        var locations: [CGPoint] = []
        hover.addTarget { locations.append($0.location(in: left)) }
        h.window.pointerMoved(to: CGPoint(150, 50), time: 0)  // between the cards: nothing
        #expect(h.states(of: "hover").isEmpty)
        h.window.pointerMoved(to: CGPoint(90, 50), time: 0.1)
        h.window.pointerMoved(to: CGPoint(60, 40), time: 0.2)
        h.window.pointerMoved(to: CGPoint(150, 40), time: 0.3)
        #expect(h.states(of: "hover") == ["began", "changed", "ended"])
        #expect(locations == [CGPoint(90, 50), CGPoint(60, 40), CGPoint(60, 40)])
        #expect(h.reason(of: "hover", to: .began) == "the pointer entered left")
        #expect(h.reason(of: "hover", to: .changed) == "the pointer moved")
        #expect(h.reason(of: "hover", to: .ended) == "the pointer left left")
        #expect(hover.state == .possible)
    }

    @Test("location(in:) converts to the view asked for; nil is the window")
    func locationInViews() {
        let (h, left, right, hover) = harness()
        h.window.pointerMoved(to: CGPoint(30, 20), time: 0)
        #expect(hover.location(in: nil) == CGPoint(30, 20))
        #expect(hover.location(in: left) == CGPoint(30, 20))
        #expect(hover.location(in: right) == CGPoint(-170, 20))
    }

    @Test("a pointer over a sibling view does not hover this one")
    func siblingDoesNotHover() {
        let (h, _, right, _) = harness()
        let other = UIHoverGestureRecognizer(name: "other")
        right.addGestureRecognizer(other)
        h.window.pointerMoved(to: CGPoint(250, 50), time: 0)
        h.window.pointerMoved(to: CGPoint(260, 60), time: 0.1)
        #expect(h.states(of: "hover").isEmpty)
        #expect(h.states(of: "other") == ["began", "changed"])
    }

    @Test("an ancestor's hover recognizer hovers while the pointer is over its subview")
    func ancestorHovers() {
        let (h, left, _, _) = harness()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20), name: "child")
        left.addSubview(child)
        h.window.pointerMoved(to: CGPoint(15, 15), time: 0)
        h.window.pointerMoved(to: CGPoint(50, 50), time: 0.1)
        #expect(h.states(of: "hover") == ["began", "changed"])
    }

    @Test("leaving the window ends the hover")
    func leavingTheWindow() {
        let (h, _, _, _) = harness()
        h.window.pointerMoved(to: CGPoint(50, 50), time: 0)
        h.window.pointerLeft(time: 0.1)
        #expect(h.states(of: "hover") == ["began", "ended"])
        #expect(h.reason(of: "hover", to: .ended) == "the pointer left the window")
    }

    @Test("a button down pauses the hover and lets a tap recognize; moves after the release resume it")
    func buttonDownPauses() {
        let (h, left, _, hover) = harness()
        let tap = UITapGestureRecognizer(name: "tap")
        left.addGestureRecognizer(tap)
        h.window.pointerMoved(to: CGPoint(50, 50), time: 0)
        h.window.touchDown(finger: 1, at: CGPoint(50, 50), time: 0.1)
        h.window.pointerMoved(to: CGPoint(55, 50), time: 0.12)  // ignored: a button is down
        h.window.touchUp(finger: 1, at: CGPoint(50, 50), time: 0.15)
        #expect(h.states(of: "tap") == ["ended"])
        #expect(h.states(of: "hover") == ["began"])
        #expect(hover.state == .began)
        #expect(hover.numberOfTouches == 0)
        h.window.pointerMoved(to: CGPoint(60, 50), time: 0.3)
        #expect(h.states(of: "hover") == ["began", "changed"])
    }

    @Test("a disabled hover recognizer does not begin; disabling one that hovers cancels it")
    func disabled() {
        let (h, _, _, hover) = harness()
        hover.isEnabled = false
        h.window.pointerMoved(to: CGPoint(50, 50), time: 0)
        #expect(h.states(of: "hover").isEmpty)
        hover.isEnabled = true
        h.window.pointerMoved(to: CGPoint(60, 50), time: 0.1)
        #expect(h.states(of: "hover") == ["began"])
        hover.isEnabled = false
        #expect(h.states(of: "hover") == ["began", "cancelled"])
    }

    @Test("the delegate's shouldBegin refuses a hover: it fails once and stays out until the pointer re-enters")
    func delegateRefuses() {
        let (h, _, _, hover) = harness()
        let delegate = RecordingDelegate()
        var allow = false
        delegate.shouldBegin = { _ in allow }
        hover.delegate = delegate
        h.window.pointerMoved(to: CGPoint(50, 50), time: 0)
        h.window.pointerMoved(to: CGPoint(60, 50), time: 0.1)
        #expect(h.states(of: "hover") == ["failed"])
        #expect(delegate.log == ["shouldBegin hover"])
        allow = true
        h.window.pointerMoved(to: CGPoint(150, 50), time: 0.2)
        h.window.pointerMoved(to: CGPoint(50, 50), time: 0.3)
        #expect(h.states(of: "hover") == ["failed", "began"])
    }

    @Test("touches never reach a hover recognizer")
    func noTouches() {
        let (h, _, _, hover) = harness()
        h.tap(CGPoint(50, 50), at: 0)
        #expect(h.states(of: "hover").isEmpty)
        #expect(hover.state == .possible)
    }

    @Test("the pencil members answer as UIKit does for a mouse")
    func pencilMembers() {
        let hover = UIHoverGestureRecognizer()
        #expect(hover.zOffset == 0)
        #expect(hover.altitudeAngle == 0)
        #expect(hover.rollAngle == 0)
        #expect(hover.azimuthAngle(in: nil) == 0)
        #expect(hover.azimuthUnitVector(in: nil) == CGVector(dx: 0, dy: 0))
    }
}
