internal import CSDL2
import Foundation
import GestureUIKit

/// Makes a full-screen window cover its display, with or without a window manager.
///
/// `SDL_SetWindowFullscreen(FULLSCREEN_DESKTOP)` on X11 asks the window manager for `_NET_WM_STATE_FULLSCREEN`.
/// With no window manager (a kiosk tablet, Xvfb) nobody answers: the X window keeps its old size while SDL reports
/// the display's size, so the software renderer lays out for 1280x800 and shows an 807 px band between black bars.
/// So the window is first moved and sized to the display's bounds by hand, which needs no window
/// manager, and only then made full screen, which a window manager honours (and without one changes nothing).
enum FullscreenPlacement {
    /// The bounds (screen coordinates) of the display `window` is on, or of display 0; nil when SDL can't tell.
    static func displayBounds(of window: OpaquePointer?) -> CGRect? {
        let index = window.map { max(0, SDL_GetWindowDisplayIndex($0)) } ?? 0
        var rect = SDL_Rect()
        guard SDL_GetDisplayBounds(index, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return CGRect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.w), height: Double(rect.h))
    }

    /// Moves and sizes `window` over its display, then asks for desktop full screen.
    static func fill(_ window: OpaquePointer) {
        if let bounds = displayBounds(of: window) {
            SDL_SetWindowPosition(window, Int32(bounds.minX), Int32(bounds.minY))
            SDL_SetWindowSize(window, Int32(bounds.width), Int32(bounds.height))
        }
        SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    /// After a display change (rotation, a new mode): whether the full-screen window no longer matches its display,
    /// and was refilled. Without a window manager nothing else would resize it.
    @discardableResult
    static func refill(_ window: OpaquePointer, currentSize: (width: Int, height: Int)) -> Bool {
        guard let bounds = displayBounds(of: window),
            Int(bounds.width) != currentSize.width || Int(bounds.height) != currentSize.height
        else { return false }
        SDL_SetWindowFullscreen(window, 0)
        fill(window)
        return true
    }
}
