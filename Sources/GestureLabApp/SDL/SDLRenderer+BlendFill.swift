internal import CPixelBlend
internal import CSDL2

extension SDLRenderer {
    /// Blends `color` (alpha 1...254) over a pixel rectangle of the software renderer's own surface (the window's,
    /// or a headless renderer's: the recorder's, the bench's), with the arithmetic of SDL's `SDL_BlendFillRect`, so
    /// the pixels are the ones `SDL_RenderFillRect` with `SDL_BLENDMODE_BLEND` writes there; false (nothing drawn)
    /// where it can't: a texture target, a scaled or moved viewport, a surface that must be locked, is neither
    /// ARGB8888 nor RGB888 or is not the renderer's output size, or not the software renderer.
    ///
    /// Found by profiling the viewer's dismiss drag at 2560x1600: the backdrop's black fading over the whole device
    /// (1.1 million pixels) is a blended fill on every frame, and SDL 2.26's software fill blends one pixel at a
    /// time (`DRAW_SETPIXEL_BLEND`, three divisions by 255 a pixel). SDL's arithmetic, from its
    /// `src/video/SDL_blendfillrect.c` and `SDL_draw.h`: the colour is premultiplied, `r = DRAW_MUL(r, a)`, then
    /// each channel becomes `DRAW_MUL(255 - a, channel) + r` (and alpha `DRAW_MUL(255 - a, alpha) + a` on
    /// ARGB8888; RGB888 writes its fourth byte 0), with `DRAW_MUL(x, y) = x * y / 255`, truncated.
    func blendFillDirect(x: Int32, y: Int32, width: Int32, height: Int32, color: SDL_Color) -> Bool {
        guard color.a > 0, color.a < 255, width > 0, height > 0, let handle, isSoftware,
            SDL_GetRenderTarget(handle) == nil
        else { return false }
        // What SDL queued so far lands first (the blend reads those pixels); this also lets a window's renderer
        // take the window's surface anew after a resize before the surface is asked for below.
        SDL_RenderFlush(handle)
        guard let surface = ownSurface(of: handle) else { return false }
        let format = surface.pointee.format.pointee.format
        let hasAlpha: Bool
        switch format {
        case SDL_PIXELFORMAT_ARGB8888.rawValue: hasAlpha = true
        case SDL_PIXELFORMAT_RGB888.rawValue: hasAlpha = false
        default: return false
        }
        guard surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let pixels = surface.pointee.pixels else {
            return false
        }
        let surfaceWidth = surface.pointee.w, surfaceHeight = surface.pointee.h
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(handle, &outputWidth, &outputHeight)
        guard outputWidth == surfaceWidth, outputHeight == surfaceHeight else { return false }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(handle, &viewport)
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_RenderGetScale(handle, &scaleX, &scaleY)
        guard viewport.x == 0, viewport.y == 0, scaleX == 1, scaleY == 1 else { return false }
        var area = SDL_Rect(x: x, y: y, w: width, h: height)
        var bounds = SDL_Rect(x: 0, y: 0, w: surfaceWidth, h: surfaceHeight)
        if SDL_RenderIsClipEnabled(handle) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(handle, &clip)
            var clipped = SDL_Rect()
            guard SDL_IntersectRect(&bounds, &clip, &clipped) == SDL_TRUE else { return true }
            bounds = clipped
        }
        var visible = SDL_Rect()
        guard SDL_IntersectRect(&area, &bounds, &visible) == SDL_TRUE else { return true }
        let pitch = Int(surface.pointee.pitch)
        let blend = BlendFill(color: color, hasAlpha: hasAlpha)
        let origin = (pixels + Int(visible.y) * pitch + Int(visible.x) * 4).assumingMemoryBound(to: UInt8.self)
        gesturelab_blend_fill_rect(
            rasterBands?.pointer, origin, pitch, visible.w, visible.h, blend.inverseAlpha, blend.added,
            blend.keepsAlpha ? 1 : 0)
        return true
    }

    /// The surface the software renderer draws into when no texture is its target: a headless renderer's own, or
    /// the window's (`SDL_GetWindowSurface`, which SDL 2.26's software renderer draws into: `SW_ActivateRenderer`).
    ///
    /// The window's surface was left out for a while because the floating panels' window test
    /// (`WhatIfWindowTests`, a hidden 1024x768 fullscreen window) took 97 s instead of 1.5 s with it. The cause
    /// was not the window's surface but the test build: the blend was Swift `SIMD8` arithmetic, which a debug
    /// build leaves generic and unspecialised, 0.67 s for one fill of that window against 1.3 ms optimised. The
    /// blend is now C (`CPixelBlend`): 2.6 ms unoptimised, about 1 ms in a release build.
    func ownSurface(of handle: OpaquePointer) -> UnsafeMutablePointer<SDL_Surface>? {
        if let targetSurface { return targetSurface.pointer }
        guard let window = SDL_RenderGetWindow(handle) else { return nil }
        return SDL_GetWindowSurface(window)
    }
}

/// SDL's blended fill of one colour, as integer arithmetic on 32-bit pixels (`SDLRenderer.blendFillDirect`),
/// done by `CPixelBlend`.
struct BlendFill {
    /// 255 - alpha, and the premultiplied colour already shifted into place (alpha too on ARGB8888).
    let inverseAlpha: UInt32
    let added: UInt32
    let keepsAlpha: Bool

    init(color: SDL_Color, hasAlpha: Bool) {
        let a = UInt32(color.a)
        inverseAlpha = 255 - a
        let r = UInt32(color.r) * a / 255, g = UInt32(color.g) * a / 255, b = UInt32(color.b) * a / 255
        added = (hasAlpha ? a << 24 : 0) | r << 16 | g << 8 | b
        keepsAlpha = hasAlpha
    }

    /// x * y / 255 for x, y in 0...255, truncated: (v * 32897) >> 23 equals v / 255 for every v up to 65025
    /// (`BlendFillTests` checks all of them).
    static func divideBy255(_ v: UInt32) -> UInt32 { gesturelab_divide_by_255(v) }
}
