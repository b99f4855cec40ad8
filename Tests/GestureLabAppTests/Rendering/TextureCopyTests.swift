import CSDL2
import Foundation
import Testing
@testable import GestureLabApp

/// Opaque texture copies drawn straight into the software renderer's surface (`SDLRenderer.textureCopyDirect`,
/// `texture_copy.c`) against SDL 2.26's own `SDL_RenderCopy` with `SDL_BLENDMODE_NONE`: random copies 1:1 and
/// scaled, with sources past the texture's edges, destinations past the clip and past the surface (a stretch there
/// is SDL's temporary surface's), on both 32-bit formats and on two threads, every byte compared.
extension SDLSuites {
    @Suite("Opaque texture copies drawn directly", .serialized)
    struct TextureCopyTests {
        static let textureWidth = 90, textureHeight = 70

        /// A streaming ARGB8888 texture of random texels (alpha too: SDL copies it as it is on ARGB8888).
        static func noiseTexture(_ renderer: SDLRenderer, seed: UInt64) throws -> SDLTexture {
            var state = seed
            var bytes = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
            for i in bytes.indices {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes[i] = UInt8(truncatingIfNeeded: state >> 40)
            }
            return try renderer.makeTexture(
                bgra: bytes, rowPixels: textureWidth, width: textureWidth, height: textureHeight)
        }

        struct Copy {
            var source: SDL_Rect, destination: SDL_Rect, clip: SDL_Rect?
        }

        /// Two software renderers over the same noise surface, each with the same noise texture (no blending,
        /// nearest): `bySDL` draws every copy with `SDL_RenderCopy`, `direct` through `textureCopyDirect`.
        struct Pair {
            let bySDL: SDLRenderer, sdlSurface: SDLSurface, sdlTexture: SDLTexture
            let direct: SDLRenderer, directSurface: SDLSurface, directTexture: SDLTexture

            init(format: UInt32, seed: UInt64, textureSeed: UInt64) throws {
                (bySDL, sdlSurface) = try AffineCopyTests.renderer(format: format, seed: seed)
                (direct, directSurface) = try AffineCopyTests.renderer(format: format, seed: seed)
                sdlTexture = try TextureCopyTests.noiseTexture(bySDL, seed: textureSeed)
                directTexture = try TextureCopyTests.noiseTexture(direct, seed: textureSeed)
                for texture in [sdlTexture, directTexture] {
                    SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_NONE)
                    SDL_SetTextureScaleMode(texture.handle, SDL_ScaleModeNearest)
                }
            }

            /// Both renderers clipped to `clip`, or unclipped.
            func setClip(_ clip: SDL_Rect?) {
                for r in [bySDL, direct] {
                    if let clip {
                        r.setClip(x: clip.x, y: clip.y, width: clip.w, height: clip.h)
                    } else {
                        r.removeClip()
                    }
                }
            }

            /// `SDL_RenderCopy` of `source` to `destination` on `renderer` with its texture, flushed.
            func sdlCopy(on renderer: SDLRenderer, source: SDL_Rect, destination: SDL_Rect) {
                var s = source, d = destination
                SDL_RenderCopy(renderer.handle, renderer === bySDL ? sdlTexture.handle : directTexture.handle, &s, &d)
                SDL_RenderFlush(renderer.handle)
            }

            /// Whether both surfaces hold the same pixels, and where they differ when not.
            func compare() -> (same: Bool, difference: String) {
                let expected = AffineCopyTests.pixels(sdlSurface), drawn = AffineCopyTests.pixels(directSurface)
                // A failed `#expect(a == b)` on long arrays diffs them for minutes.
                return expected == drawn ? (true, "") : (false, BackdropCacheTests.difference(expected, drawn))
            }

            func destroy() {
                sdlTexture.destroy()
                directTexture.destroy()
                bySDL.destroy()
                direct.destroy()
            }
        }

