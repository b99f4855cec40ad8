import Foundation
import CSDL2
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
        // Short of the viewport's outermost ring of pixels only: that ring shows the window's background.
        #expect(start([thumb, .fill(CGRect(x: 1, y: 0, width: 389, height: 844), transform: .identity, color: .black,
                                    cornerRadius: 0)]) == 1)
        #expect(start([thumb, .fill(CGRect(x: 2, y: 0, width: 388, height: 844), transform: .identity, color: .black,
                                    cornerRadius: 0)]) == 0)
    }

    @Test("a viewport starting between pixels is covered inside its outer ring by a fill whose rounded edges reach it")
    func fractionalViewportIsCovered() throws {
        let harness = try RenderHarness(width: 1280, height: 1700, images: nil)
        defer { harness.close() }
        func covered(originX: Double, fillX: Double = 0) -> Bool {
            var list = DisplayList()
            list.append(.pushClip(CGRect(x: 0, y: 0, width: 390, height: 844)))
            list.append(.fill(CGRect(x: fillX, y: 0, width: 390, height: 844), transform: .identity, color: .black,
                              cornerRadius: 0))
            list.append(.popClip)
            let viewport = DeviceViewport(size: CGSize(width: 390, height: 844), scale: 1.9,
                                          origin: CGPoint(x: originX, y: 0.3))
            return harness.drawer.coversViewportInside(list, viewport: viewport)
        }
        // The device at x = 123.4 (the window's): its first and last columns are partly covered; the fill paints
        // everything inside them, and the window clears only that ring.
        #expect(covered(originX: 123.4))
        #expect(covered(originX: 123.6))
        #expect(covered(originX: 123))
        // A fill two points short of the left edge leaves pixels inside the ring: the whole viewport is cleared.
        #expect(!covered(originX: 123.4, fillX: 2))
        // Stale pixels inside the ring, then the ring cleared and the list drawn: the same as a whole clear.
        var list = DisplayList()
        list.append(.fill(CGRect(x: 0, y: 0, width: 390, height: 844), transform: .identity, color: .black,
                          cornerRadius: 0))
        let viewport = DeviceViewport(size: CGSize(width: 390, height: 844), scale: 1.9, origin: CGPoint(x: 123.4, y: 0.3))
        let area = viewport.pixelBounds
        func draw(stale: Bool) throws -> [UInt8] {
            harness.renderer.clear(red: 40, green: 40, blue: 40)
            if stale {
                harness.renderer.fillRect(x: Int32(area.x), y: Int32(area.y), width: Int32(area.width),
                                          height: Int32(area.height), color: SDL_Color(r: 255, g: 0, b: 0, a: 255))
                for strip in [(area.x, area.y, area.width, 1), (area.x, area.y + area.height - 1, area.width, 1),
                              (area.x, area.y, 1, area.height), (area.x + area.width - 1, area.y, 1, area.height)] {
                    harness.renderer.fillRect(x: Int32(strip.0), y: Int32(strip.1), width: Int32(strip.2),
                                              height: Int32(strip.3), color: SDL_Color(r: 40, g: 40, b: 40, a: 255))
                }
            }
            harness.drawer.draw(list, in: viewport)
            return try harness.renderer.readPixels().bgra
        }
        #expect(try draw(stale: true) == draw(stale: false))
    }

    @Test("an image changing size every frame (a pinch) is stretched each time and nothing is kept")
    func changingSizeKeepsNothing() throws {
        let rects = (0..<4).map { CGRect(x: 10, y: 10, width: 300 + Double($0) * 40, height: 200 + Double($0) * 30) }
        let (_, kept) = try frames(rects)
        #expect(kept == [0, 0, 0, 0])
    }
}
}
