import Foundation
import Testing
@testable import GestureUIKit

/// `ViewOverrides` installed on plain core views: the core consults them for hit-testing, layout, the UIView
/// shouldBegin hook, touch delivery and a scroll view's own hooks, and falls back to the class when none is set.
@Suite("View overrides answer a view's hooks")
struct ViewOverridesTests {
    /// Logs every hook it is asked; answers from its settings, else as the kit's facade does by default (the
    /// view's own behaviour, UIKit's `super`).
    final class Overrides: ScrollViewOverrides {
        unowned let view: View
        var log: [String] = []
        var hit: ((CGPoint) -> View?)?
        var pointInside: ((CGPoint) -> Bool)?
        var shouldBegin: Bool?
        var shouldCancel = true
        var simultaneous = false

        init(_ view: View) { self.view = view }

        func overriddenHitTest(_ point: CGPoint) -> View? {
            log.append("hitTest")
            return hit.map { $0(point) } ?? view.hitTest(point)
        }

        func overriddenPoint(inside point: CGPoint) -> Bool {
            log.append("pointInside")
            return pointInside.map { $0(point) } ?? view.point(inside: point)
        }

        func overriddenGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
            log.append("shouldBegin \(recognizer.name)")
            if let shouldBegin { return shouldBegin }
            if let scroll = view as? ScrollView { return scroll.scrollViewShouldBegin(recognizer) }
            return view.gestureRecognizerShouldBegin(recognizer)
        }

        func overriddenLayoutSubviews() { log.append("layout") }

        func overriddenTouchesBegan(_ touches: [Touch], with event: TouchEvent) { log.append("began") }
        func overriddenTouchesMoved(_ touches: [Touch], with event: TouchEvent) { log.append("moved") }
        func overriddenTouchesEnded(_ touches: [Touch], with event: TouchEvent) { log.append("ended") }
        func overriddenTouchesCancelled(_ touches: [Touch], with event: TouchEvent) { log.append("cancelled") }

        func overriddenTouchesShouldCancel(in view: View) -> Bool {
            log.append("touchesShouldCancel \(view.name)")
            return shouldCancel
        }

        func overriddenShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer)
            -> Bool
        {
            log.append("simultaneous \(recognizer.name) \(other.name)")
            return simultaneous
        }
    }

    @Test("point(inside:) from the overrides widens a plain view's hit area past its bounds")
    func pointInsideWidensHits() {
        let h = Harness()
        let card = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50), name: "card")
        h.add(card)
        let overrides = Overrides(card)
        overrides.pointInside = { $0.x >= -40 && $0.x <= 90 && $0.y >= -40 && $0.y <= 90 }
        #expect(h.window.hitTest(CGPoint(80, 125)) === h.window)
        card.overrides = overrides
        #expect(h.window.hitTest(CGPoint(80, 125)) === card)
        #expect(overrides.log.contains("pointInside"))
    }

    @Test("hitTest from the overrides decides the hit view, and the class's own rules return when removed")
    func hitTestFromOverrides() {
        let h = Harness()
        let card = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50), name: "card")
        h.add(card)
        let overrides = Overrides(card)
        overrides.hit = { _ in nil }
        card.overrides = overrides
        #expect(h.window.hitTest(CGPoint(125, 125)) === h.window)
        #expect(overrides.log == ["hitTest"])
        card.overrides = nil
        #expect(h.window.hitTest(CGPoint(125, 125)) === card)
    }

    @Test("layout and the view's own touches go to the overrides")
    func layoutAndTouches() {
        let h = Harness()
        let card = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50), name: "card")
        h.add(card)
        let overrides = Overrides(card)
        card.overrides = overrides
        card.setNeedsLayout()
        h.window.layoutIfNeeded()
        h.drag(CGPoint(120, 120), CGPoint(130, 130), from: 0, duration: 0.05)
        #expect(overrides.log.first == "layout")
        let touches = overrides.log.filter { ["began", "moved", "ended", "cancelled"].contains($0) }
        #expect(touches.first == "began")
        #expect(touches.contains("moved"))
        #expect(touches.last == "ended")
    }

    @Test("a view the touches hit refuses another view's recognizer through the overrides' shouldBegin")
    func shouldBeginHookRefuses() {
        let h = Harness()
        let card = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100), name: "card")
        h.add(card)
        let pan = PanGestureRecognizer(name: "window.pan")
        h.window.addGestureRecognizer(pan)
        let overrides = Overrides(card)
        overrides.shouldBegin = false
        card.overrides = overrides
        h.drag(CGPoint(150, 150), CGPoint(150, 250), from: 0, duration: 0.1)
        #expect(h.states(of: "window.pan") == ["failed"])
        #expect(h.reason(of: "window.pan", to: .failed) == "card.gestureRecognizerShouldBegin returned false")
        #expect(overrides.log.contains("shouldBegin window.pan"))
    }

    @Test("a scroll view asks the overrides as the delegate of its own pan: refusing it keeps the content still")
    func scrollViewOwnPanAsksOverrides() {
        let h = Harness()
        let list = ScrollView(frame: h.window.bounds, name: "list")
        list.contentSize = CGSize(390, 3000)
        h.add(list)
        let overrides = Overrides(list)
        overrides.shouldBegin = false
        list.overrides = overrides
        h.drag(CGPoint(195, 600), CGPoint(195, 300), from: 0, duration: 0.1)
        #expect(h.states(of: "list.pan") == ["failed"])
        #expect(list.contentOffset.y == 0)
        #expect(overrides.log.contains("shouldBegin list.pan"))
    }

    @Test("a scroll view asks the overrides whether its pan may take a touch from a tracking button")
    func scrollViewTouchesShouldCancelAsksOverrides() {
        let h = Harness()
        let list = ScrollView(frame: h.window.bounds, name: "list")
        list.contentSize = CGSize(390, 3000)
        h.add(list)
        let button = Button(frame: CGRect(x: 95, y: 300, width: 200, height: 50), name: "button", title: "Like")
        list.addSubview(button)
        let overrides = Overrides(list)
        list.overrides = overrides
        h.window.touchDown(finger: 1, at: CGPoint(195, 325), time: 0)
        h.window.advance(to: 0.2)
        for i in 1...10 {
            h.window.touchMoved(finger: 1, to: CGPoint(195, 325 - 6 * Double(i)), time: 0.2 + 0.01 * Double(i))
        }
        #expect(overrides.log.contains("touchesShouldCancel button"))
        #expect(h.states(of: "list.pan").first == "began")
        #expect(list.contentOffset.y > 0)
    }

    @Test("a scroll view asks the overrides about its own pan and pinch recognizing together")
    func scrollViewSimultaneityAsksOverrides() {
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        let overrides = Overrides(list)
        list.overrides = overrides
        let pan = list.panGestureRecognizer
        let pinch = list.pinchGestureRecognizer
        #expect(!list.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pinch))
        #expect(overrides.log == ["simultaneous list.pan list.pinch"])
        list.overrides = nil
        #expect(list.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pinch))
    }

    @Test("a view whose overrides object is gone answers with the class's own rules")
    func releasedOverridesFallBack() {
        let h = Harness()
        let card = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50), name: "card")
        h.add(card)
        do {
            let overrides = Overrides(card)
            overrides.hit = { _ in nil }
            card.overrides = overrides
            #expect(h.window.hitTest(CGPoint(125, 125)) === h.window)
        }
        #expect(card.overrides == nil)
        #expect(h.window.hitTest(CGPoint(125, 125)) === card)
    }
}
