import CPixelBlend
import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// The software renderer's direct fills and copies drawn by two threads (`RasterBands`): every byte as one thread
/// draws it, for opaque and blended fills, turned photos and the backdrop's copy-back, on both 32-bit formats, in
/// clips and on odd heights. The two-thread renderer's worker is strided (the render thread draws the even chunks
/// of rows, the worker the odd ones, and the call waits for it), so both threads draw rows of every call whatever
/// the scheduler does, and every call is split (a threshold of one pixel).
extension SDLSuites {
    @Suite("Fills and copies on two threads", .serialized)
    struct RasterBandsTests {
        /// An odd height, so no split of the rows is even.
        static let width = 161, height = 119

        /// A renderer over a `width` x `height` surface of `format` filled with noise from `seed`, drawing with one
        /// thread or with a strided worker splitting every call.
        static func renderer(format: UInt32, seed: UInt64, threads: Int) throws -> (SDLRenderer, SDLSurface) {
            let (renderer, surface) = try AffineCopyTests.renderer(
                format: format, seed: seed, width: width, height: height)
            renderer.rasterBands = threads == 1 ? nil : try #require(RasterBands(minimumPixels: 1, strided: true))
            return (renderer, surface)
        }

        static func pixels(_ surface: SDLSurface) -> [UInt32] {
            BackdropCacheTests.pixelsOf(surface, width: width, height: height)
        }

        static let formats = [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue]

        /// Rectangles past the surface's edges, odd and one row high, inside a clip and not.
        static let rects: [(x: Int32, y: Int32, width: Int32, height: Int32)] = [
            (-5, 4, 61, 200), (17, -3, 203, 11), (3, 50, 150, 1), (20, 21, 77, 3), (0, 0, 161, 119),
        ]
        static let clips: [PixelRect?] = [nil, PixelRect(x: 3, y: 2, width: 90, height: 61)]

        @Test("opaque and blended fills: the same bytes on one thread and on two", arguments: formats)
        func fillsMatch(format: UInt32) throws {
            _ = try #require(TestSupport.sdl)
            let (one, a) = try Self.renderer(format: format, seed: 5, threads: 1)
            let (two, b) = try Self.renderer(format: format, seed: 5, threads: 2)
            defer {
                one.destroy()
                two.destroy()
            }
            let colors = [SDL_Color(r: 12, g: 200, b: 99, a: 255), SDL_Color(r: 250, g: 3, b: 140, a: 97)]
            for clip in Self.clips {
                for r in [one, two] {
                    if let clip {
                        r.setClip(
                            x: Int32(clip.x), y: Int32(clip.y), width: Int32(clip.width), height: Int32(clip.height))
                    } else {
                        r.removeClip()
                    }
                }
                for rect in Self.rects {
                    for color in colors {
                        for r in [one, two] {
                            let drawn =
                                color.a == 255
                                ? r.opaqueFillDirect(
                                    x: rect.x, y: rect.y, width: rect.width, height: rect.height, color: color)
                                : r.blendFillDirect(
                                    x: rect.x, y: rect.y, width: rect.width, height: rect.height, color: color)
                            #expect(drawn)
                        }
                        let difference = BackdropCacheTests.difference(Self.pixels(a), Self.pixels(b))
                        let clipText = String(describing: clip)
                        #expect(difference == "none", "rect \(rect), alpha \(color.a), clip \(clipText)")
                    }
                }
            }
            let bands = try #require(two.rasterBands)
            #expect(bands.splitCalls > 0)
            #expect(bands.workerRows > 0)
        }

