/// Whether the next window frame may redraw only the device and a changed panel column, keeping the rest of the
/// pixels the last frame left.
///
/// SDL's software renderer draws into the window's own surface (`SDL_GetWindowSurface`), which keeps its pixels
/// from one present to the next, and `SDL_RenderPresent` shows all of it. So a frame in which only the device and
/// the panels change need not clear the whole window nor copy a column that was not redrawn: at 2560x1600 the
/// clear is 16 MB of writes a frame and the column's copy 5 MB (`perf record` of the window, docs/performance.md).
/// A GL renderer's back buffer is undefined after a swap, so it always draws whole frames. Anything drawn besides
/// the device and the column (help, a toast, the compared device, the toolbar, the recording badge, the plain
/// column) makes the next frame whole, so nothing it leaves lingers; so do a new layout or renderer, a resize and
/// lost render targets (`invalidate()`).
struct RetainedFrame: Equatable {
    /// Whether the window's pixels outside the device are the ones a whole frame would draw now.
    private(set) var isValid = false
    /// Whether the frame being drawn has drawn anything besides the device and the column.
    private var extraDrawn = false

    /// The window's pixels can't be trusted: the next frame is drawn whole.
    mutating func invalidate() {
        isValid = false
    }

    /// Starts a frame on a renderer that keeps its pixels between presents (`retains`) or not; returns whether
    /// the frame must be drawn whole.
    mutating func beginFrame(retains: Bool) -> Bool {
        extraDrawn = false
        return !retains || !isValid
    }

    /// Something besides the device and the column was drawn in this frame: the next one is drawn whole.
    mutating func noteExtraDrawn() {
        extraDrawn = true
    }

    /// Ends the frame begun with `beginFrame(retains:)`.
    mutating func endFrame(retains: Bool) {
        isValid = retains && !extraDrawn
    }
}
