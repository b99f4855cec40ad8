import Foundation
import Testing
@testable import GestureUIKit

/// Touches inside scroll views: delaysContentTouches (0.15 s), canCancelContentTouches,
/// touchesShouldCancel(in:), and a button tracking inside a scroll view.
@Suite("Content touches inside a scroll view")
struct ScrollViewContentTouchesTests {
    /// A list that lets a drag starting on a button scroll, as apps override it.
    final class CancellingList: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    /// A vertical list with a 200x50 button at (95, 300) on screen; returns the events the button sent.
    private func setUp(_ list: UIScrollView = UIScrollView(name: "list")) -> (Harness, UIScrollView, UIButton, Box) {
        let h = Harness()
        list.frame = h.window.bounds
        list.contentSize = CGSize(390, 3000)
        h.add(list)
        let button = UIButton(frame: CGRect(x: 95, y: 300, width: 200, height: 50), name: "button", title: "Like")
        list.addSubview(button)
        let events = Box()
        let named: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        ]
        for (event, name) in named { button.addAction(UIAction { _ in events.log.append(name) }, for: event) }
        return (h, list, button, events)
    }

    final class Box { var log: [String] = [] }

    @Test("a quick tap reaches the button at the lift: touch-down and touch-up inside together")
    func quickTap() {
        let (h, _, button, events) = setUp()
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.advance(to: 0.05)
        #expect(!button.isHighlighted && events.log.isEmpty)  // still within the 0.15 s delay
        h.window.touchUp(finger: 1, at: CGPoint(195, 325), time: 0.06)
        #expect(events.log == ["touchDown", "touchUpInside"])
        #expect(!button.isHighlighted)
    }

    @Test("a held button highlights after 0.15 s, not before")
    func highlightAfterDelay() {
        let (h, _, button, events) = setUp()
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.advance(to: 0.14)
        #expect(!button.isHighlighted)
        h.window.advance(to: 0.16)
        #expect(button.isHighlighted && events.log == ["touchDown"])
    }

    @Test("without delaysContentTouches the button highlights at touch-down")
    func noDelay() {
        let list = UIScrollView(name: "list")
        list.delaysContentTouches = false
        let (h, _, button, _) = setUp(list)
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        #expect(button.isHighlighted)
    }

    @Test("a quick drag scrolls and the button never hears of the touch")
    func quickDragScrolls() {
        let (h, list, _, events) = setUp()
        h.drag(CGPoint(195, 325), CGPoint(195, 125), from: 0, duration: 0.1)
        #expect(h.states(of: "list.pan").first == "began")
        #expect(list.contentOffset.y > 100)
        #expect(events.log.isEmpty)
    }

    @Test("a button held past the delay keeps its touch: the list does not scroll (touchesShouldCancel is false for controls)")
    func heldButtonBlocksScroll() {
        let (h, list, button, events) = setUp()
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.advance(to: 0.2)
        for i in 1...10 { h.window.touchMoved(finger: 1, to: CGPoint(195, 325 - 6 * Double(i)), time: 0.2 + 0.01 * Double(i)) }
        #expect(h.states(of: "list.pan") == ["failed"])
        #expect(h.reason(of: "list.pan", to: .failed)
                == "shouldBegin returned false: button is tracking the touch and touchesShouldCancel(in:) returned false")
        #expect(list.contentOffset.y == 0)
        #expect(button.isHighlighted)  // 60 pt above: still within 70 pt of its bounds
        h.window.touchUp(finger: 1, at: CGPoint(195, 265), time: 0.35)
        #expect(events.log == ["touchDown", "touchUpInside"])
    }

    @Test("a touch-up more than 70 pt outside the bounds is a touch-up outside, and exits on the way")
    func upOutside() {
        let (h, _, _, events) = setUp()
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.advance(to: 0.2)
        for i in 1...10 { h.window.touchMoved(finger: 1, to: CGPoint(195 + 20 * Double(i), 325), time: 0.2 + 0.01 * Double(i)) }
        h.window.touchUp(finger: 1, at: CGPoint(395, 325), time: 0.35)
        // The button spans x 95...295; 395 is 100 pt past its right edge.
        #expect(events.log == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test("when the list lets the pan cancel content touches, a held button is cancelled as the scroll begins")
    func scrollCancelsButton() {
        let (h, list, button, events) = setUp(CancellingList(name: "list"))
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.advance(to: 0.2)
        #expect(button.isHighlighted)
        for i in 1...10 { h.window.touchMoved(finger: 1, to: CGPoint(195, 325 - 6 * Double(i)), time: 0.2 + 0.01 * Double(i)) }
        #expect(h.states(of: "list.pan").first == "began")
        #expect(list.contentOffset.y > 40)
        #expect(!button.isHighlighted)
        h.window.touchUp(finger: 1, at: CGPoint(195, 265), time: 0.35)
        #expect(events.log == ["touchDown", "touchCancel"])
    }

    @Test("canCancelContentTouches = false keeps a touch the content has seen, whatever the view")
    func cannotCancel() {
        let list = CancellingList(name: "list")
        list.canCancelContentTouches = false
        let (h, _, _, _) = setUp(list)
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.advance(to: 0.2)
        for i in 1...10 { h.window.touchMoved(finger: 1, to: CGPoint(195, 325 - 6 * Double(i)), time: 0.2 + 0.01 * Double(i)) }
        #expect(h.reason(of: "list.pan", to: .failed)?.hasSuffix("canCancelContentTouches is false") == true)
    }

    @Test("a touch on a control that moves 11 pt along the axis the list can't scroll reaches it at once")
    func sidewaysOnControlGoesThrough() {
        let (h, _, button, events) = setUp()
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.touchMoved(finger: 1, to: CGPoint(201, 325), time: 0.02)
        #expect(events.log.isEmpty)  // 6 pt: still held
        h.window.touchMoved(finger: 1, to: CGPoint(206, 325), time: 0.04)
        #expect(events.log == ["touchDown"] && button.isHighlighted)  // 11 pt > 10: through, 0.11 s early
    }

    @Test("a move along the list's own axis does not let a control's touch through early")
    func alongAxisStaysHeld() {
        let (h, _, _, events) = setUp()
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.touchMoved(finger: 1, to: CGPoint(195, 316), time: 0.04)  // 9 pt up: the pan has not begun
        h.window.advance(to: 0.1)
        #expect(events.log.isEmpty)
        h.window.advance(to: 0.16)
        #expect(events.log == ["touchDown"])
    }

    /// A list whose `touchesShouldBegin(_:with:in:)` keeps every touch from its content.
    final class RefusingList: UIScrollView {
        var asked: [String] = []
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            asked.append(view.displayName)
            return false
        }
    }

    @Test("touchesShouldBegin(_:with:in:) false: asked as the delay ends, and the button never hears of the touch")
    func touchesShouldBeginRefuses() {
        let list = RefusingList(name: "list")
        let (h, _, button, events) = setUp(list)
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.advance(to: 0.1)
        #expect(list.asked.isEmpty)
        h.window.advance(to: 0.2)
        #expect(list.asked == ["button"])
        h.window.touchUp(finger: 1, at: CGPoint(195, 325), time: 0.3)
        #expect(events.log.isEmpty && !button.isHighlighted)
        #expect(h.window.touchesAwaitingDelivery.isEmpty)
    }

    /// Records where its touchesBegan and touchesMoved saw the touch.
    final class TouchProbe: UIView {
        var began: [CGPoint] = [], moved: [CGPoint] = [], beganTime: Double?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began += touches.map { $0.location(in: nil) }
            beganTime = touches.first?.timestamp
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            moved += touches.map { $0.location(in: nil) }
        }
    }

    @Test("the delayed touchesBegan carries the touch as it was at touch-down; the moves since follow it")
    func delayedBeganIsTheTouchDownState() {
        let h = Harness()
        let list = UIScrollView(name: "list")
        list.frame = h.window.bounds
        list.contentSize = CGSize(390, 3000)
        h.add(list)
        let probe = TouchProbe(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        list.addSubview(probe)
        h.window.touchDown(finger: 1, at: CGPoint(100, 325), time: 0)
        h.window.touchMoved(finger: 1, to: CGPoint(130, 327), time: 0.1)  // sideways: the list can't take it
        h.window.advance(to: 0.16)
        #expect(probe.began == [CGPoint(100, 325)])
        #expect(probe.beganTime == 0)
        #expect(probe.moved == [CGPoint(130, 327)])
    }
}
