import Foundation
import Testing
@testable import GestureLabApp

extension SDLSuites {
@Suite("Panels: drawn by the project's own ImGui renderer", .serialized)
struct PanelsPixelsTests {
    /// The column as Dear ImGui's SDL_Renderer backend (the copied `imgui_impl_sdlrenderer.cpp`) drew it before
    /// `ImGuiRenderer` replaced it: the taps scene after a 150 pt upward drag, three frames, 420 x 800 pixels.
    /// `GESTURELAB_WRITE_PANELS_FIXTURE=1` rewrites it from the current renderer. The Timeline's "Export SVG"
    /// button came later: only its 110 x 22 px patch (x 310, y 362) is pasted in from this renderer's frame, so the
    /// rest is still the backend's drawing. The what-if controls came later still: this frame is drawn without them
    /// (`Panels.showsWhatIfControls`), so it stays the backend's layout. The "Deviations from UIKit" section came
    /// later again (last in the column, so nothing above it moves): the taps card's spring back is one, which makes
    /// the column taller, so only the scroll bar's 14 px strip (x 406) is pasted in from this renderer's frame.
    static let fixturePath = TestSupport.repoRoot + "/Tests/Fixtures/panels-taps-after-drag.png"

    /// The panel column of `PanelFixture.drawTapsAfterDrag`'s frame (the one `PanelsFrameTests` checks), as BGRA.
    private func drawColumn() throws -> RenderedImage {
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        panels.showsWhatIfControls = false
        try PanelFixture.drawTapsAfterDrag(panels: panels, renderer: renderer)
        let frame = try renderer.readPixels()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(420 * 800 * 4)
        for y in 0..<800 {
            let start = (y * frame.width + 580) * 4
            bytes += frame.bgra[start..<start + 420 * 4]
        }
        return RenderedImage(width: 420, height: 800, bgra: bytes)
    }

    @Test("the panels look as they did with Dear ImGui's backend, within a small tolerance per pixel")
    func sameAsBefore() throws {
        _ = try #require(TestSupport.sdl)
        let drawn = try drawColumn()
        if ProcessInfo.processInfo.environment["GESTURELAB_WRITE_PANELS_FIXTURE"] == "1" {
            try drawn.savePNG(Self.fixturePath)
        }
        let before = try SDLImageDecoder.decode(path: Self.fixturePath)
        try #require(before.width == drawn.width && before.height == drawn.height)
        var differing = 0, lit = 0, total = 0
        for i in stride(from: 0, to: drawn.bgra.count, by: 4) {
            var largest = 0
            for c in 0..<3 {
                let d = abs(Int(drawn.bgra[i + c]) - Int(before.bgra[i + c]))
                largest = max(largest, d)
                total += d
            }
            if largest > 16 { differing += 1 }
            if Int(drawn.bgra[i]) + Int(drawn.bgra[i + 1]) + Int(drawn.bgra[i + 2]) > 0 { lit += 1 }
        }
        let pixels = drawn.width * drawn.height
        #expect(lit > pixels / 2, "the column is drawn (\(lit) of \(pixels) pixels lit)")
        // At most 0.2 % of the pixels differ by more than 16 in a channel, and the mean difference is under 0.5.
        #expect(differing * 500 <= pixels, "\(differing) of \(pixels) pixels differ by more than 16")
        #expect(Double(total) / Double(pixels * 3) < 0.5, "mean channel difference \(Double(total) / Double(pixels * 3))")
    }
}
}
