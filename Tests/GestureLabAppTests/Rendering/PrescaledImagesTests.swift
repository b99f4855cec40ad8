import GestureCore
import Testing
@testable import GestureLabApp

extension SDLSuites {
@Suite("Pre-scaled images", .serialized)
struct PrescaledImagesTests {
    /// A 300x200 opaque quadrant image drawn into a `rect` of a 640x480 output, frame after frame.
    private func frames(_ rects: [Rect]) throws -> (images: [RenderedImage], kept: [Int]) {
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
        let rect = Rect(x: 20.25, y: 30, width: 451, height: 301)
        let moved = Rect(x: 90.75, y: 50, width: 451, height: 301)
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

    @Test("an image changing size every frame (a pinch) is stretched each time and nothing is kept")
    func changingSizeKeepsNothing() throws {
        let rects = (0..<4).map { Rect(x: 10, y: 10, width: 300 + Double($0) * 40, height: 200 + Double($0) * 30) }
        let (_, kept) = try frames(rects)
        #expect(kept == [0, 0, 0, 0])
    }
}
}
