/// Frame times for the status line and the exit summary: the last 240 frames' work, and the first photo.
struct FrameStats {
    static let capacity = 240

    private var work: [Double] = []
    private var next = 0
    /// Frames drawn so far.
    private(set) var frameCount = 0
    /// Wall seconds of the first frame, and of the first frame that had a photo texture to draw.
    private(set) var firstFrameWall: Double?
    private(set) var firstPhotoWall: Double?

    /// Records one frame's work (advance + draw, before present) in seconds.
    mutating func record(workSeconds: Double, wall: Double, photosOnScreen: Bool) {
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
        guard !work.isEmpty else { return 0 }
        let sorted = work.sorted()
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
        return text
    }
}
