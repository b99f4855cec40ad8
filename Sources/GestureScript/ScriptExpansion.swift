import Foundation

/// An expanded event before ordering: the event plus what the finger checks need.
struct PendingEvent {
    var event: TouchScriptEvent
    /// Column blamed for a finger-state error on this event.
    var column: Int
    /// Position in generation order: script order, then order within one statement; breaks time ties.
    var order: Int
}

/// Turns event statements into raw touch events.
///
/// - `tap X Y [count N] [interval S]`: for i in 0..<N, finger 1 down at T + i·S and up `tapLength` later, both
///   at (X, Y).
/// - `drag A -> B in D [finger F] [hold H] [hz R]`: down at T at A; moves at T + k/R for k = 1..n, where
///   n = ceil(D·R) (at least 1), the point moving linearly from A to B, the last move exactly at T + D at B;
///   up at B at T + D + H.
/// - `pinch C R1 -> R2 in D [angle A]`: finger 1 at C + r·(cos A, sin A), finger 2 at C − r·(cos A, sin A);
///   both down at T with r = R1, both move at the drag's sample times at 120 Hz (finger 1 then finger 2 at each
///   sample), r linear from R1 to R2 and R2 exactly at T + D; both up at T + D.
/// - `down`/`move`/`up`/`cancel` produce one event each (a cancel's point is filled in by the finger checks);
///   header statements, `end`, `expect`, `hover` and `hover-out` produce none (a pointer is not a touch: the
///   assembler keeps those as `ScriptPointerEvent`s).
enum ScriptExpansion {
    /// Seconds a `tap` keeps the finger down. touch-script.md: 0.05.
    static let tapLength = 0.05
    /// Seconds from one tap's start to the next. touch-script.md: 0.15.
    static let defaultTapInterval = 0.15
    /// Samples per second for `drag` (default) and `pinch` (always). touch-script.md: 120.
    static let defaultRate = 120.0
    /// Samples one `drag` or `pinch` may produce (about 14 minutes at 120 Hz): a guard against runaway input.
    static let maximumSamples = 100_000
    /// Taps one `tap` may produce.
    static let maximumTapCount = 1_000

    /// The number of moves for a motion of `duration` seconds at `hz`: ceil(duration·hz), at least 1; nil when
    /// that exceeds `maximumSamples`.
    ///
    /// A tolerance of 1e-9 keeps 0.5 s at 120 Hz at 60 moves despite rounding in the product.
    static func sampleCount(duration: Double, hz: Double) -> Int? {
        let exact = duration * hz
        guard exact.isFinite, exact <= Double(maximumSamples) else { return nil }
        return max(1, Int((exact - 1e-9).rounded(.up)))
    }

    /// The raw events of one statement at its resolved start time, numbered from `order`.
    static func events(for parsed: ParsedStatement, startingAt order: Int) -> [PendingEvent] {
        let statement = parsed.statement
        guard let time = statement.time else { return [] }
        var events: [PendingEvent] = []
        func emit(_ at: Double, _ finger: Int, _ phase: TouchScriptEvent.Phase, _ point: ScriptPoint) {
            let event = TouchScriptEvent(time: at, finger: finger, phase: phase, point: point, line: statement.line)
            events.append(PendingEvent(event: event, column: parsed.fingerColumn, order: order + events.count))
        }
        switch statement.kind {
        case .scene, .set, .images, .device, .ios, .whatif, .end, .expect, .hover, .hoverOut:
            break
        case .down(let finger, let point):
            emit(time, finger, .down, point)
        case .move(let finger, let point):
            emit(time, finger, .move, point)
        case .up(let finger, let point):
            emit(time, finger, .up, point)
        case .cancel(let finger):
            emit(time, finger, .cancel, ScriptPoint(x: 0, y: 0))
        case .tap(let point, let count, let interval):
            var previousUp = -Double.infinity
            for index in 0..<count {
                // Never before the previous tap's lift, even by a rounding error when interval == tapLength.
                let down = max(time + Double(index) * interval, previousUp)
                previousUp = down + tapLength
                emit(down, 1, .down, point)
                emit(previousUp, 1, .up, point)
            }
        case .drag(let from, let to, let duration, let finger, let hold, let hz):
            emit(time, finger, .down, from)
            for (at, fraction) in samples(start: time, duration: duration, hz: hz) {
                emit(at, finger, .move, interpolate(from, to, fraction))
            }
            emit(time + duration + hold, finger, .up, to)
        case .pinch(let center, let fromRadius, let toRadius, let duration, let angle):
            let radians = angle * Double.pi / 180
            let direction = ScriptPoint(x: cos(radians), y: sin(radians))
            func positions(_ radius: Double) -> (ScriptPoint, ScriptPoint) {
                let offset = ScriptPoint(x: direction.x * radius, y: direction.y * radius)
                return (
                    ScriptPoint(x: center.x + offset.x, y: center.y + offset.y),
                    ScriptPoint(x: center.x - offset.x, y: center.y - offset.y)
                )
            }
            let start = positions(fromRadius)
            emit(time, 1, .down, start.0)
            emit(time, 2, .down, start.1)
            var last = start
            for (at, fraction) in samples(start: time, duration: duration, hz: defaultRate) {
                last = positions(fraction == 1 ? toRadius : fromRadius + (toRadius - fromRadius) * fraction)
                emit(at, 1, .move, last.0)
                emit(at, 2, .move, last.1)
            }
            emit(time + duration, 1, .up, last.0)
            emit(time + duration, 2, .up, last.1)
        }
        return events
    }

    /// Sample times after `start` and the fraction of the motion done at each; the last is (start + duration, 1).
    static func samples(start: Double, duration: Double, hz: Double) -> [(time: Double, fraction: Double)] {
        let count = sampleCount(duration: duration, hz: hz) ?? 1
        return (1...count).map { index in
            if index == count { return (start + duration, 1) }
            let elapsed = Double(index) / hz
            return (start + elapsed, elapsed / duration)
        }
    }

    private static func interpolate(_ a: ScriptPoint, _ b: ScriptPoint, _ fraction: Double) -> ScriptPoint {
        if fraction == 1 { return b }
        return ScriptPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }
}

extension ScriptStatement {
    /// The raw touch events this event statement stands for, at its own time, in time order.
    ///
    /// The parser's own expansion (`tap`, `drag`, `pinch` and the raw verbs, as `ScriptExpansion` describes them)
    /// for one statement built in code: GestureLabTesting's gestures play these, so a test's `drag` is a script's
    /// `drag` sample for sample. A header, `end` or `expect` has none; a statement without a time has none.
    public var touchEvents: [TouchScriptEvent] {
        let parsed = ParsedStatement(statement: self, timeColumn: column, fingerColumn: column, argumentColumn: column)
        return ScriptExpansion.events(for: parsed, startingAt: 0)
            .sorted { ($0.event.time, $0.order) < ($1.event.time, $1.order) }
            .map(\.event)
    }
}
