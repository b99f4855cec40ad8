import Foundation

/// A software renderer's own surface, which the panels' triangles may be drawn straight into by `imgui_raster.c`
/// with the pixels SDL would write there (`ImGuiRenderer.drawsDirectly`).
struct ImGuiDirectTarget {
    let pixels: UnsafeMutableRawPointer
    let pitch: Int32
    let width: Int32, height: Int32
    /// ARGB8888 (true) or RGB888.
    let hasAlpha: Bool
    /// The renderer's second thread (`RasterBands`); nil draws on the caller alone.
    let bands: OpaquePointer?

    /// Whether the panels are drawn directly where they can be: `GESTURELAB_IMGUI_RASTER=sdl` leaves them to SDL's
    /// software renderer for a run (the performance page's before and after from one build).
    static let isEnabled = ProcessInfo.processInfo.environment["GESTURELAB_IMGUI_RASTER"] != "sdl"
}

extension SDLRenderer {
    /// The surface the panels may be drawn into directly (`directOutput`: the software renderer's own surface, no
    /// texture target, an unmoved and unscaled viewport, ARGB8888 or RGB888), with what SDL had queued drawn first;
    /// nil where SDL must draw them (a render target such as the cached column, another renderer).
    func imguiDirectTarget() -> ImGuiDirectTarget? {
        guard ImGuiDirectTarget.isEnabled, let output = flushedDirectOutput() else { return nil }
        let size = outputSize
        return ImGuiDirectTarget(
            pixels: output.pixels, pitch: output.pitch, width: Int32(size.width), height: Int32(size.height),
            hasAlpha: output.hasAlpha,
            bands: rasterBands?.pointer)
    }
}
