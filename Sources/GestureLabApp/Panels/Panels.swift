internal import CSDL2
import Foundation
import GestureUIKit
import GestureScenes

/// The debug panels: the model, the ImGui layer that draws it in the panel column, and the pointer routing.
///
/// The app forwards every decoded input to `handle(_:)` before the scene; it returns true for the pointer events the
/// panels take (a press over the column and the pointer's events until its release; the wheel while ImGui wants the
/// mouse), which the scene then never sees.
/// `draw` builds the model from the scene host and draws the column; the app applies the returned actions.
final class Panels {
    /// Points: DejaVu Sans at this size (ImGui's own font when the file is missing).
    static let fontSize = 13.0

    let model = PanelModel()
    var viewState = PanelViewState()
    let imgui: ImGuiLayer
    /// The tuning the physics panel set, re-applied to a rebuilt window; nil leaves UIKit's.
    var tuningOverride: GestureTuning?
    /// The scene names the panel's scene buttons offer, in key order (the host's list when drawn from one).
    var sceneNames: [String] = SceneRegistry.builtIn.names
    /// Window coordinates of the panel column (updated by `draw`).
    private var columnInWindow: CGRect?
    private var ownsMouse = false
    /// Mouse buttons down, from the events seen (so the capture ends with the last release).
    private var pressedButtons = Set<Int>()
    private var ownedFingers = Set<Int64>()
    /// The panels floating over a device that fills the screen (`Panels+Touch.swift`); nil: the column.
    var overlay: PanelOverlayLayout?
    /// A finger on the panels as ImGui's mouse, and whether a finger (not the mouse) drives ImGui now.
    var finger = FingerPointerBridge()
    var fingerDriven = false
    /// The SDL finger id that drives `finger`.
    var drivingFinger: Int64?
    /// The size of the panels (the font and every spacing), fixed for the panels' life.
    let uiScale: Double
    private let renderer: SDLRenderer
    /// The last ImGui drawing of the column (a render target the output's size), copied on frames in between.
    private var cachedColumn: OpaquePointer?
    private var cachedSize = (width: Int32(0), height: Int32(0))
    /// Wall seconds of the last redraw, and whether the panels took input since.
    private var lastRedraw = -Double.infinity
    private var inputSinceRedraw = true
    /// The model's state when the cached column was last drawn.
    private var drawnDiscrete: PanelModel.DiscreteState?
    private var drawnContinuous: PanelModel.ContinuousState?
    /// Whether the cached column shows older values than the model has (a smooth change within the redraw
    /// interval): the app must draw another frame, or an idle window keeps the stale column.
    private(set) var isStale = false
    /// The touch trails' revision the scene's overlay was last drawn with (`TouchOverlay`, before the model's
    /// update in the same frame): when the update changes them, one more frame shows the change.
    var overlayRevisionDrawn = 0
    /// How many times the cached column has been drawn (diagnostics and tests).
    private(set) var columnRedraws = 0
    /// Why the last `draw` redrew the cached column; nil when it did not (`FrameLog`).
    private(set) var lastRedrawReason: RedrawReason?
    /// Off: every log entry redraws at once, a redraw clears the whole target and ImGui's opaque rectangles are
    /// blended, as before the panels' redraw changes (the bench draws both ways in one run to measure it).
    var usesRedrawShortcuts = true {
        didSet { imgui.fillsOpaqueQuads = usesRedrawShortcuts }
    }
    /// Log entries when the cached column was last drawn (the old rule, `usesRedrawShortcuts` off).
    private var drawnLogEntries = 0

    /// Seconds between ImGui redraws in a window: ImGui's triangles drawn by SDL's software renderer cost 8-10 ms
    /// at 1280x800, a copy of the cached column well under 1 ms. Input to the panels and a change of state (a
    /// recognizer's state or reason, an option, the screen, a finger down or up) redraw at once; smooth values
    /// (time, offsets) at 15 Hz (every fourth frame at 60 Hz) and once more when they stop. An unchanged model
    /// is not redrawn.
    static let redrawInterval = 1.0 / 15

    /// Whether the frame being drawn redraws much of the device (`PanelRefreshBudget.isHeavy`): a periodic
    /// refresh of smooth values then waits for a lighter frame, a few frames at most. The window sets it per frame.
    var deviceFrameIsHeavy = false
    /// Off: the periodic refresh lands every `redrawInterval` whatever the frame (`GESTURELAB_PANEL_BUDGET=off`,
    /// for comparisons from one build).
    var defersOnHeavyFrames = ProcessInfo.processInfo.environment["GESTURELAB_PANEL_BUDGET"] != "off"

