import GestureUIKit

/// What a timeline lane shows at a moment: a recognizer state, or parked waiting for a failure requirement.
enum LaneState: String, Sendable, CaseIterable {
    case possible, waiting, began, changed, ended, cancelled, failed

    init(_ state: GestureRecognizerState) {
        switch state {
        case .possible: self = .possible
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        }
    }

    /// Ended, cancelled and failed last one event in the core (the reset is not recorded): they are shown for
    /// `TimelineHistory.terminalDisplaySeconds` and then read as possible.
    var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
}

/// The timeline panel's history: each recognizer's state changes and the touch-down/up markers, over time.
///
/// Samples come from the core's transitions and waiting/released decisions, in time order; the history keeps
/// the last `capacity` samples and markers. `state(of:at:)` answers what a lane showed at any moment still held.
struct TimelineHistory {
    /// Seconds a terminal state stays visible on a lane before it reads as possible again.
    static let terminalDisplaySeconds = 0.12

    struct Sample: Equatable, Sendable {
        var time: Double
        var recognizer: String
        var state: LaneState
    }

    /// A finger touching down or lifting, drawn as a tick across all lanes.
    struct Marker: Equatable, Sendable {
        var time: Double
        var finger: Int
        var isDown: Bool
    }

    let capacity: Int
    private(set) var samples: [Sample] = []
    private(set) var markers: [Marker] = []
    /// Recognizer names in the order first seen (the lanes), the scene's own order first.
    private(set) var lanes: [String] = []

    init(capacity: Int = 4000) { self.capacity = capacity }

    /// Sets the lanes to `names` followed by any other lane already seen.
    mutating func setLanes(_ names: [String]) {
        guard names != Array(lanes.prefix(names.count)) else { return }
        lanes = names + lanes.filter { !names.contains($0) }
    }

    mutating func record(_ sample: Sample) {
        if !lanes.contains(sample.recognizer) { lanes.append(sample.recognizer) }
        samples.append(sample)
        if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
    }

    mutating func mark(_ marker: Marker) {
        markers.append(marker)
        if markers.count > capacity { markers.removeFirst(markers.count - capacity) }
    }

    mutating func removeAll() {
        samples.removeAll()
        markers.removeAll()
        lanes.removeAll()
    }

    /// The time of the oldest sample or marker still held (nil when empty).
    var earliestTime: Double? {
        [samples.first?.time, markers.first?.time].compactMap { $0 }.min()
    }

    /// What `recognizer`'s lane shows at `time`.
    func state(of recognizer: String, at time: Double) -> LaneState {
        guard let last = samples.last(where: { $0.recognizer == recognizer && $0.time <= time }) else {
            return .possible
        }
        if last.state.isTerminal, time - last.time > Self.terminalDisplaySeconds { return .possible }
        return last.state
    }

    /// The lane's coloured spans between `start` and `end`: each span's start, end and state, possible included.
    func segments(of recognizer: String, from start: Double, to end: Double) -> [(
        start: Double, end: Double, state: LaneState
    )] {
        var result: [(start: Double, end: Double, state: LaneState)] = []
        var current = state(of: recognizer, at: start)
        var spanStart = start
        func close(at time: Double, next: LaneState) {
            if time > spanStart { result.append((spanStart, time, current)) }
            spanStart = max(spanStart, time)
            current = next
        }
        for sample in samples where sample.recognizer == recognizer && sample.time > start && sample.time <= end {
            if current.isTerminal, sample.time - spanStart > Self.terminalDisplaySeconds {
                close(at: spanStart + Self.terminalDisplaySeconds, next: .possible)
            }
            close(at: sample.time, next: sample.state)
        }
        if current.isTerminal, end - spanStart > Self.terminalDisplaySeconds {
            close(at: spanStart + Self.terminalDisplaySeconds, next: .possible)
        }
        if end > spanStart { result.append((spanStart, end, current)) }
        return result
    }
}
