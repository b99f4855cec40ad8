import Foundation
import Testing
@testable import GestureUIKit

@Suite("View geometry, point conversion and hit-testing")
struct ViewGeometryTests {
    @Test("the bounds origin scrolls the content: a subview moves up when bounds.origin.y grows")
    func boundsOriginScrolls() {
        let window = UIWindow(size: CGSize(390, 844))
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400), name: "scroller")
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 2000), name: "content")
        window.addSubview(scroller)
        scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(0, 300)
        #expect(content.convert(CGPoint(10, 300), to: nil) == CGPoint(10, 100))
        #expect(window.hitTest(CGPoint(10, 150), with: nil) === content)
        #expect(content.convert(CGPoint(10, 150), from: nil) == CGPoint(10, 350))
    }

    @Test("a transform applies about the centre, and conversion inverts it")
    func transformAboutCentre() {
        let window = UIWindow(size: CGSize(390, 844))
        let card = UIView(frame: CGRect(x: 45, y: 272, width: 300, height: 300), name: "card")
        window.addSubview(card)
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        // The centre (195, 422) stays put; the local top-left (0,0) is 150 pt left of centre × 2.
        #expect(card.convert(CGPoint(0, 0), to: nil) == CGPoint(195 - 300, 422 - 300))
        #expect(card.convert(CGPoint(195 - 300, 422 - 300), from: nil) == CGPoint(0, 0))
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let p = card.convert(CGPoint(300, 150), to: nil)  // the right-middle point rotates to the bottom-middle
        #expect(abs(p.x - 195) < 1e-9 && abs(p.y - 572) < 1e-9)
    }

    @Test("hit-testing skips hidden, non-interactive and nearly transparent views, front-most first")
    func hitTestRules() {
        let window = UIWindow(size: CGSize(390, 844))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "back")
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "front")
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.hitTest(CGPoint(10, 10), with: nil) === front)
        front.isHidden = true
        #expect(window.hitTest(CGPoint(10, 10), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(window.hitTest(CGPoint(10, 10), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(10, 10), with: nil) === back)
    }

    @Test("a subview outside its parent's bounds is not hit, clipping or not")
    func outsideParentNotHit() {
        let window = UIWindow(size: CGSize(390, 844))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "parent")
        let child = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100), name: "child")
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(window.hitTest(CGPoint(160, 10), with: nil) === window)
    }

    @Test("the touch's view and recognizers are fixed at touch-down")
    func recognizersFixedAtTouchDown() {
        let window = UIWindow(size: CGSize(390, 844))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), name: "a")
        let b = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444), name: "b")
        window.addSubview(a)
        window.addSubview(b)
        let pan = UIPanGestureRecognizer(name: "a.pan")
        a.addGestureRecognizer(pan)
        window.touchDown(finger: 1, at: CGPoint(100, 390), time: 0)
        window.touchMoved(finger: 1, to: CGPoint(100, 600), time: 0.1)
        let touch = window.activeTouches.first
        #expect(touch?.view === a)
        #expect(touch?.recognizers.contains { $0 === pan } == true)
        #expect(pan.state == .began)
    }

    @Test("rendering walks the tree back to front with clipping and inherited alpha")
    func rendering() {
        let window = UIWindow(size: CGSize(390, 844))
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100), name: "parent")
        parent.clipsToBounds = true
        parent.alpha = 0.5
        parent.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50), name: "child")
        child.backgroundColor = .black
        window.addSubview(parent)
        parent.addSubview(child)
        var list = DisplayList()
        window.render(into: &list)
        #expect(list.commands.count == 4)
        if case .fill(_, _, let color, _) = list.commands[2] { #expect(color.alpha == 0.5) } else { Issue.record("no child fill") }
        #expect(list.commands[1] == .pushClip(CGRect(x: 10, y: 10, width: 100, height: 100)))
        #expect(list.commands[3] == .popClip)
    }
}

@Suite("Scheduler")
struct SchedulerTests {
    @Test("tasks run in deadline order with now set to each deadline, and time never goes back")
    func order() {
        let scheduler = Scheduler()
        var log: [(String, Double)] = []
        scheduler.schedule(after: 0.5) { log.append(("b", scheduler.now)) }
        scheduler.schedule(after: 0.2) { log.append(("a", scheduler.now)) }
        let cancelled = scheduler.schedule(after: 0.3) { log.append(("x", scheduler.now)) }
        scheduler.cancel(cancelled)
        scheduler.advance(to: 1)
        #expect(log.map(\.0) == ["a", "b"])
        #expect(log.map(\.1) == [0.2, 0.5])
        scheduler.advance(to: 0.5)
        #expect(scheduler.now == 1)
    }

    @Test("a window clamps touch timestamps that go backwards")
    func backwardsTimestamps() {
        let window = UIWindow(size: CGSize(390, 844))
        window.touchDown(finger: 1, at: CGPoint(10, 10), time: 1)
        window.touchMoved(finger: 1, to: CGPoint(20, 10), time: 0.5)
        #expect(window.now == 1)
        #expect(window.activeTouches.first?.timestamp == 1)
    }
}
