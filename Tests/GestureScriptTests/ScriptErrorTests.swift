import Testing

@testable import GestureScript

/// One script that must fail, where, and with what words in the message.
struct FailingScript: Sendable, CustomTestStringConvertible {
    var text: String
    var position: String
    var message: String

    init(_ text: String, _ position: String, _ message: String) {
        self.text = text
        self.position = position
        self.message = message
    }

    var testDescription: String { "\(position) \(message)" }
}

@Suite("Script errors name the file, line and column of the offending token")
struct ScriptErrorTests {
    static let syntax: [FailingScript] = [
        FailingScript("0 dwn 1 2 3", "s.touches:1:3", "unknown verb 'dwn'"),
        FailingScript("scene taps\n0 scene taps", "s.touches:2:3", "header statement and takes no time"),
        FailingScript("frobnicate 1", "s.touches:1:1", "unknown statement 'frobnicate'"),
        FailingScript("down 1 2 3", "s.touches:1:1", "missing time before 'down'"),
        FailingScript("0.5", "s.touches:1:4", "missing a verb after the time"),
        FailingScript("0 down 1 195", "s.touches:1:13", "missing the y coordinate"),
        FailingScript("0 down 1 5#x 6", "s.touches:1:11", "missing the y coordinate"),
        FailingScript("0 down", "s.touches:1:7", "missing the finger"),
        FailingScript("0 down 1 19x5 400", "s.touches:1:10", "malformed number '19x5'"),
        FailingScript("0 down 1 1e3 400", "s.touches:1:10", "malformed number '1e3'"),
        FailingScript("0 down 1 .5 400", "s.touches:1:10", "malformed number '.5'"),
        FailingScript("0 down 1 +5 400", "s.touches:1:10", "'+' is only allowed on times"),
        FailingScript("0 down 1.5 5 5", "s.touches:1:8", "the finger must be an integer"),
        FailingScript("0 down 100 5 5", "s.touches:1:8", "the finger must be from 0 to 99"),
        FailingScript("0.1x down 1 5 5", "s.touches:1:1", "malformed time '0.1x'"),
        FailingScript("-1 down 1 5 5", "s.touches:1:1", "time must not be negative"),
        FailingScript("++1 down 1 5 5", "s.touches:1:1", "malformed time '++1'"),
        FailingScript(String(repeating: "9", count: 400) + " end", "s.touches:1:1", "is out of range"),
        FailingScript("0 down 1 1" + String(repeating: "0", count: 400) + " 5", "s.touches:1:10", "out of range"),
        FailingScript("0 down 1 195 400 extra", "s.touches:1:18", "unexpected 'extra'"),
        FailingScript("0 down 1 5 5\n0.1 cancel 1 now", "s.touches:2:14", "unexpected 'now'"),
        FailingScript("0 end 5", "s.touches:1:7", "unexpected '5'"),
        FailingScript("0 tap 5 5 twice", "s.touches:1:11", "unexpected 'twice'"),
        FailingScript("0 tap 5 5 count 2 count 3", "s.touches:1:19", "'count' is given twice"),
        FailingScript("0 drag 1 1 2 2 in 1", "s.touches:1:12", "expected '->'"),
        FailingScript("0 drag 1 1 -> 2 2", "s.touches:1:18", "missing 'in'"),
        FailingScript("0 drag 1 1 -> 2 2 in 1 speed 3", "s.touches:1:24", "unexpected 'speed'"),
        FailingScript("0 pinch 5 5 10 -> 20 in 1 angle 5 angle 6", "s.touches:1:35", "'angle' is given twice"),
        FailingScript("images \"a b.jpg", "s.touches:1:8", "unterminated quote"),
        FailingScript("images \"a\"b", "s.touches:1:11", "expected a space after the closing quote"),
        FailingScript("0 down \"1\" 5 5", "s.touches:1:8", "quotes are only allowed around image paths"),
    ]

