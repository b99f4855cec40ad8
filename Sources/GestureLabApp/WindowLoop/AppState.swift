/// The window app's own state, apart from SDL, the renderer and the scene: what is shown, whether scene time
/// runs, and whether the loop must draw or stop.
///
/// ImGui's shape: the platform backend (`PlatformBackend`, `SDLInputAdapter`) turns SDL events into inputs, the
/// renderer backend (`RendererBackend`) draws; this value decides. It changes only through its transitions:
/// `perform(_:at:)` for a command (a key, a panel button), `requestFrames()` when anything changed, `frameDrawn()`
/// after a frame, and `beginPass`/`endPass`, `quit`, `screenshotTaken`, `restartSceneTime`. A command that needs
/// the scene (switch, reset, the main fix, recording) or the window (relayout, title) comes back as an `Effect`
/// for `App` to carry out, in order. No SDL, no clock: tests drive it directly.
struct AppState: Equatable {
    /// Frames drawn after any change even if nothing seems to move: one to show it, one to settle.
    static let framesAfterChange = 2

    /// Scene time from the app's clock, pausable.
    private(set) var clock: SceneClock
    private(set) var showsPanels: Bool
    private(set) var showsHelp = false
    private(set) var isQuitting = false
    /// The next frame is saved as a PNG once drawn.
    private(set) var wantsScreenshot = false
    /// Seconds on the app's clock of the pass `App.step(to:inputs:)` is running; nil between passes. Everything in
    /// a pass reads this one time (`App.now`).
    private(set) var passTime: Double?
    /// Frames still to draw even if nothing seems to move (an event arrived, a decode landed, a command ran).
    private(set) var framesToDraw = AppState.framesAfterChange

    /// What `App` must do for a command beyond this state.
    enum Effect: Equatable {
        case switchScene(Int)
        case toggleMainFix
        case reset
        case toggleRecording
        /// Escape with nothing of the app's own open: close what the scene presents, or quit when it presents
        /// nothing.
        case closeOrQuit
        /// The panel column was shown or hidden: the device's viewport moves.
        case relayout
        /// Scene time was paused or resumed: the title and status line say so.
        case pauseChanged
    }

    init(clock: SceneClock, showsPanels: Bool) {
        self.clock = clock
        self.showsPanels = showsPanels
    }

    /// Applies `command` at `time` (seconds on the app's clock); returns what `App` must do next, in order.
    mutating func perform(_ command: AppCommand, at time: Double) -> [Effect] {
        requestFrames()
        switch command {
        case .switchScene(let index): return [.switchScene(index)]
        case .toggleMainFix: return [.toggleMainFix]
        case .togglePause:
            clock.togglePause(wall: time)
            return [.pauseChanged]
        case .stepFrame:
            clock.step()
            return []
        case .reset: return [.reset]
        case .screenshot:
            wantsScreenshot = true
            return []
        case .togglePanels:
            showsPanels.toggle()
            return [.relayout]
        case .toggleRecording: return [.toggleRecording]
        case .toggleHelp:
            showsHelp.toggle()
            return []
        case .closeOrQuit:
            // The help overlay is the app's own: Escape closes it first, as it closes any overlay.
            guard !showsHelp else {
                showsHelp = false
                return []
            }
            return [.closeOrQuit]
        case .quit:
            isQuitting = true
            return []
        }
    }

    /// Something changed that the next frames must show.
    mutating func requestFrames() {
        framesToDraw = max(framesToDraw, Self.framesAfterChange)
    }

    /// A frame was drawn.
    mutating func frameDrawn() {
        framesToDraw = max(0, framesToDraw - 1)
    }

    /// A pass of the loop starts at `time` (seconds on the app's clock).
    mutating func beginPass(at time: Double) {
        passTime = time
    }

    /// The pass is over: `App.now` reads the clock again.
    mutating func endPass() {
        passTime = nil
    }

    /// The window is closing (the platform asked to quit, no renderer left).
    mutating func quit() {
        isQuitting = true
    }

    /// The screenshot asked for was taken.
    mutating func screenshotTaken() {
        wantsScreenshot = false
    }

    /// Scene time starts again at 0 at `wall` (a rebuilt scene, a replay starting).
    mutating func restartSceneTime(wall: Double) {
        clock.restart(wall: wall)
    }
}
