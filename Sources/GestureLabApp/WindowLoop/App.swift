internal import CSDL2
import Foundation
import GestureUIKit
import GestureScenes
import GestureScript

/// The window app: one SDL window showing the device screen, the scene in it, and room for the panels.
///
/// ImGui's shape: a coordinator around the platform backend (`PlatformBackend`: SDL, the window, waiting for
/// events, touch devices, pacing), the renderer backend (`RendererBackend`: the `FramePipeline` the recorder and
/// the bench's probe use too, vsync, the renderer's choice, the layout, the panels and the overlays, drawing a
/// frame from a `FrameInput`) and the state machine (`AppState`). Owns, in creation order, the platform backend,
/// the renderer backend, the scene host and the input translator; `close()` frees them in reverse order. The loop
/// lives in `App+Loop.swift` (a pure `step(to:inputs:)` and a thin `run(until:)`), the key commands in
/// `App+Commands.swift`. It reads the time only from its `AppClock`. Render thread only.
final class App {
    let options: AppOptions
    /// SDL, the window, the wake event, waiting for events, touch devices, pacing and the clock.
    let platform: PlatformBackend
    var sdlWindow: SDLWindow { platform.window }
    /// The SDL user event the decode worker pushes to wake the loop.
    var wakeEventType: UInt32 { platform.wakeEventType }
    /// The frame pipeline, vsync, the renderer's choice, the layout, the panels and the overlays.
    let rendering: RendererBackend
    var renderer: SDLRenderer { rendering.renderer }
    var worker: DecodeWorker { rendering.worker }
    let host: SceneHost
    let translator: InputTranslator
    var rendererChoice: RendererChoice { rendering.rendererChoice }
    var logsRendererChoice: Bool {
        get { rendering.logsRendererChoice }
        set { rendering.logsRendererChoice = newValue }
    }
    /// Prints the X window id and the renderer's choice (`GESTURELAB_STATS=1`; the renderer backend's).
    func logRendererChoice() { rendering.logRendererChoice() }

    /// The time source: SDL's ticks in production, a `ManualClock` in tests (the platform backend's).
    var appClock: any AppClock { platform.clock }
    /// Where the device and the panel column go (the renderer backend keeps it; `relayout()` sets it).
    var layout: WindowLayout { rendering.layout }
    /// What is shown, whether scene time runs, whether to draw or stop: the state machine (`AppState`).
    var state: AppState
    var clock: SceneClock { state.clock }
    var showsPanels: Bool { state.showsPanels }
    var showsHelp: Bool { state.showsHelp }
    var isQuitting: Bool { state.isQuitting }
    var stats: FrameStats { rendering.frame.stats }
    /// The debug panels, started on first use (`RendererBackend+Panels.swift`).
    var panels: Panels? { rendering.panels }
    /// A replayed script, the touch recorder and a compared run (`WindowFeatures+Run.swift`).
    let features = WindowFeatures()
    /// Events taken from SDL while the loop paced out a frame (`PlatformBackend.pace(since:)`): the next pass handles them
    /// first, in order.
    var heldInputs: [SDL_Event] = []
    /// The toolbar, the two-finger tap, mouse-as-touch and the UI scale (`Tablet`).
    let tablet: Tablet
    /// The UI scale of the panels and the toolbar (`--ui-scale`, the panels' setting, else the display's DPI).
    var uiScale: Double { tablet.uiScale }
    /// Whether the panels float over the scene instead of taking a column: the device fills the whole screen.
    var panelsAsOverlay: Bool { rendering.panelsAsOverlay }

