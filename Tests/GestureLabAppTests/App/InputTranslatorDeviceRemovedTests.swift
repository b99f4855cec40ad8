import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

@Suite("Input translator: a touch device removed")
struct InputTranslatorDeviceRemovedTests {
    @Test("fingers of an unplugged device are cancelled; other devices' fingers stay down")
    func unpluggedDeviceCancelsItsFingers() {
        let viewport = DeviceViewport(size: CGSize(width: 390, height: 844), scale: 1, origin: .zero)
        let translator = InputTranslator(mapping: InputMapping(viewport: viewport, windowSize: CGSize(width: 390, height: 844)))
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: window.bounds, name: "v")
        window.addSubview(view)
        let pan = UIPanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        func feed(_ event: InputEvent) -> [TouchInput] {
            let commands = translator.translate(event)
            for command in commands { window.send(command) }
            return commands
        }
        // A panel (device 7) drags; a second screen (device 9) holds a finger still.
        _ = feed(.fingerDown(touchID: 7, fingerID: 1, x: 0.5, y: 0.5, time: 0, synthetic: false))
        _ = feed(.fingerMoved(touchID: 7, fingerID: 1, x: 0.5, y: 0.6, time: 0.05, synthetic: false))
        _ = feed(.fingerDown(touchID: 9, fingerID: 1, x: 0.1, y: 0.1, time: 0.06, synthetic: false))
        #expect(pan.state == .began || pan.state == .changed)
        #expect(translator.touchDevicesInUse == [7, 9])

        let commands = feed(.touchDevices(present: [9], time: 0.1))
        #expect(commands == [.cancel(finger: 1, time: 0.1)])
        #expect(window.activeTouches.map(\.finger) == [2])
        #expect(translator.touchDevicesInUse == [9])
        // The pan had two touches; losing one does not end it, lifting the other does.
        _ = feed(.fingerUp(touchID: 9, fingerID: 1, x: 0.1, y: 0.1, time: 0.2, synthetic: false))
        #expect(window.activeTouches.isEmpty && pan.state == .possible)
        #expect(!translator.isTracking)
    }
}
