import CSDL2
import Foundation
import Testing
@testable import GestureLabApp

/// Translucent fills blended directly on a window's own surface (`SDL_GetWindowSurface`, what SDL's software
/// renderer draws into): the pixels SDL's blended fill writes there, in a clip and past the window's edges.
extension SDLSuites {
@Suite("Translucent fills blended directly in a window", .serialized)
struct BlendFillWindowTests {
    @Test("two hidden windows with the same pixels: SDL's fills in one, the direct ones in the other, same frames")
    func samePixelsAsSDLInAWindow() throws {
        _ = try #require(TestSupport.sdl)
        let colors = [
            SDL_Color(r: 0, g: 0, b: 0, a: 1), SDL_Color(r: 0, g: 0, b: 0, a: 140),
            SDL_Color(r: 255, g: 255, b: 255, a: 77), SDL_Color(r: 12, g: 200, b: 99, a: 254),
        ]
        let first = try SDLWindow(title: "sdl", width: 120, height: 80, hidden: true)
        let second = try SDLWindow(title: "direct", width: 120, height: 80, hidden: true)
        let bySDL = try SDLRenderer(window: first, driver: "software")
        let direct = try SDLRenderer(window: second, driver: "software")
        defer {
            bySDL.destroy()
            direct.destroy()
            first.destroy()
            second.destroy()
        }
        for (index, color) in colors.enumerated() {
            for r in [bySDL, direct] { try paintNoise(r, seed: UInt64(index + 1)) }
            for r in [bySDL, direct] { r.setClip(x: 3, y: 2, width: 90, height: 60) }
            let fills: [(Int32, Int32, Int32, Int32)] = [(-5, 4, 61, 90), (17, 0, 203, 11)]
            for (x, y, w, h) in fills {
                let handle = try #require(bySDL.handle)
                SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
                var rect = SDL_Rect(x: x, y: y, w: w, h: h)
                SDL_RenderFillRect(handle, &rect)
                #expect(direct.blendFillDirect(x: x, y: y, width: w, height: h, color: color), "declined")
            }
            for r in [bySDL, direct] { r.removeClip() }
            let a = try bySDL.readPixels(), b = try direct.readPixels()
            #expect(a.width == 120 && a.height == 80)
            #expect(a.bgra == b.bgra, "colour \(color.r),\(color.g),\(color.b) alpha \(color.a)")
        }
    }

    /// Copies 120x80 pseudo-random opaque pixels from `seed` over the whole output, unblended.
    private func paintNoise(_ renderer: SDLRenderer, seed: UInt64) throws {
        var state = seed
        var bytes = [UInt8](repeating: 255, count: 120 * 80 * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[i] = UInt8(truncatingIfNeeded: state >> 40)
            bytes[i + 1] = UInt8(truncatingIfNeeded: state >> 48)
            bytes[i + 2] = UInt8(truncatingIfNeeded: state >> 56)
        }
        let texture = try renderer.makeTexture(bgra: bytes, rowPixels: 120, width: 120, height: 80)
        defer { texture.destroy() }
        let handle = try #require(renderer.handle)
        SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(handle, texture.handle, nil, nil)
        SDL_RenderFlush(handle)
    }
}
}
