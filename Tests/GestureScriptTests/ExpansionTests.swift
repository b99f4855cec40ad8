import Testing

@testable import GestureScript

@Suite("Expansion of the compound verbs")
struct ExpansionTests {
    @Test("a tap is finger 1 down and, 0.05 s later, up at the same point")
    func singleTap() throws {
        let events = try parse("1.5 tap 100 200").events
        #expect(
            events == [
                TouchScriptEvent(time: 1.5, finger: 1, phase: .down, point: ScriptPoint(x: 100, y: 200), line: 1),
                TouchScriptEvent(time: 1.55, finger: 1, phase: .up, point: ScriptPoint(x: 100, y: 200), line: 1),
            ])
    }

    @Test("a tap with count and interval starts each tap interval seconds after the last")
    func repeatedTaps() throws {
        let events = try parse("1 tap 10 20 count 3 interval 0.2").events
        #expect(events.count == 6)
        #expect(events.map(\.phase) == [.down, .up, .down, .up, .down, .up])
        let downs = events.filter { $0.phase == .down }.map(\.time)
        let ups = events.filter { $0.phase == .up }.map(\.time)
        #expect(zip(downs, [1, 1.2, 1.4]).allSatisfy { close($0, $1) })
        #expect(zip(ups, [1.05, 1.25, 1.45]).allSatisfy { close($0, $1) })
        #expect(events.allSatisfy { $0.finger == 1 && $0.point == ScriptPoint(x: 10, y: 20) })
    }

    @Test("a double tap defaults to taps 0.15 s apart")
    func doubleTapDefaultInterval() throws {
        let downs = try parse("0 tap 5 5 count 2").events.filter { $0.phase == .down }
        #expect(downs.map(\.time) == [0, 0.15])
    }

    @Test("taps exactly one tap-length apart lift before they land again")
    func tapsBackToBack() throws {
        let events = try parse("0.3 tap 5 5 count 4 interval 0.05").events
        #expect(events.map(\.phase) == [.down, .up, .down, .up, .down, .up, .down, .up])
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test("a drag of 0.5 s at 120 Hz has one down, 60 moves with the last at T+D exactly, and one up")
    func dragSampling() throws {
        let events = try parse("0.25 drag 100 700 -> 100 100 in 0.5").events
        #expect(events.count == 62)
        #expect(
            events.first == TouchScriptEvent(time: 0.25, finger: 1, phase: .down, point: .init(x: 100, y: 700), line: 1)
        )
        let moves = events.filter { $0.phase == .move }
        #expect(moves.count == 60)
        #expect(moves.last?.time == 0.25 + 0.5)
        #expect(moves.last?.point == ScriptPoint(x: 100, y: 100))
        // Sample k is at T + k/120 and k/60 of the way: sample 30 is halfway, y = 700 - 600/2.
        #expect(close(moves[29].time, 0.25 + 30.0 / 120))
        #expect(close(moves[29].point.y, 400))
        #expect(
            events.last == TouchScriptEvent(time: 0.75, finger: 1, phase: .up, point: .init(x: 100, y: 100), line: 1))
    }

    @Test("a drag's hold keeps the finger still before it lifts, and finger and hz are honoured")
    func dragOptions() throws {
        let events = try parse("0 drag 0 0 -> 60 0 in 0.5 finger 3 hold 0.25 hz 60").events
        let moves = events.filter { $0.phase == .move }
        #expect(moves.count == 30)
        #expect(events.allSatisfy { $0.finger == 3 })
        #expect(events.last?.phase == .up)
        #expect(events.last?.time == 0.75)
        #expect(events.last?.point == ScriptPoint(x: 60, y: 0))
        #expect(close(moves[0].point.x, 2))
    }

    @Test("a drag whose duration is not a whole number of samples ends with a shorter last step")
    func dragPartialSample() throws {
        let moves = try parse("0 drag 0 0 -> 105 0 in 0.105").events.filter { $0.phase == .move }
        #expect(moves.count == 13)  // ceil(0.105 × 120) = ceil(12.6)
        #expect(close(moves[11].time, 0.1))
        #expect(moves[12].time == 0.105)
        #expect(moves[12].point.x == 105)
    }

    @Test("a drag of zero duration still moves once, to the end point, at T")
    func dragZeroDuration() throws {
        let events = try parse("1 drag 0 0 -> 10 10 in 0").events
        #expect(events.map(\.phase) == [.down, .move, .up])
        #expect(events.allSatisfy { $0.time == 1 })
        #expect(events[1].point == ScriptPoint(x: 10, y: 10))
    }

    @Test("a pinch puts fingers 1 and 2 opposite each other on the angle's line and lifts both at T+D")
    func pinchAtZeroDegrees() throws {
        let events = try parse("0 pinch 195 422 50 -> 150 in 0.25").events
        #expect(events.count == 2 + 2 * 30 + 2)
        #expect(events[0] == TouchScriptEvent(time: 0, finger: 1, phase: .down, point: .init(x: 245, y: 422), line: 1))
        #expect(events[1] == TouchScriptEvent(time: 0, finger: 2, phase: .down, point: .init(x: 145, y: 422), line: 1))
        let lastMoves = events.filter { $0.phase == .move }.suffix(2)
        #expect(lastMoves.map(\.time) == [0.25, 0.25])
        #expect(lastMoves.map(\.point) == [ScriptPoint(x: 345, y: 422), ScriptPoint(x: 45, y: 422)])
        let ups = events.suffix(2)
        #expect(ups.map(\.phase) == [.up, .up])
        #expect(ups.map(\.finger) == [1, 2])
        #expect(ups.allSatisfy { $0.time == 0.25 })
    }

    @Test("a pinch at 90 degrees places finger 1 below the centre (y grows downwards)")
    func pinchAtNinetyDegrees() throws {
        let events = try parse("0 pinch 100 100 40 -> 10 in 0.1 angle 90").events
        #expect(close(events[0].point.x, 100) && close(events[0].point.y, 140))
        #expect(close(events[1].point.x, 100) && close(events[1].point.y, 60))
        #expect(events.filter { $0.phase == .move }.count == 24)  // 12 samples × 2 fingers
    }

    @Test("raw verbs produce one event each and a cancel reports the finger's last point")
    func rawVerbs() throws {
        let events = try parse(
            """
            0 down 2 10 10
            0.1 move 2 20 30
            0.2 cancel 2
            0.3 down 2 1 1
            0.4 up 2 5 5
            """
        ).events
        #expect(events.map(\.phase) == [.down, .move, .cancel, .down, .up])
        #expect(events[2].point == ScriptPoint(x: 20, y: 30))
        #expect(events.map(\.line) == [1, 2, 3, 4, 5])
    }

    @Test("events of overlapping statements merge by time and equal times keep script order")
    func mergeOrder() throws {
        let merged = try parse("0 drag 0 0 -> 0 100 in 0.5\n0.25 down 2 7 7\n+0.25 down 1 50 50").events
        #expect(zip(merged, merged.dropFirst()).allSatisfy { $0.time <= $1.time })
        let down2 = try #require(merged.firstIndex { $0.finger == 2 })
        #expect(merged[down2].time == 0.25)
        #expect(merged[down2 - 1].time <= 0.25 && merged[down2 + 1].time >= 0.25)
        // The drag's lift at 0.5, then line 3's down at 0.5.
        #expect(merged.suffix(2).map(\.phase) == [.up, .down])
        #expect(merged.suffix(2).map(\.line) == [1, 3])
    }

    @Test("rounding in times cannot put a later line's down before an earlier line's up")
    func toleranceInOrdering() throws {
        // 0.1 + 0.2 = 0.30000000000000004 > 0.3, yet the drag's up still comes first.
        let events = try parse("0.1 drag 0 0 -> 10 10 in 0.2\n0.3 down 1 5 5").events
        #expect(events.suffix(2).map(\.phase) == [.up, .down])
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
    }
}
