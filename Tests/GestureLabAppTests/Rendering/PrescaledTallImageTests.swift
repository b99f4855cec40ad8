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
    }
}
