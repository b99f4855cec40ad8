internal import CSDL2
import Foundation
import GestureUIKit
import GestureScenes

/// The renderer half's debug panels: event routing, the ImGui column, the floating panels, the touch overlay,
/// timings. What the panels ask goes back to `App` through `apply`.
extension RendererBackend {
    /// Forwards `event` to the panels when they are shown; true when the panels take it from the scene.
    func panelsTake(_ event: DecodedInput, showsPanels: Bool, uiScale: Double) -> Bool {
        if let panels, event.isUserInput { panels.model.frames.noteInput(at: event.wall) }
        guard showsPanels, let panels = ensurePanels(uiScale: uiScale) else { return false }
        let size = window.size
        return panels.handle(event, windowSize: CGSize(width: Double(size.width), height: Double(size.height)))
    }

    /// The panels, started on first use at `uiScale`; nil (and the plain column) if Dear ImGui can't start.
    func ensurePanels(uiScale: Double) -> Panels? {
        if let panels { return panels }
        guard !panelsFailed else { return nil }
        do {
            panels = try Panels(window: window, renderer: renderer, uiScale: uiScale, touchStyle: panelsAsOverlay)
            panels?.model.frames.renderer = "renderer \(renderer.driverName): \(rendererChoice.reason)"
        } catch {
            panelsFailed = true
            App.log("gesturelab: panels unavailable: \(error)")
        }
        return panels
    }

    /// Closes the panels; they start again on next use (at a new UI scale).
    func restartPanels() {
        panels?.close()
        panels = nil
    }

    /// Draws the panels in `column` (output pixels) and hands `apply` what they ask; false when they can't draw.
    func drawPanels(
        in column: CGRect, _ input: FrameInput, apply: (PanelAction) -> Void, wantsFrame: inout Bool
    ) -> Bool {
        guard let panels = ensurePanels(uiScale: input.uiScale) else { return false }
        let start = SDL_GetPerformanceCounter()
        let size = window.size
        let ppu = size.width > 0 ? Double(renderer.outputSize.width) / Double(size.width) : 1
        panels.model.compare = input.compare
        let actions = panels.draw(
            host: input.host, column: column, pixelsPerUnit: ppu, isPaused: input.isPaused, deltaTime: nil,
            now: input.wall)
        panelSeconds = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        frameLog?.current.panelReason = panels.lastRedrawReason?.rawValue
        frameLog?.current.panelMilliseconds = panelSeconds * 1000
        for action in actions { apply(action) }
        // Another frame when the column is behind the model or a trail fades: an idle window shows the last state.
        let overlayBehind =
            panels.viewState.showsTouchOverlay && panels.overlayRevisionDrawn != panels.model.touches.revision
        if !actions.isEmpty || panels.isStale || panels.model.touches.isFading || overlayBehind {
            wantsFrame = true
        }
        return true
    }

    /// Draws the panels floating over a device that fills the screen (when shown), handing `apply` what they ask.
    func drawFloatingPanels(_ input: FrameInput, apply: (PanelAction) -> Void, wantsFrame: inout Bool) {
        guard input.showsPanels, panelsAsOverlay, let panels = ensurePanels(uiScale: input.uiScale) else { return }
        if panels.overlay == nil { panels.overlay = PanelOverlayLayout() }
        panels.model.compare = input.compare
        let size = window.size
        let actions = panels.drawOverlay(
            host: input.host, screen: CGSize(width: Double(size.width), height: Double(size.height)),
            isPaused: input.isPaused, deltaTime: nil)
        for action in actions { apply(action) }
        if !actions.isEmpty { wantsFrame = true }
    }

    /// Adds the touch overlay (trails, velocities, hit chain) to the scene's list when the panels show it.
    func appendPanelOverlay(to list: inout DisplayList, showsPanels: Bool) {
        guard showsPanels, let panels, panels.viewState.showsTouchOverlay else { return }
        panels.overlayRevisionDrawn = panels.model.touches.revision
        TouchOverlay.append(panels.model.touches, showsHitChain: panels.viewState.showsHitChain, into: &list)
    }

    /// Records a presented frame in the frame panel.
    func notePanelPresent(wall: Double, work: Double, showsPanels: Bool) {
        guard let panels else { return }
        panels.model.frames.notePresent(wall: wall, work: work, panels: showsPanels ? panelSeconds : 0)
    }
}
