import Foundation
import GestureUIKit
@testable import GestureLabApp

/// An offscreen software renderer, a text cache and a display-list renderer for one test.
final class RenderHarness {
    let renderer: SDLRenderer
    let text: TextCache
    let drawer: DisplayListRenderer

    init(width: Int = 200, height: Int = 200, images: (any ImageTextureProvider)? = nil) throws {
        _ = TestSupport.sdl
        renderer = try SDLRenderer(offscreenWidth: width, height: height)
        text = try TextCache(renderer: renderer)
        drawer = DisplayListRenderer(renderer: renderer, text: text, images: images)
    }

    /// Clears to black, draws `commands` at `scale` from `origin`, and reads the frame back.
    func render(_ commands: [DrawCommand], scale: Double = 1, origin: CGPoint = .zero) throws -> RenderedImage {
        var list = DisplayList()
        for command in commands { list.append(command) }
        renderer.clear(red: 0, green: 0, blue: 0)
        text.beginFrame()
        let (w, h) = renderer.outputSize
        let viewport = DeviceViewport(
            size: CGSize(width: Double(w) / scale, height: Double(h) / scale), scale: scale, origin: origin)
        drawer.draw(list, in: viewport)
        return try renderer.readPixels()
    }

    func close() {
        text.close()
        renderer.destroy()
    }
}

/// Always answers the same appearance (tests).
final class StubImages: ImageTextureProvider {
    var answer: ImageAppearance
    private(set) var lastShownPixelSize: Double = 0
    init(_ answer: ImageAppearance) { self.answer = answer }

    func appearance(of image: ImageHandle, shownPixelSize: Double) -> ImageAppearance {
        lastShownPixelSize = shownPixelSize
        return answer
    }
}

/// A `width`x`height` BGRA buffer whose quadrants are red, green (top right), blue (bottom left) and white.
func quadrantPixels(width: Int, height: Int) -> PixelBuffer {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let i = (y * width + x) * 4
            let (r, g, b): (UInt8, UInt8, UInt8)
            switch (x < width / 2, y < height / 2) {
            case (true, true): (r, g, b) = (255, 0, 0)
            case (false, true): (r, g, b) = (0, 255, 0)
            case (true, false): (r, g, b) = (0, 0, 255)
            case (false, false): (r, g, b) = (255, 255, 255)
            }
            (bytes[i], bytes[i + 1], bytes[i + 2]) = (b, g, r)
        }
    }
    return PixelBuffer(width: width, height: height, bgra: bytes)
}

extension RenderedImage {
    func isColor(x: Int, y: Int, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 12) -> Bool {
        let p = pixel(x: x, y: y)
        return abs(Int(p.red) - r) <= tolerance && abs(Int(p.green) - g) <= tolerance && abs(Int(p.blue) - b) <= tolerance
    }

    func isBlack(x: Int, y: Int) -> Bool { isColor(x: x, y: y, 0, 0, 0, tolerance: 2) }

    /// Pixels in the rectangle that are not black.
    func litPixels(x0: Int, y0: Int, x1: Int, y1: Int) -> Int {
        var n = 0
        for y in y0..<y1 { for x in x0..<x1 where !isBlack(x: x, y: y) { n += 1 } }
        return n
    }
}
