internal import CSDL2

/// An owned `SDL_Window`; call `destroy()` before `SDLContext.quit()`.
final class SDLWindow {
    private(set) var handle: OpaquePointer?

    /// Opens a centred, resizable, high-DPI-aware window of `width`x`height` screen coordinates.
    init(title: String, width: Int, height: Int, hidden: Bool = false) throws {
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            throw SDLError.current("SDL_CreateWindow")
        }
        handle = window
    }

    /// The window's SDL id, as carried by window and input events.
    var id: UInt32 { handle.map { SDL_GetWindowID($0) } ?? 0 }

    /// Size in screen coordinates (points on a high-DPI display).
    var size: (width: Int, height: Int) {
        guard let handle else { return (0, 0) }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    var title: String {
        get { handle.map { String(cString: SDL_GetWindowTitle($0)) } ?? "" }
        set { if let handle { SDL_SetWindowTitle(handle, newValue) } }
    }

    func destroy() {
        if let handle { SDL_DestroyWindow(handle) }
        handle = nil
    }
}
