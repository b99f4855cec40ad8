import Foundation
import GesturePhysics
import Testing
@testable import GestureUIKit

@Suite("Scroll view deceleration, bounce and frames")
struct ScrollViewDecelerationTests {
    @Test("a 1000 pt/s fling at 0.998 travels about 499.5 pt")
    func flingDistance() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        let log = ScrollEventLog()
        list.delegate = log
        list.contentOffset = CGPoint(0, 2000)
        // The finger moves up 400 pt at 1000 pt/s; the pan begins after 10 pt, so the offset gains 390.
        let release = harness.fling(from: CGPoint(200, 700), by: CGPoint(0, -400), speed: 1000, at: 0)
        #expect(scrollClose(list.contentOffset.y, 2390, 1e-9))
        #expect(list.isDecelerating)
        // UIKit reports the velocity in points per millisecond, with the content offset's sign.
        #expect(scrollClose(Double(log.willEndVelocity?.y ?? 0), 1, 1e-9))
        harness.runFrames(from: release, to: release + 6)
        // Closed form: destination − x0 = −v0 / (1000 · ln d) = −1000 / (1000 · ln 0.998) = 1000 / 2.002 = 499.5 pt.
        // The motion stops when less than 0.5 pt is left to travel (v = 0.5 · 2.002 = 1.0 pt/s): 499.0 pt.
        let travelled = list.contentOffset.y - 2390
        #expect(scrollClose(travelled, 499.5, 1.0))
        #expect(!list.isDecelerating)
        #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                               "willBeginDecelerating", "didEndDecelerating"])
        #expect(harness.window.isIdle)
    }

    @Test("a scroll view removed from its window mid-fling stops, and the window goes idle")
    func removedMidFling() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        list.contentOffset = CGPoint(0, 2000)
        let release = harness.fling(from: CGPoint(200, 700), by: CGPoint(0, -400), speed: 1000, at: 0)
        #expect(list.isDecelerating)
        list.removeFromSuperview()
        harness.window.advance(to: release + 1.0 / 60)
        #expect(!list.isDecelerating)
        #expect(harness.window.isIdle)
    }

    @Test("the fast rate, 0.99, stops a 1000 pt/s fling after about 99.5 pt")
    func fastRate() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        list.decelerationRate = .fast
        list.contentOffset = CGPoint(0, 2000)
        let release = harness.fling(from: CGPoint(200, 700), by: CGPoint(0, -400), speed: 1000, at: 0)
        harness.runFrames(from: release, to: release + 3)
        // −1000 / (1000 · ln 0.99) = 1000 / 10.05 = 99.5 pt (stops 0.5 pt short).
        #expect(scrollClose(list.contentOffset.y - 2390, 99.5, 1.0))
    }

    @Test("every frame of a deceleration is finite and follows UIKit's decay, worked out by hand")
    func framesMatchSimulation() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        list.contentOffset = CGPoint(0, 2000)
        let release = harness.fling(from: CGPoint(200, 700), by: CGPoint(0, -400), speed: 1000, at: 0)
        // Released at y0 = 2000 + 400 − 10 (the pan's 10 pt hysteresis) = 2390, at v0 = 1000 pt/s. UIKit's normal
        // rate keeps 0.998 of the velocity per millisecond: v(t) = v0 · 0.998^(1000 t), so
        // y(t) = y0 + v0 · (0.998^(1000 t) − 1) / (1000 · ln 0.998), with 1000 · ln 0.998 = −2.0020027 per second:
        //   t = 0.25: 0.998^250 = 0.6062271, y = 2390 + 1000 · 0.3937729 / 2.0020027 = 2586.6895
        //   t = 0.5:  0.998^500 = 0.3675113, y = 2390 + 1000 · 0.6324887 / 2.0020027 = 2705.9280
        //   t = 1:    0.998^1000 = 0.1350645, y = 2390 + 1000 · 0.8649355 / 2.0020027 = 2822.0351
        // (v(1) = 135 pt/s, well above where the motion stops, so every frame below is still decaying).
        func handDerived(_ t: Double) -> Double { 2390 + 1000 * (pow(0.998, 1000 * t) - 1) / (1000 * log(0.998)) }
        var frames = 0
        var sampled: [Double: Double] = [:]
        harness.runFrames(from: release, to: release + 1) { time in
            frames += 1
            #expect(list.contentOffset.y.isFinite && list.contentOffset.x.isFinite)
            #expect(scrollClose(list.contentOffset.y, handDerived(time - release), 1e-6))
            for t in [0.25, 0.5, 1.0] where abs(time - release - t) < 1e-9 { sampled[t] = list.contentOffset.y }
        }
        #expect(frames == 120)
        #expect(scrollClose(sampled[0.25] ?? .nan, 2586.6895, 1e-3))
        #expect(scrollClose(sampled[0.5] ?? .nan, 2705.9280, 1e-3))
        #expect(scrollClose(sampled[1.0] ?? .nan, 2822.0351, 1e-3))
        #expect(list.contentOffset.x == 0)
    }

    @Test("a content size of 10,000,000 pt decelerates like any other")
    func hugeContent() {
        let harness = ScrollHarness()
        let list = harness.verticalList(contentHeight: 10_000_000)
        list.contentOffset = CGPoint(0, 5_000_000)
        let release = harness.fling(from: CGPoint(200, 700), by: CGPoint(0, -400), speed: 1000, at: 0)
        harness.runFrames(from: release, to: release + 6) { _ in
            #expect(list.contentOffset.y.isFinite)
        }
        #expect(scrollClose(list.contentOffset.y - 5_000_390, 499.5, 1.0))
        #expect(!list.isDecelerating)
    }

    @Test("a fling into the bottom edge goes past it and returns exactly to the edge")
    func bounceAtBottom() {
        let harness = ScrollHarness()
        let list = harness.verticalList(contentHeight: 2000)
        let log = ScrollEventLog()
        list.delegate = log
        let bottom = 2000.0 - 844  // 1156
        list.contentOffset = CGPoint(0, bottom - 600)
        // 3000 pt/s would travel 1500 pt: far past the edge, 210 pt after the drag's 390.
        let release = harness.fling(from: CGPoint(200, 700), by: CGPoint(0, -400), speed: 3000, at: 0)
        var deepest = -Double.infinity
        harness.runFrames(from: release, to: release + 4) { _ in deepest = max(deepest, list.contentOffset.y) }
        #expect(deepest > bottom + 1)
        #expect(Double(list.contentOffset.y) == Double(bottom))
        #expect(!list.isDecelerating)
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test("without bounces a fling stops dead at the edge")
    func noBounce() {
        let harness = ScrollHarness()
        let list = harness.verticalList(contentHeight: 2000)
        list.bounces = false
        list.contentOffset = CGPoint(0, 556)
        let release = harness.fling(from: CGPoint(200, 700), by: CGPoint(0, -400), speed: 3000, at: 0)
        var deepest = -Double.infinity
        harness.runFrames(from: release, to: release + 4) { _ in deepest = max(deepest, list.contentOffset.y) }
        #expect(deepest == 1156)
        #expect(list.contentOffset.y == 1156)
    }

    @Test("released outside the edge, the content springs back to it")
    func springBack() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        let log = ScrollEventLog()
        list.delegate = log
        // Pull down 110 pt slowly, hold, lift: 100 pt past the top after the hysteresis.
        let lift = harness.drag(CGPoint(200, 100), CGPoint(200, 210), from: 0, steps: 11, interval: 0.05, hold: 0.2)
        #expect(list.contentOffset.y < -50)
        #expect(list.isDecelerating)
        #expect(log.events.contains("didEndDragging(true)"))
        harness.runFrames(from: lift, to: lift + 2)
        #expect(list.contentOffset.y == 0)
        #expect(!list.isDecelerating)
    }

    @Test("a slow release inside the range does not decelerate")
    func noFlingWhenHeld() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        let log = ScrollEventLog()
        list.delegate = log
        list.contentOffset = CGPoint(0, 1000)
        harness.drag(CGPoint(200, 500), CGPoint(200, 400), from: 0, steps: 10, interval: 0.02, hold: 0.3)
        #expect(list.contentOffset.y == 1090)
        #expect(!list.isDecelerating)
        #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    @Test("a touch on a decelerating scroll view stops it at once")
    func catchStops() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        list.contentOffset = CGPoint(0, 2000)
        let release = harness.fling(from: CGPoint(200, 700), by: CGPoint(0, -400), speed: 2000, at: 0)
        harness.runFrames(from: release, to: release + 0.2)
        #expect(list.isDecelerating)
        let caught = list.contentOffset.y
        harness.window.touchDown(finger: 1, at: CGPoint(200, 400), time: release + 0.2)
        #expect(!list.isDecelerating)
        #expect(list.isDragging)
        #expect(list.panGestureRecognizer.state == .began)
        #expect(harness.reason(of: "list.pan", to: .began) == "caught a decelerating scroll view")
        harness.runFrames(from: release + 0.2, to: release + 1)
        #expect(list.contentOffset.y == caught)
        harness.window.touchUp(finger: 1, at: CGPoint(200, 400), time: release + 1)
        harness.runFrames(from: release + 1, to: release + 2)
        #expect(list.contentOffset.y == caught)
        #expect(harness.window.isIdle)
    }

    @Test("a delegate's target offset is where the content comes to rest")
    func adjustedTarget() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        let log = ScrollEventLog()
        log.adjustTarget = { target in CGPoint(x: target.x, y: (target.y / 100).rounded() * 100) }
        list.delegate = log
        list.contentOffset = CGPoint(0, 2000)
        let release = harness.fling(from: CGPoint(200, 700), by: CGPoint(0, -400), speed: 1000, at: 0)
        harness.runFrames(from: release, to: release + 4)
        // 2390 + 499.0 = 2889.0 rounds to 2900.
        #expect(list.contentOffset.y == 2900)
    }

    @Test("setContentOffset animated arrives and reports the end of the animation")
    func animatedOffset() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        let log = ScrollEventLog()
        list.delegate = log
        list.setContentOffset(CGPoint(0, 600), animated: true)
        #expect(list.contentOffset.y == 0)
        harness.runFrames(from: 0, to: 0.15)
        #expect(list.contentOffset.y > 0 && list.contentOffset.y < 600)
        harness.runFrames(from: 0.15, to: 0.5)
        #expect(list.contentOffset.y == 600)
        #expect(log.events == ["didEndScrollingAnimation"])
    }
}
