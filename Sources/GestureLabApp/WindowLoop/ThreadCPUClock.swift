import Foundation

/// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), for the frame statistics' CPU figures.
///
/// A frame's wall work includes the time the render thread waited for a core: on a machine shared with other work
/// (a build, a second app) it grows with the load, while the CPU the thread spent does not. `GESTURELAB_STATS=1`
/// prints both for a replayed script's frames, so a profile taken on a busy machine still compares.
enum ThreadCPUClock {
    /// Seconds of CPU the calling thread has used.
    static func seconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
