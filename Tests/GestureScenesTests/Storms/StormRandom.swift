import Foundation

/// A small deterministic generator (SplitMix64, as the core's touch-storm test), so a failing seed replays.
struct StormRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A stable seed for a name (FNV-1a), so each scene has its own default storm.
    static func seed(for name: String) -> UInt64 {
        name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}

/// How big the storms are: `GESTURELAB_STORM_EVENTS` (default 50,000 per scene; `make soak` sets 1,000,000)
/// and `GESTURELAB_STORM_SEED` (replays one seed; default: a fixed seed per scene).
enum StormSettings {
    static let defaultEvents = 50_000

    static var events: Int {
        ProcessInfo.processInfo.environment["GESTURELAB_STORM_EVENTS"].flatMap { Int($0) }.map { max(1, $0) }
            ?? defaultEvents
    }

    static func seed(for scene: String) -> UInt64 {
        ProcessInfo.processInfo.environment["GESTURELAB_STORM_SEED"].flatMap { UInt64($0) }
            ?? StormRandom.seed(for: scene)
    }
}