    /// Whether a frame that did not redraw the cached column still copies it to the output: off when the output
    /// kept the last frame's column (`RetainedFrame`).
    var copiesUnchangedColumn = true
    /// Whether the last `draw` put the column's pixels in the output (redrawn, or copied from the cache): a window
    /// that keeps its pixels presents the column only then.
    private(set) var columnCopied = true

    /// The output rows the last in-place redraw drew (the bands of ImGui's frame that changed: `ImGuiBands`); nil
    /// when it drew the whole column, or the column was copied.
    private(set) var columnRedrawnRows: [Range<Int>]?

    /// Whether a redraw in a frame that keeps the output's pixels (`copiesUnchangedColumn` off) draws ImGui straight
    /// into the output's column instead of into the cached target and copying it: the window's software renderer,
    /// whose output keeps the column between frames. Found by profiling the 2560x1600 viewer gestures: clearing
    /// the 640x1600 column in the target and copying it out were a third of a redraw's cost (two 4 MB writes and a
    /// 4 MB read) for pixels the output kept anyway. The target is then behind (`targetBehind`), and the next frame
    /// that needs it (a whole one) redraws into it first.
    var drawsInPlace = false
    /// Whether the cached target shows an older column than the output (the last redraw was in place).
    private var targetBehind = false

    /// Whether the panels show the what-if controls (the edit buttons, the edits in force, the relationship graph).
    /// Off only where a test compares the column with a drawing made before them.
    var showsWhatIfControls = true

    /// Whether the column is drawn through the cache (in a window; the frame benchmark turns it on headless too,
    /// to measure what the app pays). Headless tests draw every frame, to see each click's effect at once.
    var cachesColumn: Bool

    /// Panels drawing with `renderer`; `window` gives ImGui its input (nil: headless, input by hand).
    /// `uiScale`: the size of everything; `touchStyle`: rows and buttons padded for fingers (the overlay).
    init(window: SDLWindow?, renderer: SDLRenderer, uiScale: Double = 1, touchStyle: Bool = false) throws {
        guard let rendererHandle = renderer.handle else { throw AppError("no renderer for the panels") }
        imgui = try ImGuiLayer(
            window: window?.handle, renderer: rendererHandle, fontPath: TextCache.regularFontPath,
            fontSize: Self.fontSize)
        self.uiScale = uiScale
        if uiScale != 1 || touchStyle,
            let error = imgui.setScale(
                uiScale, fontPath: TextCache.regularFontPath, fontSize: Self.fontSize,
                touch: touchStyle)
        {
            throw error
        }
        finger = FingerPointerBridge(slop: FingerPointerBridge().slop * uiScale)
        self.renderer = renderer
        cachesColumn = window != nil
        imgui.directTarget = { [weak renderer] in renderer?.imguiDirectTarget() }
    }

    /// Whether ImGui's frames are drawn into the renderer's own surface without SDL where they can be
    /// (`ImGuiRenderer.directTarget`); off: always through SDL (tests compare the two).
    var drawsDirectly = true {
        didSet { imgui.directTarget = drawsDirectly ? { [weak renderer] in renderer?.imguiDirectTarget() } : nil }
    }
    /// The frames drawn without SDL so far.
    var directFrames: Int { imgui.directFrames }

    func close() {
        if let cachedColumn { SDL_DestroyTexture(cachedColumn) }
        cachedColumn = nil
        imgui.close()
    }

    /// Forgets the cached drawing (after SDL_RENDER_TARGETS_RESET the texture's contents are lost).
    func invalidateCache() {
        imgui.forgetDrawnFrame()
        if let cachedColumn { SDL_DestroyTexture(cachedColumn) }
        cachedColumn = nil
        inputSinceRedraw = true
    }

    // MARK: Input

    /// Forwards `event` to ImGui; true when the panels take it from the scene. `windowSize`: window units.
    func handle(_ event: DecodedInput, windowSize: CGSize) -> Bool {
        let taken = route(event, windowSize: windowSize)
        if taken { inputSinceRedraw = true }
        return taken
    }

