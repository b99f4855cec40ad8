/// The frame panel's numbers: frame rate, recent frame times and input-to-present latency.
///
/// Times are wall seconds given by the caller (SDL's tick clock, the one event timestamps use).
struct FrameTimings {
    static let capacity = 180

    /// Milliseconds of work per frame, oldest first (advance, draw and panels, before present).
    private(set) var workMilliseconds: [Float] = []
    /// Milliseconds between consecutive presents, oldest first.
    private(set) var intervalMilliseconds: [Float] = []
    /// Milliseconds from the last input event's timestamp to the present that first showed it.
    private(set) var latencyMilliseconds: [Float] = []
    /// Milliseconds the panels took to build and draw in the last frames.
    private(set) var panelMilliseconds: [Float] = []
    /// The render driver and why it was chosen (`RendererChoice`), for the Frame section; empty when unknown.
    var renderer = ""
    private var lastPresent: Double?
    private var pendingInput: Double?

    /// An input event with SDL timestamp `time` (seconds) arrived.
    mutating func noteInput(at time: Double) {
        if pendingInput == nil { pendingInput = time }
    }

    /// A frame was presented at `wall` after `work` seconds of work of which `panels` were the panels'.
    mutating func notePresent(wall: Double, work: Double, panels: Double) {
        Self.push(Float(work * 1000), into: &workMilliseconds)
        Self.push(Float(panels * 1000), into: &panelMilliseconds)
        if let last = lastPresent { Self.push(Float((wall - last) * 1000), into: &intervalMilliseconds) }
        lastPresent = wall
        if let input = pendingInput {
            Self.push(Float(max(0, wall - input) * 1000), into: &latencyMilliseconds)
            pendingInput = nil
        }
    }

    /// Frames per second over the recorded intervals (0 before two frames).
    var framesPerSecond: Double {
        let recent = intervalMilliseconds.suffix(60)
        guard !recent.isEmpty else { return 0 }
        let mean = Double(recent.reduce(0, +)) / Double(recent.count)
        return mean > 0 ? 1000 / mean : 0
    }

    private static func push(_ value: Float, into values: inout [Float]) {
        values.append(value)
        if values.count > capacity { values.removeFirst(values.count - capacity) }
    }
}

extension Array where Element == Float {
    /// The median (0 when empty).
    var median: Float {
        guard !isEmpty else { return 0 }
        return sorted()[count / 2]
    }
}
