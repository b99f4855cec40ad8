import Foundation
import Testing
@testable import GestureUIKit

@Suite("Delegate questions and view delivery")
struct DelegateTests {
    final class RecordingView: UIView {
        var log: [String] = []
        var allowBegin = true
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            log.append("viewShouldBegin \(recognizer.reportName)")
            return allowBegin
        }
    }

    @Test("delegate order: shouldReceive at touch-down, then the view's hook, then shouldBegin, then simultaneity")
    func order() throws {
        let h = Harness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "parent")
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "child")
        h.add(parent)
        parent.addSubview(child)
        let delegate = RecordingDelegate()
        let pan = UIPanGestureRecognizer(name: "pan"), other = UITapGestureRecognizer(name: "tap")
        pan.delegate = delegate
        parent.addGestureRecognizer(pan)
        parent.addGestureRecognizer(other)
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.1)
        #expect(Array(delegate.log.prefix(3)) == ["shouldReceive pan", "shouldBegin pan", "simultaneous pan tap"])
        #expect(child.log.first == "began")
        #expect(child.log.contains("viewShouldBegin pan"))
        let asked = try #require(child.log.firstIndex(of: "viewShouldBegin pan"))
        let cancelled = try #require(child.log.firstIndex(of: "cancelled"))
        #expect(asked < cancelled)
    }

    @Test("shouldReceive false hides the touch: the recognizer never changes state")
    func shouldReceiveFalse() {
        let h = Harness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(v)
        let delegate = RecordingDelegate()
        delegate.shouldReceive = { _, _ in false }
        let tap = UITapGestureRecognizer(name: "tap")
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        h.tap(CGPoint(10, 10), at: 0)
        #expect(h.states(of: "tap").isEmpty)
        #expect(h.window.diagnostics.decisions.last?.kind == .touchRefused)
    }

    @Test("shouldBegin false fails the recognizer with the delegate's explanation")
    func shouldBeginFalse() {
        let h = Harness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(v)
        let delegate = RecordingDelegate()
        delegate.shouldBegin = { r in r.note("not today"); return false }
        let pan = UIPanGestureRecognizer(name: "pan")
        pan.delegate = delegate
        v.addGestureRecognizer(pan)
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.1)
        #expect(h.states(of: "pan") == ["failed"])
        #expect(h.reason(of: "pan", to: .failed) == "shouldBegin returned false: not today")
    }

    @Test("the hit view's gestureRecognizerShouldBegin can refuse an ancestor's recognizer")
    func viewHookRefuses() {
        let h = Harness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "parent")
        let slider = RecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100), name: "slider")
        slider.allowBegin = false
        h.add(parent)
        parent.addSubview(slider)
        parent.addGestureRecognizer(UIPanGestureRecognizer(name: "pan"))
        h.drag(CGPoint(100, 50), CGPoint(200, 50), from: 0, duration: 0.1)
        #expect(h.states(of: "pan") == ["failed"])
        #expect(h.reason(of: "pan", to: .failed) == "slider.gestureRecognizerShouldBegin returned false")
    }

    @Test("a recognizing pan cancels the view's touch (cancelsTouchesInView)")
    func cancelsTouchesInView() {
        let h = Harness()
        let v = RecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(v)
        v.addGestureRecognizer(UIPanGestureRecognizer(name: "pan"))
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.1)
        // Moves below the hysteresis reach the view; then the pan recognizes and the touch is cancelled.
        let touchLog = v.log.filter { !$0.hasPrefix("viewShouldBegin") }
        #expect(touchLog.first == "began")
        #expect(touchLog.last == "cancelled")
        #expect(!touchLog.contains("ended"))
    }

    @Test("delaysTouchesBegan holds touchesBegan until the recognizer fails")
    func delaysTouchesBegan() {
        let h = Harness()
        let v = RecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(v)
        let press = UILongPressGestureRecognizer(name: "press")
        press.delaysTouchesBegan = true
        v.addGestureRecognizer(press)
        h.window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        #expect(v.log.isEmpty)
        h.window.touchUp(finger: 1, at: CGPoint(100, 100), time: 0.1)  // the press fails: deliver began, then ended
        #expect(v.log == ["began", "ended"])
    }

    @Test("delaysTouchesEnded holds touchesEnded while a double tap may still recognize")
    func delaysTouchesEnded() {
        let h = Harness()
        let v = RecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(v)
        let double = UITapGestureRecognizer(name: "double", taps: 2)
        double.cancelsTouchesInView = false
        v.addGestureRecognizer(double)
        h.tap(CGPoint(100, 100), at: 0)
        #expect(v.log == ["began"])
        h.window.advance(to: 1)  // the double tap fails at 0.40: the held touchesEnded arrives
        #expect(v.log == ["began", "ended"])
    }

    @Test("disabling a recognizer mid-gesture cancels it")
    func disablingCancels() {
        let h = Harness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(v)
        let pan = UIPanGestureRecognizer(name: "pan")
        v.addGestureRecognizer(pan)
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.1, lift: false)
        pan.isEnabled = false
        #expect(h.states(of: "pan").last == "cancelled")
        #expect(pan.state == .possible)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 300), time: 0.2)
        #expect(h.states(of: "pan").last == "cancelled")
    }

    @Test("removing a recognizing pan from its view cancels it, and it sees no more of the touch")
    func removingCancels() {
        let h = Harness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(v)
        let pan = UIPanGestureRecognizer(name: "pan")
        v.addGestureRecognizer(pan)
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.1, lift: false)
        v.removeGestureRecognizer(pan)
        #expect(h.states(of: "pan").last == "cancelled")
        #expect(pan.view == nil && pan.state == .possible)
        h.window.touchMoved(finger: 1, to: CGPoint(100, 300), time: 0.2)
        h.window.touchUp(finger: 1, at: CGPoint(100, 300), time: 0.3)
        #expect(h.states(of: "pan").last == "cancelled")
        #expect(h.window.environment.participants.isEmpty)
    }

    @Test("cancelling every touch (focus lost) cancels an active pan and fails a waiting tap")
    func focusLost() {
        let h = Harness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        h.add(v)
        v.addGestureRecognizer(UIPanGestureRecognizer(name: "pan"))
        v.addGestureRecognizer(UILongPressGestureRecognizer(name: "press"))
        h.drag(CGPoint(100, 100), CGPoint(100, 200), from: 0, duration: 0.1, lift: false)
        h.window.cancelAllTouches(time: 0.2)
        #expect(h.states(of: "pan").last == "cancelled")
        #expect(h.states(of: "press") == ["failed"])
        #expect(h.window.environment.participants.isEmpty)
    }
}
