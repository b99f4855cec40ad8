import Foundation

/// Core Foundation's `CFTimeInterval`: seconds, as a `Double`.
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `CACurrentMediaTime()`: the current media time in seconds, here the virtual time of the window whose work is
/// running: every touch the window delivers, every frame it advances (display links, animations, deceleration,
/// timers) and every layout pass it runs reads that window's clock, so code that stamps a gesture's start with
/// `CACurrentMediaTime()` and measures against it on the next frame sees the script's time, never the wall clock.
///
/// Deviation: outside a window's work (building a scene, a test calling a method directly) there is no clock to
/// read and the answer is 0 (on iOS it is the seconds since boot).
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.current?.scheduler.now ?? 0
}

/// The clock `CACurrentMediaTime()` reads: the window doing the work, bound for its duration (task-local, so two
/// windows on two threads, as the fix search's workers run them, each read their own).
package final class MediaClock: @unchecked Sendable {
    /// The window's scheduler, whose `now` is its virtual time. Unowned: the window owns this clock.
    unowned let scheduler: Scheduler

    /// The clock of `scheduler`.
    package init(scheduler: Scheduler) { self.scheduler = scheduler }

    /// The clock of the window whose work is running, if any.
    @TaskLocal package static var current: MediaClock?

    /// Runs `work` with this clock as `current`.
    package func reading<Result>(_ work: () throws -> Result) rethrows -> Result {
        try MediaClock.$current.withValue(self, operation: work)
    }
}
