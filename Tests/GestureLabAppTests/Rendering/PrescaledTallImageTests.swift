import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// A tall photo fitted to the viewer's width is taller than 4096 pixels (the 1080x20000 photo at 2560x1600 is
/// 725x13426): it is kept scaled too, by its area, and each frame of a scroll copies the rows shown. Its stretch
/// into the kept texture is made a band of rows a frame (`PrescaledImages.pixelsPerFrame`); until it is whole the
/// frames stretch the image as before.
extension SDLSuites.PrescaledImagesTests {
    @Test("an image 4,800 pixels tall, scrolled past a 640x480 output, is kept scaled and draws the stretch's pixels")
    func tallImageIsKept() throws {
        let stub = StubImages(.loading)
        let harness = try RenderHarness(width: 640, height: 480, images: stub)
        let tiled = try TiledTexture(
            pixels: quadrantPixels(width: 100, height: 2000), renderer: harness.renderer, maxTextureSize: 1024)
        tiled.isOpaque = true
        stub.answer = .ready(tiled)
        defer {
            harness.drawer.prescaled.removeAll()
            tiled.destroy()
            harness.close()
        }
        var images: [RenderedImage] = [], kept: [Int] = []
        // 240x4800 is more than a frame's band: the texture is made in the second and third frames.
        #expect(240 * 4800 > PrescaledImages.pixelsPerFrame && 240 * 4800 <= 2 * PrescaledImages.pixelsPerFrame)
        for y in [-2000.0, -2000, -2000, -2100] {
            harness.drawer.prescaled.nextFrame()
            let rect = CGRect(x: 20, y: y, width: 240, height: 4800)
            images.append(
                try harness.render([
                    .image(ImageHandle(0), rect: rect, transform: .identity, alpha: 1, contentMode: .scaleToFill)
                ]))
            kept.append(harness.drawer.prescaled.textureCount)
        }
        #expect(kept == [0, 1, 1, 1])
        // The second frame made only the first band: it stretched the image, as the first did.
        #expect(images[1].bgra == images[0].bgra)
        var differing = 0
        for (a, b) in zip(images[0].bgra, images[2].bgra) where abs(Int(a) - Int(b)) > 8 { differing += 1 }
        // Nearest sampling both ways: at most a row or column of rounding at the picture's edges, the middle and the
        // band's edge.
        #expect(differing <= 3 * (240 + 480) * 2, "\(differing) channel values differ")

        // The bands hold exactly what SDL's stretch of each tile into one texture of the whole size draws.
        let source = CGRect(x: 0, y: 0, width: 100, height: 2000)
        let bands = harness.drawer.prescaled.bands(of: tiled, source: source, width: 240, height: 4800)
        #expect(bands.map(\.height) == [4369, 431])
        var keptPixels: [UInt32] = []
        for band in bands {
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            #expect(SDL_LockTexture(band.handle, nil, &pixels, &pitch) == 0)
            for row in 0..<band.height {
                let line = (pixels! + row * Int(pitch)).assumingMemoryBound(to: UInt32.self)
                keptPixels += UnsafeBufferPointer(start: line, count: band.width)
            }
            SDL_UnlockTexture(band.handle)
        }
        let whole = try harness.renderer.makeTargetTexture(width: 240, height: 4800)
        defer { whole.destroy() }
        #expect(harness.renderer.setTarget(whole))
        for tile in tiled.tiles {
            let y0 = Int32((Double(tile.y) * 2.4).rounded()), y1 = Int32((Double(tile.y + tile.height) * 2.4).rounded())
            harness.renderer.copy(
                tile.texture, source: (0, 0, Int32(tile.width), Int32(tile.height)),
                destination: (Int32((Double(tile.x) * 2.4).rounded()), y0, Int32(Double(tile.width) * 2.4), y1 - y0),
                color: SDL_Color(r: 255, g: 255, b: 255, a: 255), opaque: true)
        }
        let stretched = try harness.renderer.readPixels()
        _ = harness.renderer.setTarget(nil)
        let expected = stride(from: 0, to: stretched.bgra.count, by: 4).map { i in
            UInt32(stretched.bgra[i]) | UInt32(stretched.bgra[i + 1]) << 8 | UInt32(stretched.bgra[i + 2]) << 16
                | UInt32(stretched.bgra[i + 3]) << 24
        }
        #expect(tiled.tiles.count > 1 && keptPixels.count == 240 * 4800)
        let same = keptPixels == expected  // a failed `#expect(a == b)` on long arrays diffs them for minutes
        #expect(same, "\(SDLSuites.BackdropCacheTests.difference(keptPixels, expected))")
    }
}
