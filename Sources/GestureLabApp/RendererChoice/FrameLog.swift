import Foundation

/// One line per window frame, written where `GESTURELAB_FRAME_LOG` names (a path): which frames are heavy and why.
///
/// A frame's p95 is a rare heavy frame, and the stats' median and p95 don't say which work made it: this log does.
/// Per frame, tab-separated: the wall time (s), the frame's work and the render thread's CPU (ms), the share of the
/// device redrawn (%), why all of it was redrawn (`DeviceRedrawReason`, "-" when only dirty rectangles were), why
/// the panels' column was redrawn (`Panels.RedrawReason`, "-" when it was not), the panels' milliseconds, and the
/// textures uploaded this frame (tiles and bands) with their bytes. Off (nil) costs one optional check a frame.
final class FrameLog {
    /// What one frame did (filled in by `RendererBackend.drawFrame` and `present`).
    struct Entry {
        var devicePixelShare = 0.0
        var wholeDeviceReason: DeviceRedrawReason?
        var panelReason: String?
        var panelMilliseconds = 0.0
        var uploads = 0
        var uploadedBytes = 0
    }

    /// Why a frame redrew the whole device instead of its dirty rectangles.
    enum DeviceRedrawReason: String {
        /// The window's pixels could not be kept (the first frame, a resize, something drawn over the last one).
        case wholeWindow = "whole-window"
        /// An image the frame shows was drawn as loading (its spinner turns).
        case drewLoading = "drew-loading"
        /// A texture of an image the frame shows changed (a decode or a tile arrived, a texture was evicted).
        case textureChanged = "texture-changed"
        /// `GESTURELAB_DIRTY_RECTANGLES=off`.
        case dirtyRectanglesOff = "dirty-rectangles-off"
        /// `DeviceDamage` gave up on rectangles (the viewport moved, images would be cut).
        case damage
    }

    /// The entry of the frame being drawn.
    var current = Entry()
    private let file: UnsafeMutablePointer<FILE>

    /// The log `GESTURELAB_FRAME_LOG` names in `environment`; nil when unset or the file can't be opened.
    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let path = environment["GESTURELAB_FRAME_LOG"], !path.isEmpty, let file = fopen(path, "w") else {
            return nil
        }
        self.file = file
        fputs("wall\twork_ms\tcpu_ms\tdevice_pct\twhole_device\tpanels\tpanels_ms\tuploads\tupload_bytes\n", file)
    }

    deinit {
        fclose(file)
    }

    /// Writes the current entry with the frame's `wall` time, `work` and `cpu` seconds, then starts a new one.
    /// Flushed every line: the app may end by a signal.
    func finish(wall: Double, work: Double, cpu: Double) {
        let e = current
        let line = [
            String(format: "%.4f", wall), String(format: "%.3f", work * 1000), String(format: "%.3f", cpu * 1000),
            String(format: "%.1f", e.devicePixelShare * 100), e.wholeDeviceReason?.rawValue ?? "-",
            e.panelReason ?? "-", String(format: "%.3f", e.panelMilliseconds), String(e.uploads),
            String(e.uploadedBytes),
        ].joined(separator: "\t")
        fputs(line + "\n", file)
        fflush(file)
        current = Entry()
    }

}

extension RendererBackend {
    /// Why a frame redraws the whole device (nil: only `dirty`), in the order `drawFrame` decides it.
    static func wholeDeviceReason(
        whole: Bool, drewLoading: Bool, imagesChanged: Bool, dirtyRectangles: Bool, dirty: [PixelRect]?
    ) -> FrameLog.DeviceRedrawReason? {
        if whole { return .wholeWindow }
        if drewLoading { return .drewLoading }
        if imagesChanged { return .textureChanged }
        if !dirtyRectangles { return .dirtyRectanglesOff }
        return dirty == nil ? .damage : nil
    }
}
