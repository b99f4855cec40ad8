import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

private let bandsColumn = CGRect(x: 580, y: 0, width: 420, height: 800)

/// A column redrawn in place redraws only the bands of ImGui's frame whose triangles changed (`ImGuiBands`): the
/// same pixels as the whole frame drawn over the last one, and fewer rows.
// In the headless-frame suite, which is serialized: Dear ImGui's current context is process-wide.
extension SDLSuites.PanelsFrameTests {
    @Test("a banded redraw after a touch has the pixels of the whole redraw, and redraws only some rows")
    func bandedRedrawMatchesTheWholeOne() throws {
        let banded = try drawTwice(forgettingFirst: false)
        let whole = try drawTwice(forgettingFirst: true)
        #expect(whole.rows == nil, "the reference drew the whole column")
        let rows = try #require(banded.rows, "the second redraw was not banded")
        let count = rows.reduce(0) { $0 + $1.count }
        #expect(count > 0 && count < 800, "rows redrawn: \(rows)")
        #expect(banded.redraws == 2 && whole.redraws == 2)
        #expect(differingPixels(banded.pixels, whole.pixels) == 0)
    }

    @Test("a frame drawn outside the cache (as the floating panels are) keeps no bands: the next redraw is whole")
    func uncachedFrameKeepsNoBands() throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        let fixture = try PanelFixture(scene: "taps")
        for frame in 0..<2 {
            panels.cachesColumn = frame == 1
            panels.drawsInPlace = true
            panels.copiesUnchangedColumn = false
            if frame == 1 {
                fixture.window.advance(to: 0.5)
                fixture.window.touchDown(finger: 0, at: CGPoint(x: 195, y: 400), time: 0.5)
            }
            _ = panels.draw(
                host: fixture.host, column: bandsColumn, pixelsPerUnit: 1, isPaused: false, deltaTime: 1.0 / 60,
                manualInput: (mouse: nil, down: false), now: Double(frame))
        }
        #expect(panels.columnRedraws == 1)
        #expect(panels.columnRedrawnRows == nil)
    }

    /// The taps scene's column drawn in place over magenta at time 0, then a finger down on the scene and a
    /// second in-place redraw a second later; `forgettingFirst`: the second draws the whole column.
    private func drawTwice(forgettingFirst: Bool) throws -> (pixels: [UInt32], rows: [Range<Int>]?, redraws: Int) {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        renderer.fillRect(x: 0, y: 0, width: 1000, height: 800, color: SDL_Color(r: 255, g: 0, b: 255, a: 255))
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        panels.cachesColumn = true
        let fixture = try PanelFixture(scene: "taps")
        for frame in 0..<2 {
            if frame == 1 {
                fixture.window.advance(to: 0.5)
                fixture.window.touchDown(finger: 0, at: CGPoint(x: 195, y: 400), time: 0.5)
                if forgettingFirst { panels.imgui.forgetDrawnFrame() }
            }
            panels.drawsInPlace = true
            panels.copiesUnchangedColumn = false
            _ = panels.draw(
                host: fixture.host, column: bandsColumn, pixelsPerUnit: 1, isPaused: false, deltaTime: 1.0 / 60,
                manualInput: (mouse: nil, down: false), now: Double(frame))
        }
        let image = try renderer.readPixels()
        var pixels: [UInt32] = []
        for y in 0..<800 {
            for x in 580..<1000 {
                let p = image.pixel(x: x, y: y)
                pixels.append(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
            }
        }
        return (pixels, panels.columnRedrawnRows, panels.columnRedraws)
    }

    private func differingPixels(_ a: [UInt32], _ b: [UInt32]) -> Int {
        zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
    }
}
