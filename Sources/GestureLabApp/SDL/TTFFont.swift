internal import CSDL2
internal import CSDL2TTF

/// An owned SDL_ttf font; `close()` it before `SDLContext.quit()` (a font freed after `TTF_Quit` crashes).
final class TTFFont {
    private(set) var handle: OpaquePointer?
    private(set) var pixelSize: Int

    /// Opens the TrueType file at `path` at `pixelSize` pixels.
    init(path: String, pixelSize: Int) throws {
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else { throw SDLError.current("TTF_OpenFont(\(path))") }
        handle = font
        self.pixelSize = pixelSize
    }

    /// Changes the size in place (SDL_ttf 2.0.18+), cheaper than reopening the file.
    func setPixelSize(_ size: Int) throws {
        guard let handle, size != pixelSize else { return }
        try sdlCheck(TTF_SetFontSize(handle, Int32(size)), "TTF_SetFontSize")
        pixelSize = size
    }

    /// Renders one line of UTF-8 text anti-aliased in white onto a new ARGB8888 surface.
    func renderWhite(_ text: String) throws -> SDLSurface {
        guard let handle else { throw SDLError(call: "TTF_RenderUTF8_Blended", message: "font closed") }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        return try SDLSurface(taking: TTF_RenderUTF8_Blended(handle, text, white), call: "TTF_RenderUTF8_Blended")
    }

    func close() {
        if let handle { TTF_CloseFont(handle) }
        handle = nil
    }
}