    static let rules: [FailingScript] = [
        FailingScript("0.5 down 1 1 1\n0.4 up 1 1 1", "s.touches:2:1", "is before the previous event's time 0.5"),
        FailingScript("0.5 tap 1 1\n0.25 end", "s.touches:2:1", "times never decrease"),
        FailingScript("0 move 1 1 1", "s.touches:1:8", "'move' for finger 1 at 0, which is not down"),
        FailingScript("0 up 2 1 1", "s.touches:1:6", "'up' for finger 2"),
        FailingScript("0 cancel 3", "s.touches:1:10", "'cancel' for finger 3"),
        FailingScript("0 down 1 1 1\n0.1 up 1 1 1\n0.2 up 1 1 1", "s.touches:3:8", "which is not down"),
        FailingScript("0 down 1 1 1\n0.1 down 1 2 2", "s.touches:2:10", "already down (since line 1)"),
        FailingScript("0 down 1 1 1\n0.1 drag 1 1 -> 2 2 in 0.1", "s.touches:2:5", "finger 1 goes down at 0.1"),
        FailingScript(
            "0 down 4 1 1\n0.1 drag 1 1 -> 2 2 in 0.1 hz 60 finger 4", "s.touches:2:41", "finger 4 goes down"),
        FailingScript("0 down 2 1 1\n0.1 pinch 5 5 1 -> 2 in 0.1", "s.touches:2:5", "finger 2 goes down"),
        FailingScript("0 tap 10 10 count 2\n0.1 down 1 5 5", "s.touches:1:3", "already down (since line 2)"),
        FailingScript("0 drag 0 0 -> 9 9 in 1\n0.5 tap 3 3", "s.touches:2:5", "already down (since line 1)"),
        FailingScript("0 down 1 1 1\nscene taps", "s.touches:2:1", "'scene' must come before the first event (line 1)"),
        FailingScript("0 tap 1 1\n\n  device 10x10", "s.touches:3:3", "'device' must come before the first event"),
        FailingScript("scene taps\nscene photos", "s.touches:2:1", "'scene' is given twice (first on line 1)"),
        FailingScript("set pop=system\nset handoff=none", "s.touches:2:1", "'set' is given twice"),
        FailingScript("images a.jpg\nimages b.jpg", "s.touches:2:1", "'images' is given twice"),
        FailingScript("device 1x1\ndevice 2x2", "s.touches:2:1", "'device' is given twice"),
        FailingScript("0 end\n1 down 1 1 1", "s.touches:2:1", "nothing may follow 'end' (line 1)"),
        FailingScript("0 end\nscene taps", "s.touches:2:1", "nothing may follow 'end'"),
        FailingScript("0 end\n0 end", "s.touches:2:1", "nothing may follow 'end'"),
        FailingScript("0 drag 1 1 -> 2 2 in 1\n0.5 end", "s.touches:2:5", "before the events of line 1 finish (at 1)"),
    ]

    static let values: [FailingScript] = [
        FailingScript("0 drag 1 1 -> 2 2 in -1", "s.touches:1:22", "the duration must not be negative"),
        FailingScript("0 drag 1 1 -> 2 2 in 1 hold -0.5", "s.touches:1:29", "hold must not be negative"),
        FailingScript("0 tap 1 1 count 2 interval -0.1", "s.touches:1:28", "interval must not be negative"),
        FailingScript("0 tap 1 1 count 2 interval 0.01", "s.touches:1:28", "interval must be at least 0.05 s"),
        FailingScript("0 pinch 1 1 5 -> 6 in -0.1", "s.touches:1:23", "the duration must not be negative"),
        FailingScript("0 pinch 1 1 -5 -> 6 in 1", "s.touches:1:13", "the start radius must not be negative"),
        FailingScript("0 tap 1 1 count 0", "s.touches:1:17", "count must be at least 1"),
        FailingScript("0 tap 1 1 count -2", "s.touches:1:17", "count must be at least 1"),
        FailingScript("0 tap 1 1 count 1.5", "s.touches:1:17", "count must be an integer"),
        FailingScript("0 tap 1 1 count 5000", "s.touches:1:17", "count must be from 1 to 1000"),
        FailingScript("0 drag 1 1 -> 2 2 in 1 hz 0", "s.touches:1:27", "hz must be greater than 0"),
        FailingScript("0 drag 1 1 -> 2 2 in 1 hz -120", "s.touches:1:27", "hz must be greater than 0"),
        FailingScript("0 drag 1 1 -> 2 2 in 100000", "s.touches:1:22", "more than 100000 samples"),
        FailingScript("0 pinch 1 1 2 -> 3 in 100000", "s.touches:1:23", "more than 100000 samples"),
        FailingScript("device 390by844", "s.touches:1:8", "malformed device '390by844'"),
        FailingScript("device 390x844@0", "s.touches:1:8", "malformed device"),
        FailingScript("device", "s.touches:1:7", "missing a device size"),
        FailingScript("device 390x844 extra", "s.touches:1:16", "unexpected 'extra'"),
        FailingScript("scene", "s.touches:1:6", "missing a scene name"),
        FailingScript("images", "s.touches:1:7", "missing an image path"),
        FailingScript("set", "s.touches:1:4", "missing key=value"),
    ]

