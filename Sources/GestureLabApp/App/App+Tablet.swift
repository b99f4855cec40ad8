internal import CSDL2
import GestureCore

/// The window app by finger (issue 20): mouse-as-touch, the touch toolbar, the two-finger tap, the panels as an
/// overlay when the device fills the screen, and the UI scale.
///
/// The loop calls `tabletEvent(_:)` first with every SDL event (nil: the toolbar took it), `noteSceneTouch(_:)`
/// for the finger events the panels left to the scene, and `drawToolbar(with:)` after everything else is drawn.
extension App {
    /// Whether the panels float over the scene instead of taking a column: the device fills the whole screen.
    var panelsAsOverlay: Bool { rendering.panelsAsOverlay }

    /// The UI scale of the panels and the toolbar (`--ui-scale`, the panels' setting, else the display's DPI).
    var uiScale: Double {
        if let scale = tablet.resolvedScale { return scale }
        let scale = options.uiScale ?? automaticUIScale
        tablet.resolvedScale = scale
        return scale
    }

    private var automaticUIScale: Double {
        var ddpi: Float = 0
        let index = sdlWindow.handle.map { max(0, SDL_GetWindowDisplayIndex($0)) } ?? 0
        let dpi = SDL_GetDisplayDPI(index, &ddpi, nil, nil) == 0 ? Double(ddpi) : nil
        return UIScale.automatic(dpi: dpi, fitScale: options.fitsDeviceToWindow ? options.fitScale : 1)
    }

    /// Sets the UI scale (nil: automatic); the panels start again at the new size.
    func setUIScale(_ scale: Double?) {
        tablet.resolvedScale = scale ?? automaticUIScale
        rendering.restartPanels()
        state.requestFrames()
    }

    /// The event the rest of the loop sees: the mouse as a finger with `--mouse-as-touch`; nil when the toolbar
    /// took it (or it was the mouse's hover). A display change refills a full-screen window.
    func tabletEvent(_ original: SDL_Event) -> SDL_Event? {
        var event = original
        if options.mouseAsTouch {
            guard let finger = tablet.mouse.translate(original, windowSize: sdlWindow.size) else { return nil }
            event = finger
        }
        if SDL_EventType(event.type) == SDL_DISPLAYEVENT, options.fullscreen, let handle = sdlWindow.handle {
            FullscreenPlacement.refill(handle, currentSize: sdlWindow.size)
        }
        return toolbarTakes(event) ? nil : event
    }

    /// Whether the toolbar's handle is there: on a fitted device (a tablet), with `--mouse-as-touch`, when SDL knows
    /// a touchscreen, or once a finger touched the window. A desktop with only a mouse keeps its keys and an
    /// unobstructed device.
    var toolbarAvailable: Bool {
        options.fitsDeviceToWindow || options.mouseAsTouch || tablet.sawFinger || tablet.toolbar.isShown
            || SDL_GetNumTouchDevices() > 0
    }

    /// Window units to toolbar points.
    private func toolbarPoint(_ f: SDL_TouchFingerEvent) -> Point {
        let size = sdlWindow.size
        return Point(x: Double(f.x) * Double(size.width) / uiScale, y: Double(f.y) * Double(size.height) / uiScale)
    }

    private static func touchKey(_ f: SDL_TouchFingerEvent) -> Int64 { f.touchId &* 1_000_003 &+ f.fingerId }

    /// Feeds a finger to the toolbar; true when it is the toolbar's (then the panels and the scene never see it).
    private func toolbarTakes(_ event: SDL_Event) -> Bool {
        let type = SDL_EventType(event.type)
        guard type == SDL_FINGERDOWN || type == SDL_FINGERMOTION || type == SDL_FINGERUP else { return false }
        let f = event.tfinger
        guard f.touchId != SDL_MOUSE_TOUCHID else { return false }
        if type == SDL_FINGERDOWN { tablet.sawFinger = true }
        guard toolbarAvailable else { return false }
        refreshToolbar()
        let toolbar = tablet.toolbar
        let result: TouchToolbar.TouchResult
        switch type {
        case SDL_FINGERDOWN: result = toolbar.touchDown(Self.touchKey(f), at: toolbarPoint(f))
        case SDL_FINGERMOTION: result = toolbar.touchMoved(Self.touchKey(f))
        default: result = toolbar.touchUp(Self.touchKey(f), at: toolbarPoint(f))
        }
        switch result {
        case .notMine:
            return false
        case .taken:
            return true
        case .action(let action):
            switch action {
            case .command(let command): perform(command)
            case .setOption(let key, let value): apply(.setOption(key: key, value: value))
            case .replayLastRecording: replayLastRecording()
            }
            refreshToolbar()
            return true
        }
    }

    /// Watches the scene's fingers for a two-finger tap, which shows or hides the toolbar.
    func noteSceneTouch(_ event: SDL_Event) {
        let type = SDL_EventType(event.type)
        guard type == SDL_FINGERDOWN || type == SDL_FINGERMOTION || type == SDL_FINGERUP else { return }
        let f = event.tfinger
        guard f.touchId != SDL_MOUSE_TOUCHID else { return }
        let time = Double(f.timestamp) / 1000
        switch type {
        case SDL_FINGERDOWN: tablet.twoFingerTap.down(Self.touchKey(f), at: toolbarPoint(f), time: time)
        case SDL_FINGERMOTION: tablet.twoFingerTap.moved(Self.touchKey(f), to: toolbarPoint(f))
        case SDL_FINGERUP:
            if tablet.twoFingerTap.up(Self.touchKey(f), at: toolbarPoint(f), time: time) { tablet.toolbar.toggle() }
        default: break
        }
    }

    /// Lays the toolbar out for the scene's state and the window's size.
    func refreshToolbar() {
        let size = sdlWindow.size
        var context = ToolbarItem.context(
            host: host, isPaused: clock.isPaused,
            isRecording: features.recorder.isRecording, showsPanels: showsPanels)
        context.canReplay = features.recorder.lastWrittenPath != nil && !features.recorder.isRecording
        context.isReplaying = features.replay?.isPlaying ?? false
        tablet.toolbar.update(
            items: ToolbarItem.items(for: context),
            screen: Size(width: Double(size.width) / uiScale, height: Double(size.height) / uiScale))
    }

    /// Whether a finger on the toolbar or the panels still needs frames.
    var tabletNeedsFrame: Bool { tablet.toolbar.isTracking || (panels?.needsFingerFrames ?? false) }

    /// Draws the toolbar with `drawer`, over everything else (the renderer half's last layer).
    func drawToolbar(with drawer: DisplayListRenderer) {
        guard toolbarAvailable else { return }
        refreshToolbar()
        var list = DisplayList()
        tablet.toolbar.draw(into: &list)
        let output = renderer.outputSize
        let window = sdlWindow.size
        let ppu = window.width > 0 ? Double(output.width) / Double(window.width) : 1
        let scale = uiScale * ppu
        drawer.draw(
            list,
            in: DeviceViewport(
                size: Size(
                    width: Double(output.width) / scale,
                    height: Double(output.height) / scale),
                scale: scale, origin: .zero))
    }
}
