import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// ImGui's frames drawn into the renderer's own surface without SDL (`imgui_raster.c`) have the bytes SDL's software
/// renderer writes for them: every pixel, on both surface formats the app draws into, at both UI scales, on one
/// thread and split between two.
// In the headless-frame suite, which is serialized: Dear ImGui's current context is process-wide.
extension SDLSuites.PanelsFrameTests {
    /// How the surface is made and drawn: its format, the panels' scale, and whether a second thread draws rows.
    struct DirectCase: CustomTestStringConvertible, Sendable {
        let format: UInt32
        let uiScale: Double
        let twoThreads: Bool
        var testDescription: String {
            "\(format == SDL_PIXELFORMAT_RGB888.rawValue ? "RGB888" : "ARGB8888") at \(uiScale)x"
                + (twoThreads ? ", two threads" : "")
        }
    }

    static let directCases = [
        DirectCase(format: SDL_PIXELFORMAT_ARGB8888.rawValue, uiScale: 1, twoThreads: false),
        DirectCase(format: SDL_PIXELFORMAT_RGB888.rawValue, uiScale: 1, twoThreads: true),
        DirectCase(format: SDL_PIXELFORMAT_ARGB8888.rawValue, uiScale: 2, twoThreads: true),
    ]

    @Test("the panels' column drawn without SDL has SDL's bytes", arguments: directCases)
    func columnHasSDLBytes(_ drawn: DirectCase) throws {
        _ = try #require(TestSupport.sdl)
        let sdl = try drawColumn(drawn, directly: false)
        let direct = try drawColumn(drawn, directly: true)
        #expect(sdl.directFrames == 0)
        #expect(direct.directFrames == 3, "every frame of the fixture was drawn without SDL")
        #expect(sdl.bytes.count == direct.bytes.count)
        let differing = differingPixels(sdl.bytes, direct.bytes)
        #expect(differing.count == 0, "\(differing.count) pixels differ, first at \(differing.first.map { "\($0)" } ?? "-")")
    }

    @Test("lines, circles, translucent fills, coloured and disabled text and widgets drawn without SDL have SDL's bytes",
          arguments: directCases)
    func primitivesHaveSDLBytes(_ drawn: DirectCase) throws {
        _ = try #require(TestSupport.sdl)
        let sdl = try drawPrimitives(drawn, directly: false)
        let direct = try drawPrimitives(drawn, directly: true)
        #expect(sdl.directFrames == 0 && direct.directFrames == 1)
        let differing = differingPixels(sdl.bytes, direct.bytes)
        #expect(differing.count == 0, "\(differing.count) pixels differ, first at \(differing.first.map { "\($0)" } ?? "-")")
        // The frame drew something of each kind over the grey (not a blank surface compared with a blank one).
        let lit = stride(from: 0, to: direct.bytes.count, by: 4).filter { direct.bytes[$0 + 1] != 0x40 }.count
        #expect(lit > 20_000, "\(lit) pixels drawn")
    }

    /// The fixture's taps column (three frames) on a 1000 x 800 surface of the case's format, its raw bytes.
    private func drawColumn(_ drawn: DirectCase, directly: Bool) throws -> (bytes: [UInt8], directFrames: Int) {
        let renderer = try makeRenderer(drawn, width: 1000, height: 800)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer, uiScale: drawn.uiScale)
        defer { panels.close() }
        panels.drawsDirectly = directly
        try PanelFixture.drawTapsAfterDrag(panels: panels, renderer: renderer)
        return (try #require(renderer.targetSurface).packedBytes(), panels.directFrames)
    }

    /// One ImGui frame of every kind of primitive over mid grey: anti-aliased lines at angles (triangles whose
    /// colours differ), filled circles, translucent and opaque rectangles, text in colours and disabled, a
    /// checkbox, radio buttons, a slider and a plot.
    private func drawPrimitives(_ drawn: DirectCase, directly: Bool) throws -> (bytes: [UInt8], directFrames: Int) {
        let renderer = try makeRenderer(drawn, width: 640, height: 480)
        defer { renderer.destroy() }
        renderer.clear(red: 0x40, green: 0x40, blue: 0x40)
        let layer = try ImGuiLayer(
            window: nil, renderer: try #require(renderer.handle), fontPath: TextCache.regularFontPath,
            fontSize: Panels.fontSize)
        defer { layer.close() }
        if drawn.uiScale != 1 {
            if let error = layer.setScale(
                drawn.uiScale, fontPath: TextCache.regularFontPath, fontSize: Panels.fontSize, touch: false)
            {
                throw error
            }
        }
        if directly { layer.directTarget = { [weak renderer] in renderer?.imguiDirectTarget() } }
        layer.beginFrame(width: 640, height: 480, deltaTime: 1.0 / 60, mouse: nil, mouseDown: false)
        _ = UI.beginWindow("primitives", x: 10, y: 10, width: 600, height: 440, fixed: true)
        UI.text("white text, then coloured")
        UI.text("translucent green", color: 0x9900_FF00)
        UI.disabled("disabled")
        _ = UI.checkbox("a checkbox", true)
        _ = UI.radio("on", true)
        UI.sameLine()
        _ = UI.radio("off", false)
        _ = UI.slider("slider", 0.3, 0...1, format: "%.2f")
        UI.plot("plot", (0..<40).map { Float(sin(Double($0) / 4)) }, min: -1, max: 1, width: 300, height: 60,
                overlay: "a plot")
        for i in 0..<12 {
            let angle = Double(i) * .pi / 12
            UI.line(320, 300, 320 + 120 * cos(angle), 300 + 120 * sin(angle), 0xFF00_80FF | UInt32(i * 20) << 8,
                    width: 1 + Double(i % 3))
        }
        UI.circle(120, 360, radius: 30, 0xC0FF_8040)
        UI.circle(200, 360, radius: 7.5, 0xFFFF_FFFF)
        UI.rect(40, 300, 90, 330, 0x8000_00FF)
        UI.rect(50.5, 310.25, 95.75, 345.5, 0xFF20_C020)
        UI.drawText(450, 400, 0xFF40_FFFF, "drawn text")
        UI.endWindow()
        layer.render()
        return (try #require(renderer.targetSurface).packedBytes(), layer.directFrames)
    }

    private func makeRenderer(_ drawn: DirectCase, width: Int, height: Int) throws -> SDLRenderer {
        let surface = try SDLSurface(
            taking: SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, drawn.format),
            call: "SDL_CreateRGBSurfaceWithFormat")
        let renderer = try SDLRenderer(offscreen: surface)
        // Strided: the worker draws every other chunk of rows of every call, whatever the scheduler does.
        renderer.rasterBands = drawn.twoThreads ? RasterBands(minimumPixels: 0, strided: true) : nil
        return renderer
    }

    /// The (x, y) of every 4-byte pixel that differs, in a surface `width` pixels wide (all four bytes compared:
    /// on RGB888 the fourth byte is what SDL's blits leave there).
    private func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> [Int] {
        guard a.count == b.count else { return [-1] }
        var differing: [Int] = []
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                let a = a.bindMemory(to: UInt32.self), b = b.bindMemory(to: UInt32.self)
                for i in 0..<a.count where a[i] != b[i] { differing.append(i) }
            }
        }
        return differing
    }
}
