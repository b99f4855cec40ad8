/// When the panels' periodic refresh (smooth values only: the clock, offsets, velocities) redraws the column: on a
/// frame whose device redraw is light, waiting for one at most a few frames.
///
/// Found by logging every frame of the viewer's gestures at 2560x1600 (`GESTURELAB_FRAME_LOG`, docs/performance.md
/// "The heavy frames spread out"): the frames at the p95 were mostly frames that redrew the whole device (an image
/// drawn as loading, a texture arriving, tiles uploaded) *and* the column's periodic redraw, two heavy steps that
/// landed on one frame by chance. Smooth values can show a frame or two later without anyone noticing; a change of
/// state (a recognizer's state, a finger down or up) and input to the panels still redraw at once (`Panels.draw`).
///
/// Deviation: none from UIKit (the panels are the lab's own); the rate of the smooth refresh is 15 Hz on light
/// frames and never below 10 Hz (`longestWait`) however heavy the frames are.
struct PanelRefreshBudget {
    /// Seconds between periodic redraws on light frames (`Panels.redrawInterval`).
    static let interval = Panels.redrawInterval
    /// Seconds a periodic redraw waits at most for a light frame: after it, the next frame redraws whatever it is.
    static let longestWait = 1.0 / 10
    /// The share of the device a frame redraws from which it is heavy (a whole-device redraw is 1).
    static let heavyDeviceShare = 0.5
    /// Bytes of textures uploaded in a frame from which it is heavy (a tile of 1024x1024 pixels is 4 MB).
    static let heavyUploadBytes = 1 << 20

    /// Whether a frame that redrew `deviceShare` of the device, after one that redrew `previousShare`, and
    /// uploaded `uploadedBytes` of textures is heavy: it uploads much, or redraws much where the frame before did
    /// not (a lighter frame is then likely to follow). In a run of frames that all redraw the device (the backdrop
    /// fading over all of it), none is heavier than the next, so the refresh keeps its 15 Hz there, off the uploads.
    static func isHeavy(deviceShare: Double, previousShare: Double, uploadedBytes: Int) -> Bool {
        uploadedBytes >= heavyUploadBytes || (deviceShare >= heavyDeviceShare && previousShare < heavyDeviceShare)
    }

    /// Whether smooth values that changed are redrawn in a frame `elapsed` seconds after the last redraw, the
    /// frame being `heavy` or not.
    static func refreshes(elapsed: Double, heavy: Bool) -> Bool {
        elapsed >= (heavy ? longestWait : interval)
    }
}
