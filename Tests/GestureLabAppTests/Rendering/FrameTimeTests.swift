import Foundation
import GestureCore
import Testing
@testable import GestureLabApp

/// Part of the serialized rendering suite: SDL_ttf must not run on two test threads at once.
extension DisplayListRendererTests {
    @Test("drawing one photo into a 1280x800 frame on the software renderer takes a few milliseconds")
    func frameTime() throws {
        _ = TestSupport.sdl
        let renderer = try SDLRenderer(offscreenWidth: 1280, height: 800)
        let text = try TextCache(renderer: renderer)
        let decoded = try ImageDecoder.decode(path: TestSupport.photo("photo-landscape-aitzgorri-3088x2056.jpg"), maxPixelSize: 1280)
        let tiled = try TiledTexture(pixels: decoded.pixels, renderer: renderer, maxTextureSize: nil)
        let stub = StubImages(.ready(tiled))
        let drawer = DisplayListRenderer(renderer: renderer, text: text, images: stub)
        defer { tiled.destroy(); text.close(); renderer.destroy() }
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 1280, height: 800), transform: .identity, color: .black, cornerRadius: 0))
        list.append(.image(ImageHandle(0), rect: Rect(x: 40, y: 0, width: 1200, height: 800), transform: .identity, alpha: 1, contentMode: .scaleToFill))
        list.append(.text("IMG_0001.jpg", rect: Rect(x: 0, y: 760, width: 1280, height: 40), transform: .identity,
                          size: 17, bold: true, color: .white, alignment: .center))
        let viewport = DeviceViewport(size: Size(width: 1280, height: 800))
        drawer.draw(list, in: viewport)  // warm the text cache
        let frames = 30
        let start = Date()
        for _ in 0..<frames { drawer.draw(list, in: viewport) }
        let ms = Date().timeIntervalSince(start) * 1000 / Double(frames)
        print("frame 1280x800, one photo (\(decoded.pixels.width)x\(decoded.pixels.height), \(decoded.scaleNote)): \(ms) ms")
        #expect(ms < 100)
    }
}
