import Foundation
import Testing
@testable import GestureUIKit

/// UIControl's tracking and events (the decompiled `UIControl` touches methods), and UISwitch and UISlider on it.
@Suite("UIControl tracking, UISwitch and UISlider")
struct ControlTrackingTests {
    final class Log { var events: [String] = [] }

    /// Every modelled event of `control`, logged by name.
    private func log(_ control: UIControl) -> Log {
        let log = Log()
        let named: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        ]
        for (event, name) in named { control.addAction(UIAction { _ in log.events.append(name) }, for: event) }
        return log
    }

    /// A control that refuses to track, or records the tracking calls it gets.
    final class Probe: UIControl {
        var tracks = true
        var calls: [String] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("begin")
            return tracks
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("continue")
            return true
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
        override func cancelTracking(with event: UIEvent?) {
            calls.append("cancel")
            super.cancelTracking(with: event)
        }
    }

    @Test("a drag out of the grown bounds and back: down, drag inside, exit, drag outside, enter, up inside")
    func eventOrder() {
        let h = Harness()
        let probe = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        h.add(probe)
        let log = log(probe)
        h.window.touchDown(finger: 1, at: CGPoint(150, 125), time: 0)
        #expect(probe.isTracking && probe.isHighlighted && probe.isTouchInside)
        h.window.touchMoved(finger: 1, to: CGPoint(150, 160), time: 0.05)  // 10 pt below: inside the 70 pt
        h.window.touchMoved(finger: 1, to: CGPoint(150, 260), time: 0.1)  // 110 pt below: outside
        #expect(!probe.isHighlighted && !probe.isTouchInside && probe.isTracking)
        h.window.touchMoved(finger: 1, to: CGPoint(150, 130), time: 0.15)
        h.window.touchUp(finger: 1, at: CGPoint(150, 130), time: 0.2)
        #expect(
            log.events == [
                "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragEnter",
                "touchDragInside", "touchUpInside",
            ])
        #expect(probe.calls == ["begin", "continue", "continue", "continue", "end"])
        #expect(!probe.isTracking && !probe.isHighlighted)
    }

    @Test("a lift outside sends drag exit then touch-up outside")
    func upOutside() {
        let h = Harness()
        let probe = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        h.add(probe)
        let log = log(probe)
        h.window.touchDown(finger: 1, at: CGPoint(150, 125), time: 0)
        h.window.touchUp(finger: 1, at: CGPoint(150, 400), time: 0.1)
        #expect(log.events == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test("beginTracking returning false: no highlight, no events, no further tracking calls")
    func refusedTracking() {
        let h = Harness()
        let probe = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        probe.tracks = false
        h.add(probe)
        let log = log(probe)
        h.tap(CGPoint(150, 125), at: 0)
        #expect(log.events.isEmpty && !probe.isHighlighted)
        #expect(probe.calls == ["begin"])
    }

    @Test("a scroll view taking a tracked touch: cancelTracking, touch-cancel, unhighlighted")
    func cancelled() {
        final class CancellingList: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let h = Harness()
        let list = CancellingList(name: "list")
        list.frame = h.window.bounds
        list.contentSize = CGSize(390, 3000)
        list.delaysContentTouches = false
        h.add(list)
        let probe = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        list.addSubview(probe)
        let log = log(probe)
        h.drag(CGPoint(150, 125), CGPoint(150, 25), from: 0, duration: 0.1)
        // The first 8 pt move reaches the button (no delay); the second crosses 10 pt and the pan takes the touch.
        #expect(log.events == ["touchDown", "touchDragInside", "touchCancel"])
        #expect(probe.calls == ["begin", "continue", "cancel"])
        #expect(!probe.isHighlighted && !probe.isTracking)
    }

    @Test("a switch toggles on a tap, sends valueChanged once per change; setOn sends nothing")
    func switchTap() {
        let h = Harness()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(toggle.frame.size == CGSize(51, 31))
        h.add(toggle)
        let log = log(toggle)
        h.tap(CGPoint(125, 115), at: 0)
        #expect(toggle.isOn)
        h.tap(CGPoint(125, 115), at: 0.5)
        #expect(!toggle.isOn)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("dragging a switch's knob picks the value by direction; a drag towards its own side changes nothing")
    func switchDrag() {
        let h = Harness()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        h.add(toggle)
        let log = log(toggle)
        h.drag(CGPoint(110, 115), CGPoint(140, 115), from: 0, duration: 0.1)  // right: on
        #expect(toggle.isOn)
        h.drag(CGPoint(140, 115), CGPoint(160, 115), from: 0.5, duration: 0.1)  // right again: stays on
        #expect(toggle.isOn)
        h.drag(CGPoint(140, 115), CGPoint(105, 115), from: 1, duration: 0.1)  // left: off
        #expect(!toggle.isOn)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("a slider's thumb drag moves the value with the finger; the value is clamped")
    func sliderValue() {
        let h = Harness()
        // Track 300 pt wide: the thumb centre travels 272 pt (28 pt thumb) from x 114 to 386.
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 300, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        h.add(slider)
        let log = log(slider)
        // The thumb's centre is at 50 + 14 + 136 = 200.
        h.drag(CGPoint(200, 115), CGPoint(268, 115), from: 0, duration: 0.2)
        #expect(abs(slider.value - 75) < 0.01)  // 68 pt of 272 = 25
        h.drag(CGPoint(268, 115), CGPoint(390, 115), from: 0.5, duration: 0.2)
        #expect(slider.value == 100)
        #expect(log.events.first == "touchDown")
        #expect(log.events.contains("valueChanged"))
        slider.setValue(-5, animated: true)
        #expect(slider.value == 0)
    }

    @Test("a non-continuous slider sends valueChanged once, when the touch lifts")
    func sliderNotContinuous() {
        let h = Harness()
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 300, height: 31))
        slider.isContinuous = false
        h.add(slider)
        let log = log(slider)
        h.drag(CGPoint(64, 115), CGPoint(200, 115), from: 0, duration: 0.2)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 1)
        #expect(log.events.suffix(2) == ["valueChanged", "touchUpInside"])
        #expect(slider.value > 0.4)
    }

    @Test("a touch on a slider's track is not tracked: no touch-down, the value stays")
    func sliderTrackTouch() {
        let h = Harness()
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 300, height: 31))
        h.add(slider)
        let log = log(slider)
        h.drag(CGPoint(300, 115), CGPoint(200, 115), from: 0, duration: 0.2)
        #expect(log.events.isEmpty)
        #expect(slider.value == 0)
    }

    @Test("UISlider vetoes a horizontal pan from its thumb, allows a vertical one and one from its track")
    func sliderVeto() {
        for (start, end, expectBegan) in [
            (CGPoint(64, 115), CGPoint(130, 117), false),  // thumb, along the track
            (CGPoint(64, 115), CGPoint(66, 60), true),  // thumb, across the track
            (CGPoint(300, 115), CGPoint(200, 117), true),  // track
        ] {
            let h = Harness()
            let container = UIView(frame: h.window.bounds)
            h.add(container)
            let pan = UIPanGestureRecognizer(name: "container.pan")
            pan.delaysTouchesBegan = true  // the slider hears of the touch only if the pan fails: it is not tracking
            container.addGestureRecognizer(pan)
            let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 300, height: 31))
            container.addSubview(slider)
            h.drag(start, end, from: 0, duration: 0.2)
            #expect((h.states(of: "container.pan").first == "began") == expectBegan, "\(start) -> \(end)")
            if !expectBegan {
                let reason = h.reason(of: "container.pan", to: .failed) ?? ""
                #expect(reason.hasSuffix("gestureRecognizerShouldBegin returned false: a pan along the track from the slider's thumb"), "\(reason)")
            }
        }
    }

    @Test("a tracking slider refuses every recognizer, a vertical pan too")
    func trackingSliderRefuses() {
        let h = Harness()
        let container = UIView(frame: h.window.bounds)
        h.add(container)
        let pan = UIPanGestureRecognizer(name: "container.pan")
        container.addGestureRecognizer(pan)
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 300, height: 31))
        container.addSubview(slider)
        h.drag(CGPoint(64, 115), CGPoint(66, 60), from: 0, duration: 0.2)
        #expect(h.states(of: "container.pan") == ["failed"])
        #expect(h.reason(of: "container.pan", to: .failed)?.hasSuffix("the slider is tracking its thumb") == true)
    }
}
