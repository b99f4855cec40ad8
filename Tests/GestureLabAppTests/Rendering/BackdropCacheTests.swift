import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// What lies under a translucent full-viewport fill drawn from kept pixels (`BackdropCache`,
/// `DisplayListRenderer.drawBackdrop`): a frame drawn that way has every byte of the frame drawn command by command,
/// on both 32-bit formats, at a scale and origin that leave the viewport's edges on fractions of a pixel; a change
/// under the fill (a command, an image's texture) draws it anew.
extension SDLSuites {
    @Suite("Backdrop over kept pixels", .serialized)
    struct BackdropCacheTests {
        /// Surface pixels, and a viewport of 100x70 points at 1.37 from (3.3, 2.6): its pixel bounds take in pixels
        /// it covers only in part.
        static let width = 160, height = 120
        static let viewport = DeviceViewport(
            size: CGSize(width: 100, height: 70), scale: 1.37, origin: CGPoint(x: 3.3, y: 2.6))

        /// Images whose content generation a test moves.
        final class CountedImages: ImageTextureProvider {
            let texture: TiledTexture
            var generation = 0
            init(_ texture: TiledTexture) { self.texture = texture }
            func appearance(of image: ImageHandle, shownPixelSize: Double) -> ImageAppearance { .ready(texture) }
            var contentGeneration: Int? { generation }
        }

        /// One renderer drawing on a surface of `format`, with its drawer.
        final class Drawing {
            let surface: SDLSurface
            let renderer: SDLRenderer
            let text: TextCache
            let texture: TiledTexture
            let images: CountedImages
            let drawer: DisplayListRenderer

            init(format: UInt32, caches: Bool) throws {
                _ = TestSupport.sdl
                surface = try SDLSurface(
                    taking: SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format),
                    call: "SDL_CreateRGBSurfaceWithFormat")
                renderer = try SDLRenderer(offscreen: surface)
                text = try TextCache(renderer: renderer)
                texture = try TiledTexture(
                    pixels: quadrantPixels(width: 48, height: 40), renderer: renderer, maxTextureSize: nil)
                images = CountedImages(texture)
                drawer = DisplayListRenderer(renderer: renderer, text: text, images: images)
                drawer.backdrop.isEnabled = caches
            }

            /// Clears `area` (all the surface when nil) as the window does and draws `commands` within it.
            func draw(_ commands: [DrawCommand], within area: PixelRect? = nil) -> [UInt32] {
                var list = DisplayList()
                for command in commands { list.append(command) }
                let clear = SDL_Color(r: 28, g: 28, b: 30, a: 255)
                let rect = area ?? PixelRect(x: 0, y: 0, width: width, height: height)
                renderer.fillRect(
                    x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height),
                    color: clear)
                text.beginFrame()
                drawer.draw(list, in: viewport, within: area)
                return BackdropCacheTests.pixelsOf(surface, width: width, height: height)
            }

