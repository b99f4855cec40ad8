import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// Rotated and scaled textures drawn row by row in fixed point (`SDLRenderer.affineCopyDirect`), against a
/// reference that maps every destination pixel's centre back through the inverse transform in `Double`.
///
/// Tolerance, stated: a drawn pixel takes the reference's texel, or one a texel away in u or v where the
/// reference's coordinate lies within 1e-4 texel of a texel boundary (the 32.32 stepping rounds differently
/// there); a pixel is drawn or left as the reference says, except where its centre maps within 1e-4 texel of the
/// drawn part's edge. The blend is SDL's (`SDL_BlitTriangle_Slow` for a white vertex colour at `alpha`), exact.
extension SDLSuites {
    @Suite("Rotated textures drawn directly", .serialized)
    struct AffineCopyTests {
        static let width = 160, height = 120
        static let textureWidth = 200, textureHeight = 150

        struct Case: CustomStringConvertible {
            var angle: Double, scale: Double, alpha: UInt8, clip: PixelRect?, translucentTexels: Bool
            var description: String {
                "angle \(angle), scale \(scale), alpha \(alpha), clip \(String(describing: clip))"
            }
        }

        static let cases: [Case] = [
            Case(angle: 0.3, scale: 1, alpha: 255, clip: nil, translucentTexels: false),
            Case(
                angle: -.pi / 4, scale: 0.55, alpha: 255, clip: PixelRect(x: 13, y: 9, width: 101, height: 77),
                translucentTexels: false),
            Case(angle: 1.2, scale: 1.7, alpha: 255, clip: nil, translucentTexels: false),
            Case(
                angle: 3.0, scale: 0.9, alpha: 200, clip: PixelRect(x: 40, y: 0, width: 120, height: 64),
                translucentTexels: false),
            Case(angle: -0.05, scale: 2.3, alpha: 37, clip: nil, translucentTexels: true),
            Case(angle: .pi / 2, scale: 0.8, alpha: 255, clip: nil, translucentTexels: true),
        ]

        @Test(
            "the texel under each pixel's centre, SDL's blend, on ARGB8888 and RGB888",
            arguments: [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue])
        func matchesTheInverseMap(format: UInt32) throws {
            _ = try #require(TestSupport.sdl)
            // Opaque texels are drawn both ways: blended, and stored as the caller vouches they are opaque.
            let runs = Self.cases.enumerated().flatMap { index, testCase in
                (testCase.translucentTexels ? [false] : [false, true]).map { (index, testCase, $0) }
            }
            for (index, testCase, opaqueTexels) in runs {
                let (renderer, surface) = try Self.renderer(format: format, seed: UInt64(index + 3))
                defer { renderer.destroy() }
                let texels = Self.texels(translucent: testCase.translucentTexels)
                let texture = try renderer.makeTexture(
                    bgra: texels, rowPixels: Self.textureWidth, width: Self.textureWidth, height: Self.textureHeight)
                defer { texture.destroy() }
                let before = Self.pixels(surface)
                if let clip = testCase.clip {
                    renderer.setClip(
                        x: Int32(clip.x), y: Int32(clip.y), width: Int32(clip.width), height: Int32(clip.height))
                }
                // A part of the texture with fractional edges, turned about its centre onto the surface's middle.
                let drawn = CGRect(x: 10.5, y: 7.25, width: 150, height: 120.5)
                let map = CGAffineTransform(translationX: -drawn.midX, y: -drawn.midY)
                    .concatenating(CGAffineTransform(scaleX: testCase.scale, y: testCase.scale))
                    .concatenating(CGAffineTransform(rotationAngle: testCase.angle))
                    .concatenating(CGAffineTransform(translationX: 80.3, y: 59.6))
                #expect(
                    renderer.affineCopyDirect(
                        texture, texels: drawn, texelToPixel: map, alpha: testCase.alpha, opaqueTexels: opaqueTexels))
                let after = Self.pixels(surface)
                let clip = testCase.clip ?? PixelRect(x: 0, y: 0, width: Self.width, height: Self.height)
                let result = Self.compare(
                    before: before, after: after, texels: texels, drawn: drawn, inverse: map.inverted(),
                    clip: clip, alpha: testCase.alpha, keepsAlpha: format == SDL_PIXELFORMAT_ARGB8888.rawValue)
                #expect(
                    result.wrong == 0,
                    "\(testCase), opaque texels \(opaqueTexels): \(result.wrong) pixels wrong, first at \(result.first)"
                )
                #expect(result.drawn > 1000, "\(testCase): only \(result.drawn) pixels drawn")
            }
        }

        @Test("a static texture or a texture target is left to SDL's triangles")
        func declinesWhatItCannotRead() throws {
            _ = try #require(TestSupport.sdl)
            let (renderer, _) = try Self.renderer(format: SDL_PIXELFORMAT_ARGB8888.rawValue, seed: 1)
            defer { renderer.destroy() }
            let target = try renderer.makeTargetTexture(width: 16, height: 16)
            defer { target.destroy() }
            let map = CGAffineTransform(rotationAngle: 0.4)
            #expect(
                !renderer.affineCopyDirect(
                    target, texels: CGRect(x: 0, y: 0, width: 16, height: 16), texelToPixel: map, alpha: 255))
            let texture = try renderer.makeTexture(
                bgra: Self.texels(translucent: false), rowPixels: Self.textureWidth, width: Self.textureWidth,
                height: Self.textureHeight)
            defer { texture.destroy() }
            #expect(renderer.setTarget(target))
            #expect(
                !renderer.affineCopyDirect(
                    texture, texels: CGRect(x: 0, y: 0, width: 16, height: 16), texelToPixel: map, alpha: 255))
            _ = renderer.setTarget(nil)
        }

        /// Texel (x, y) is red x, green y, blue a mix of both: every texel of the 200x150 texture tells where it came
        /// from. Translucent: alphas across 0...255 (0 and 255 included).
        static func texels(translucent: Bool) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
            for y in 0..<textureHeight {
                for x in 0..<textureWidth {
                    let i = (y * textureWidth + x) * 4
                    bytes[i] = UInt8((x * 7 + y * 13) & 0xFF)
                    bytes[i + 1] = UInt8(y)
                    bytes[i + 2] = UInt8(x)
                    bytes[i + 3] = translucent ? UInt8((x * 3 + y * 5) % 256) : 255
                }
            }
            return bytes
        }

        /// A renderer over a `width` x `height` surface of `format` filled with noise from `seed`.
        static func renderer(format: UInt32, seed: UInt64, width: Int = width, height: Int = height) throws
            -> (SDLRenderer, SDLSurface)
        {
            let surface = try SDLSurface(
                taking: SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format),
                call: "SDL_CreateRGBSurfaceWithFormat")
            let pointer = try #require(surface.pointer)
            var state = seed
            for row in 0..<height {
                let line = (pointer.pointee.pixels + row * Int(pointer.pointee.pitch)).assumingMemoryBound(
                    to: UInt32.self)
                for x in 0..<width {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    line[x] = UInt32(truncatingIfNeeded: state >> 32)
                }
            }
            return (try SDLRenderer(offscreen: surface), surface)
        }

        /// The noise surface's pixels, row by row.
        static func pixels(_ surface: SDLSurface) -> [UInt32] {
            BackdropCacheTests.pixelsOf(surface, width: width, height: height)
        }
    }
}