    private func route(_ event: DecodedInput, windowSize: CGSize) -> Bool {
        if let platformEvent = event.platformEvent { imgui.process(platformEvent) }
        func over(_ x: Double, _ y: Double) -> Bool {
            if let overlay { return overlay.contains(CGPoint(x: x, y: y)) }
            return columnInWindow.map { x >= $0.minX } ?? false
        }
        noteFinger(event)
        switch event.kind {
        case .input(.mouseDown(_, let x, let y, _, _, let synthetic)):
            guard !synthetic else { return false }  // synthesized from a finger
            // Where the press lands decides, not ImGui's WantCaptureMouse: that is from ImGui's last frame, and
            // the cached column runs one only on panel input or every 1/15 s, so right after a panel control (or
            // at start with the pointer over the column) it still says "capture" for a press on the scene.
            pressedButtons.insert(event.mouseButton)
            if over(x, y) { ownsMouse = true }
            return ownsMouse
        case .input(.mouseUp(_, _, _, _, _, let synthetic)):
            guard !synthetic else { return false }
            // The capture ends with the release of the last button pressed, wherever it is released.
            let taken = ownsMouse
            pressedButtons.remove(event.mouseButton)
            if pressedButtons.isEmpty { ownsMouse = false }
            return taken
        case .input(.mouseMoved(let x, let y, _, _, let synthetic)):
            guard !synthetic else { return false }
            return ownsMouse || (!event.buttonsHeld && over(x, y))
        case .input(.wheel), .syntheticWheel:
            return imgui.wantsMouse
        case .keyDown, .keyUp, .text:
            return imgui.wantsTextInput
        default:
            break
        }
        guard let f = event.finger else { return false }
        switch f.phase {
        case .down:
            guard over(f.x * windowSize.width, f.y * windowSize.height) else { return false }
            ownedFingers.insert(f.fingerID)
            pressFinger(f, windowSize: windowSize)
            return true
        case .moved:
            guard ownedFingers.contains(f.fingerID) else { return false }
            moveFinger(f, windowSize: windowSize)
            return true
        case .up:
            guard ownedFingers.remove(f.fingerID) != nil else { return false }
            releaseFinger(f, windowSize: windowSize)
            return true
        }
    }

    // MARK: Drawing

    /// Updates the model from `host` and draws the column (`column` in output pixels, `pixelsPerUnit` output
    /// pixels per window unit). `manualInput`: headless frames give the mouse by hand. `now`: seconds for the cache's
    /// redraw clock (the wall clock when nil). Returns the actions asked for.
    func draw(
        host: SceneHost, column: CGRect, pixelsPerUnit: Double, isPaused: Bool, deltaTime: Double?,
        manualInput: (mouse: (x: Double, y: Double)?, down: Bool)? = nil, now: Double? = nil
    ) -> [PanelAction] {
        sceneNames = host.sceneNames
        return draw(
            window: host.window, scene: host.scene, column: column, pixelsPerUnit: pixelsPerUnit, isPaused: isPaused,
            deltaTime: deltaTime, manualInput: manualInput, now: now)
    }

