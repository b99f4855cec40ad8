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

    func destroy() {
        if let handle { SDL_DestroyTexture(handle) }
        handle = nil
    }
}
