/// The scene's time, from the wall clock the front end reads: seconds since the scene was built, pausable.
///
/// The core never reads a clock; the app reads SDL's tick counter and converts it here. Paused, time stands
/// still (touches are delivered at the frozen time) and `step()` moves it on by one frame.
struct SceneClock: Equatable {
    /// Seconds: one step while paused, a 60 Hz frame.
    static let stepInterval = 1.0 / 60

    /// Wall seconds at which scene time was 0 (moved on resume so time continues where it stopped).
    private(set) var origin: Double
    /// The frozen scene time while paused.
    private(set) var pausedTime: Double?

    init(startingAt wall: Double = 0) {
        origin = wall
    }

    var isPaused: Bool { pausedTime != nil }

    /// Scene seconds at wall time `wall`, never negative.
    func sceneTime(wall: Double) -> Double {
        max(0, pausedTime ?? (wall - origin))
    }

    /// A new scene starts at time 0 now (staying paused if paused).
    mutating func restart(wall: Double) {
        origin = wall
        if pausedTime != nil { pausedTime = 0 }
    }

    mutating func togglePause(wall: Double) {
        if let frozen = pausedTime {
            origin = wall - frozen
            pausedTime = nil
        } else {
            pausedTime = sceneTime(wall: wall)
        }
    }

    /// Moves a paused clock on by `stepInterval`; does nothing while running.
    mutating func step() {
        if let frozen = pausedTime { pausedTime = frozen + Self.stepInterval }
    }
}
