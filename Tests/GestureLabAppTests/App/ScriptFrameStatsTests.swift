import Testing
@testable import GestureLabApp

/// `GESTURELAB_STATS=1`'s script frames: only the frames that played part of a replayed script, wall and CPU.
@Suite("Frame statistics of a replayed script")
struct ScriptFrameStatsTests {
    @Test("the launch's frames are left out of the script's; its median, p95 and worst come from its own frames")
    func scriptFramesOnly() {
        var stats = FrameStats()
        stats.record(workSeconds: 0.050, wall: 0, photosOnScreen: false)  // the launch's slow frame
        for k in 1...20 {
            stats.record(
                workSeconds: Double(k) / 1000, wall: Double(k) / 60, photosOnScreen: true, duringScript: true,
                cpuSeconds: Double(k) / 2000)
        }
        let summary = stats.summary
        #expect(summary.contains("script frames 20, median 11.00 ms, p95 19.00 ms, max 20.00 ms"), "\(summary)")
        #expect(summary.contains("CPU median 5.50 ms"), "\(summary)")
        #expect(stats.scriptWork.count == 20)
    }

    @Test("with no script played the summary has no script frames")
    func noScript() {
        var stats = FrameStats()
        stats.record(workSeconds: 0.002, wall: 0, photosOnScreen: false)
        #expect(!stats.summary.contains("script frames"))
    }
}
