import Foundation
import Testing
@testable import GestureUIKit

@Suite("Scroll view dragging: the built-in pan, rubber band, lock and enabling")
struct ScrollViewDraggingTests {
    @Test("dragging past the top rubber-bands by (1 − 1/(x·0.55/d + 1))·d with d = 844")
    func rubberBand() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        // The pan begins after 10 pt, so a finger 110 pt down has pulled the content 100 pt past the top.
        harness.drag(CGPoint(200, 100), CGPoint(200, 210), from: 0, steps: 11, lift: false)
        // x = 100: q = 100·0.55/844 = 0.065166; b = q/(q + 1)·844 = 0.061179·844 = 51.64 pt.
        #expect(scrollClose(list.contentOffset.y, -51.635, 0.01))
        harness.window.touchMoved(finger: 1, to: CGPoint(200, 510), time: 0.2)
        // x = 400: q = 400·0.55/844 = 0.260664; b = q/(q + 1)·844 = 0.206767·844 = 174.51 pt.
        #expect(scrollClose(list.contentOffset.y, -174.51, 0.01))
        harness.window.touchMoved(finger: 1, to: CGPoint(200, 310), time: 0.3)
        // Back to x = 200: q = 0.130332; b = 0.115305·844 = 97.32 pt (the band is a function of the pull alone).
        #expect(scrollClose(list.contentOffset.y, -97.32, 0.01))
    }

    @Test("a horizontal drag never begins a vertical-only scroll view")
    func noCrossAxisBegin() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        harness.drag(CGPoint(50, 400), CGPoint(350, 400), from: 0, steps: 30)
        #expect(!harness.states(of: "list.pan").contains("began"))
        #expect(list.contentOffset == .zero)
    }

    @Test("9 pt along the scrolling axis is not enough; 11 pt begins the pan")
    func hysteresis() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        list.contentOffset = CGPoint(0, 500)
        harness.window.touchDown(finger: 1, at: CGPoint(200, 400), time: 0)
        harness.window.touchMoved(finger: 1, to: CGPoint(200, 391), time: 0.05)
        #expect(list.scrollPan.state == .possible)
        #expect(list.contentOffset.y == 500)
        harness.window.touchMoved(finger: 1, to: CGPoint(200, 389), time: 0.1)
        #expect(list.scrollPan.state == .began)
        #expect(harness.reason(of: "list.pan", to: .began) == "moved 10 pt vertically")
        // The hysteresis is removed from the translation: 11 − 10 = 1 pt.
        #expect(list.contentOffset.y == 501)
        #expect(list.isDragging && list.isTracking)
    }

    @Test("directional lock: under 20° moves horizontally only, over 70° vertically only, between both")
    func directionalLock() {
        func dragged(degrees: Double) -> CGPoint {
            let harness = ScrollHarness()
            let view = UIScrollView(frame: harness.window.bounds, name: "map")
            view.contentSize = CGSize(4000, 4000)
            view.contentOffset = CGPoint(1000, 1000)
            view.isDirectionalLockEnabled = true
            harness.window.addSubview(view)
            let radians = degrees * Double.pi / 180
            let step = CGPoint(x: -cos(radians) * 4, y: -sin(radians) * 4)
            let start = CGPoint(200, 600)
            harness.window.touchDown(finger: 1, at: start, time: 0)
            for i in 1...50 { harness.window.touchMoved(finger: 1, to: start + step * Double(i), time: Double(i) * 0.01) }
            return view.contentOffset - CGPoint(1000, 1000)
        }
        let shallow = dragged(degrees: 10)
        #expect(shallow.x > 150 && shallow.y == 0)
        let steep = dragged(degrees: 80)
        #expect(steep.y > 150 && steep.x == 0)
        let diagonal = dragged(degrees: 45)
        #expect(diagonal.x > 100 && diagonal.y > 100)
    }

    @Test("isScrollEnabled = false mid-drag cancels the pan and ends the drag")
    func disablingCancels() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        let log = ScrollEventLog()
        list.delegate = log
        list.contentOffset = CGPoint(0, 500)
        harness.drag(CGPoint(200, 500), CGPoint(200, 400), from: 0, steps: 10, lift: false)
        #expect(list.isDragging)
        list.isScrollEnabled = false
        #expect(harness.states(of: "list.pan").suffix(1) == ["cancelled"])
        #expect(harness.reason(of: "list.pan", to: .cancelled) == "disabled while recognizing")
        #expect(!list.isDragging)
        #expect(log.events.last == "didEndDragging(false)")
        let offset = list.contentOffset
        harness.window.touchMoved(finger: 1, to: CGPoint(200, 200), time: 0.2)
        #expect(list.contentOffset == offset)
    }

    @Test("the built-in pan refuses any delegate but its scroll view, with UIKit's message")
    func delegateGuard() {
        let list = DeclaringScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "list")
        let other = DeclaringScrollView()
        #expect(throws: GestureRecognizerError(message: UIScrollViewPanGestureRecognizer.delegateMessage)) {
            try list.scrollPan.setDelegate(other)
        }
        #expect(UIScrollViewPanGestureRecognizer.delegateMessage
                == "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate.")
        list.scrollPan.delegate = other
        #expect(list.scrollPan.delegate === list)
        list.scrollPan.delegate = nil
        #expect(list.scrollPan.delegate === list)
        #expect(throws: Never.self) { try list.scrollPan.setDelegate(list) }
        // Assigning the scroll view itself keeps the object that answers for it (the scroll view's own rules).
        #expect(list.scrollPan.askedDelegate === list.ownRecognizersDelegate)
        // A scroll view whose class does not declare the conformance (UIKit's header does not) is answered for.
        let plain = UIScrollView()
        #expect(plain.panGestureRecognizer.delegate === plain.ownRecognizersDelegate)
    }

    @Test("the recognizers are named after the scroll view, and follow a rename")
    func names() {
        let list = UIScrollView(frame: .zero, name: "feed")
        #expect(list.scrollPan.reportName == "feed.pan")
        #expect(list.scrollPinch.reportName == "feed.pinch")
        list.name = "photos"
        #expect(list.scrollPan.reportName == "photos.pan")
        #expect(list.scrollPinch.reportName == "photos.pinch")
    }

    @Test("contentInset extends the range: the top edge is at −inset.top")
    func insets() {
        let harness = ScrollHarness()
        let list = harness.verticalList(contentHeight: 2000)
        list.contentInset = UIEdgeInsets(top: 50, bottom: 30)
        #expect(list.minimumContentOffset == CGPoint(0, -50))
        #expect(list.maximumContentOffset == CGPoint(0, 2000 + 30 - 844))
        let lift = harness.drag(CGPoint(200, 100), CGPoint(200, 300), from: 0, steps: 20, hold: 0.2)
        #expect(list.contentOffset.y < -50)
        harness.runFrames(from: lift, to: lift + 2)
        #expect(list.contentOffset.y == -50)
    }

    @Test("scrollViewDidScroll follows every change of the offset, and only changes")
    func didScroll() {
        final class Counter: UIScrollViewDelegate {
            var count = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { count += 1 }
        }
        let harness = ScrollHarness()
        let list = harness.verticalList()
        let counter = Counter()
        list.delegate = counter
        list.contentOffset = CGPoint(0, 10)
        list.contentOffset = CGPoint(0, 10)
        #expect(counter.count == 1)
        // Ten moves: the first crosses the hysteresis exactly (translation 0, no change), nine move the content.
        harness.drag(CGPoint(200, 500), CGPoint(200, 400), from: 0, steps: 10, hold: 0.2)
        #expect(counter.count == 10)
    }

    @Test("alwaysBounceVertical lets a short list be dragged and springs it back")
    func alwaysBounce() {
        let harness = ScrollHarness()
        let list = harness.verticalList(contentHeight: 300)
        harness.drag(CGPoint(200, 100), CGPoint(200, 200), from: 0, steps: 10)
        #expect(!harness.states(of: "list.pan").contains("began"))
        list.alwaysBounceVertical = true
        let lift = harness.drag(CGPoint(200, 100), CGPoint(200, 200), from: 1, steps: 10, hold: 0.2)
        #expect(list.contentOffset.y < 0)
        harness.runFrames(from: lift, to: lift + 2)
        #expect(list.contentOffset.y == 0)
    }
}

@Suite("A scroll view's system recognizers across many drags")
struct SystemRecognizerTargetTests {
    @Test("asking the scroll view, as its pan's delegate, whether to begin adds no action to the pan, drag after drag")
    func targetsDoNotPileUp() {
        let harness = ScrollHarness()
        let list = harness.verticalList()
        let before = list.scrollPan.targetCount
        var t = 0.0
        for _ in 0..<20 {
            _ = harness.drag(CGPoint(200, 700), CGPoint(200, 300), from: t, steps: 8)
            t += 2
            harness.runFrames(from: t - 1.9, to: t - 0.1)
        }
        #expect(harness.states(of: "list.pan").filter { $0 == "began" }.count == 20)
        #expect(list.scrollPan.targetCount == before)
    }
}

/// A scroll view subclass as iOS code declares one that implements delegate methods for its own pan.
final class DeclaringScrollView: UIScrollView, UIGestureRecognizerDelegate {}
