import Foundation

/// The system's monotonic clock for the command line's own timings (how long `gesturelab fix` searched), read only
/// here in the front end: the model, the replay and the search take time as an input.
public enum WallClock {
    /// Seconds since an arbitrary start, never going back.
    public static func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
