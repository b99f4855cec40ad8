import Foundation
import GestureUIKit
import GestureScenes
import GestureScript

/// The window app's frame, headless, for `gesturelab-bench`: a scene host, the window's `FramePipeline`, and
/// optionally the debug panels, drawing into a software renderer over a CPU surface.
///
/// `frame(at:)` does what `App.drawFrame` does before presenting (advance, clear, upload finished decodes, draw
/// the scene, the panels, evict) and reports its CPU time split into parts. Render thread only; call `close()`.
@_spi(Benchmarking)
public final class HeadlessFrameProbe {
    /// One frame's costs, in seconds of wall time on the calling thread.
    public struct Sample: Sendable {
        /// The whole frame (the parts below included).
        public var total: Double
        /// Uploading decodes that finished (texture creation) at the start of the frame.
        public var upload: Double
        /// The debug panels (model update, ImGui build and draw); 0 without panels.
        public var panels: Double
        /// Image decodes that ran on this (the render) thread during the frame: should be 0.
        public var decodesOnFrameThread: Int
    }

    private let host: SceneHost
    private let pipeline: FramePipeline
    private var cache: TextureCache { pipeline.cache }
    private var worker: DecodeWorker { pipeline.worker }
    private let panels: Panels?
    private let layout: WindowLayout
    private var list = DisplayList()

    /// The scene's core window: touches go here, in device points, with times in scene seconds.
    public var window: UIWindow { host.window }
    /// The scene's actions so far ("pageChanged", ...), forwarded as they happen.
    public var onAction: ((SceneAction) -> Void)? {
        get { host.onAction }
        set { host.onAction = newValue }
    }
    /// Bytes of texture memory the image cache holds, and its budget.
    public var textureBytesInUse: Int { cache.bytesInUse }
    /// The image cache's texture budget, in bytes.
    public var textureBudgetBytes: Int { cache.budgetBytes }
    /// Decodes queued or running.
    public var decodesOutstanding: Int { worker.outstanding.count }
    /// Whether the drawer keeps photos pre-scaled and skips commands hidden under an opaque full-screen fill;
    /// off draws every frame as before, for a same-run comparison.
    public var usesFrameShortcuts: Bool {
        get { pipeline.drawer.skipsHiddenCommands }
        set {
            pipeline.drawer.skipsHiddenCommands = newValue
            pipeline.drawer.prescaled.isEnabled = newValue
        }
    }
    /// Whether the panels redraw their cached column only for changes of state (a pan's `changed → changed`
    /// log entries at 15 Hz) and clear only the column; off as before.
    public var usesPanelShortcuts: Bool {
        get { panels?.usesRedrawShortcuts ?? true }
        set { panels?.usesRedrawShortcuts = newValue }
    }
    /// How many times the panels' cached column has been drawn.
    public var panelRedraws: Int { panels?.columnRedraws ?? 0 }
    /// The device size in points (fitted to the output left of the panel column).
    public var deviceSize: CGSize { host.deviceSize }

    /// A `width`x`height` output showing `scene` with `options` on the photos in `photoPaths`, panels drawn when
    /// `showsPanels`. The device is the app's default (390x844 points, scaled to fit left of the panel column), or
    /// with `fitsDevice` the whole area left of the column at one point a pixel (`--device fit`).
    public init(
        sdl: HeadlessSDL, scene: String, options: [(key: String, value: String)], photoPaths: [String],
        width: Int, height: Int, showsPanels: Bool, fitsDevice: Bool = false
    ) throws {
        let device = DeviceSpec.default
        let size =
            fitsDevice
            ? WindowLayout.fittedDeviceSize(
                outputWidth: Double(width), height: Double(height), showsPanels: showsPanels)
            : CGSize(width: device.width, height: device.height)
        layout = WindowLayout(
            outputWidth: Double(width), height: Double(height), device: size,
            deviceScale: fitsDevice ? 1 : device.scale, zoom: nil, showsPanels: showsPanels,
            fitsDevice: fitsDevice)
        let loaded = ImageCatalogLoader.load(paths: photoPaths)
        do {
            host = try SceneHost(sceneName: scene, options: options, deviceSize: size, images: loaded.catalog)
        } catch {
            throw AppError("can't build the scene: \(error.message)")
        }
        let pipeline = try FramePipeline(
            renderer: try SDLRenderer(offscreenWidth: width, height: height),
            library: loaded.library)
        do {
            panels = showsPanels ? try Panels(window: nil, renderer: pipeline.renderer) : nil
        } catch {
            pipeline.close()
            throw error
        }
        self.pipeline = pipeline
        panels?.cachesColumn = true  // measure what the app pays: the cached column, redrawn at 15 Hz
    }

    /// Draws one frame at scene time `time` (seconds) and returns what it cost.
    @discardableResult
    public func frame(at time: Double) -> Sample {
        let decodesBefore = ImageDecoder.decodesOnCurrentThread
        let start = DispatchTime.now().uptimeNanoseconds
        host.advance(to: time)
        pipeline.clear(to: Overlays.windowBackground)
        // Uploading finished decodes is nearly all of beginFrame (the text cache and the spinner cost nothing).
        let uploadStart = DispatchTime.now().uptimeNanoseconds
        pipeline.beginFrame(time: time)
        let uploadEnd = DispatchTime.now().uptimeNanoseconds
        host.render(into: &list)
        pipeline.drawer.draw(list, in: layout.viewport)
        var panelNanoseconds: UInt64 = 0
        if let panels, let column = layout.panelColumn {
            let panelStart = DispatchTime.now().uptimeNanoseconds
            _ = panels.draw(
                host: host, column: column, pixelsPerUnit: 1, isPaused: false, deltaTime: 1.0 / 60,
                manualInput: (mouse: nil, down: false), now: time)
            panelNanoseconds = DispatchTime.now().uptimeNanoseconds - panelStart
        }
        pipeline.endFrame()
        let end = DispatchTime.now().uptimeNanoseconds
        return Sample(
            total: Double(end - start) / 1e9, upload: Double(uploadEnd - uploadStart) / 1e9,
            panels: Double(panelNanoseconds) / 1e9,
            decodesOnFrameThread: ImageDecoder.decodesOnCurrentThread - decodesBefore)
    }

    /// Waits (real time, at most `timeout` seconds) until no decode is queued or running.
    @discardableResult
    public func waitForDecodes(timeout: Double) -> Bool {
        worker.waitUntilIdle(timeout: timeout)
    }

    /// The frame last drawn, as BGRA bytes (for change detection).
    public func pixels() throws -> [UInt8] {
        try pipeline.renderer.readPixels().bgra
    }

    /// Frees the panels and the frame pipeline; the probe is unusable after.
    public func close() {
        panels?.close()
        pipeline.close()
    }
}
