import CSDL2
import Foundation
import Testing
@testable import GestureLabApp

/// The software renderer's opaque fills written with ordinary stores (`SDLRenderer.opaqueFillDirect`): the bytes
/// SDL's own fill writes, on both 32-bit formats, inside a clip and past the surface's edges.
extension SDLSuites {
    @Suite("Opaque fills written directly", .serialized)
    struct OpaqueFillTests {
        @Test(
            "the same pixels as SDL_RenderFillRect without blending, ARGB8888 and RGB888",
            arguments: [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue])
        func samePixelsAsSDL(format: UInt32) throws {
            _ = try #require(TestSupport.sdl)
            let colors = [
                SDL_Color(r: 0, g: 0, b: 0, a: 255), SDL_Color(r: 255, g: 255, b: 255, a: 255),
                SDL_Color(r: 12, g: 200, b: 99, a: 255),
            ]
            for (index, color) in colors.enumerated() {
                let (bySDL, a) = try AffineCopyTests.renderer(format: format, seed: UInt64(index + 1))
                let (direct, b) = try AffineCopyTests.renderer(format: format, seed: UInt64(index + 1))
                defer {
                    bySDL.destroy()
                    direct.destroy()
                }
                for r in [bySDL, direct] { r.setClip(x: 3, y: 2, width: 90, height: 60) }
                let handle = try #require(bySDL.handle)
                for (x, y, w, h): (Int32, Int32, Int32, Int32) in [(-5, 4, 61, 200), (17, -3, 203, 11)] {
                    SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
                    SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
                    var rect = SDL_Rect(x: x, y: y, w: w, h: h)
                    SDL_RenderFillRect(handle, &rect)
                    #expect(direct.opaqueFillDirect(x: x, y: y, width: w, height: h, color: color))
                }
                SDL_RenderFlush(handle)
                let drawnBySDL = AffineCopyTests.pixels(a), drawnDirectly = AffineCopyTests.pixels(b)
                #expect(drawnBySDL == drawnDirectly, "colour \(color.r),\(color.g),\(color.b), format \(format)")
                #expect(
                    drawnBySDL.filter {
                        $0 & 0xFF_FFFF == UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
                    }
                    .count > 1000)
            }
        }

        @Test("a translucent colour or a texture target is left to SDL")
        func declinesWhatItDoesNotDraw() throws {
            _ = try #require(TestSupport.sdl)
            let (r, _) = try AffineCopyTests.renderer(format: SDL_PIXELFORMAT_ARGB8888.rawValue, seed: 9)
            defer { r.destroy() }
            #expect(!r.opaqueFillDirect(x: 0, y: 0, width: 10, height: 10, color: SDL_Color(r: 0, g: 0, b: 0, a: 254)))
            let target = try r.makeTargetTexture(width: 16, height: 16)
            defer { target.destroy() }
            #expect(r.setTarget(target))
            #expect(!r.opaqueFillDirect(x: 0, y: 0, width: 10, height: 10, color: SDL_Color(r: 0, g: 0, b: 0, a: 255)))
            _ = r.setTarget(nil)
        }
    }
}
