import Testing

@testable import GestureScript

@Suite("Writing events back as a script")
struct TouchScriptWriterTests {
    static let source = """
        # every verb
        scene photos open=1 dismiss-style=slide
        set long-image-dismiss=off
        images a.jpg "with space.jpg" "quote\\"d#.jpg"
        device 375x667@2
        0.1 tap 195 422 count 2
        0.6 drag 195 300 -> 195 700 in 0.37 hold 0.1 hz 90
        1.2 pinch 195 422 40 -> 123.456 in 0.3 angle 33
        1.6 down 3 10.5 20.25
        +0.0083 move 3 11.123456 20
        +0.01 cancel 3
        2 end
        """

    @Test("a parsed script written and parsed again has the same events to 1e-4")
    func roundTrip() throws {
        let original = try parse(Self.source)
        let text = TouchScriptWriter.write(original, comment: "recorded by a test\nsecond line")
        let again = try parse(text)
        #expect(again.events.count == original.events.count)
        for (a, b) in zip(original.events, again.events) {
            #expect(a.finger == b.finger && a.phase == b.phase)
            #expect(
                close(a.time, b.time, 1e-4) && close(a.point.x, b.point.x, 1e-4) && close(a.point.y, b.point.y, 1e-4))
        }
        #expect(again.scene == "photos")
        #expect(again.sceneOptions.map(\.key) == ["open", "dismiss-style"])
        #expect(again.setOptions.map(\.value) == ["off"])
        #expect(again.imagesAsWritten == ["a.jpg", "with space.jpg", "quote\"d#.jpg"])
        #expect(again.device == DeviceSpec(width: 375, height: 667, scale: 2))
        #expect(again.endTime == 2)
        #expect(text.hasPrefix("# recorded by a test\n# second line\nscene photos open=1 dismiss-style=slide\n"))
    }

    @Test("a second round trip reproduces the text exactly")
    func stableText() throws {
        let first = TouchScriptWriter.write(try parse(Self.source))
        let second = TouchScriptWriter.write(try parse(first))
        #expect(first == second)
    }

    @Test("recorded events print times with 4 decimals and coordinates without trailing zeros")
    func format() {
        let text = TouchScriptWriter.write(
            events: [
                TouchScriptEvent(time: 0, finger: 1, phase: .down, point: ScriptPoint(x: 195, y: 400.5)),
                TouchScriptEvent(
                    time: 0.016_666, finger: 1, phase: .move, point: ScriptPoint(x: -0.000_01, y: 1.234_56)),
                TouchScriptEvent(time: 0.033_3, finger: 1, phase: .cancel, point: ScriptPoint(x: 1, y: 1)),
            ],
            scene: "taps", device: .default, endTime: 0.5)
        #expect(
            text == """
                scene taps
                device 390x844@3
                0.0000 down 1 195 400.5
                0.0167 move 1 0 1.2346
                0.0333 cancel 1
                0.5000 end

                """)
    }

    @Test("jittery and negative recorded times are written so they never decrease")
    func jitter() throws {
        let point = ScriptPoint(x: 5, y: 5)
        let text = TouchScriptWriter.write(
            events: [
                TouchScriptEvent(time: -0.001, finger: 1, phase: .down, point: point),
                TouchScriptEvent(time: 0.2, finger: 1, phase: .move, point: point),
                TouchScriptEvent(time: 0.199_9, finger: 1, phase: .up, point: point),
            ], endTime: 0.1)
        let script = try parse(text)
        #expect(script.events.map(\.time) == [0, 0.2, 0.2])
        #expect(script.endTime == 0.2)
    }

    @Test("recorded multi-finger events round-trip through the parser")
    func multiFinger() throws {
        var events: [TouchScriptEvent] = []
        for step in 0..<50 {
            let time = Double(step) / 60
            let phase: TouchScriptEvent.Phase = step == 0 ? .down : step == 49 ? .up : .move
            for finger in [0, 7] {
                let point = ScriptPoint(x: 100 + Double(step) * 1.37 * Double(finger + 1), y: 300 - Double(step) / 3)
                events.append(TouchScriptEvent(time: time, finger: finger, phase: phase, point: point))
            }
        }
        let script = try parse(
            TouchScriptWriter.write(events: events, scene: "nested", setOptions: [("handoff", "none")]))
        #expect(script.events.count == events.count)
        for (a, b) in zip(events, script.events) {
            #expect(a.finger == b.finger && a.phase == b.phase && close(a.time, b.time, 1e-4))
            #expect(close(a.point.x, b.point.x, 1e-4) && close(a.point.y, b.point.y, 1e-4))
        }
    }
}