    /// As `draw(host:...)`, for a scene that is not in a host (a recorded replay).
    func draw(
        window: UIWindow, scene: LabSceneHost, column: CGRect, pixelsPerUnit: Double, isPaused: Bool,
        deltaTime: Double?, manualInput: (mouse: (x: Double, y: Double)?, down: Bool)? = nil,
        now: Double? = nil
    ) -> [PanelAction] {
        if let tuning = tuningOverride, window.tuning != tuning { window.tuning = tuning }
        model.wantsGraph = viewState.showsGraph
        model.update(window: window, scene: scene)
        let k = pixelsPerUnit > 0 ? pixelsPerUnit : 1
        let rect = CGRect(x: column.minX / k, y: column.minY / k, width: column.width / k, height: column.height / k)
        columnInWindow = rect
        let startFrame = { [imgui] in
            if imgui.hasWindow, manualInput == nil {
                self.beginWindowFrame(deltaTime: deltaTime)
            } else {
                imgui.beginFrame(
                    width: (column.maxX / k), height: column.maxY / k, deltaTime: deltaTime ?? 1.0 / 60,
                    mouse: manualInput?.mouse, mouseDown: manualInput?.down ?? false)
            }
        }
        guard cachesColumn, let target = columnTarget() else {
            columnCopied = true
            startFrame()
            return drawView(in: rect, isPaused: isPaused)
        }
        let time = now ?? Double(SDL_GetTicks64()) / 1000
        var actions: [PanelAction] = []
        var redrew = false
        let discrete = model.discreteState, continuous = model.continuousState
        let smoothChange = continuous != drawnContinuous
        let oldRuleChange = !usesRedrawShortcuts && model.log.appended != drawnLogEntries
        let inPlace = drawsInPlace && usesRedrawShortcuts && !copiesUnchangedColumn
        lastRedrawReason = nil
        if inputSinceRedraw {
            lastRedrawReason = .input
        } else if discrete != drawnDiscrete {
            lastRedrawReason = .stateChange
        } else if oldRuleChange {
            lastRedrawReason = .logEntry
        } else if copiesUnchangedColumn && targetBehind {
            lastRedrawReason = .targetBehind
        } else if smoothChange
            && (!defersOnHeavyFrames
                ? time - lastRedraw >= Self.redrawInterval
                : PanelRefreshBudget.refreshes(elapsed: time - lastRedraw, heavy: deviceFrameIsHeavy))
        {
            lastRedrawReason = .smoothValues
        }
        if lastRedrawReason != nil {
            drawnLogEntries = model.log.appended
            inputSinceRedraw = false
            lastRedraw = time
            drawnDiscrete = discrete
            drawnContinuous = continuous
            isStale = false
            columnRedraws += 1
            redrew = true
            let handle = renderer.handle
            let columnArea = SDL_Rect(
                x: Int32(column.minX), y: Int32(column.minY), w: Int32(column.width), h: Int32(column.height))
            if inPlace {
                // Into the output's column: cleared there first (as the target is) unless ImGui's background
                // paints all of it.
                targetBehind = true
                columnCopied = true
                SDL_RenderSetClipRect(handle, nil)
                startFrame()
                imgui.clearArea = columnArea
                // Only the rows whose triangles changed: the output's column shows the frame drawn last.
                imgui.redrawsChangedBandsOnly = true
                let inPlaceActions = drawView(in: rect, isPaused: isPaused)
                columnRedrawnRows = imgui.redrawnRows
                return inPlaceActions
            }
            columnRedrawnRows = nil
            targetBehind = false
            SDL_SetRenderTarget(handle, target)
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(handle, 0, 0, 0, 0)
            // Only the column: the target is the output's size, and clearing all of it cost 16-33 MB of writes
            // a redraw at 2560x1600 and 4K; the rest of it is never copied. Not even that when ImGui's window
            // background paints the whole column (`ImGuiRenderer.clearArea`).
            SDL_RenderSetClipRect(handle, nil)
            if !usesRedrawShortcuts { SDL_RenderClear(handle) }
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            startFrame()
            if usesRedrawShortcuts { imgui.clearArea = columnArea }
            // Copied to the output below: the next in-place redraw may draw only the bands that changed from it.
            imgui.keepsBands = true
            actions = drawView(in: rect, isPaused: isPaused)
            SDL_SetRenderTarget(handle, nil)
        } else {
            isStale = smoothChange
        }
        guard redrew || copiesUnchangedColumn else {
            columnCopied = false
            return actions
        }
        columnRedrawnRows = nil
        columnCopied = true
        var area = SDL_Rect(
            x: Int32(column.minX), y: Int32(column.minY), w: Int32(column.width), h: Int32(column.height))
        SDL_RenderSetClipRect(renderer.handle, nil)
        SDL_RenderCopy(renderer.handle, target, &area, &area)
        return actions
    }

    func drawView(in rect: CGRect, isPaused: Bool, begin: PanelView.WindowBegin? = nil) -> [PanelAction] {
        var view = PanelView(model: model, state: viewState, isPaused: isPaused, sceneNames: sceneNames)
        view.uiScale = uiScale
        view.showsWhatIf = showsWhatIfControls
        view.draw(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, begin: begin)
        // A control that changes only what the panels show (an edit row opened, a graph filter) changes it from
        // the next frame on: that frame must redraw the cached column, or it keeps the old one until other input.
        if view.state != viewState {
            inputSinceRedraw = true
            isStale = true
        }
        viewState = view.state
        imgui.render()
        return view.actions
    }

    /// The render target for the cached column, the output's size; nil where render targets are unsupported.
    private func columnTarget() -> OpaquePointer? {
        let size = renderer.outputSize
        let width = Int32(size.width), height = Int32(size.height)
        if let cachedColumn, cachedSize == (width, height) { return cachedColumn }
        if let cachedColumn { SDL_DestroyTexture(cachedColumn) }
        cachedColumn = SDL_CreateTexture(
            renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue,
            Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
        cachedSize = (width, height)
        // The column is opaque (the shim's window background), so the copy replaces pixels without blending.
        if let cachedColumn { SDL_SetTextureBlendMode(cachedColumn, SDL_BLENDMODE_NONE) }
        inputSinceRedraw = true
        return cachedColumn
    }
}
