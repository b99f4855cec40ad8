import GestureUIKit

/// Collects a run's state changes, waiting decisions, touches and expectations, in time order, into a `Timeline`.
///
/// Model-free: it takes names, state names and reasons, so the replay (`TimelineRecorder`) and the window's panels
/// feed it alike. A state lasts until the recognizer's next change; a terminal state (ended, cancelled, failed) is
/// an instant after which the row reads possible, as the recognizer is reset at once. `capacity` bounds what is
/// kept (the window runs for hours): past it, the oldest spans, marks and arrows go first.
package struct TimelineBuilder: Sendable {
    /// The most spans (and, separately, touch marks and arrows) kept.
    package let capacity: Int
    private var order: [String] = []
    private var spans: [(row: String, span: TimelineSpan)] = []
    private var open: [String: TimelineSpan] = [:]
    private var touches: [TimelineTouchMark] = []
    private var links: [TimelineLink] = []
    private var expectations: [TimelineExpectationMark] = []

    /// An empty builder keeping at most `capacity` spans, marks and arrows each.
    package init(capacity: Int = 20_000) { self.capacity = max(1, capacity) }

    /// `recognizer` received a touch: it gets a row (in the order first seen) even if it never leaves possible.
    package mutating func received(_ recognizer: String) {
        if !order.contains(recognizer) { order.append(recognizer) }
    }

    /// `recognizer` entered `state` at `time` for `reason`; the reason's arrows are added too.
    package mutating func changed(
        _ recognizer: String, to state: TimelineState, at time: Double, reason: GestureReason?
    ) {
        received(recognizer)
        if var current = open.removeValue(forKey: recognizer) {
            current.end = time
            append(recognizer, current)
        }
        if state.isTerminal {
            append(recognizer, TimelineSpan(start: time, end: time, state: state, reason: reason))
        } else if state != .possible {
            open[recognizer] = TimelineSpan(start: time, end: time, state: state, reason: reason)
        }
        if let reason {
            for link in TimelineLink.links(time: time, target: recognizer, reason: reason) { add(link) }
        }
    }

    /// A finger touched down, lifted or was cancelled.
    package mutating func touched(_ mark: TimelineTouchMark) {
        touches.append(mark)
        if touches.count > capacity { touches.removeFirst(touches.count - capacity) }
    }

    /// A checked `expect` line.
    package mutating func checked(_ mark: TimelineExpectationMark) {
        expectations.append(mark)
    }

    /// Forgets everything (a new scene).
    package mutating func removeAll() {
        order.removeAll()
        spans.removeAll()
        open.removeAll()
        touches.removeAll()
        links.removeAll()
        expectations.removeAll()
    }

    /// The timeline from `start` to `end`: open spans close at `end`; what ended before `start` is left out.
    package func timeline(title: String, caption: String = "", start: Double = 0, end: Double) -> Timeline {
        var byRow: [String: [TimelineSpan]] = [:]
        for (row, span) in spans where span.end >= start { byRow[row, default: []].append(span) }
        for (row, span) in open {
            var closed = span
            closed.end = max(span.start, end)
            byRow[row, default: []].append(closed)
        }
        let rows = order.map { name in
            TimelineRow(name: name, spans: (byRow[name] ?? []).sorted { $0.start < $1.start })
        }
        return Timeline(
            title: title, caption: caption, start: start, end: end, rows: rows,
            touches: touches.filter { $0.time >= start && $0.time <= end },
            links: links.filter { $0.time >= start && $0.time <= end },
            expectations: expectations.filter { $0.time >= start && $0.time <= end })
    }

    private mutating func append(_ row: String, _ span: TimelineSpan) {
        spans.append((row, span))
        if spans.count > capacity { spans.removeFirst(spans.count - capacity) }
    }

    private mutating func add(_ link: TimelineLink) {
        received(link.cause)
        links.append(link)
        if links.count > capacity { links.removeFirst(links.count - capacity) }
    }
}
