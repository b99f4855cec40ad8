/// Frame times for the status line and the exit summary: the last 240 frames' work, the first photo, and every
/// frame of a `--replay` script from its first event to its end (the window bench's workloads).
struct FrameStats {
    static let capacity = 240

    private var work: [Double] = []
    /// The work of every frame drawn while a replayed script played (from the frame of its first event to the
    /// frame it finished in), in seconds: a workload's frames, not the launch's.
    private(set) var scriptWork: [Double] = []
    /// The render thread's CPU seconds in each of those frames (`ThreadCPUClock`): what the load doesn't change.
    private(set) var scriptCPU: [Double] = []
    private var next = 0
    /// Frames drawn so far.
    private(set) var frameCount = 0
    /// Wall seconds of the first frame, and of the first frame that had a photo texture to draw.
    private(set) var firstFrameWall: Double?
    private(set) var firstPhotoWall: Double?

    /// Records one frame's work (advance + draw, before present) in seconds.
    /// `duringScript`: the frame played part of a `--replay` script (`scriptWork`), with `cpuSeconds` of the render
    /// thread's CPU.
    mutating func record(
        workSeconds: Double, wall: Double, photosOnScreen: Bool, duringScript: Bool = false, cpuSeconds: Double = 0
    ) {
        if duringScript {
            scriptWork.append(workSeconds)
            scriptCPU.append(cpuSeconds)
        }
        if work.count < Self.capacity { work.append(workSeconds) } else { work[next] = workSeconds }
        next = (next + 1) % Self.capacity
        frameCount += 1
        if firstFrameWall == nil { firstFrameWall = wall }
        if photosOnScreen, firstPhotoWall == nil { firstPhotoWall = wall }
    }

    /// The median of the recent frames' work, in milliseconds (0 before the first frame).
    var medianWorkMilliseconds: Double { percentile(0.5) * 1000 }

    /// The `p` quantile (0...1) of the recent frames' work, in seconds.
    func percentile(_ p: Double) -> Double {
        Self.percentile(p, of: work)
    }

    /// The `p` quantile (0...1) of `values` (0 when empty): the nearest rank.
    static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
    }

    /// A one-line summary for `GESTURELAB_STATS=1`.
    var summary: String {
        // Hundredths: a kept frame's work is under a millisecond, and the window bench divides two of them.
        func ms(_ s: Double) -> String {
            let hundredths = Int((s * 100_000).rounded())
            let fraction = hundredths % 100
            return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        }
        var text =
            "frames \(frameCount), work median \(ms(percentile(0.5))) ms, p95 \(ms(percentile(0.95))) ms, "
            + "max \(ms(percentile(1))) ms"
        if let photo = firstPhotoWall { text += ", first photo at \(ms(photo)) ms after SDL start" }
        if !scriptWork.isEmpty {
            let all = scriptWork
            text +=
                "; script frames \(all.count), median \(ms(Self.percentile(0.5, of: all))) ms, "
                + "p95 \(ms(Self.percentile(0.95, of: all))) ms, max \(ms(Self.percentile(1, of: all))) ms"
                + " (CPU median \(ms(Self.percentile(0.5, of: scriptCPU))) ms, "
                + "p95 \(ms(Self.percentile(0.95, of: scriptCPU))) ms, max \(ms(Self.percentile(1, of: scriptCPU))) ms, "
                + "total \(ms(scriptCPU.reduce(0, +))) ms)"
        }
        return text
    }
}