        @Test("turned and scaled photos: the same bytes on one thread and on two", arguments: formats)
        func affineCopiesMatch(format: UInt32) throws {
            _ = try #require(TestSupport.sdl)
            for (index, testCase) in AffineCopyTests.cases.enumerated() {
                let (one, a) = try Self.renderer(format: format, seed: UInt64(index + 3), threads: 1)
                let (two, b) = try Self.renderer(format: format, seed: UInt64(index + 3), threads: 2)
                defer {
                    one.destroy()
                    two.destroy()
                }
                let texels = AffineCopyTests.texels(translucent: testCase.translucentTexels)
                let drawn = CGRect(x: 10.5, y: 7.25, width: 150, height: 120.5)
                let map = CGAffineTransform(translationX: -drawn.midX, y: -drawn.midY)
                    .concatenating(CGAffineTransform(scaleX: testCase.scale, y: testCase.scale))
                    .concatenating(CGAffineTransform(rotationAngle: testCase.angle))
                    .concatenating(CGAffineTransform(translationX: 80.3, y: 59.6))
                for r in [one, two] {
                    let texture = try r.makeTexture(
                        bgra: texels, rowPixels: AffineCopyTests.textureWidth, width: AffineCopyTests.textureWidth,
                        height: AffineCopyTests.textureHeight)
                    defer { texture.destroy() }
                    if let clip = testCase.clip {
                        r.setClip(
                            x: Int32(clip.x), y: Int32(clip.y), width: Int32(clip.width), height: Int32(clip.height))
                    }
                    #expect(
                        r.affineCopyDirect(
                            texture, texels: drawn, texelToPixel: map, alpha: testCase.alpha,
                            opaqueTexels: !testCase.translucentTexels))
                }
                let before = try Self.renderer(format: format, seed: UInt64(index + 3), threads: 1)
                let untouched = Self.pixels(before.1)
                before.0.destroy()
                let (pixelsOne, pixelsTwo) = (Self.pixels(a), Self.pixels(b))
                #expect(BackdropCacheTests.difference(pixelsOne, pixelsTwo) == "none", "\(testCase), format \(format)")
                #expect(zip(pixelsOne, untouched).filter { $0 != $1 }.count > 1000, "\(testCase): too little drawn")
                #expect((two.rasterBands?.workerRows ?? 0) > 0)
            }
        }

        @Test("the backdrop copied back over kept pixels: the same bytes on one thread and on two", arguments: formats)
        func backdropCopyBackMatches(format: UInt32) throws {
            let two = try BackdropCacheTests.Drawing(format: format, caches: true)
            let one = try BackdropCacheTests.Drawing(format: format, caches: true)
            defer {
                two.close()
                one.close()
            }
            two.renderer.rasterBands = try #require(RasterBands(minimumPixels: 1, strided: true))
            one.renderer.rasterBands = nil
            // The whole surface, then dirty rectangles with odd heights and edges inside the fractional viewport.
            let areas: [PixelRect?] = [
                nil, nil, PixelRect(x: 7, y: 5, width: 61, height: 37), PixelRect(x: 0, y: 90, width: 160, height: 1),
            ]
            for (step, area) in areas.enumerated() {
                let commands = BackdropCacheTests.frame(alpha: 0.9 - 0.2 * Double(step), angle: 0.1 * Double(step))
                let a = one.draw(commands, within: area), b = two.draw(commands, within: area)
                #expect(BackdropCacheTests.difference(a, b) == "none", "step \(step), format \(format)")
            }
            #expect(two.drawer.backdrop.hits == 3 && one.drawer.backdrop.hits == 3)
            let bands = try #require(two.renderer.rasterBands)
            #expect(bands.splitCalls > 0 && bands.workerRows > 0)
        }

        @Test("GESTURELAB_RASTER_THREADS=1 keeps every call on the render thread; destroy stops the worker")
        func switchAndLifetime() throws {
            #expect(!RasterBands.isEnabled(in: ["GESTURELAB_RASTER_THREADS": "1"]))
            #expect(RasterBands.isEnabled(in: [:]))
            #expect(RasterBands.isEnabled(in: ["GESTURELAB_RASTER_THREADS": "2"]))
            _ = try #require(TestSupport.sdl)
            let (renderer, _) = try Self.renderer(format: SDL_PIXELFORMAT_ARGB8888.rawValue, seed: 1, threads: 2)
            #expect(renderer.rasterBands != nil)
            renderer.destroy()
            #expect(renderer.rasterBands == nil)
        }

        @Test(
            "a split call keeps the worker off the caller's CPU, so it helps on the other core",
            .enabled(if: ProcessInfo.processInfo.activeProcessorCount >= 2, "needs two CPUs"))
        func workerKeptOffCallerCPU() throws {
            let bands = try #require(RasterBands(minimumPixels: 0))
            #expect(gesturelab_raster_bands_avoided_cpu(bands.pointer) == -1, "no call yet")
            var pixels = [UInt32](repeating: 0, count: 64 * 64)
            pixels.withUnsafeMutableBytes { raw in
                gesturelab_fill_rect(
                    bands.pointer, raw.baseAddress?.assumingMemoryBound(to: UInt8.self), 64 * 4, 64, 64, 0xFF11_2233)
            }
            #expect(pixels.allSatisfy { $0 == 0xFF11_2233 })
            let avoided = gesturelab_raster_bands_avoided_cpu(bands.pointer)
            #expect(avoided >= 0)
            #expect(gesturelab_raster_bands_worker_may_run_on(bands.pointer, avoided) == 0)
        }
    }
}
