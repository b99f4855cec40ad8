import Foundation
import Testing
@testable import GestureUIKit

/// A vertically scrolling list of 3,000 pt in a full-window scroll view named `list`.
private func listHarness() -> (Harness, UIScrollView) {
    let harness = Harness()
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
    list.contentSize = CGSize(390, 3000)
    harness.add(list)
    return (harness, list)
}

@Suite("Faults: timestamps going backwards and resizes mid-gesture")
struct TimeAndResizeFaultTests {
    @Test("event timestamps going backwards are clamped: virtual time never decreases and is never negative")
    func timeGoesBackwards() {
        let (harness, list) = listHarness()
        let window = harness.window
        var seen: [Double] = []
        let callback = window.addFrameCallback { seen.append($0) }
        window.touchDown(finger: 1, at: CGPoint(200, 600), time: -3)
        #expect(window.now == 0)
        window.touchMoved(finger: 1, to: CGPoint(200, 580), time: 0.1)
        window.touchMoved(finger: 1, to: CGPoint(200, 560), time: 0.05)  // backwards
        #expect(window.now == 0.1)
        window.touchMoved(finger: 1, to: CGPoint(200, 500), time: -1)
        #expect(window.now == 0.1)
        window.touchMoved(finger: 1, to: CGPoint(200, 450), time: 0.2)
        window.touchUp(finger: 1, at: CGPoint(200, 450), time: 0.15)
        #expect(window.now == 0.2)
        window.advance(to: 0.1)
        #expect(window.now == 0.2)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 <= $1 } && seen.allSatisfy { $0 >= 0 })
        #expect(harness.transitions.allSatisfy { $0.time >= 0 })
        #expect(zip(harness.transitions, harness.transitions.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(harness.states(of: "list.pan").last == "ended")
        #expect(list.contentOffset.y > 0 && list.contentOffset.y.isFinite)
        window.removeFrameCallback(callback)
        for frame in 1...600 { window.advance(to: 0.2 + Double(frame) / 60) }
        #expect(window.isIdle && list.contentOffset == list.clampedContentOffset(list.contentOffset))
    }

    @Test("a non-finite timestamp does not move virtual time", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteTime(time: Double) {
        let (harness, list) = listHarness()
        let window = harness.window
        window.touchDown(finger: 1, at: CGPoint(200, 600), time: 0.5)
        window.touchMoved(finger: 1, to: CGPoint(200, 560), time: time)
        #expect(window.now == 0.5)
        window.advance(to: time)
        #expect(window.now == 0.5)
        window.touchMoved(finger: 1, to: CGPoint(200, 500), time: 0.6)
        window.touchUp(finger: 1, at: CGPoint(200, 500), time: 0.7)
        #expect(window.now == 0.7)
        for frame in 1...300 { window.advance(to: 0.7 + Double(frame) / 60) }
        #expect(abs(window.now - 5.7) < 1e-9 && window.isIdle)
        #expect(list.contentOffset.y.isFinite && list.contentOffset == list.clampedContentOffset(list.contentOffset))
    }

    @Test("a resize mid-pan keeps the drag going and the scroll view settles inside its new range")
    func resizeMidPan() {
        let (harness, list) = listHarness()
        let window = harness.window
        harness.drag(CGPoint(200, 700), CGPoint(200, 300), from: 0, duration: 0.3, lift: false)
        #expect(list.isDragging)
        // The window becomes landscape-ish and the app lays the list out to the new size mid-gesture.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        list.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        for (i, y) in stride(from: 300.0, through: 100, by: -10).enumerated() {
            window.touchMoved(finger: 1, to: CGPoint(200, y), time: 0.31 + Double(i) / 120)
            #expect(list.contentOffset.y.isFinite)
        }
        #expect(harness.states(of: "list.pan").last == "changed")
        window.touchUp(finger: 1, at: CGPoint(200, 100), time: 0.6)
        var t = 0.6
        while !window.isIdle, t < 10 {
            t += 1.0 / 60
            window.advance(to: t)
        }
        #expect(window.isIdle)
        #expect(list.contentOffset == list.clampedContentOffset(list.contentOffset))
        #expect(Double(list.maximumContentOffset.y) == 3000 - 390)
        #expect(window.allGestureRecognizers.allSatisfy { $0.state == .possible })
    }

    @Test("shrinking the content under a finger mid-drag settles inside the new, smaller range")
    func contentShrinksMidDrag() {
        let (harness, list) = listHarness()
        let window = harness.window
        harness.drag(CGPoint(200, 800), CGPoint(200, 100), from: 0, duration: 0.2, lift: false)
        harness.drag(CGPoint(200, 800), CGPoint(200, 100), from: 0.3, duration: 0.2, finger: 2, lift: false)
        list.contentSize = CGSize(390, 900)
        window.touchUp(finger: 1, at: CGPoint(200, 100), time: 0.6)
        window.touchUp(finger: 2, at: CGPoint(200, 100), time: 0.6)
        window.advance(to: 0.6)
        var t = 0.6
        while !window.isIdle, t < 10 {
            t += 1.0 / 60
            window.advance(to: t)
        }
        #expect(window.isIdle)
        #expect(abs(list.contentOffset.y - 56) < 0.01)  // 900 − 844
    }
}
