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

    /// The window manager's decorations around the content (title bar, frame) in screen coordinates; nil when it
    /// reports none (no window manager, or not known yet).
    var borders: WindowBorders? {
        guard let handle else { return nil }
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        guard SDL_GetWindowBordersSize(handle, &top, &left, &bottom, &right) == 0 else { return nil }
        let borders = WindowBorders(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
        return borders == WindowBorders() ? nil : borders
    }

    /// Sets the content size and centres the window on its display.
    func resizeCentred(width: Int, height: Int) {
        guard let handle else { return }
        SDL_SetWindowSize(handle, Int32(width), Int32(height))
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        SDL_SetWindowPosition(handle, centered, centered)
    }

    func destroy() {
        if let handle { SDL_DestroyWindow(handle) }
        handle = nil
    }
}

/// The sizes of a window's decorations, in screen coordinates.
struct WindowBorders: Equatable {
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
}
