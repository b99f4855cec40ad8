import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// The help overlay's lines fit their boxes (it cropped its text), measured with the app's own font.
@Suite("Help overlay", .serialized)
struct HelpOverlayTests {
    @Test("every line of the help card fits its box, in a wide window and in narrow ones")
    func linesFit() throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 64, height: 64)
        defer { renderer.destroy() }
        let text = try TextCache(renderer: renderer)
        defer { text.close() }
        for (width, height) in [(1280.0, 800.0), (808.0, 800.0), (500.0, 700.0), (390.0, 500.0)] {
            var list = DisplayList()
            Overlays.help(in: CGRect(x: 0, y: 0, width: width, height: height), sceneNames: SceneRegistry.builtIn.names,
                          into: &list)
            var lines = 0
            for command in list.commands {
                guard case .text(let string, let rect, _, let size, let bold, _, _) = command else { continue }
                let pixelSize = Int(size.rounded())
                let texture = try #require(text.texture(for: TextCache.Key(text: string, pixelSize: pixelSize, bold: bold)))
                // The texture is rendered at `pixelSize`; the box is in the same pixels at scale 1.
                let shown = Double(texture.width) * size / Double(pixelSize)
                #expect(shown <= rect.width + 0.5, "\(Int(width))x\(Int(height)): '\(string)' is \(shown) wide in \(rect.width)")
                #expect(rect.minX >= 0 && rect.maxX <= width, "'\(string)' leaves the window")
                lines += 1
            }
            #expect(lines >= KeyBindings.helpRows(sceneNames: SceneRegistry.builtIn.names).count * 2)
        }
    }
}
}
