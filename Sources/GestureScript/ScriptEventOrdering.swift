/// Merges expanded events into time order and checks each finger's down/move/up sequence.
///
/// Order: by time, with times within 1e-9 s of each other counted as equal so that a rounding error (0.1 + 0.2
/// versus 0.3) cannot put a later line's `down` before an earlier line's `up`; ties keep generation order
/// (script order, then order within a statement). Times are then made non-decreasing by raising any event that
/// sorted after a later time by less than that tolerance.
///
/// Finger rules: `down` needs the finger up; `move`, `up` and `cancel` need it down. A `cancel` gets the
/// finger's last point. Fingers still down at the end are allowed (the run ends with them on the screen).
enum ScriptEventOrdering {
    static func order(_ pending: [PendingEvent], file: String) throws(ScriptError) -> [TouchScriptEvent] {
        let sorted = pending.sorted { a, b in
            let (keyA, keyB) = (key(a.event.time), key(b.event.time))
            return keyA != keyB ? keyA < keyB : a.order < b.order
        }
        var events: [TouchScriptEvent] = []
        events.reserveCapacity(sorted.count)
        var down: [Int: (line: Int, point: ScriptPoint)] = [:]
        for item in sorted {
            var event = item.event
            if let previous = events.last, event.time < previous.time { event.time = previous.time }
            func fail(_ message: String) -> ScriptError {
                ScriptError(file: file, line: event.line, column: item.column, message: message)
            }
            let at = ScriptNumber.format(event.time, decimals: 6)
            switch event.phase {
            case .down:
                if let holder = down[event.finger] {
                    throw fail(
                        "finger \(event.finger) goes down at \(at) but is already down (since line \(holder.line))")
                }
                down[event.finger] = (event.line, event.point)
            case .move:
                guard down[event.finger] != nil else {
                    throw fail("'move' for finger \(event.finger) at \(at), which is not down")
                }
                down[event.finger] = (event.line, event.point)
            case .up, .cancel:
                guard let holder = down[event.finger] else {
                    throw fail("'\(event.phase.rawValue)' for finger \(event.finger) at \(at), which is not down")
                }
                if event.phase == .cancel { event.point = holder.point }
                down[event.finger] = nil
            }
            events.append(event)
        }
        return events
    }

    /// Pointer events with their `touchIndex`: the number of touch events that sort before each (by time on the
    /// same grid as `order`, then generation order, so a `hover` written before a `down` at the same time comes
    /// first). Their own order is script order: their times never decrease because statement times never do.
    ///
    /// A time is then kept between its neighbouring touch events' (ordered) times, a move of at most the 1e-9 s
    /// tolerance, so that playing by time and playing by `touchIndex` agree.
    static func place(
        _ pointers: [(event: ScriptPointerEvent, order: Int)], among pending: [PendingEvent],
        ordered events: [TouchScriptEvent]
    ) -> [ScriptPointerEvent] {
        let keys = pending.map { (key($0.event.time), $0.order) }
        return pointers.map { item in
            var event = item.event
            let own = (key(event.time), item.order)
            event.touchIndex = keys.filter { $0 < own }.count
            if event.touchIndex > 0 { event.time = max(event.time, events[event.touchIndex - 1].time) }
            if event.touchIndex < events.count { event.time = min(event.time, events[event.touchIndex].time) }
            return event
        }
    }

    /// The sort key: the time on a 1e-9 s grid.
    private static func key(_ time: Double) -> Double { (time * 1e9).rounded() }
}
