internal import CSDL2
import Foundation
import GestureUIKit
import GestureScenes

/// The window app's renderer half, in Dear ImGui's shape (`imgui_impl_sdlrenderer2`): the frame pipeline on the
/// window, vsync, the render driver's choice, the layout, the debug panels and the app's overlays; it draws a frame
/// from the state `App` hands it (`FrameInput`).
///
/// It decides nothing about the scene: what the panels ask comes back through an `apply` closure, whether it
/// wants another frame comes back as a Bool, and a renderer change comes back as an `Event`. Owns the frame
/// pipeline (the same `FramePipeline` the recorder and the bench's probe use) and the panels; `close()` frees them.
/// Render thread only.
final class RendererBackend {
    /// The window it draws on (owned by the platform backend).
    let window: SDLWindow
    /// The renderer on the window and what draws with it. Replaced once when the GL probe finds hardware GL
    /// (`RendererBackend+Choice.swift`).
    var pipeline: FramePipeline {
        didSet { retained.invalidate() }
    }
    var renderer: SDLRenderer { pipeline.renderer }
    var worker: DecodeWorker { pipeline.worker }
    var cache: TextureCache { pipeline.cache }
    var text: TextCache { pipeline.text }
    var drawer: DisplayListRenderer { pipeline.drawer }
    /// Whether presenting waits for the display's refresh; otherwise the loop paces itself to 60 Hz.
    var hasVSync: Bool
    /// The render driver in use, why, and the GL probe's progress (`RendererSelection`).
    var selection: RendererSelection
    var rendererChoice: RendererChoice {
        get { selection.choice }
        set { selection.choice = newValue }
    }
    var glProbe: GLProbeState {
        get { selection.probe }
        set { selection.probe = newValue }
    }
    var logsRendererChoice: Bool {
        get { selection.logsChanges }
        set { selection.logsChanges = newValue }
    }
    var startedAt: Double { selection.startedAt }
    /// Where the device and the panel column go in the output (`App.relayout()` sets it).
    var layout: WindowLayout {
        didSet { retained.invalidate() }
    }
    /// Whether this frame may keep what the last one drew outside the device (`RetainedFrame`).
    var retained = RetainedFrame()
    /// Frames drawn whole (a cleared window, the column copied) and frames that kept the last one's pixels.
    private(set) var wholeFrames = 0, retainedFrames = 0
    /// The output pixels the frame being drawn changed, when it kept the rest of the window's (its dirty rectangles
    /// and the column when copied): presenting shows only them. nil: the whole window.
    private(set) var presentArea: [PixelRect]?
    /// Frames presented in part (`presentArea`).
    private(set) var partialPresents = 0
    /// Whether kept frames redraw and present only the dirty rectangles; `GESTURELAB_DIRTY_RECTANGLES=off` redraws
    /// the whole device and presents the whole window, as before them (the window bench's same-run peer).
    let drawsDirtyRectangles = ProcessInfo.processInfo.environment["GESTURELAB_DIRTY_RECTANGLES"] != "off"
    /// Whether a texture change or a spinner of an image the frame shows redraws only that image's footprints (its
    /// old and new rectangles, `DeviceDamage`) instead of the whole device; `GESTURELAB_IMAGE_DAMAGE=whole`
    /// redraws the whole device, as before (for comparisons from one build).
    let redrawsImageFootprints = ProcessInfo.processInfo.environment["GESTURELAB_IMAGE_DAMAGE"] != "whole"
    /// The share of the device the last frame redrew (1: all of it), and whether it cuts the next frame's uploads
    /// (`UploadBudget`; `GESTURELAB_UPLOAD_BUDGET=fixed` keeps 8 MB a frame).
    private var lastDeviceShare = 1.0
    let spreadsUploads = ProcessInfo.processInfo.environment["GESTURELAB_UPLOAD_BUDGET"] != "fixed"
    /// The toolbar the last frame drew (`drawFrame`'s `top`).
    private var drawnToolbar: ToolbarDrawing?
    /// What changed in the device since the last frame, for frames that keep the window's pixels.
    var damage = DeviceDamage()
    /// The texture cache's `generation` when the last frame was drawn: another one means images changed.
    private var drawnCacheGeneration = -1
    /// Device pixels redrawn by frames that kept the window's pixels, device pixels of every frame, and of the
    /// frames that kept the window's pixels (`redrawnShareNote`).
    private(set) var redrawnDevicePixels = 0, devicePixels = 0, retainedDevicePixels = 0
    /// Whether the panels float over the scene instead of taking a column: the device fills the whole screen.
    let panelsAsOverlay: Bool
    /// The display lists, frame statistics and status line kept between frames.
    var frame = FrameState()
    /// A message over the window for a few seconds (where a screenshot was saved).
    let toast = Toast()
    /// The debug panels, started on first use (`RendererBackend+Panels.swift`); `panelsFailed` when ImGui can't
    /// start.
    var panels: Panels?
    var panelsFailed = false
    /// Seconds the panels took in the last frame.
    var panelSeconds = 0.0
    /// Per frame what it redrew and why (`GESTURELAB_FRAME_LOG`); nil when off.
    let frameLog = FrameLog()
    private var isClosed = false

