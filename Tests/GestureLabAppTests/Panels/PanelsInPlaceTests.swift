import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

private let inPlaceColumn = CGRect(x: 580, y: 0, width: 420, height: 800)

/// A redraw of the cached column in a frame that keeps the output's pixels draws ImGui straight into the output
/// (`Panels.drawsInPlace`): the same pixels as the cached target copied out, over whatever the column held.
// In the headless-frame suite, which is serialized: Dear ImGui's current context is process-wide.
extension SDLSuites.PanelsFrameTests {
    @Test("a column redrawn in place has the pixels of the cached copy, over anything the output held there")
    func inPlaceRedrawMatchesTheCopy() throws {
        let copied = try drawColumn(inPlace: false, frames: 1)
        let inPlace = try drawColumn(inPlace: true, frames: 1)
        #expect(inPlace.redraws == 1)
        #expect(inPlace.copied)
        #expect(differingPixels(copied.pixels, inPlace.pixels) == 0)
        // The magenta painted under the column first is gone: ImGui's background covers it all.
        #expect(!inPlace.pixels.contains { $0 == 0xFF00FF })
    }

    @Test("a whole frame after a redraw in place redraws the cached target first, then copies it")
    func wholeFrameAfterInPlaceRedraws() throws {
        let result = try drawColumn(inPlace: true, frames: 2)
        // The second frame changed nothing in the model, but the target was behind the output: redrawn.
        #expect(result.redraws == 2)
        #expect(result.copied)
        // The same second ImGui frame drawn through the target both times (the cache dropped in between): the
        // copy from the redrawn target shows it, not the first frame's column. (ImGui's first frame lays out
        // apart from the later ones, so the reference is a second frame too.)
        let reference = try drawColumn(inPlace: false, frames: 2, droppingCache: true)
        #expect(reference.redraws == 2)
        #expect(differingPixels(reference.pixels, result.pixels) == 0)
    }

    /// The taps scene's column drawn by cached panels over an output painted magenta: the first frame in place
    /// (`inPlace`, a kept frame) or through the target; with `frames` 2 a whole frame follows at the same time.
    /// Returns the column's RGB pixels, the redraws and whether the last frame put the column in the output.
    /// `droppingCache`: the cached target is dropped before every frame after the first (a redraw each time).
    private func drawColumn(inPlace: Bool, frames: Int, droppingCache: Bool = false) throws
        -> (pixels: [UInt32], redraws: Int, copied: Bool)
    {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        renderer.fillRect(x: 0, y: 0, width: 1000, height: 800, color: SDL_Color(r: 255, g: 0, b: 255, a: 255))
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        panels.cachesColumn = true
        let fixture = try PanelFixture(scene: "taps")
        for frame in 0..<frames {
            if droppingCache, frame > 0 { panels.invalidateCache() }
            panels.drawsInPlace = inPlace
            panels.copiesUnchangedColumn = !inPlace || frame > 0
            _ = panels.draw(
                host: fixture.host, column: inPlaceColumn, pixelsPerUnit: 1, isPaused: false, deltaTime: 1.0 / 60,
                manualInput: (mouse: nil, down: false), now: 0)
        }
        let image = try renderer.readPixels()
        var pixels: [UInt32] = []
        for y in 0..<800 {
            for x in 580..<1000 {
                let p = image.pixel(x: x, y: y)
                pixels.append(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
            }
        }
        return (pixels, panels.columnRedraws, panels.columnCopied)
    }

    private func differingPixels(_ a: [UInt32], _ b: [UInt32]) -> Int {
        zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
    }
}
