import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// SDL rendering runs one test at a time: SDL_ttf's FreeType library is process-wide.
@Suite("Display list rendering", .serialized)
struct DisplayListRendererTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test("a red fill is red where it is and nowhere else")
    func fill() throws {
        let h = try RenderHarness()
        defer { h.close() }
        let image = try h.render([.fill(CGRect(x: 5, y: 5, width: 20, height: 20), transform: .identity, color: red, cornerRadius: 0)])
        #expect(image.isColor(x: 10, y: 10, 255, 0, 0))
        #expect(image.isBlack(x: 30, y: 10) && image.isBlack(x: 4, y: 4))
    }

    @Test("a hairline thinner than a pixel covers one row wherever it falls (every table separator is drawn)")
    func hairlines() throws {
        let h = try RenderHarness()
        defer { h.close() }
        // Table separators: 0.5 pt every 44 pt, at a zoom of 1.07 (half a pixel each, at every fraction).
        let scale = 1.07
        let lines = (0..<4).map { row in
            DrawCommand.fill(
                CGRect(x: 0, y: Double(row) * 44 + 43.5, width: 100, height: 0.5), transform: .identity, color: red,
                cornerRadius: 0)
        }
        let image = try h.render(lines, scale: scale)
        for row in 0..<4 {
            let top = Int(((Double(row) * 44 + 43.5) * scale).rounded(.down)) - 1
            let hit = (top...(top + 2)).contains { image.isColor(x: 50, y: $0, 255, 0, 0) }
            #expect(hit, "separator \(row) drew no pixel")
        }
    }

    @Test("scale 2 maps points to pixels, and the viewport origin offsets the device")
    func scaleAndOrigin() throws {
        let h = try RenderHarness()
        defer { h.close() }
        let square = DrawCommand.fill(CGRect(x: 10, y: 10, width: 10, height: 10), transform: .identity, color: red, cornerRadius: 0)
        let scaled = try h.render([square], scale: 2)
        #expect(scaled.isColor(x: 21, y: 21, 255, 0, 0) && scaled.isColor(x: 38, y: 38, 255, 0, 0))
        #expect(scaled.isBlack(x: 19, y: 19) && scaled.isBlack(x: 41, y: 30))
        let moved = try h.render([square], scale: 1, origin: CGPoint(x: 100, y: 0))
        #expect(moved.isColor(x: 115, y: 15, 255, 0, 0) && moved.isBlack(x: 15, y: 15))
    }

    @Test("rounded corners leave the corner pixel empty; a 45° rotation makes a diamond")
    func roundedAndRotated() throws {
        let h = try RenderHarness()
        defer { h.close() }
        let rounded = try h.render([.fill(CGRect(x: 10, y: 10, width: 80, height: 80), transform: .identity, color: red, cornerRadius: 20)])
        #expect(rounded.isBlack(x: 11, y: 11) && rounded.isColor(x: 50, y: 50, 255, 0, 0) && rounded.isColor(x: 50, y: 11, 255, 0, 0))
        // A 60-point square rotated 45° about (100, 100): its tips reach 100 ± 42.4.
        let t = CGAffineTransform(translationX: -30, y: -30).rotated(by: 0).concatenating(CGAffineTransform(rotationAngle: .pi / 4))
            .concatenating(CGAffineTransform(translationX: 100, y: 100))
        let diamond = try h.render([.fill(CGRect(x: 0, y: 0, width: 60, height: 60), transform: t, color: red, cornerRadius: 0)])
        #expect(diamond.isColor(x: 100, y: 62, 255, 0, 0) && diamond.isColor(x: 138, y: 100, 255, 0, 0))
        #expect(diamond.isBlack(x: 75, y: 75))  // where the unrotated square's corner would be
    }

    @Test("a rotated image puts its top-left quadrant where the rotation takes it")
    func rotatedImage() throws {
        _ = TestSupport.sdl
        let renderer = try SDLRenderer(offscreenWidth: 200, height: 200)
        let tiled = try TiledTexture(pixels: quadrantPixels(width: 64, height: 64), renderer: renderer, maxTextureSize: nil)
        let text = try TextCache(renderer: renderer)
        let stub = StubImages(.ready(tiled))
        let drawer = DisplayListRenderer(renderer: renderer, text: text, images: stub)
        defer { tiled.destroy(); text.close(); renderer.destroy() }
        // 100x100 image turned 90° clockwise about (100, 100): local (0, 0) lands at (150, 50).
        let t = CGAffineTransform(translationX: -50, y: -50).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 100, y: 100))
        var list = DisplayList()
        list.append(.image(ImageHandle(0), rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: t, alpha: 1, contentMode: .scaleToFill))
        renderer.clear(red: 0, green: 0, blue: 0)
        drawer.draw(list, in: DeviceViewport(size: CGSize(width: 200, height: 200)))
        let image = try renderer.readPixels()
        #expect(image.isColor(x: 140, y: 60, 255, 0, 0, tolerance: 40))  // red: top-left quadrant, now top right
        #expect(image.isColor(x: 140, y: 140, 0, 255, 0, tolerance: 40))  // green: top right, now bottom right
        #expect(image.isColor(x: 60, y: 60, 0, 0, 255, tolerance: 40))  // blue: bottom left, now top left
        #expect(image.isBlack(x: 30, y: 100))
        #expect(abs(stub.lastShownPixelSize - 100) < 0.001)
    }

    @Test("a clip cuts a fill and popping it restores the full viewport")
    func clip() throws {
        let h = try RenderHarness()
        defer { h.close() }
        let image = try h.render([
            .pushClip(CGRect(x: 0, y: 0, width: 50, height: 50)),
            .pushClip(CGRect(x: 20, y: 20, width: 100, height: 100)),
            .fill(CGRect(x: 0, y: 0, width: 100, height: 100), transform: .identity, color: red, cornerRadius: 0),
            .popClip, .popClip,
            .fill(CGRect(x: 150, y: 150, width: 10, height: 10), transform: .identity, color: red, cornerRadius: 0),
        ])
        #expect(image.isColor(x: 30, y: 30, 255, 0, 0))
        #expect(image.isBlack(x: 10, y: 10) && image.isBlack(x: 60, y: 30) && image.isBlack(x: 75, y: 75))
        #expect(image.isColor(x: 155, y: 155, 255, 0, 0))
    }

    @Test("text draws lit pixels inside its rectangle and none outside")
    func text() throws {
        let h = try RenderHarness()
        defer { h.close() }
        let image = try h.render([.text("Hello", rect: CGRect(x: 20, y: 20, width: 160, height: 40), transform: .identity,
                                         size: 20, bold: true, color: .white, alignment: .center)])
        #expect(image.litPixels(x0: 20, y0: 20, x1: 180, y1: 60) > 100)
        #expect(image.litPixels(x0: 0, y0: 0, x1: 200, y1: 18) == 0 && image.litPixels(x0: 0, y0: 62, x1: 200, y1: 200) == 0)
        #expect(h.text.count == 1)
        _ = try h.render([.text("Hello", rect: CGRect(x: 20, y: 80, width: 160, height: 40), transform: .identity,
                                size: 20, bold: true, color: red, alignment: .left)])
        #expect(h.text.renderCount == 1, "the same string in another colour reuses the texture")
    }

    @Test("circle, line and stroke cover their shapes")
    func shapes() throws {
        let h = try RenderHarness()
        defer { h.close() }
        let image = try h.render([
            .circle(center: CGPoint(x: 50, y: 50), radius: 20, color: red),
            .line(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 190, y: 20), width: 3, color: .white),
            .stroke(CGRect(x: 110, y: 110, width: 60, height: 60), transform: .identity, color: .white, lineWidth: 2),
        ])
        #expect(image.isColor(x: 50, y: 50, 255, 0, 0) && image.isColor(x: 50, y: 32, 255, 0, 0))
        #expect(image.isBlack(x: 33, y: 33))  // inside the bounding box, outside the disc
        #expect(image.isColor(x: 150, y: 20, 255, 255, 255) && image.isBlack(x: 150, y: 25))
        #expect(image.isColor(x: 140, y: 110, 255, 255, 255) && image.isBlack(x: 140, y: 140))
    }

    @Test("a shadow fades with distance from the edge")
    func shadow() throws {
        let h = try RenderHarness()
        defer { h.close() }
        let image = try h.render([.shadow(CGRect(x: 50, y: 50, width: 100, height: 100), transform: .identity,
                                           color: .white, radius: 9)])
        let inside = Int(image.pixel(x: 100, y: 100).red), edge = Int(image.pixel(x: 150, y: 100).red)
        let halfOut = Int(image.pixel(x: 155, y: 100).red)
        #expect(inside > 240 && abs(edge - 128) < 30 && halfOut < edge && halfOut > 0)
        #expect(image.isBlack(x: 161, y: 100))
    }

    @Test("loading images draw a placeholder and spinner; failed ones an error card")
    func imageStates() throws {
        let stub = StubImages(.loading)
        let h = try RenderHarness(images: stub)
        defer { h.close() }
        let command = DrawCommand.image(ImageHandle(0), rect: CGRect(x: 0, y: 0, width: 200, height: 200), transform: .identity, alpha: 1, contentMode: .scaleToFill)
        let loading = try h.render([command])
        #expect(loading.isColor(x: 10, y: 10, 0x2C, 0x2C, 0x2E, tolerance: 2))
        #expect(loading.litPixels(x0: 80, y0: 80, x1: 120, y1: 120) > 0)
        #expect(!loading.isColor(x: 99, y: 88, 0x2C, 0x2C, 0x2E, tolerance: 2))  // a spinner tick at 12 o'clock
        stub.answer = .failed(name: "broken.jpg", reason: "file is truncated")
        let failed = try h.render([command])
        #expect(failed.isColor(x: 10, y: 100, 82, 43, 46, tolerance: 3))
        #expect(failed.isBlack(x: 1, y: 1))  // rounded corner
        #expect(h.text.count == 3)
    }

    @Test("a tall image split into tiles draws every tile in place")
    func tiledImage() throws {
        _ = TestSupport.sdl
        let renderer = try SDLRenderer(offscreenWidth: 100, height: 300)
        let tiled = try TiledTexture(pixels: quadrantPixels(width: 80, height: 300), renderer: renderer, maxTextureSize: 100)
        let text = try TextCache(renderer: renderer)
        let drawer = DisplayListRenderer(renderer: renderer, text: text, images: StubImages(.ready(tiled)))
        defer { tiled.destroy(); text.close(); renderer.destroy() }
        #expect(tiled.tiles.count == 3)
        var list = DisplayList()
        list.append(.image(ImageHandle(0), rect: CGRect(x: 0, y: 0, width: 80, height: 300), transform: .identity, alpha: 1, contentMode: .scaleToFill))
        renderer.clear(red: 0, green: 0, blue: 0)
        drawer.draw(list, in: DeviceViewport(size: CGSize(width: 100, height: 300)))
        let image = try renderer.readPixels()
        #expect(image.isColor(x: 20, y: 50, 255, 0, 0) && image.isColor(x: 60, y: 120, 0, 255, 0))
        #expect(image.isColor(x: 20, y: 180, 0, 0, 255) && image.isColor(x: 60, y: 290, 255, 255, 255))
        #expect(image.isBlack(x: 90, y: 150))
    }

    @Test("aspect fill crops the overflow and covers the rectangle; aspect fit letterboxes")
    func contentModes() throws {
        _ = TestSupport.sdl
        let renderer = try SDLRenderer(offscreenWidth: 100, height: 100)
        let tiled = try TiledTexture(pixels: quadrantPixels(width: 200, height: 100), renderer: renderer, maxTextureSize: 64)
        let text = try TextCache(renderer: renderer)
        let drawer = DisplayListRenderer(renderer: renderer, text: text, images: StubImages(.ready(tiled)))
        defer { tiled.destroy(); text.close(); renderer.destroy() }
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        // A 200x100 image covering a 100x100 square: scale max(0.5, 1) = 1, the middle 100x100 of the image shown.
        let fill = DisplayListRenderer.placement(of: tiled, in: square, contentMode: .scaleAspectFill)
        #expect(fill.shown == square && fill.source == CGRect(x: 50, y: 0, width: 100, height: 100))
        // Fitting it: scale min(0.5, 1) = 0.5, a 100x50 band centred vertically.
        let fit = DisplayListRenderer.placement(of: tiled, in: square, contentMode: .scaleAspectFit)
        #expect(fit.shown == CGRect(x: 0, y: 25, width: 100, height: 50) && fit.source == CGRect(x: 0, y: 0, width: 200, height: 100))

        func draw(_ mode: ImageContentMode) throws -> RenderedImage {
            var list = DisplayList()
            list.append(.image(ImageHandle(0), rect: square, transform: .identity, alpha: 1, contentMode: mode))
            renderer.clear(red: 0, green: 0, blue: 0)
            drawer.draw(list, in: DeviceViewport(size: CGSize(width: 100, height: 100)))
            return try renderer.readPixels()
        }
        let filled = try draw(.scaleAspectFill)
        #expect(filled.isColor(x: 10, y: 5, 255, 0, 0) && filled.isColor(x: 90, y: 95, 255, 255, 255))
        let fitted = try draw(.scaleAspectFit)
        #expect(fitted.isBlack(x: 50, y: 10) && fitted.isColor(x: 10, y: 30, 255, 0, 0))
    }
}
}