    /// Takes over `pipeline` (built on `window`); `selection` is the choice it was built with, `layout` the one
    /// until the first `App.relayout()`.
    init(
        window: SDLWindow, pipeline: FramePipeline, selection: RendererSelection, layout: WindowLayout,
        panelsAsOverlay: Bool
    ) {
        self.window = window
        self.pipeline = pipeline
        self.selection = selection
        self.panelsAsOverlay = panelsAsOverlay
        self.layout = layout
        hasVSync = Self.reportsVSync(pipeline.renderer)
    }

    /// Frees the panels, then the pipeline. Safe to call twice.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        panels?.close()
        panels = nil
        pipeline.close()
    }

    // MARK: Start-up

    /// The renderer a window starts with: `--renderer`, or software until the GL probe answers.
    static func initialRendererChoice(requested: String?, videoDriver: String) -> RendererChoice {
        if let requested { return RendererChoice.decide(requested: requested, probe: nil) }
        guard PlatformBackend.displayOffersGL(videoDriver) else {
            return RendererChoice(driver: "software", reason: "the \(videoDriver) video driver offers no GL window")
        }
        return RendererChoice(driver: "software", reason: "until the GL probe answers")
    }

    /// The chosen renderer; a GL choice that fails to start falls back to software (SDLContext told it not to
    /// present through OpenGL, 3x faster on a machine without a GPU). `--renderer` failing is an error.
    static func makeRenderer(window: SDLWindow, choice: RendererChoice) throws -> (SDLRenderer, RendererChoice) {
        do {
            return (try SDLRenderer(window: window, driver: choice.driver, vsync: true), choice)
        } catch let error as SDLError where !choice.reason.hasPrefix("--renderer") && choice.driver != "software" {
            let fallback = choice.fallingBack(because: error.message)
            return (try SDLRenderer(window: window, driver: fallback.driver, vsync: true), fallback)
        }
    }

    static func reportsVSync(_ renderer: SDLRenderer) -> Bool {
        var info = SDL_RendererInfo()
        guard let handle = renderer.handle, SDL_GetRendererInfo(handle, &info) == 0 else { return false }
        // The software renderer accepts the flag but doesn't wait for the display: pace it ourselves.
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0 && renderer.driverName != "software"
    }

    // MARK: A frame

    /// Draws `input` up to presenting: the scene with the panels' touch overlay, `extras` (the compared device, the
    /// recording badge), the panel column or its plain backdrop, help and toast, the floating panels, then `top`
    /// (the toolbar). What the panels ask goes to `apply` as they draw. Returns whether another frame is needed.
    ///
    /// The toolbar does not make the next frame whole: while it draws what it drew last frame, a kept frame redraws
    /// it only over what it redrew (the dirty rectangles, a copied column), so a finger on a touchscreen keeps the
    /// savings; a toolbar that changed makes this frame whole.
    func drawFrame(
        _ input: FrameInput, apply: (PanelAction) -> Void, extras: (DisplayListRenderer) -> Void,
        top: () -> ToolbarDrawing?
    ) -> Bool {
        var wantsFrame = false
        let retains = keepsPixelsBetweenFrames
        let toolbar = top()
        let toolbarChanged = toolbar.map { !$0.drawsTheSame(as: drawnToolbar) } ?? (drawnToolbar != nil)
        drawnToolbar = toolbar
        var whole = retained.beginFrame(retains: retains)
        if toolbarChanged && !whole {
            retained.invalidate()
            whole = retained.beginFrame(retains: retains)
        }
        input.host.render(into: &frame.sceneList, hoverPoints: input.hoverPoints)
        appendPanelOverlay(to: &frame.sceneList, showsPanels: input.showsPanels)
        // Before deciding what to redraw: the decodes it uploads change what image commands draw. Fewer bytes
        // when the last frame redrew most of the device (`UploadBudget`).
        if spreadsUploads {
            cache.uploadBytesPerFrame = UploadBudget.bytesPerFrame(previousDeviceShare: lastDeviceShare)
        }
        pipeline.beginFrame(time: input.wall)
        let loading = drawer.takeLoadingImages()
        let changedImages = cache.changedImages(
            since: drawnCacheGeneration, among: DisplayListRenderer.visibleImages(frame.sceneList, in: layout.viewport))
        drawnCacheGeneration = cache.generation
        // Images whose pixels changed under the same commands (nil: can't tell which): only their footprints.
        let imageDamage = loading.flatMap { loading in changedImages.map { loading.union($0) } }
        // The whole device: when it can't tell, when told so, or when a texture under a kept backdrop changed (it
        // is kept again whole).
        let imagesWhole: Bool
        if let changed = imageDamage, let textures = changedImages {
            imagesWhole =
                !changed.isEmpty
                && (!redrawsImageFootprints
                    || !textures.isDisjoint(
                        with: DisplayListRenderer.imagesUnderBackdrop(frame.sceneList, in: layout.viewport)))
        } else {
            imagesWhole = true
        }
        let dirty = damage.damage(
            for: frame.sceneList, in: layout.viewport, everything: whole || imagesWhole || !drawsDirtyRectangles,
            images: imageDamage ?? [])
        let device = layout.viewport.pixelBounds
        let deviceArea = max(1, device.width * device.height)
        let redrawnArea = whole ? deviceArea : dirty.map { $0.reduce(0) { $0 + $1.width * $1.height } } ?? deviceArea
        let deviceShare = Double(redrawnArea) / Double(deviceArea)
        panels?.deviceFrameIsHeavy = PanelRefreshBudget.isHeavy(
            deviceShare: deviceShare, previousShare: lastDeviceShare, uploadedBytes: cache.uploadedBytesThisFrame)
        lastDeviceShare = deviceShare
        if let frameLog {
            let drewLoading = loading.map { !$0.isEmpty } ?? true
            let imagesChanged = changedImages.map { !$0.isEmpty } ?? true
            frameLog.current.wholeDeviceReason = Self.wholeDeviceReason(
                whole: whole, drewLoading: drewLoading && imagesWhole, imagesChanged: imagesChanged && imagesWhole,
                dirtyRectangles: drawsDirtyRectangles, dirty: dirty)
            frameLog.current.devicePixelShare = deviceShare
            frameLog.current.uploads = cache.uploadsThisFrame
            frameLog.current.uploadedBytes = cache.uploadedBytesThisFrame
        }
        if whole {
            pipeline.clear(to: Overlays.windowBackground)
            drawer.draw(frame.sceneList, in: layout.viewport)
            wholeFrames += 1
        } else {
            redrawDevice(in: dirty)
        }
        devicePixels += layout.viewport.pixelBounds.width * layout.viewport.pixelBounds.height
        panels?.copiesUnchangedColumn = whole
        panels?.drawsInPlace = retains
        let listsBefore = drawer.listsDrawn
        extras(drawer)
        drawOverlays(input, apply: apply, wantsFrame: &wantsFrame)
        drawFloatingPanels(input, apply: apply, wantsFrame: &wantsFrame)
        let extraDrawn = drawer.listsDrawn != listsBefore || (input.showsPanels && panelsAsOverlay)
        if extraDrawn { retained.noteExtraDrawn() }
        // What this frame redrew of the window in a kept frame: the dirty rectangles and a copied column. Presented
        // alone unless something else drew too.
        var redrawn: [PixelRect]?
        if !whole && retains {
            var area = dirty ?? [layout.viewport.pixelBounds]
            if let column = layout.panelColumn, panels?.columnCopied ?? false {
                let whole = PixelRect(enclosing: column, transform: .identity)
                // A column redrawn in place in bands: only those rows changed (none when ImGui drew the same).
                if let rows = panels?.columnRedrawnRows {
                    area += rows.map { PixelRect(x: whole.x, y: $0.lowerBound, width: whole.width, height: $0.count) }
                } else {
                    area.append(whole)
                }
            }
            redrawn = area
        }
        presentArea = extraDrawn || !drawsDirtyRectangles ? nil : redrawn
        if let toolbar { draw(toolbar, over: redrawn) }
        pipeline.endFrame()
        retained.endFrame(retains: retains)
        return wantsFrame
    }

    /// A kept frame's device: only `dirty` (all of it when nil), each rectangle cleared alone while the rest of the
    /// window keeps its pixels; and only its part of the device's outermost ring when the scene paints all the rest
    /// with an opaque fill (the photos viewer's black).
    private func redrawDevice(in dirty: [PixelRect]?) {
        let device = layout.viewport.pixelBounds
        let areas = dirty ?? [device]
        let covered = !areas.isEmpty && drawer.coversViewportInside(frame.sceneList, viewport: layout.viewport)
        let ring = [
            PixelRect(x: device.x, y: device.y, width: device.width, height: 1),
            PixelRect(x: device.x, y: device.y + device.height - 1, width: device.width, height: 1),
            PixelRect(x: device.x, y: device.y, width: 1, height: device.height),
            PixelRect(x: device.x + device.width - 1, y: device.y, width: 1, height: device.height),
        ]
        for area in areas {
            for strip in covered ? ring.map({ $0.intersection(area) }) : [area] where !strip.isEmpty {
                renderer.fillRect(
                    x: Int32(strip.x), y: Int32(strip.y), width: Int32(strip.width), height: Int32(strip.height),
                    color: Self.clearColor)
            }
            drawer.draw(frame.sceneList, in: layout.viewport, within: dirty == nil ? nil : area)
            redrawnDevicePixels += area.width * area.height
        }
        // Nothing drawn: the hidden images are asked for all the same (`draw` asks in the frames it draws).
        if areas.isEmpty { drawer.prefetchHiddenImages(in: frame.sceneList, viewport: layout.viewport) }
        retainedFrames += 1
        retainedDevicePixels += device.width * device.height
    }

    /// The touch toolbar over everything: whole, or only over `redrawn` (what a kept frame redrew under it; over
    /// the rest it is still there), once over each pixel, since it is translucent.
    private func draw(_ toolbar: ToolbarDrawing, over redrawn: [PixelRect]?) {
        guard let redrawn else {
            drawer.draw(toolbar.list, in: toolbar.viewport)
            return
        }
        for area in DeviceDamage.disjoint(redrawn) { drawer.draw(toolbar.list, in: toolbar.viewport, within: area) }
    }

    /// The window background as `FramePipeline.clear(to:)` converts it, so a partial clear matches a whole one.
    static var clearColor: SDL_Color {
        let c = Overlays.windowBackground
        return SDL_Color(r: UInt8(c.red * 255), g: UInt8(c.green * 255), b: UInt8(c.blue * 255), a: 255)
    }

    /// Whether the renderer draws into a surface that keeps its pixels from one present to the next: SDL's software
    /// renderer on the window (`RetainedFrame`).
    var keepsPixelsBetweenFrames: Bool { renderer.isSoftware }

    /// After a frame begun at `start` (a performance-counter reading): its work into the stats (`duringScript`: the
    /// frame played part of a `--replay` script; `cpuStart`: the render thread's CPU seconds when it began), then
    /// presents and notes it in the frame panel.
    func present(start: UInt64, wall: Double, showsPanels: Bool, duringScript: Bool = false, cpuStart: Double = 0) {
        let workSeconds = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        let cpuSeconds = duringScript || frameLog != nil ? ThreadCPUClock.seconds() - cpuStart : 0
        frameLog?.finish(wall: wall, work: workSeconds, cpu: cpuSeconds)
        frame.stats.record(
            workSeconds: workSeconds, wall: wall, photosOnScreen: cache.textureCount > 0, duringScript: duringScript,
            cpuSeconds: cpuSeconds)
        if let presentArea {
            renderer.present(rects: presentArea)
            partialPresents += 1
        } else {
            renderer.present()
        }
        notePanelPresent(wall: wall, work: workSeconds, showsPanels: showsPanels)
    }

    private func drawOverlays(_ input: FrameInput, apply: (PanelAction) -> Void, wantsFrame: inout Bool) {
        frame.overlayList.removeAll()
        let output = renderer.outputSize
        let bounds = CGRect(x: 0, y: 0, width: Double(output.width), height: Double(output.height))
        if let column = layout.panelColumn, !drawPanels(in: column, input, apply: apply, wantsFrame: &wantsFrame) {
            let status = frame.statusLine(at: input.wall) { statusLine(stats: $0, isPaused: input.isPaused) }
            Overlays.panelColumn(column, host: input.host, status: status, into: &frame.overlayList)
        }
        if input.showsHelp {
            Overlays.help(in: bounds, sceneNames: input.host.sceneNames, into: &frame.overlayList)
        }
        if let message = toast.current(now: input.wall) {
            Overlays.toast(message, in: bounds, into: &frame.overlayList)
            wantsFrame = true
        }
        guard !frame.overlayList.commands.isEmpty else { return }
        drawer.draw(frame.overlayList, in: DeviceViewport(size: bounds.size, scale: 1, origin: .zero))
    }

    /// "paused · frame 3.1 ms · software": the median work of recent frames and the render driver.
    /// Takes the stats rather than reading `frame`: it runs inside `frame`'s mutation (exclusive access).
    private func statusLine(stats: FrameStats, isPaused: Bool) -> String {
        let tenths = Int(stats.medianWorkMilliseconds * 10)
        let paused = isPaused ? "paused · " : ""
        return "\(paused)frame \(tenths / 10).\(tenths % 10) ms · \(renderer.driverName)"
    }

    /// SDL lost the render targets (`SDL_RENDER_TARGETS_RESET`): every texture is made again on demand.
    func renderTargetsReset() {
        retained.invalidate()
        cache.invalidateAll()
        drawer.prescaled.removeAll()
        drawer.discs.removeAll()
        text.invalidateAll()
        panels?.invalidateCache()
    }

    /// The status line shows the pause from the next frame on.
    func pauseChanged() {
        frame.invalidateStatus()
    }

    /// Reads the frame just drawn and writes it as a PNG in the current folder, encoding off the render thread;
    /// `wake` is the SDL event that wakes the loop to show the message.
    func saveScreenshot(sceneName: String, wake: UInt32) {
        let image: RenderedImage
        do {
            image = try renderer.readPixels()
        } catch {
            App.log("gesturelab: screenshot failed: \(error)")
            return
        }
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        let path = FileManager.default.currentDirectoryPath + "/gesturelab-\(sceneName)-\(stamp).png"
        let toast = toast
        Thread.detachNewThread {
            do {
                try image.savePNG(path)
                App.log("gesturelab: saved \(path)")
                toast.post("Screenshot saved: \(path)")
            } catch {
                App.log("gesturelab: screenshot failed: \(error)")
                toast.post("Screenshot failed: \(error)")
            }
            // Wakes the loop so the message is drawn now (SDL_PushEvent is thread-safe).
            var event = SDL_Event()
            event.type = wake
            _ = SDL_PushEvent(&event)
        }
    }
}
