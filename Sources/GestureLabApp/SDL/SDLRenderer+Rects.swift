internal import CSDL2

/// Whole-pixel rectangles through SDL's rectangle paths, which the software renderer runs far faster than
/// `SDL_RenderGeometry`'s triangle filler: an opaque fill is a row copy, a translucent one a blend loop with no
/// edge setup, an unrotated texture a (scaled) blit.
extension SDLRenderer {
    /// Fills the pixel rectangle with `color`; opaque colours replace the pixels (no blending).
    func fillRect(x: Int32, y: Int32, width: Int32, height: Int32, color: SDL_Color) {
        guard let handle, width > 0, height > 0 else { return }
        // A translucent fill on the software renderer's own surface: blended eight pixels at a time, same pixels.
        if color.a != 255, blendFillDirect(x: x, y: y, width: width, height: height, color: color) { return }
        // An opaque one there: ordinary stores rather than SDL's non-temporal ones (`opaqueFillDirect`).
        if color.a == 255, Self.drawsOpaqueFillsDirectly,
            opaqueFillDirect(x: x, y: y, width: width, height: height, color: color)
        {
            return
        }
        var rect = SDL_Rect(x: x, y: y, w: width, h: height)
        SDL_SetRenderDrawBlendMode(handle, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(handle, &rect)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    /// Copies the `source` texels of `texture` to the pixel rectangle `destination`, tinted by `color` (its alpha
    /// multiplies the texture's). `opaque`: the texels are all opaque and may replace the pixels when alpha is 1.
    func copy(
        _ texture: SDLTexture, source: (x: Int32, y: Int32, width: Int32, height: Int32),
        destination: (x: Int32, y: Int32, width: Int32, height: Int32), color: SDL_Color, opaque: Bool
    ) {
        guard let handle, let textureHandle = texture.handle, destination.width > 0, destination.height > 0,
            source.width > 0, source.height > 0
        else { return }
        var src = SDL_Rect(x: source.x, y: source.y, w: source.width, h: source.height)
        var dst = SDL_Rect(x: destination.x, y: destination.y, w: destination.width, h: destination.height)
        SDL_SetTextureColorMod(textureHandle, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(textureHandle, color.a)
        SDL_SetTextureBlendMode(textureHandle, opaque && color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        let software = isSoftware
        // SDL's software renderer stretches linearly only unblended, at several times the cost of nearest (linear
        // here doubled the fitted viewer's frame); the triangle path this replaces sampled nearest, and images are
        // decoded, then box-filtered on the worker, to within 2x of the size shown.
        if software {
            SDL_SetTextureScaleMode(textureHandle, SDL_ScaleModeNearest)
            if let output = StretchCrop.outputArea(of: handle) {
                switch StretchCrop.crop(source: src, destination: dst, visible: output) {
                case .unchanged: break
                case .hidden: return
                case .cropped(let source, let destination): (src, dst) = (source, destination)
                }
            }
        }
        // Opaque and unmodulated on the software renderer's own surface: SDL's bytes, drawn on two threads.
        if opaque, color.a == 255, color.r == 255, color.g == 255, color.b == 255, software,
            textureCopyDirect(texture, source: src, destination: dst)
        {
            return
        }
        SDL_RenderCopy(handle, textureHandle, &src, &dst)
    }

    /// Whether this is SDL's software renderer (from the renderer's flags: no string made).
    var isSoftware: Bool {
        var info = SDL_RendererInfo()
        guard let handle, SDL_GetRendererInfo(handle, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }
}

/// Textures drawn into: render targets, and streaming textures for images kept pre-scaled (`PrescaledImages`).
extension SDLRenderer {
    /// A `width`x`height` ARGB8888 texture that can be drawn into.
    func makeTargetTexture(width: Int, height: Int) throws -> SDLTexture {
        try makeTexture(width: width, height: height, access: SDL_TEXTUREACCESS_TARGET, kind: "target")
    }

    /// A `width`x`height` ARGB8888 streaming texture, whose pixels `SDL_LockTexture` hands out (on the software
    /// renderer, the texture's own surface: no copy).
    func makeStreamingTexture(width: Int, height: Int) throws -> SDLTexture {
        try makeTexture(width: width, height: height, access: SDL_TEXTUREACCESS_STREAMING, kind: "streaming")
    }

    private func makeTexture(width: Int, height: Int, access: SDL_TextureAccess, kind: String) throws -> SDLTexture {
        guard let handle else { throw SDLError(call: "SDL_CreateTexture", message: "renderer destroyed") }
        return try SDLTexture(
            taking: SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(access.rawValue), Int32(width), Int32(height)),
            width: width, height: height, call: "SDL_CreateTexture(\(kind) \(width)x\(height))")
    }

    /// Draws into `texture` from now on, or into the window (or headless surface) again with nil. False when SDL
    /// refuses.
    ///
    /// SDL 2's `SDL_SetRenderTarget` (src/render/SDL_render.c) flushes the queued commands and, when a texture
    /// becomes the target while the window was, backs up the viewport, clip rect, clipping flag and scale, which
    /// it restores when the target goes back to nil: the drawer's clip survives a detour through a texture.
    func setTarget(_ texture: SDLTexture?) -> Bool {
        guard let handle else { return false }
        return SDL_SetRenderTarget(handle, texture?.handle) == 0
    }
}
