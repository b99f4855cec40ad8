/// The window app's own state, apart from SDL, the renderer and the scene: what is shown, whether scene time
/// runs, and whether the loop must draw or stop.
///
/// ImGui's shape: the platform half (`App.run(until:)`, `SDLInputAdapter`) turns SDL events into inputs, the
/// renderer half (`FramePipeline`) draws; this value decides. It changes only through its transitions, one per
/// input: `perform(_:at:)` for a command (a key, a panel button), `requestFrames()` when anything changed, and
/// `frameDrawn()` after a frame. A command that needs the scene (switch, reset, the main fix, recording) or the
/// window (relayout, title) comes back as an `Effect` for `App` to carry out, in order. No SDL, no clock: tests
/// drive it directly.
struct AppState: Equatable {
    /// Frames drawn after any change even if nothing seems to move: one to show it, one to settle.
    static let framesAfterChange = 2

    /// Scene time from the app's clock, pausable.
    var clock: SceneClock
    var showsPanels: Bool
    var showsHelp = false
    var isQuitting = false
    /// The next frame is saved as a PNG once drawn.
    var wantsScreenshot = false
    /// Seconds on the app's clock of the pass `App.step(to:inputs:)` is running; nil between passes. Everything in
    /// a pass reads this one time (`App.now`).
    var passTime: Double?
    /// Frames still to draw even if nothing seems to move (an event arrived, a decode landed, a command ran).
    private(set) var framesToDraw = AppState.framesAfterChange

    /// What `App` must do for a command beyond this state.
    enum Effect: Equatable {
        case switchScene(Int)
        case toggleMainFix
        case reset
        case toggleRecording
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
}
