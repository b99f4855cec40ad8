import CSDL2
import Foundation
import Testing
@testable import GestureLabApp

/// The software renderer's translucent fills blended eight pixels at a time (`SDLRenderer.blendFillDirect`): the
/// pixels SDL's own blended fill writes, on both 32-bit formats, inside a clip and past the surface's edges.
extension SDLSuites {
@Suite("Translucent fills blended directly", .serialized)
struct BlendFillTests {
    @Test("x * y / 255 by a multiply and a shift, for every product of two bytes")
    func divisionBy255() {
        var wrong = 0
        for v in UInt32(0)...65025 where BlendFill.divideBy255(v) != v / 255 {
            wrong += 1
        }
        #expect(wrong == 0)
    }

    @Test(
        "the same pixels as SDL_RenderFillRect's blend, ARGB8888 and RGB888, colours and alphas from 1 to 254",
        arguments: [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue])
    func samePixelsAsSDL(format: UInt32) throws {
        _ = try #require(TestSupport.sdl)
        let colors = [
            SDL_Color(r: 0, g: 0, b: 0, a: 1), SDL_Color(r: 0, g: 0, b: 0, a: 128), SDL_Color(r: 0, g: 0, b: 0, a: 254),
            SDL_Color(r: 255, g: 255, b: 255, a: 77), SDL_Color(r: 12, g: 200, b: 99, a: 201),
            SDL_Color(r: 255, g: 0, b: 128, a: 3),
        ]
        for (index, color) in colors.enumerated() {
            let bySDL = try renderer(format: format, seed: UInt64(index + 1))
            let direct = try renderer(format: format, seed: UInt64(index + 1))
            defer {
                bySDL.destroy()
                direct.destroy()
            }
            for r in [bySDL, direct] { r.setClip(x: 3, y: 2, width: 90, height: 60) }
            // Past the clip and the surface on every side but the top; then a second fill over the first.
            let fills: [(Int32, Int32, Int32, Int32)] = [(-5, 4, 61, 90), (17, 0, 203, 11)]
            for (x, y, w, h) in fills {
                let handle = try #require(bySDL.handle)
                SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
                var rect = SDL_Rect(x: x, y: y, w: w, h: h)
                SDL_RenderFillRect(handle, &rect)
                #expect(direct.blendFillDirect(x: x, y: y, width: w, height: h, color: color))
            }
            let a = try #require(bySDL.targetSurface?.pointer), b = try #require(direct.targetSurface?.pointer)
            let handle = try #require(bySDL.handle)
            SDL_RenderFlush(handle)
            let bytes = Int(a.pointee.pitch) * Int(a.pointee.h)
            let same = memcmp(a.pointee.pixels, b.pointee.pixels, bytes) == 0
            #expect(same, "colour \(color.r),\(color.g),\(color.b) alpha \(color.a), format \(format)")
        }
    }

    @Test("an opaque colour, a texture target or a zero alpha is left to SDL")
    func declinesWhatItDoesNotDraw() throws {
        _ = try #require(TestSupport.sdl)
        let r = try renderer(format: SDL_PIXELFORMAT_ARGB8888.rawValue, seed: 9)
        defer { r.destroy() }
        #expect(!r.blendFillDirect(x: 0, y: 0, width: 10, height: 10, color: SDL_Color(r: 0, g: 0, b: 0, a: 255)))
        #expect(!r.blendFillDirect(x: 0, y: 0, width: 10, height: 10, color: SDL_Color(r: 0, g: 0, b: 0, a: 0)))
        let target = try r.makeTargetTexture(width: 16, height: 16)
        defer { target.destroy() }
        #expect(r.setTarget(target))
        #expect(!r.blendFillDirect(x: 0, y: 0, width: 10, height: 10, color: SDL_Color(r: 0, g: 0, b: 0, a: 100)))
        _ = r.setTarget(nil)
    }

    /// A 120x80 software renderer over a surface of `format` filled with pseudo-random pixels from `seed`.
    private func renderer(format: UInt32, seed: UInt64) throws -> SDLRenderer {
        let surface = try SDLSurface(
            taking: SDL_CreateRGBSurfaceWithFormat(0, 120, 80, 32, format), call: "SDL_CreateRGBSurfaceWithFormat")
        let pointer = try #require(surface.pointer)
        var state = seed
        let pitch = Int(pointer.pointee.pitch)
        for row in 0..<80 {
            let line = (pointer.pointee.pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<120 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                line[x] = UInt32(truncatingIfNeeded: state >> 32)
            }
        }
        return try SDLRenderer(offscreen: surface)
    }
}
}
