internal import CSDL2
import GestureCore
import GestureScenes

/// The window app's hooks for the debug panels: event routing, the ImGui column, the touch overlay, timings.
extension App {
    /// Forwards `event` to the panels when they are shown; true when the panels take it from the scene.
    func panelsTake(_ event: SDL_Event) -> Bool {
        if let panels, Self.isInput(event) { panels.model.frames.noteInput(at: Double(event.common.timestamp) / 1000) }
        guard showsPanels, let panels = ensurePanels() else { return false }
        let size = sdlWindow.size
        return panels.handle(event, windowSize: Size(width: Double(size.width), height: Double(size.height)))
    }

    private static func isInput(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEMOTION, SDL_MOUSEWHEEL, SDL_FINGERDOWN, SDL_FINGERUP,
            SDL_FINGERMOTION, SDL_KEYDOWN:
            return true
        default:
            return false
        }
    }

    /// The panels, started on first use; nil (and the plain column) if Dear ImGui can't start.
    func ensurePanels() -> Panels? {
        if let panels { return panels }
        guard !panelsFailed else { return nil }
        do {
            panels = try Panels(window: sdlWindow, renderer: renderer, uiScale: uiScale, touchStyle: panelsAsOverlay)
            panels?.model.frames.renderer = "renderer \(renderer.driverName): \(rendererChoice.reason)"
        } catch {
            panelsFailed = true
            Self.log("gesturelab: panels unavailable: \(error)")
        }
        return panels
    }

    /// Draws the panels in `column` (output pixels) and applies what they ask; false when they can't draw.
    func drawPanels(in column: Rect) -> Bool {
        guard let panels = ensurePanels() else { return false }
        let start = SDL_GetPerformanceCounter()
        let size = sdlWindow.size
        let ppu = size.width > 0 ? Double(renderer.outputSize.width) / Double(size.width) : 1
        let actions = panels.draw(
            host: host, column: column, pixelsPerUnit: ppu, isPaused: clock.isPaused, deltaTime: nil,
            now: now)
        panelSeconds = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        for action in actions { apply(action) }
        // Another frame when the column is behind the model or a trail fades: an idle window shows the last state.
        let overlayBehind =
            panels.viewState.showsTouchOverlay && panels.overlayRevisionDrawn != panels.model.touches.revision
        if !actions.isEmpty || panels.isStale || panels.model.touches.isFading || overlayBehind {
            state.requestFrames()
        }
        return true
    }

    /// Adds the touch overlay (trails, velocities, hit chain) to the scene's list when the panels show it.
    func appendPanelOverlay(to list: inout DisplayList) {
        guard showsPanels, let panels, panels.viewState.showsTouchOverlay else { return }
        panels.overlayRevisionDrawn = panels.model.touches.revision
        TouchOverlay.append(panels.model.touches, showsHitChain: panels.viewState.showsHitChain, into: &list)
    }

    /// Records a presented frame in the frame panel.
    func notePanelPresent(wall: Double, work: Double) {
        guard let panels else { return }
        panels.model.frames.notePresent(wall: wall, work: work, panels: showsPanels ? panelSeconds : 0)
    }

    /// Applies one panel action through the scene's option API, the window's tuning or a key command.
    func apply(_ action: PanelAction) {
        switch action {
        case .setOption(let key, let value):
            let isStart = host.description.option(key)?.isStartOption ?? false
            if isStart {
                rebuild { () throws(SceneError) in
                    try host.setOption(key, to: value)
                    try host.reset()
                }
            } else {
                do { try host.setOption(key, to: value) } catch { Self.log("gesturelab: \(error.message)") }
            }
        case .setTuning(let tuning):
            panels?.tuningOverride = tuning == .uikit ? nil : tuning
            host.window.tuning = tuning
        case .switchScene(let index): perform(.switchScene(index))
        case .togglePause: perform(.togglePause)
        case .stepFrame: perform(.stepFrame)
        case .resetScene: perform(.reset)
        case .screenshot: perform(.screenshot)
        case .setUIScale(let scale): setUIScale(scale)
        }
    }
}
