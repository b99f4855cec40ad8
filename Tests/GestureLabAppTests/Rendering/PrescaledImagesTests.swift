import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
@Suite("Pre-scaled images", .serialized)
struct PrescaledImagesTests {
    /// A 300x200 opaque quadrant image drawn into a `rect` of a 640x480 output, frame after frame.
    private func frames(_ rects: [CGRect]) throws -> (images: [RenderedImage], kept: [Int]) {
        let stub = StubImages(.loading)
        let harness = try RenderHarness(width: 640, height: 480, images: stub)
        let tiled = try TiledTexture(pixels: quadrantPixels(width: 300, height: 200), renderer: harness.renderer,
                                     maxTextureSize: 128)  // several tiles, as a large photo has
        tiled.isOpaque = true
        stub.answer = .ready(tiled)
        defer { harness.drawer.prescaled.removeAll(); tiled.destroy(); harness.close() }
        var images: [RenderedImage] = [], kept: [Int] = []
        for rect in rects {
            harness.drawer.prescaled.nextFrame()
            images.append(try harness.render([.image(ImageHandle(0), rect: rect, transform: .identity, alpha: 1,
                                                     contentMode: .scaleToFill)]))
            kept.append(harness.drawer.prescaled.textureCount)
        }
        return (images, kept)
    }

    @Test("an opaque image shown at one size for two frames is kept scaled and draws the same pixels")
    func keptAtTheShownSize() throws {
        let rect = CGRect(x: 20.25, y: 30, width: 451, height: 301)
        let moved = CGRect(x: 90.75, y: 50, width: 451, height: 301)
        let (images, kept) = try frames([rect, rect, rect, moved])
        // Frame 1 stretches; frame 2 sees the same size again and keeps a scaled texture; a move keeps it.
        #expect(kept == [0, 1, 1, 1])
        var differing = 0
        for (a, b) in zip(images[0].bgra, images[2].bgra) where abs(Int(a) - Int(b)) > 8 { differing += 1 }
        // Nearest sampling both ways: at most a row or column of rounding at the edges of the 451x301 picture.
        #expect(differing <= 3 * (451 + 301) * 2, "\(differing) channel values differ")
        #expect(images[2].isColor(x: 100, y: 100, 255, 0, 0) && images[2].isColor(x: 400, y: 300, 255, 255, 255))
        #expect(images[3].isColor(x: 170, y: 120, 255, 0, 0) && images[3].isBlack(x: 50, y: 40))
    }

    @Test("an image drawn at two sizes in every frame (a gallery cell under the viewer's page) keeps both")
    func twoSizesInOneFrame() throws {
        let stub = StubImages(.loading)
        let harness = try RenderHarness(width: 640, height: 480, images: stub)
        let tiled = try TiledTexture(pixels: quadrantPixels(width: 300, height: 200), renderer: harness.renderer,
                                     maxTextureSize: nil)
        tiled.isOpaque = true
        stub.answer = .ready(tiled)
        defer { harness.drawer.prescaled.removeAll(); tiled.destroy(); harness.close() }
        var kept: [Int] = []
        for _ in 0..<3 {
            harness.drawer.prescaled.nextFrame()
            _ = try harness.render([
                .image(ImageHandle(0), rect: CGRect(x: 0, y: 0, width: 150, height: 150), transform: .identity, alpha: 1,
                       contentMode: .scaleAspectFill),
                .image(ImageHandle(0), rect: CGRect(x: 0, y: 220, width: 600, height: 250), transform: .identity,
                       alpha: 1, contentMode: .scaleAspectFit),
            ])
            kept.append(harness.drawer.prescaled.textureCount)
        }
        #expect(kept == [0, 2, 2])
    }

    @Test("commands under an opaque fill that covers the viewport are skipped; a clipped or translucent one hides nothing")
    func occludedCommandsAreSkipped() {
        let bounds = PixelRect(x: 0, y: 0, width: 390, height: 844)
        let cover = DrawCommand.fill(CGRect(x: 0, y: 0, width: 390, height: 844), transform: .identity, color: .black,
                                     cornerRadius: 0)
        let thumb = DrawCommand.image(ImageHandle(0), rect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                      transform: .identity, alpha: 1, contentMode: .scaleAspectFill)
        func start(_ commands: [DrawCommand]) -> Int {
            DisplayListRenderer.firstVisibleCommand(commands, covering: bounds, pixelTransform: .identity)
        }
        #expect(start([thumb, thumb, cover, thumb]) == 2)
        #expect(start([thumb, .pushClip(CGRect(x: 0, y: 0, width: 50, height: 50)), cover, .popClip]) == 0)
        // A full-screen view clipping to its bounds (the photos viewer): its fill still hides what is under it.
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(start([thumb, .pushClip(screen), cover, thumb, .popClip]) == 2)
        #expect(start([thumb, .pushClip(screen), .pushClip(CGRect(x: 0, y: 0, width: 50, height: 50)), cover,
                       .popClip, .popClip]) == 0)
        #expect(start([thumb, .fill(CGRect(x: 0, y: 0, width: 390, height: 844), transform: .identity,
                                    color: Color(white: 0, alpha: 0.5), cornerRadius: 0)]) == 0)
        #expect(start([thumb, .fill(CGRect(x: 1, y: 0, width: 389, height: 844), transform: .identity, color: .black,
                                    cornerRadius: 0)]) == 0)
    }

    @Test("an image changing size every frame (a pinch) is stretched each time and nothing is kept")
    func changingSizeKeepsNothing() throws {
        let rects = (0..<4).map { CGRect(x: 10, y: 10, width: 300 + Double($0) * 40, height: 200 + Double($0) * 30) }
        let (_, kept) = try frames(rects)
        #expect(kept == [0, 0, 0, 0])
    }
}
}
