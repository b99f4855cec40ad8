internal import CSDLWindowSystem

/// The window system's own handle for an `SDLWindow`: tools outside SDL (ImageMagick's `import -window ID`,
/// xdotool) and the Xvfb tests name the window by it.
extension SDLWindow {
    /// The X11 window id of this window, or nil when SDL runs on another video driver (Wayland, dummy).
    ///
    /// SDL re-creates the X window when a GL renderer is made for a window created without `SDL_WINDOW_OPENGL`
    /// (SDL 2.26's `GL_CreateRenderer` calls `SDL_RecreateWindow`), so the id changes with a switch to GL: read
    /// it again after making a renderer.
    var x11WindowID: UInt64? {
        guard let handle else { return nil }
        let id = gesturelab_x11_window_id(handle)
        return id == 0 ? nil : id
    }
}
