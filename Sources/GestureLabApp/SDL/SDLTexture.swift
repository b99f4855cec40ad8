internal import CSDL2

/// An owned `SDL_Texture`; created and destroyed on the render thread only.
final class SDLTexture {
    private(set) var handle: OpaquePointer?
    let width: Int
    let height: Int

    /// Bytes of GPU (or renderer) memory the texture holds, at 4 bytes a pixel.
    var byteCount: Int { width * height * 4 }

    init(taking texture: OpaquePointer?, width: Int, height: Int, call: String) throws {
        guard let texture else { throw SDLError.current(call) }
        handle = texture
        self.width = width
        self.height = height
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    }

    /// Uses bilinear filtering when the texture is scaled (photos); `false` keeps nearest (pixel art, text).
    func setLinearFiltering(_ linear: Bool) {
        if let handle { SDL_SetTextureScaleMode(handle, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest) }
    }

    /// Replaces rows `firstRow ..< firstRow + bgra.count / (width * 4)` with `bgra` (tightly packed rows of the
    /// texture's width): a band of a preview still decoding goes up without uploading the rows already there.
    func updateRows(_ bgra: [UInt8], firstRow: Int) throws {
        let rows = bgra.count / max(1, width * 4)
        guard let handle, rows > 0, firstRow >= 0, firstRow + rows <= height else { return }
        var rect = SDL_Rect(x: 0, y: Int32(firstRow), w: Int32(width), h: Int32(rows))
        let status = bgra.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return -1 }
            return SDL_UpdateTexture(handle, &rect, base, Int32(width * 4))
        }
        if status < 0 { throw SDLError.current("SDL_UpdateTexture") }
    }

    func destroy() {
        if let handle { SDL_DestroyTexture(handle) }
        handle = nil
    }
}
