internal import CSDL2
import Foundation
import GestureCore
import GestureScenes
import GestureScript

/// The window app: one SDL window showing the device screen, the scene in it, and room for the panels.
///
/// ImGui's shape: a coordinator around the platform backend (`PlatformBackend`: SDL, the window, waiting for
/// events, touch devices, pacing), the renderer half (`FramePipeline`: renderer, text and texture caches, decode
/// worker, display-list renderer, the one the recorder and the bench's probe use too) and the state machine
/// (`AppState`). Owns, in creation order, the platform backend, the frame pipeline, the scene host and the input
/// translator; `close()` frees them in reverse order. The loop lives
/// in `App+Loop.swift` (a pure `step(to:inputs:)` and a thin `run(until:)`), the key commands in
/// `App+Commands.swift`. It reads the time only from its `AppClock`. Render thread only.
final class App {
    let options: AppOptions
    /// SDL, the window, the wake event, waiting for events, touch devices and pacing.
    let platform: PlatformBackend
    var sdl: SDLContext { platform.sdl }
    var sdlWindow: SDLWindow { platform.window }
    /// The SDL user event the decode worker pushes to wake the loop.
    var wakeEventType: UInt32 { platform.wakeEventType }
    /// The renderer on the window and what draws with it (`FramePipeline`).
    /// Replaced once when the GL probe finds hardware GL (`App+RendererChoice.swift`).
    var pipeline: FramePipeline
    var renderer: SDLRenderer { pipeline.renderer }
    var worker: DecodeWorker { pipeline.worker }
    var cache: TextureCache { pipeline.cache }
    var text: TextCache { pipeline.text }
    var drawer: DisplayListRenderer { pipeline.drawer }
    let host: SceneHost
    let translator: InputTranslator
    /// Whether presenting waits for the display's refresh; otherwise the loop paces itself to 60 Hz.
    var hasVSync: Bool
    /// The render driver in use, why, and the GL probe's progress (`RendererSelection`, `App+RendererChoice.swift`).
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

    /// The time source: SDL's ticks in production, a `ManualClock` in tests.
    let appClock: any AppClock
    /// The time of the pass `step(to:inputs:)` is running; nil between passes.
    var stepTime: Double?
    var layout: WindowLayout
    /// What is shown, whether scene time runs, whether to draw or stop: the state machine (`AppState`).
    var state: AppState
    var clock: SceneClock {
        get { state.clock }
        set { state.clock = newValue }
    }
    var showsPanels: Bool { state.showsPanels }
    var showsHelp: Bool { state.showsHelp }
    var isQuitting: Bool { state.isQuitting }
    /// A message over the window for a few seconds (where a screenshot was saved).
    let toast = Toast()
    /// The display lists, frame statistics and status line the renderer half keeps between frames.
    var frame = FrameState()
    var stats: FrameStats { frame.stats }
    /// The debug panels, started on first use (`Panels/App+Panels.swift`); `panelsFailed` when ImGui can't start.
    var panels: Panels?
    var panelsFailed = false
    /// Seconds the panels took in the last frame.
    var panelSeconds = 0.0
    /// A replayed script, the touch recorder and a compared run (`App+Features.swift`).
    var features = WindowFeatures()
    /// The toolbar, the two-finger tap, mouse-as-touch and the UI scale (`App+Tablet.swift`).
    let tablet = TabletState()
    private var isClosed = false

