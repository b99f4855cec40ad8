import GestureCore

/// A motion run on a window's frame callbacks: `step` gets the seconds since the start and returns true when done.
///
/// The hand-off strategies use it for their decays and flings; the window it started in is kept, so stopping works
/// even after the view has left it.
final class FrameMotion {
    private weak var window: Window?
    private var callback: Int?
    private var start = 0.0

    var isRunning: Bool { callback != nil }

    /// Starts (or restarts) the motion now.
    func start(in window: Window, step: @escaping (_ elapsed: Double) -> Bool) {
        stop()
        self.window = window
        start = window.now
        callback = window.addFrameCallback { [weak self] now in
            guard let self else { return }
            if step(now - start) { stop() }
        }
    }

    func stop() {
        if let callback { window?.removeFrameCallback(callback) }
        callback = nil
    }
}
