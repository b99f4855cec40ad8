import Foundation
import Testing
@testable import GestureUIKit

@Suite("Exclusion between related recognizers")
struct ExclusionTests {
    /// parent ⊃ child, and a sibling of child; each with a pan.
    private func tree() -> (Harness, parent: UIPanGestureRecognizer, child: UIPanGestureRecognizer,
                            sibling: UIPanGestureRecognizer) {
        let h = Harness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "parent")
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), name: "child")
        let sibling = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 400), name: "sibling")
        h.add(parent)
        parent.addSubview(child)
        h.add(sibling, to: child.superview)
        let p = UIPanGestureRecognizer(name: "parent.pan"), c = UIPanGestureRecognizer(name: "child.pan")
        let s = UIPanGestureRecognizer(name: "sibling.pan")
        parent.addGestureRecognizer(p)
        child.addGestureRecognizer(c)
        sibling.addGestureRecognizer(s)
        return (h, p, c, s)
    }

    @Test("the deeper pan begins first and excludes its ancestor's pan")
    func deeperWins() {
        let h = Harness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "parent")
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), name: "child")
        h.add(parent)
        parent.addSubview(child)
        parent.addGestureRecognizer(UIPanGestureRecognizer(name: "parent.pan"))
        child.addGestureRecognizer(UIPanGestureRecognizer(name: "child.pan"))
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.2)
        #expect(h.states(of: "child.pan").first == "began")
        #expect(h.states(of: "child.pan").last == "ended")
        #expect(h.states(of: "parent.pan") == ["failed"])
        #expect(h.reason(of: "parent.pan", to: .failed) == "excluded by child.pan")
    }

    @Test("recognizers on sibling views do not exclude each other")
    func siblingsCoexist() {
        let h = Harness()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "a")
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "b")
        h.add(a)
        h.add(b)
        let pa = UIPanGestureRecognizer(name: "a.pan"), pb = UIPanGestureRecognizer(name: "b.pan")
        a.addGestureRecognizer(pa)
        b.addGestureRecognizer(pb)
        #expect(h.window.environment.excludes(pa, pb) == false)
        #expect(h.window.environment.excludes(pb, pa) == false)
    }

    @Test("either delegate allowing simultaneity lets both recognize", arguments: [true, false])
    func simultaneityFromEitherSide(fromChild: Bool) {
        let (h, parent, child, _) = tree()
        let delegate = RecordingDelegate()
        delegate.simultaneous = { _, _ in true }
        if fromChild { child.delegate = delegate } else { parent.delegate = delegate }
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.2)
        #expect(h.states(of: "child.pan").first == "began")
        #expect(h.states(of: "parent.pan").first == "began")
        #expect(h.states(of: "parent.pan").last == "ended")
    }

    @Test("an excluded recognizer that had begun is cancelled, not failed")
    func activeIsCancelled() {
        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        let press = UILongPressGestureRecognizer(name: "press")
        let twoFingerPan = UIPanGestureRecognizer(name: "pan2")
        twoFingerPan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(twoFingerPan)
        h.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        h.window.advance(to: 0.6)
        #expect(press.state == .began)
        // The press being active excludes the pan when the pan tries to begin: the pan fails.
        h.window.touchDown(finger: 2, at: CGPoint(200, 100), time: 0.7)
        h.window.touchMoved(finger: 2, to: CGPoint(200, 140), time: 0.75)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 140), time: 0.75)
        #expect(h.states(of: "pan2") == ["failed"])
        #expect(h.reason(of: "pan2", to: .failed)?.contains("excluded by press") == true)
    }

    @Test("a tap never prevents a tap that needs more taps")
    func tapDoesNotPreventDoubleTap() {
        let single = UITapGestureRecognizer(name: "single", taps: 1)
        let double = UITapGestureRecognizer(name: "double", taps: 2)
        #expect(single.canPrevent(double) == false)
        #expect(double.canPrevent(single) == true)

        let h = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(view)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        h.tap(CGPoint(100, 100), at: 0)
        h.tap(CGPoint(100, 100), at: 0.15)
        // Without a failure requirement the single tap fires on each tap, and the double tap still recognizes.
        #expect(h.states(of: "single") == ["ended", "ended"])
        #expect(h.states(of: "double") == ["ended"])
    }

    @Test("a recognizer that requires another to fail is never excluded by it")
    func requirementSuspendsExclusion() {
        let (h, parent, child, _) = tree()
        parent.require(toFail: child)
        let env = h.window.environment
        #expect(env.excludes(parent, child) == false)
        #expect(env.excludes(child, parent) == true)
    }
}
