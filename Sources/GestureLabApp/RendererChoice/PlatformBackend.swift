internal import CSDL2
import Foundation
import GestureUIKit

/// The window app's platform half, in Dear ImGui's shape (`imgui_impl_sdl2`): SDL, the window, the wake event,
/// waiting for events, the touch devices attached, pacing, and the clock the loop reads. `App` asks it for inputs and hands them to
/// `step(to:inputs:)`; it decides nothing about the scene or what is drawn.
///
/// Owns SDL (unless a test lent its context) and the window; `close()` frees them in reverse order. Render thread
/// only.
final class PlatformBackend {
    /// Seconds: the frame interval the loop paces itself to when presenting doesn't wait for vsync.
    static let frameInterval = 1.0 / 60
    /// Milliseconds an idle loop sleeps in `SDL_WaitEventTimeout` before looking again.
    static let idleWaitMilliseconds: Int32 = 250

    let sdl: SDLContext
    /// Whether `close()` quits SDL (not when a test lent its context).
    private let ownsSDL: Bool
    let window: SDLWindow
    /// The SDL user event the decode worker pushes to wake the loop.
    let wakeEventType: UInt32
    /// The time source: SDL's ticks in production, a `ManualClock` in tests.
    let clock: any AppClock
    private var isClosed = false

    /// Takes over `window` and, when `ownsSDL`, `sdl`; `clock` is where the loop reads the time.
    init(sdl: SDLContext, ownsSDL: Bool, window: SDLWindow, wakeEventType: UInt32, clock: any AppClock) {
        self.sdl = sdl
        self.ownsSDL = ownsSDL
        self.window = window
        self.wakeEventType = wakeEventType
        self.clock = clock
    }

    /// Destroys the window, then quits SDL if it is ours. Safe to call twice.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        window.destroy()
        if ownsSDL { sdl.quit() }
    }

    /// Registers the SDL user event that wakes the loop; `push` returns a closure that pushes one.
    static func registerWakeEvent() -> (type: UInt32, push: @Sendable () -> Void) {
        let wake = SDL_RegisterEvents(1)
        return (
            wake,
            {
                var event = SDL_Event()
                event.type = wake
                _ = SDL_PushEvent(&event)
            }
        )
    }

    /// The SDL events waiting now; with a positive `milliseconds`, first waits up to that long for one.
    func waitForInputs(waitingAtMost milliseconds: Int32) -> [SDL_Event] {
        var inputs: [SDL_Event] = []
        var event = SDL_Event()
        if milliseconds > 0, SDL_WaitEventTimeout(&event, milliseconds) != 0 { inputs.append(event) }
        while SDL_PollEvent(&event) != 0 { inputs.append(event) }
        return inputs
    }

    /// The ids of the touch devices attached now (SDL2 sends no event when one is unplugged: the app polls).
    func attachedTouchDevices() -> Set<Int64> {
        var present = Set<Int64>()
        for index in 0..<SDL_GetNumTouchDevices() { present.insert(Int64(SDL_GetTouchDevice(index))) }
        return present
    }

    /// The performance counter now, for `pace(since:)`.
    static func counter() -> UInt64 { SDL_GetPerformanceCounter() }

    /// Seconds between two performance-counter readings.
    static func seconds(from start: UInt64, to end: UInt64 = SDL_GetPerformanceCounter()) -> Double {
        Double(end - start) / Double(SDL_GetPerformanceFrequency())
    }

    /// Waits out the rest of a 60 Hz frame begun at `start` so an animation doesn't spin a core, in
    /// `SDL_WaitEventTimeout` rather than asleep: the events that come are returned for the next pass, and the
    /// decode worker's wake event ends the wait at once. A photo decoded while the loop waited is then drawn now,
    /// not up to a frame later: at launch the first photo's preview used to land during the wait out of a spinner
    /// frame and stay off screen 8-15 ms (strace of the launch bench). Input still waits for the frame's end: a
    /// drag's motion events don't draw faster than 60 Hz.
    func pace(since start: UInt64) -> [SDL_Event] {
        var held: [SDL_Event] = []
        while true {
            let remaining = Self.frameInterval - Self.seconds(from: start) - 0.001
            guard remaining > 0.001 else { return held }
            var event = SDL_Event()
            guard SDL_WaitEventTimeout(&event, Int32(remaining * 1000)) != 0 else { return held }
            held.append(event)
            if event.type == wakeEventType { return held }
        }
    }

    // MARK: Start-up

    /// SDL falls back to an invisible offscreen driver when there is no display: refuse that unless asked for.
    static func requireDisplay(_ sdl: SDLContext) throws {
        let driver = sdl.videoDriver
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != nil
        if (driver == "offscreen" || driver == "dummy") && !requested {
            throw AppError(
                "no display to open a window on (SDL video driver '\(driver)'); set DISPLAY or "
                    + "WAYLAND_DISPLAY, or run under xvfb-run")
        }
    }

    /// The desktop's usable area in window coordinates (1280x800 when SDL can't tell).
    static func usableDesktopSize() -> CGSize {
        var rect = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else {
            return CGSize(width: 1280, height: 800)
        }
        return CGSize(width: Double(rect.w), height: Double(rect.h))
    }

    /// Whether windows on this SDL video driver can have a GL context worth probing.
    static func displayOffersGL(_ videoDriver: String) -> Bool {
        ["x11", "wayland", "kmsdrm"].contains(videoDriver)
    }
}
