import Foundation
import Testing
@testable import GestureLabApp

/// Decoded mouse input as the bridge sees it: `kind` at one wall second.
private func decoded(_ event: InputEvent) -> DecodedInput { DecodedInput(kind: .input(event), wall: 1) }

/// The bridge's output, outside `#expect` (which can't call a mutating method).
private func pass(_ bridge: inout MouseTouchBridge, _ event: InputEvent) -> InputEvent? {
    guard let out = bridge.translate(decoded(event), windowSize: (width: 800, height: 400)) else { return nil }
    guard case .input(let input) = out.kind else { return nil }
    return input
}

@Suite("The mouse as a finger (--mouse-as-touch), on decoded input")
struct MouseTouchBridgeTests {
    let id = MouseTouchBridge.touchID

    @Test("a primary press, drag and release become a finger down, moved and up, normalized to the window")
    func pressDragRelease() {
        var bridge = MouseTouchBridge()
        #expect(
            pass(&bridge, .mouseDown(button: .primary, x: 200, y: 100, modifiers: [], time: 2, synthetic: false))
                == .fingerDown(touchID: id, fingerID: 1, x: 0.25, y: 0.25, time: 2, synthetic: false))
        #expect(
            pass(&bridge, .mouseMoved(x: 400, y: 500, modifiers: [], time: 3, synthetic: false))
                == .fingerMoved(touchID: id, fingerID: 1, x: 0.5, y: 1, time: 3, synthetic: false))
        #expect(
            pass(&bridge, .mouseUp(button: .primary, x: 400, y: 200, modifiers: [], time: 4, synthetic: false))
                == .fingerUp(touchID: id, fingerID: 1, x: 0.5, y: 0.5, time: 4, synthetic: false))
    }

    @Test("hover, other buttons and SDL's mouse-from-touch copies are dropped; the wheel passes unchanged")
    func dropsAndPasses() {
        var bridge = MouseTouchBridge()
        #expect(pass(&bridge, .mouseMoved(x: 1, y: 1, modifiers: [], time: 1, synthetic: false)) == nil)
        #expect(pass(&bridge, .mouseDown(button: .other, x: 1, y: 1, modifiers: [], time: 1, synthetic: false)) == nil)
        #expect(pass(&bridge, .mouseDown(button: .primary, x: 1, y: 1, modifiers: [], time: 1, synthetic: true)) == nil)
        let wheel = InputEvent.wheel(dx: 0, dy: 1, x: 5, y: 5, time: 1)
        #expect(pass(&bridge, wheel) == wheel)
    }

    @Test("the made finger carries no event for Dear ImGui, and keeps the mouse event's wall time")
    func noPlatformEvent() {
        var bridge = MouseTouchBridge()
        let out = bridge.translate(
            decoded(.mouseDown(button: .primary, x: 1, y: 1, modifiers: [], time: 1, synthetic: false)),
            windowSize: (width: 10, height: 10))
        #expect(out?.platformEvent == nil)
        #expect(out?.wall == 1)
    }
}