            func close() {
                texture.destroy()
                text.close()
                renderer.destroy()
            }
        }

        /// The pixels of `surface`, `width` x `height`, row by row.
        static func pixelsOf(_ surface: SDLSurface, width: Int, height: Int) -> [UInt32] {
            guard let pointer = surface.pointer else { return [] }
            var result: [UInt32] = []
            for row in 0..<height {
                let line = (pointer.pointee.pixels + row * Int(pointer.pointee.pitch)).assumingMemoryBound(
                    to: UInt32.self)
                for x in 0..<width { result.append(line[x]) }
            }
            return result
        }

        /// Where `a` and `b` differ: the count of pixels and the first one (x, y), for a readable failure.
        static func difference(_ a: [UInt32], _ b: [UInt32]) -> String {
            guard a.count == b.count else { return "sizes \(a.count) and \(b.count)" }
            let differing = a.indices.filter { a[$0] != b[$0] }
            guard let first = differing.first else { return "none" }
            return "\(differing.count) pixels, first at (\(first % width), \(first / width)): "
                + "\(String(a[first], radix: 16)) against \(String(b[first], radix: 16))"
        }

        static let formats = [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue]

        /// A gallery (background, thumbnails, a caption, a clipped row), the backdrop at `alpha`, and a photo turned
        /// by `angle` over it.
        static func frame(alpha: Double, angle: Double = 0.2, thumbnailX: Double = 8) -> [DrawCommand] {
            let all = CGRect(x: 0, y: 0, width: 100, height: 70)
            let turned = CGAffineTransform(translationX: -20, y: -15).concatenating(.init(rotationAngle: angle))
                .concatenating(.init(translationX: 50, y: 35))
            return [
                .fill(all, transform: .identity, color: Color(white: 1), cornerRadius: 0),
                .image(
                    ImageHandle(0), rect: CGRect(x: thumbnailX, y: 6, width: 24, height: 20), transform: .identity,
                    alpha: 1, contentMode: .scaleAspectFill),
                .pushClip(CGRect(x: 0, y: 30, width: 100, height: 20)),
                .fill(
                    CGRect(x: 10, y: 25, width: 70, height: 30), transform: .identity,
                    color: Color(red: 0.2, green: 0.5, blue: 0.9), cornerRadius: 4),
                .popClip,
                .text(
                    "Gallery", rect: CGRect(x: 40, y: 8, width: 55, height: 14), transform: .identity, size: 11,
                    bold: true, color: Color(red: 0.1, green: 0.1, blue: 0.1), alignment: .left),
                .fill(
                    all, transform: .identity, color: Color(red: 0, green: 0, blue: 0, alpha: alpha), cornerRadius: 0),
                .image(
                    ImageHandle(0), rect: CGRect(x: 0, y: 0, width: 40, height: 30), transform: turned, alpha: 1,
                    contentMode: .scaleToFill),
            ]
        }

        @Test(
            "a fading backdrop over an unchanged gallery: the same bytes as drawing every command", arguments: formats)
        func fadeMatchesUncached(format: UInt32) throws {
            let cached = try Drawing(format: format, caches: true)
            let plain = try Drawing(format: format, caches: false)
            defer {
                cached.close()
                plain.close()
            }
            for (step, alpha) in [0.9, 0.62, 0.35, 0.07].enumerated() {
                let commands = Self.frame(alpha: alpha, angle: 0.1 * Double(step))
                let a = cached.draw(commands), b = plain.draw(commands)
                #expect(Self.difference(a, b) == "none", "alpha \(alpha), format \(format)")
                #expect(a.count == Self.width * Self.height)
            }
            #expect(cached.drawer.backdrop.fills == 1)
            #expect(cached.drawer.backdrop.hits == 3)
            #expect(plain.drawer.backdrop.hits == 0 && plain.drawer.backdrop.fills == 0)
        }

        @Test("a dirty rectangle drawn over the kept gallery matches drawing it command by command")
        func dirtyRectangleMatches() throws {
            let cached = try Drawing(format: SDL_PIXELFORMAT_RGB888.rawValue, caches: true)
            let plain = try Drawing(format: SDL_PIXELFORMAT_RGB888.rawValue, caches: false)
            defer {
                cached.close()
                plain.close()
            }
            _ = cached.draw(Self.frame(alpha: 0.5))
            _ = plain.draw(Self.frame(alpha: 0.5))
            // Clear of the thumbnail (x 14-48), as the window's dirty rectangles hold an image whole or not at all: SDL
            // stretches a copy cut by a clip from other texels (`DeviceDamage.holdingImagesWhole`).
            let area = PixelRect(x: 50, y: 15, width: 90, height: 60)
            let a = cached.draw(Self.frame(alpha: 0.5, angle: 0.4), within: area)
            let b = plain.draw(Self.frame(alpha: 0.5, angle: 0.4), within: area)
            #expect(Self.difference(a, b) == "none")
            #expect(cached.drawer.backdrop.hits == 1)
        }

        @Test("a command changed under the backdrop, or an image's texture, draws the gallery anew")
        func changeUnderInvalidates() throws {
            let cached = try Drawing(format: SDL_PIXELFORMAT_ARGB8888.rawValue, caches: true)
            let plain = try Drawing(format: SDL_PIXELFORMAT_ARGB8888.rawValue, caches: false)
            defer {
                cached.close()
                plain.close()
            }
            _ = cached.draw(Self.frame(alpha: 0.6))
            _ = plain.draw(Self.frame(alpha: 0.6))
            // The thumbnail moved under the backdrop: the kept pixels no longer show it where it is.
            let moved = Self.frame(alpha: 0.5, thumbnailX: 30)
            let a = cached.draw(moved), b = plain.draw(moved)
            #expect(Self.difference(a, b) == "none")
            #expect(cached.drawer.backdrop.hits == 0)
            #expect(cached.drawer.backdrop.fills == 2)
            // The same commands, but the image provider says its textures changed.
            cached.images.generation += 1
            plain.images.generation += 1
            #expect(Self.difference(cached.draw(moved), plain.draw(moved)) == "none")
            #expect(cached.drawer.backdrop.hits == 0)
            #expect(cached.drawer.backdrop.fills == 3)
            #expect(Self.difference(cached.draw(moved), plain.draw(moved)) == "none")
            #expect(cached.drawer.backdrop.hits == 1)
        }

        @Test("only a translucent, square, unclipped fill of the viewport with something under it is a backdrop")
        func whatIsABackdrop() {
            let bounds = Self.viewport.pixelBounds, t = Self.viewport.pixelTransform
            let all = CGRect(x: 0, y: 0, width: 100, height: 70)
            let under = DrawCommand.fill(all, transform: .identity, color: Color(white: 1), cornerRadius: 0)
            func backdrop(_ color: Color, radius: Double = 0, rect: CGRect = all) -> DrawCommand {
                .fill(rect, transform: .identity, color: color, cornerRadius: radius)
            }
            let black = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
            func split(_ commands: [DrawCommand]) -> BackdropCache.Split? {
                BackdropCache.split(commands, from: 0, bounds: bounds, pixelTransform: t)
            }
            #expect(split([under, backdrop(black)]) == BackdropCache.Split(start: 0, fill: 1))
            #expect(split([backdrop(black)]) == nil)
            #expect(split([under, backdrop(Color(red: 0, green: 0, blue: 0, alpha: 1))]) == nil)
            #expect(split([under, backdrop(black, radius: 3)]) == nil)
            #expect(split([under, backdrop(black, rect: CGRect(x: 0, y: 0, width: 100, height: 60))]) == nil)
            #expect(split([under, .pushClip(CGRect(x: 0, y: 0, width: 50, height: 70)), backdrop(black)]) == nil)
            #expect(
                split([under, .pushClip(all), backdrop(black), .popClip]) == BackdropCache.Split(start: 0, fill: 2))
        }
    }
}