    /// Opens the window and builds the scene. `sdl`: a running context to use (tests); nil starts SDL.
    /// `clock`: where time comes from (nil: SDL's ticks).
    init(
        options: AppOptions, sdl lent: SDLContext? = nil, hidden: Bool = false,
        clock time: (any AppClock)? = nil
    ) throws {
        self.options = options
        let appClock = time ?? SDLTickClock()
        // Before SDL starts: the photos' headers, the scene, and the previews of the large photos its first frame
        // shows, so their decode runs while SDL, the window and the font start (first photo in 60 ms).
        let device = options.device ?? .default
        let paths = options.imagePaths.isEmpty ? BundledResources.photosFolder().map { [$0] } ?? [] : options.imagePaths
        let loaded = ImageCatalogLoader.load(paths: paths)
        let host: SceneHost
        do {
            host = try SceneHost(
                sceneName: options.scene, options: options.options,
                deviceSize: CGSize(width: device.width, height: device.height), images: loaded.catalog,
                scenes: options.scenes, iosVersion: options.iosVersion ?? IOSVersion.default,
                whatIf: options.whatIf, safeArea: options.fitsDeviceToWindow ? options.fitSafeArea : device.safeArea)
        } catch {
            throw AppError("can't build the scene: \(error.message)")
        }
        let gate = WakeGate()
        let worker = FramePipeline.makeWorker(wake: { gate.fire() })
        Self.prefetchPreviews(host: host, library: loaded.library, worker: worker)
        let sdl: SDLContext
        do {
            sdl = try lent ?? SDLContext()
        } catch {
            worker.stop()
            throw error
        }
        var undo: [() -> Void] = lent == nil ? [{ sdl.quit() }, { worker.stop() }] : [{ worker.stop() }]
        func fail(_ error: any Error) -> any Error {
            for step in undo.reversed() { step() }
            return error
        }
        do {
            try PlatformBackend.requireDisplay(sdl)
            let choice = RendererBackend.initialRendererChoice(
                requested: options.renderer, videoDriver: sdl.videoDriver)
            let usable = PlatformBackend.usableDesktopSize()
            let initial = WindowLayout.initialWindowSize(
                device: CGSize(width: device.width, height: device.height), deviceScale: device.scale,
                zoom: options.zoom, showsPanels: options.showsPanels, usable: usable)
            // Full screen opens at the display's size: no window manager may be there to resize it.
            let display = options.fullscreen ? FullscreenPlacement.displayBounds(of: nil) : nil
            let size = display.map { (width: Int($0.width), height: Int($0.height)) } ?? initial
            let window = try SDLWindow(title: "GestureLab", width: size.width, height: size.height, hidden: hidden)
            undo.append { window.destroy() }
            // With a window manager the title bar and frame come on top: fit the content into what they leave, or
            // the device's bottom ends up off the screen.
            if !options.fullscreen, let borders = window.borders {
                let fitted = WindowLayout.initialWindowSize(
                    device: CGSize(width: device.width, height: device.height), deviceScale: device.scale,
                    zoom: options.zoom, showsPanels: options.showsPanels,
                    usable: WindowLayout.contentArea(usable: usable, borders: borders))
                if fitted != size { window.resizeCentred(width: fitted.width, height: fitted.height) }
            }
            if let handle = window.handle {
                SDL_SetWindowMinimumSize(handle, 240, 240)
                if options.fullscreen { FullscreenPlacement.fill(handle) }
            }
            for problem in loaded.scanErrors { Self.log("gesturelab: \(problem)") }
            let (renderer, chosen) = try RendererBackend.makeRenderer(window: window, choice: choice)
            let wake = PlatformBackend.registerWakeEvent()
            gate.open(wake.push)
            let pipeline = try FramePipeline(renderer: renderer, library: loaded.library, worker: worker) {
                gate.fire()
            }
            undo.append { pipeline.close() }
            platform = PlatformBackend(
                sdl: sdl, ownsSDL: lent == nil, window: window, wakeEventType: wake.type, clock: appClock)
            self.host = host
            let probes = options.renderer == nil && PlatformBackend.displayOffersGL(sdl.videoDriver)
            let layout = WindowLayout(
                outputWidth: 1, height: 1, device: host.deviceSize, deviceScale: device.scale,
                zoom: nil, showsPanels: false, fitsDevice: false)
            rendering = RendererBackend(
                window: window, pipeline: pipeline,
                selection: RendererSelection(
                    choice: chosen, probe: probes ? .pending : .notNeeded, startedAt: appClock.seconds),
                layout: layout, panelsAsOverlay: options.fitsDeviceToWindow && options.fullscreen)
            tablet = Tablet(window: window, options: options)
            state = AppState(clock: SceneClock(startingAt: appClock.seconds), showsPanels: options.showsPanels)
            translator = InputTranslator(
                mapping: InputMapping(viewport: layout.viewport, windowSize: CGSize(width: 1, height: 1)))
        } catch {
            throw fail(error)
        }
        relayout()
        updateTitle()
    }

    /// Frees everything in the reverse order of creation. Safe to call twice.
    func close() {
        rendering.close()
        platform.close()
    }

    /// Seconds on the app's clock: the running pass's time, or the clock's reading between passes.
    var now: Double { state.passTime ?? appClock.seconds }

    static func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    // MARK: Layout

    /// Recomputes the device viewport for the window's size; a fitted device is rebuilt at the new size.
    func relayout() {
        let windowSize = sdlWindow.size
        let output = renderer.outputSize
        guard windowSize.width > 0, windowSize.height > 0, output.width > 0, output.height > 0 else { return }
        let ppu = Double(output.width) / Double(windowSize.width)
        let device = options.device ?? .default
        // A fitted device is `fitScale` output pixels a point (`--device fit@2`); the panels may float over it.
        let layoutPPU = options.fitsDeviceToWindow ? ppu * options.fitScale : ppu
        let columnShown = showsPanels && !panelsAsOverlay
        if options.fitsDeviceToWindow {
            let size = WindowLayout.fittedDeviceSize(
                outputWidth: Double(output.width), height: Double(output.height),
                showsPanels: columnShown, pixelsPerUnit: layoutPPU)
            if size != host.deviceSize { rebuild { () throws(SceneError) in try host.resize(to: size) } }
        }
        var layout = WindowLayout(
            outputWidth: Double(output.width), height: Double(output.height), device: host.deviceSize,
            deviceScale: device.scale, zoom: options.zoom, showsPanels: columnShown,
            fitsDevice: options.fitsDeviceToWindow, pixelsPerUnit: layoutPPU)
        translator.mapping = InputMapping(
            viewport: layout.viewport,
            windowSize: CGSize(width: Double(windowSize.width), height: Double(windowSize.height)),
            pixelsPerUnit: ppu)
        if let first = features.relayout(
            windowSize: windowSize, output: output, device: host.deviceSize, deviceScale: device.scale,
            zoom: options.zoom, showsPanels: showsPanels)
        {
            layout.viewport = first
            translator.mapping.viewport = first
            // The compared devices' column: not widened into the room one device leaves, where the second one is.
            layout.panelColumn = features.compare?.layout?.panelColumn
        }
        rendering.layout = layout
        state.requestFrames()
    }

    /// Runs a scene rebuild; on success the translator forgets its touches and scene time restarts at 0.
    func rebuild(_ body: () throws(SceneError) -> Void) {
        do {
            try body()
            translator.reset()
            state.restartSceneTime(wall: now)
            updateTitle()
        } catch {
            Self.log("gesturelab: \(error.message)")
        }
    }

    func updateTitle() {
        sdlWindow.title = "GestureLab — \(host.sceneName)\(clock.isPaused ? " (paused)" : "")"
    }
}

/// A failure of the window app that ends it with a message (exit status 1).
struct AppError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