    static let catalog: [FailingScript] = [
        FailingScript("scene nosuch", "s.touches:1:7", "unknown scene 'nosuch'; known scenes: photos, navigation"),
        FailingScript("scene taps bogus=1", "s.touches:1:12", "unknown option 'bogus' for scene 'taps'"),
        FailingScript("scene photos open=x", "s.touches:1:19", "invalid value 'x' for option 'open'"),
        FailingScript("scene photos open=-1", "s.touches:1:19", "expected an integer from 0"),
        FailingScript("scene navigation\nset pop=bogus", "s.touches:2:9", "invalid value 'bogus' for option 'pop'"),
        FailingScript("set pop=bogus\nscene navigation", "s.touches:1:9", "invalid value 'bogus' for option 'pop'"),
        FailingScript("set handoff=none\nscene navigation", "s.touches:1:5", "unknown option 'handoff' for scene"),
        FailingScript("set pop=bogus", "s.touches:1:9", "invalid value 'bogus' for option 'pop'"),
        FailingScript("set nosuch=1", "s.touches:1:5", "unknown option 'nosuch'; no scene has it"),
        FailingScript("set pop", "s.touches:1:5", "expected key=value, found 'pop'"),
        FailingScript("set pop=", "s.touches:1:5", "expected key=value"),
        FailingScript("scene taps =on", "s.touches:1:12", "expected key=value"),
        FailingScript("scene navigation pop=system pop=per-page", "s.touches:1:29", "option 'pop' is given twice"),
        FailingScript(
            "scene navigation pop=system\nset start=root pop=per-page", "s.touches:2:16",
            "option 'pop' is already given on line 1"),
    ]

    @Test("syntax errors point at the token", arguments: syntax)
    func syntaxErrors(_ failing: FailingScript) { check(failing) }

    @Test("rule violations point at the statement or finger that breaks them", arguments: rules)
    func ruleErrors(_ failing: FailingScript) { check(failing) }

    @Test("bad durations, counts, rates and devices point at the number", arguments: values)
    func valueErrors(_ failing: FailingScript) { check(failing) }

    @Test("unknown scenes, keys and values point at the scene name, the key or the value", arguments: catalog)
    func catalogErrors(_ failing: FailingScript) { check(failing) }

    @Test("the description is exactly FILE:LINE:COLUMN: message")
    func descriptionFormat() {
        let error = ScriptError(file: "demos/a.touches", line: 3, column: 1, message: "unknown verb 'x'")
        #expect(error.description == "demos/a.touches:3:1: unknown verb 'x'")
        #expect(parseError("0 up 1 1 1")?.description == "s.touches:1:6: 'up' for finger 1 at 0, which is not down")
    }

    private func check(_ failing: FailingScript, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error = parseError(failing.text) else {
            Issue.record("parsed, expected \(failing.position)", sourceLocation: sourceLocation)
            return
        }
        #expect(error.description.hasPrefix(failing.position + ": "), sourceLocation: sourceLocation)
        #expect(error.message.contains(failing.message), "\(error)", sourceLocation: sourceLocation)
    }
}