        /// Copies of every kind: 1:1, enlarged, shrunk, one side only, sources past the texture's edges,
        /// destinations past the clip or the surface's edges.
        static func copies(count: Int, seed: UInt64) -> [Copy] {
            var state = seed
            func int(_ range: ClosedRange<Int>) -> Int32 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int32(range.lowerBound + Int((state >> 33) % UInt64(range.count)))
            }
            let width = AffineCopyTests.width, height = AffineCopyTests.height
            return (0..<count).map { _ in
                let sw = int(1...textureWidth), sh = int(1...textureHeight)
                let source = SDL_Rect(
                    x: int(-8...textureWidth - 4), y: int(-8...textureHeight - 4), w: sw, h: sh)
                let kind = int(0...3)
                let dw = kind == 0 ? sw : int(1...width), dh = kind == 0 ? sh : (kind == 1 ? sh : int(1...height))
                // Stretches mostly inside the surface (SDL draws those across its edge through a temporary one).
                let inside = kind != 0 && int(0...3) != 0
                let destination = SDL_Rect(
                    x: inside ? int(0...width - Int(dw)) : int(-40...width - 5),
                    y: inside ? int(0...height - Int(dh)) : int(-40...height - 5), w: dw, h: dh)
                let clip: SDL_Rect? =
                    int(0...2) == 0
                    ? nil : SDL_Rect(x: int(0...40), y: int(0...30), w: int(20...width), h: int(20...height))
                return Copy(source: source, destination: destination, clip: clip)
            }
        }

        @Test(
            "SDL's bytes for 1:1 and scaled copies, ARGB8888 and RGB888, one thread and two",
            arguments: [
                (SDL_PIXELFORMAT_ARGB8888.rawValue, false), (SDL_PIXELFORMAT_RGB888.rawValue, false),
                (SDL_PIXELFORMAT_ARGB8888.rawValue, true), (SDL_PIXELFORMAT_RGB888.rawValue, true),
            ])
        func sameBytesAsSDL(format: UInt32, twoThreads: Bool) throws {
            _ = try #require(TestSupport.sdl)
            let pair = try Pair(format: format, seed: 3, textureSeed: 11)
            defer { pair.destroy() }
            if twoThreads { pair.direct.rasterBands = RasterBands(minimumPixels: 0, strided: true) }
            let (width, height) = (Int32(AffineCopyTests.width), Int32(AffineCopyTests.height))
            var drawnDirectly = 0, scaledDirectly = 0, acrossTheEdge = 0, leftToSDL = 0
            for copy in Self.copies(count: 400, seed: 5) {
                pair.setClip(copy.clip)
                pair.sdlCopy(on: pair.bySDL, source: copy.source, destination: copy.destination)
                let d = copy.destination
                if pair.direct.textureCopyDirect(pair.directTexture, source: copy.source, destination: d) {
                    drawnDirectly += 1
                    if copy.source.w != d.w || copy.source.h != d.h {
                        scaledDirectly += 1
                        if d.x < 0 || d.y < 0 || d.x + d.w > width || d.y + d.h > height { acrossTheEdge += 1 }
                    }
                } else {
                    leftToSDL += 1
                    pair.sdlCopy(on: pair.direct, source: copy.source, destination: d)
                }
            }
            let result = pair.compare()
            #expect(result.same, "\(result.difference)")
            #expect(drawnDirectly > 250 && scaledDirectly > 150, "\(drawnDirectly) direct, \(scaledDirectly) scaled")
            #expect(acrossTheEdge > 20 && leftToSDL == 0, "\(acrossTheEdge) across the edge, \(leftToSDL) left to SDL")
            if twoThreads { #expect((pair.direct.rasterBands?.workerRows ?? 0) > 0, "the second thread drew rows") }
        }

        @Test(
            "a photo zoomed past every edge of the surface: SDL's bytes, drawn without its temporary surface",
            arguments: [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue])
        func zoomedPastEveryEdge(format: UInt32) throws {
            _ = try #require(TestSupport.sdl)
            let pair = try Pair(format: format, seed: 4, textureSeed: 7)
            defer { pair.destroy() }
            let width = Int32(AffineCopyTests.width), height = Int32(AffineCopyTests.height)
            let source = SDL_Rect(x: 0, y: 0, w: Int32(Self.textureWidth), h: Int32(Self.textureHeight))
            // Zoomed 1.7 to 9 times around points of the surface, so the stretch runs past one edge or all four;
            // with and without a clip.
            var drawn = 0
            for (i, zoom) in [1.7, 2.5, 3.3, 9.0].enumerated() {
                let w = Int32(Double(Self.textureWidth) * zoom), h = Int32(Double(Self.textureHeight) * zoom)
                let destination = SDL_Rect(x: width / 3 - w / 2 + Int32(i * 7), y: height / 2 - h / 2, w: w, h: h)
                pair.setClip(i % 2 == 1 ? SDL_Rect(x: 10, y: 12, w: width - 30, h: height - 20) : nil)
                pair.sdlCopy(on: pair.bySDL, source: source, destination: destination)
                if pair.direct.textureCopyDirect(pair.directTexture, source: source, destination: destination) {
                    drawn += 1
                }
                let result = pair.compare()
                #expect(result.same, "zoom \(zoom): \(result.difference)")
            }
            #expect(drawn == 4)
        }

        @Test("sides past SDL's limits, a target texture or a texture target are left to SDL")
        func declinesWhatItDoesNotDraw() throws {
            _ = try #require(TestSupport.sdl)
            let (r, surface) = try AffineCopyTests.renderer(format: SDL_PIXELFORMAT_RGB888.rawValue, seed: 9)
            defer { r.destroy() }
            let texture = try Self.noiseTexture(r, seed: 2)
            let target = try r.makeTargetTexture(width: 16, height: 16)
            defer {
                texture.destroy()
                target.destroy()
            }
            let before = AffineCopyTests.pixels(surface)
            let whole = SDL_Rect(x: 0, y: 0, w: 16, h: 16)
            #expect(!r.textureCopyDirect(texture, source: whole, destination: SDL_Rect(x: -4, y: 3, w: 70_000, h: 32)))
            #expect(!r.textureCopyDirect(target, source: whole, destination: whole))
            #expect(r.setTarget(target))
            #expect(!r.textureCopyDirect(texture, source: whole, destination: whole))
            _ = r.setTarget(nil)
            #expect(AffineCopyTests.pixels(surface) == before)
            #expect(r.textureCopyDirect(texture, source: whole, destination: SDL_Rect(x: -4, y: 3, w: 16, h: 16)))
            #expect(AffineCopyTests.pixels(surface) != before)
        }
    }
}
