import Testing

@testable import GestureScript

@Suite("The hover and hover-out statements")
struct HoverStatementTests {
    @Test("hover X Y and hover-out are pointer events, not touches, each placed among the touch events")
    func parses() throws {
        let script = try parse(
            """
            scene taps
            0.1 hover 20 30.5
            0.2 tap 195 422
            0.2 hover 40 50
            +0.1 hover-out
            """)
        #expect(script.events.count == 2)
        #expect(
            script.pointerEvents == [
                ScriptPointerEvent(time: 0.1, kind: .hover(ScriptPoint(x: 20, y: 30.5)), touchIndex: 0, line: 2),
                // Written after the tap's down at 0.2 (same instant): it comes after it.
                ScriptPointerEvent(time: 0.2, kind: .hover(ScriptPoint(x: 40, y: 50)), touchIndex: 1, line: 4),
                ScriptPointerEvent(time: 0.30000000000000004, kind: .out, touchIndex: 2, line: 5),
            ])
        #expect(script.statements[1].kind == .hover(point: ScriptPoint(x: 20, y: 30.5)))
        #expect(script.statements[4].kind == .hoverOut)
        #expect(close(script.lastEventTime, 0.3))
    }

    @Test("a hover before a down at the same time comes before it")
    func sameInstantOrder() throws {
        let script = try parse("scene taps\n0.2 hover 1 1\n0.2 down 1 5 5\n0.2 hover 2 2\n0.3 up 1 5 5\n")
        #expect(script.pointerEvents.map(\.touchIndex) == [0, 1])
    }

    @Test("a rounding error in a relative time does not put a hover after the touch written after it")
    func roundingKeepsScriptOrder() throws {
        // 0.1 + 0.2 is 0.30000000000000004: the hover keeps its place before the up at 0.3, at 0.3.
        let script = try parse("scene taps\n0.1 down 1 5 5\n+0.2 hover 1 1\n0.3 up 1 5 5\n")
        #expect(script.pointerEvents.map(\.touchIndex) == [1])
        #expect(script.pointerEvents.map(\.time) == [0.3])
    }

    @Test("a hover needs no finger and is not a touch: a finger's rules ignore it")
    func notATouch() throws {
        #expect(position("scene taps\n0.1 hover 5 5\n0.2 hover-out\n0.3 hover-out\n") == "parsed")
        #expect(try parse("scene taps\n0.1 hover 5 5\n").events.isEmpty)
    }

    @Test("a missing or extra operand, a missing time and a decreasing time are errors at their token")
    func errors() {
        let cases: [(String, String, String)] = [
            ("scene taps\n0.1 hover 5", "s.touches:2:12", "missing the y coordinate of the pointer"),
            ("scene taps\n0.1 hover", "s.touches:2:10", "missing the x coordinate of the pointer"),
            ("scene taps\n0.1 hover 5 x", "s.touches:2:13", "the y coordinate of the pointer"),
            ("scene taps\n0.1 hover 5 5 6", "s.touches:2:15", "unexpected '6' after 'hover X Y'"),
            ("scene taps\n0.1 hover-out 5", "s.touches:2:15", "unexpected '5' after 'hover-out'"),
            ("scene taps\nhover 5 5", "s.touches:2:1", "missing time before 'hover'"),
            ("scene taps\nhover-out", "s.touches:2:1", "missing time before 'hover-out'"),
            ("scene taps\n0.5 hover 1 1\n0.4 hover-out", "s.touches:3:1", "is before the previous event's time"),
            ("scene taps\n0.5 end\n0.6 hover 1 1", "s.touches:3:1", "nothing may follow 'end'"),
            ("scene taps\n0.1 hovr 5 5", "s.touches:2:5", "pinch, hover, hover-out, end, expect"),
        ]
        for (text, position, message) in cases {
            guard let error = parseError(text) else {
                Issue.record("parsed: \(text)")
                continue
            }
            #expect(error.description.hasPrefix(position + ": "), "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test("the writer writes hover lines in place among the touch events, and they parse back the same")
    func roundTrip() throws {
        let text = """
            scene taps
            0.1000 hover 20 30.5
            0.2000 down 1 195 422
            0.2000 hover 40 50
            0.2500 up 1 195 422
            0.3000 hover-out
            0.4000 hover 1.25 2
            """
        let script = try parse(text)
        let written = TouchScriptWriter.write(script)
        #expect(written == text + "\n")
        let again = try parse(written)
        #expect(again.pointerEvents == script.pointerEvents)
        #expect(again.events == script.events)
    }
}
