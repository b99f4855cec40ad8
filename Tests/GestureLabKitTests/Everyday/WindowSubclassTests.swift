import Foundation
import GestureLabKit
import GestureUIKit
import Testing

/// A window subclass as apps write one: it records every touch event (a touch visualiser), can swallow them while
/// locked, widens the hit area of one view, and pins a toolbar to its bottom in `layoutSubviews()`.
final class RecordingWindow: UIWindow {
    var phases: [String] = []
    var isLocked = false
    var widened: UIView?
    let toolbar = UIView()
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(toolbar)
    }

    required init?(coder: NSCoder) { nil }

    override func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] where touch.phase != .stationary { phases.append("\(touch.phase)") }
        if !isLocked { super.sendEvent(event) }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let widened, widened.frame.insetBy(dx: -44, dy: -44).contains(point) { return widened }
        return super.hitTest(point, with: event)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        toolbar.frame = CGRect(x: 0, y: bounds.height - 49, width: bounds.width, height: 49)
    }
}

@Suite("A UIWindow subclass's sendEvent, hitTest and layoutSubviews are what the window runs")
struct WindowSubclassTests {
    private final class Taps {
        var count = 0
        func tapped(_ recognizer: UITapGestureRecognizer) { count += 1 }
    }

    private func setUp() -> (RecordingWindow, UIView, Taps) {
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(button)
        let taps = Taps()
        button.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: Taps.tapped))
        return (window, button, taps)
    }

    @Test("every touch event passes through the subclass's sendEvent, and super delivers it to the recognizers")
    func sendEventSeesTouches() {
        let (window, _, taps) = setUp()
        window.touchDown(finger: 1, at: CGPoint(x: 110, y: 110), time: 1)
        window.touchMoved(finger: 1, to: CGPoint(x: 111, y: 110), time: 1.02)
        window.touchUp(finger: 1, at: CGPoint(x: 111, y: 110), time: 1.05)
        window.advance(to: 1.5)
        #expect(window.phases == ["began", "moved", "ended"])
        #expect(taps.count == 1)
    }

    @Test("an event the subclass does not pass to super reaches no recognizer")
    func swallowedEvents() {
        let (window, _, taps) = setUp()
        window.isLocked = true
        window.touchDown(finger: 1, at: CGPoint(x: 110, y: 110), time: 1)
        window.touchUp(finger: 1, at: CGPoint(x: 110, y: 110), time: 1.05)
        window.advance(to: 1.5)
        #expect(window.phases == ["began", "ended"])
        #expect(taps.count == 0)
    }

    @Test("the subclass's hitTest widens a small view's touch area")
    func hitTestOverride() {
        let (window, button, taps) = setUp()
        window.touchDown(finger: 1, at: CGPoint(x: 150, y: 150), time: 1)
        window.touchUp(finger: 1, at: CGPoint(x: 150, y: 150), time: 1.05)
        window.advance(to: 1.5)
        #expect(taps.count == 0)
        window.widened = button
        window.touchDown(finger: 1, at: CGPoint(x: 150, y: 150), time: 2)
        window.touchUp(finger: 1, at: CGPoint(x: 150, y: 150), time: 2.05)
        window.advance(to: 2.5)
        #expect(taps.count == 1)
    }

    @Test("the window's layout pass runs the subclass's layoutSubviews")
    func layoutSubviewsOverride() {
        let (window, _, _) = setUp()
        window.setNeedsLayout()
        window.advance(to: 0.1)
        #expect(window.layoutCount >= 1)
        #expect(window.toolbar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
    }
}
