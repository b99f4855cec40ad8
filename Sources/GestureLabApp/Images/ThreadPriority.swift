import Foundation

/// The decode threads' share of the cores beside the frame's threads.
///
/// On two cores a window has up to five threads that want one: the render thread, its raster worker
/// (`RasterBands`), two decode threads and the X server. A frame has a deadline (8.3 ms at 120 Hz) and a decode
/// does not: a sharp decode that lands a frame later is not seen, a frame drawn 10 ms late is. So the window's
/// decode threads run at a lower priority, as an iPhone app's image decoding runs at a lower quality of service
/// than its main thread (`DispatchQoS.utility` against `.userInteractive`). Measured on this project's two-core
/// machine, quiet, two alternated rounds of three workloads that decode while a finger moves (docs/performance.md):
/// the 2560x1600 p95 fell from 11.3-13.9 ms to 7.6-11.5 ms and the worst frame from 24-39 ms to 15-25 ms.
///
/// A thread lowers itself before its first decode that is not a preview: a preview (the first photo at launch, the
/// 1/8-scale decode the viewer waits on) keeps the priority it started with, and an unprivileged thread cannot raise
/// its priority again once lowered.
enum ThreadPriority {
    /// The window's decode threads' nice value: 10 (a quarter of the weight of a thread at 0 in Linux's scheduler
    /// when both want a core), or `GESTURELAB_DECODE_NICE` (0 keeps them at the render thread's, as before).
    static func windowBackgroundNice(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        guard let text = environment["GESTURELAB_DECODE_NICE"], let value = Int32(text) else { return 10 }
        return min(19, max(0, value))
    }

    /// Sets the calling thread's nice value to `nice` (Linux keeps one per thread: `setpriority` with
    /// `PRIO_PROCESS` and 0 names the calling thread) and returns what the kernel then reports for it.
    static func lowerCallingThread(to nice: Int32) -> Int32 {
        #if os(Linux)
            let which = __priority_which_t(PRIO_PROCESS.rawValue)
            _ = setpriority(which, 0, nice)
            errno = 0
            return getpriority(which, 0)
        #else
            return 0
        #endif
    }
}