    /// Opens the window and builds the scene. `sdl`: a running context to use (tests); nil starts SDL.
    /// `clock`: where time comes from (nil: SDL's ticks).
    init(
        options: AppOptions, sdl lent: SDLContext? = nil, hidden: Bool = false,
        clock time: (any AppClock)? = nil
    ) throws {
        self.options = options
        appClock = time ?? SDLTickClock()
        // Before SDL starts: the photos' headers, the scene, and the previews of the large photos its first frame
        // shows, so their decode runs while SDL, the window and the font start (issue 17: first photo in 60 ms).
        let device = options.device ?? .default
        let paths = options.imagePaths.isEmpty ? BundledResources.photosFolder().map { [$0] } ?? [] : options.imagePaths
        let loaded = ImageCatalogLoader.load(paths: paths)
        let host: SceneHost
        do {
            host = try SceneHost(
                sceneName: options.scene, options: options.options,
                deviceSize: Size(width: device.width, height: device.height), images: loaded.catalog,
                scenes: options.scenes)
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
            let choice = Self.initialRendererChoice(requested: options.renderer, videoDriver: sdl.videoDriver)
            let usable = PlatformBackend.usableDesktopSize()
            let initial = WindowLayout.initialWindowSize(
                device: Size(width: device.width, height: device.height), deviceScale: device.scale,
                zoom: options.zoom, showsPanels: options.showsPanels, usable: usable)
            // Full screen opens at the display's size: no window manager may be there to resize it.
            let display = options.fullscreen ? FullscreenPlacement.displayBounds(of: nil) : nil
            let size = display.map { (width: Int($0.width), height: Int($0.height)) } ?? initial
            let window = try SDLWindow(title: "GestureLab", width: size.width, height: size.height, hidden: hidden)
            undo.append { window.destroy() }
            // With a window manager the title bar and frame come on top: fit the content into what they leave, or
            // the device's bottom ends up off the screen (issue 19).
            if !options.fullscreen, let borders = window.borders {
                let fitted = WindowLayout.initialWindowSize(
                    device: Size(width: device.width, height: device.height), deviceScale: device.scale,
                    zoom: options.zoom, showsPanels: options.showsPanels,
                    usable: WindowLayout.contentArea(usable: usable, borders: borders))
                if fitted != size { window.resizeCentred(width: fitted.width, height: fitted.height) }
            }
            if let handle = window.handle {
                SDL_SetWindowMinimumSize(handle, 240, 240)
                if options.fullscreen { FullscreenPlacement.fill(handle) }
            }
            for problem in loaded.scanErrors { Self.log("gesturelab: \(problem)") }
            let (renderer, chosen) = try Self.makeRenderer(window: window, choice: choice)
            let wake = PlatformBackend.registerWakeEvent()
            gate.open(wake.push)
            let pipeline = try FramePipeline(renderer: renderer, library: loaded.library, worker: worker) {
                gate.fire()
            }
            undo.append { pipeline.close() }
            platform = PlatformBackend(sdl: sdl, ownsSDL: lent == nil, window: window, wakeEventType: wake.type)
            self.pipeline = pipeline
            self.host = host
            hasVSync = Self.reportsVSync(renderer)
            let probes = options.renderer == nil && Self.displayOffersGL(sdl.videoDriver)
            selection = RendererSelection(
                choice: chosen, probe: probes ? .pending : .notNeeded,
                startedAt: appClock.seconds)
            state = AppState(clock: SceneClock(startingAt: appClock.seconds), showsPanels: options.showsPanels)
            layout = WindowLayout(
                outputWidth: 1, height: 1, device: host.deviceSize, deviceScale: device.scale,
                zoom: nil, showsPanels: false, fitsDevice: false)
            translator = InputTranslator(
                mapping: InputMapping(viewport: layout.viewport, windowSize: Size(width: 1, height: 1)))
        } catch {
            throw fail(error)
        }
        relayout()
        updateTitle()
    }

    /// Frees everything in the reverse order of creation. Safe to call twice.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        panels?.close()
        panels = nil
        pipeline.close()
        platform.close()
    }

    // MARK: Start-up checks

    /// The renderer a window starts with: `--renderer`, or software until the GL probe answers.
    private static func initialRendererChoice(requested: String?, videoDriver: String) -> RendererChoice {
        if let requested { return RendererChoice.decide(requested: requested, probe: nil) }
        guard displayOffersGL(videoDriver) else {
            return RendererChoice(driver: "software", reason: "the \(videoDriver) video driver offers no GL window")
        }
        return RendererChoice(driver: "software", reason: "until the GL probe answers")
    }

    /// Whether windows on this SDL video driver can have a GL context worth probing.
    static func displayOffersGL(_ videoDriver: String) -> Bool { PlatformBackend.displayOffersGL(videoDriver) }

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

    /// Seconds on the app's clock: the running pass's time, or the clock's reading between passes.
    var now: Double { stepTime ?? appClock.seconds }

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
        layout = WindowLayout(
            outputWidth: Double(output.width), height: Double(output.height), device: host.deviceSize,
            deviceScale: device.scale, zoom: options.zoom, showsPanels: columnShown,
            fitsDevice: options.fitsDeviceToWindow, pixelsPerUnit: layoutPPU)
        translator.mapping = InputMapping(
            viewport: layout.viewport,
            windowSize: Size(width: Double(windowSize.width), height: Double(windowSize.height)),
            pixelsPerUnit: ppu)
        relayoutFeatures()
        state.requestFrames()
    }

    /// Runs a scene rebuild; on success the translator forgets its touches and scene time restarts at 0.
    func rebuild(_ body: () throws(SceneError) -> Void) {
        do {
            try body()
            translator.reset()
            clock.restart(wall: now)
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
