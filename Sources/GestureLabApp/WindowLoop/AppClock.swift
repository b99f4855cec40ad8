internal import CSDL2

/// Where the window app reads the time: SDL's tick counter in production, a clock moved by hand in tests.
///
/// The app reads it in one place, `App.run(until:)`, once per pass, and hands the reading to `App.step(to:inputs:)`;
/// everything in that pass (the scene clock, the replay, the recorder, the frame statistics) sees that one time.
/// Outside a pass (start-up, the launcher's finish) `App.now` reads the clock directly. SDL stamps its events on
/// the tick counter, so in production event times and the clock agree; a test that hands `step` events stamps
/// them on its `ManualClock`.
protocol AppClock: AnyObject {
    /// Seconds on this clock.
    var seconds: Double { get }
}

/// SDL's millisecond tick counter since `SDL_Init`, the clock its event timestamps use.
final class SDLTickClock: AppClock {
    var seconds: Double { Double(SDL_GetTicks64()) / 1000 }
}

/// A clock that stands still until it is moved: tests step the app on it and nothing waits on wall time.
final class ManualClock: AppClock {
    private(set) var seconds: Double

    init(seconds: Double = 0) {
        self.seconds = seconds
    }

    /// Moves the clock on by `interval` seconds (never back).
    func advance(by interval: Double) {
        seconds += max(0, interval)
    }
}
