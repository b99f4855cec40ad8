import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

@Suite("Input translator: the hovering pointer")
struct HoverPointerTranslatorTests {
    private func translator() -> InputTranslator {
        let viewport = DeviceViewport(size: CGSize(width: 390, height: 844), scale: 2, origin: CGPoint(x: 100, y: 0))
        return InputTranslator(
            mapping: InputMapping(viewport: viewport, windowSize: CGSize(width: 1000, height: 900), pixelsPerUnit: 2))
    }

    @Test("motion with no button down hovers at device points; off the screen or out of the window it leaves once")
    func hoverAndLeave() {
        let t = translator()
        // Window units (100, 50) are pixels (200, 100): device ((200 − 100) / 2, 100 / 2).
        #expect(t.pointerInput(for: .mouseMoved(x: 100, y: 50, modifiers: [], time: 1, synthetic: false))
            == .moved(to: CGPoint(x: 50, y: 50), time: 1))
        #expect(t.translate(.mouseMoved(x: 100, y: 50, modifiers: [], time: 1, synthetic: false)).isEmpty)
        #expect(t.pointerInput(for: .mouseMoved(x: 10, y: 50, modifiers: [], time: 2, synthetic: false))
            == .left(time: 2))
        #expect(t.pointerInput(for: .mouseMoved(x: 12, y: 50, modifiers: [], time: 3, synthetic: false)) == nil)
        #expect(t.pointerInput(for: .pointerLeft(time: 4)) == nil)
        _ = t.pointerInput(for: .mouseMoved(x: 100, y: 50, modifiers: [], time: 5, synthetic: false))
        #expect(t.pointerInput(for: .pointerLeft(time: 6)) == .left(time: 6))
    }

    @Test("a drag and a touch's synthetic mouse motion never hover")
    func noHoverWhileTracking() {
        let t = translator()
        #expect(t.pointerInput(for: .mouseMoved(x: 100, y: 50, modifiers: [], time: 1, synthetic: true)) == nil)
        _ = t.translate(.mouseDown(button: .primary, x: 100, y: 50, modifiers: [], time: 1, synthetic: false))
        #expect(t.pointerInput(for: .mouseMoved(x: 110, y: 50, modifiers: [], time: 2, synthetic: false)) == nil)
        _ = t.translate(.mouseUp(button: .primary, x: 110, y: 50, modifiers: [], time: 3, synthetic: false))
        #expect(t.pointerInput(for: .mouseMoved(x: 110, y: 50, modifiers: [], time: 4, synthetic: false))
            == .moved(to: CGPoint(x: 60, y: 50), time: 4))
    }
}

extension SDLSuites {
/// SDL's mouse motion and window leave events through the app's loop to a hover recognizer in the scene.
@Suite("The hovering pointer end to end", .serialized, .timeLimit(.minutes(1)))
struct HoverPointerWindowTests {
    @Test("a button-less SDL mouse motion over the device begins a hover recognizer; SDL's window leave ends it")
    func sdlMotionHovers() throws {
        let sdl = try #require(TestSupport.sdl)
        let app = try App(options: AppOptions(scene: "taps", showsPanels: false), sdl: sdl, hidden: true)
        defer { app.close() }
        app.pumpFrame()
        let hover = UIHoverGestureRecognizer(name: "test.hover")
        app.host.window.addGestureRecognizer(hover)
        var states: [String] = []
        var locations: [CGPoint] = []
        hover.addTarget {
            states.append($0.state.rawValue)
            locations.append($0.location(in: nil))
        }
        let viewport = app.translator.mapping.viewport
        let ppu = app.translator.mapping.pixelsPerUnit
        // Window units over the device's screen, a quarter of the way in.
        let x = Int32(((viewport.origin.x + viewport.size.width * viewport.scale / 4) / ppu).rounded())
        let y = Int32(((viewport.origin.y + viewport.size.height * viewport.scale / 4) / ppu).rounded())
        let expected = app.translator.mapping.devicePoint(windowX: Double(x), y: Double(y))
        #expect(app.translator.mapping.contains(expected))

        #expect(app.pushMouseMotion(x: x, y: y))
        app.pumpFrame()
        #expect(states == ["began"])
        #expect(locations == [expected])
        #expect(app.pushMouseMotion(x: x + 4, y: y))
        app.pumpFrame()
        #expect(states == ["began", "changed"])
        #expect(app.pushPointerLeft())
        app.pumpFrame()
        #expect(states == ["began", "changed", "ended"])
        #expect(app.host.window.diagnostics.transitions.last?.reason.description == "the pointer left the window")
    }

    @Test("moving from the device onto the panels' column ends the hover: the panels take the pointer")
    func panelsEndTheHover() throws {
        let sdl = try #require(TestSupport.sdl)
        var options = AppOptions(scene: "taps", showsPanels: true)
        options.uiScale = 1
        let app = try App(options: options, sdl: sdl, hidden: true)
        defer { app.close() }
        app.pumpFrame()
        let column = try #require(app.layout.panelColumn)
        let hover = UIHoverGestureRecognizer(name: "test.hover")
        app.host.window.addGestureRecognizer(hover)
        var states: [String] = []
        hover.addTarget { states.append($0.state.rawValue) }
        let viewport = app.translator.mapping.viewport
        let ppu = app.translator.mapping.pixelsPerUnit
        let x = Int32(((viewport.origin.x + viewport.size.width * viewport.scale / 2) / ppu).rounded())
        let y = Int32(((viewport.origin.y + viewport.size.height * viewport.scale / 2) / ppu).rounded())
        app.pushMouseMotion(x: x, y: y)
        app.pumpFrame()
        #expect(states == ["began"])
        app.pushMouseMotion(x: Int32((column.midX / ppu).rounded()), y: y)
        app.pumpFrame()
        #expect(states == ["began", "ended"])
        #expect(app.host.window.diagnostics.transitions.last?.reason.description == "the pointer left the window")
    }
}
}
