import GestureScenes
import Testing

@testable import GestureScript

/// The registry's catalog with `navigation` and `photos` declaring a few names, and `nested` declaring none
/// (a scene without declared names accepts any).
private let namedCatalog: SceneCatalog = {
    var catalog = SceneRegistry.builtIn.catalog
    for index in catalog.scenes.indices {
        switch catalog.scenes[index].name {
        case "navigation":
            catalog.scenes[index].recognizers = ["nav.edgePop", "banner.pan"]
            catalog.scenes[index].scrollViews = ["list", "banner"]
            catalog.scenes[index].actions = ["popped", "popCancelled"]
        case "photos":
            catalog.scenes[index].recognizers = ["browser.dismissPan", "page.N.pan"]
            catalog.scenes[index].scrollViews = ["pager", "page.N"]
            catalog.scenes[index].actions = ["opened", "dismissed"]
        case "taps":
            catalog.scenes[index].scrollViews = []
        default:
            catalog.scenes[index].recognizers = nil
            catalog.scenes[index].scrollViews = nil
            catalog.scenes[index].actions = nil
        }
    }
    return catalog
}()

private func parseNamed(_ text: String) throws(ScriptError) -> TouchScript {
    try TouchScriptParser.parse(text, sourceName: testFile, catalog: namedCatalog)
}

/// `LINE:COLUMN: message` of the error, or "parsed".
private func namedError(_ text: String) -> String {
    do throws(ScriptError) {
        _ = try parseNamed(text)
        return "parsed"
    } catch {
        return "\(error.line):\(error.column): \(error.message)"
    }
}

@Suite("Expect lines parse into conditions, and bad ones are errors at the offending token")
struct ExpectationParserTests {
    @Test("every expect form parses into its condition with its absolute time")
    func everyForm() throws {
        let script = try parseNamed(
            """
            scene navigation
            0.4 drag 5 400 -> 300 400 in 0.4
            1 expect action popped
            +0.5 expect action popped value 2 count 1
            1.5 expect not nav.edgePop failed
            1.5 expect banner.pan recognized
            1.5 expect nav.edgePop is possible
            2 expect offset banner x >= 100
            2 expect offset list y == 3 within 1.5
            2 expect zoom banner < 2
            2 expect page banner 0
            2 expect screen root
            2 expect depth 1
            """)
        let conditions = script.expectations.map(\.condition)
        #expect(conditions == [
            .action(name: "popped", value: nil, count: nil),
            .action(name: "popped", value: 2, count: 1),
            .transition(recognizer: "nav.edgePop", to: .failed),
            .transition(recognizer: "banner.pan", to: .recognized),
            .state(recognizer: "nav.edgePop", state: .possible),
            .offset(scrollView: "banner", axis: .x, comparison: .init(op: .greaterOrEqual, value: 100)),
            .offset(scrollView: "list", axis: .y, comparison: .init(op: .equal, value: 3, tolerance: 1.5)),
            .zoom(scrollView: "banner", comparison: .init(op: .less, value: 2)),
            .page(scrollView: "banner", page: 0),
            .screen("root"),
            .depth(1),
        ])
        #expect(script.expectations.map(\.time) == [1, 1.5, 1.5, 1.5, 1.5, 2, 2, 2, 2, 2, 2])
        #expect(script.expectations.map(\.line) == Array(3...13))
        #expect(script.expectations[2].negated)
        #expect(script.expectations[1].text == "1.5 expect action popped value 2 count 1")
        #expect(script.events.count > 0, "expect lines add no touch events but keep the drag's")
    }

    @Test("patterned names such as page.N.pan accept any index and nothing else")
    func patternedNames() {
        #expect(namedError("scene photos\n1 expect page.0.pan began\n1 expect zoom page.12 > 1") == "parsed")
        #expect(namedError("scene photos\n1 expect page.x.pan began").hasPrefix("2:10: unknown condition or recognizer 'page.x.pan'"))
        #expect(namedError("scene photos\n1 expect offset page y > 0").hasPrefix("2:17: unknown scroll view 'page'"))
    }

    @Test(
        "bad expect lines point at the token that is wrong",
        arguments: [
            ("1 expect", "2:9: missing a condition after 'expect'"),
            ("1 expect not", "2:13: missing a condition after 'expect'"),
            ("1 expect 42 began", "2:10: unknown condition '42'"),
            ("1 expect actoin popped", "2:10: unknown condition or recognizer 'actoin'"),
            ("1 expect action poped", "2:17: unknown action 'poped' for scene 'navigation'; actions: popped, popCancelled"),
            ("1 expect nav.edgePop begun", "2:22: unknown state 'begun'"),
            ("1 expect nav.edgePop is recognized", "2:25: unknown state 'recognized' ('recognized' is for transitions"),
            ("1 expect nav.edgePop", "2:21: missing a state after 'nav.edgePop'"),
            ("1 expect offset banner z > 1", "2:24: unknown axis 'z'"),
            ("1 expect offset banner x => 1", "2:26: unknown operator '=>'"),
            ("1 expect offset banner x = 1", "2:26: unknown operator '='"),
            ("1 expect offset banner x > 1 within 2", "2:30: 'within' applies to '==' only"),
            ("1 expect offset banner x == 1 within -2", "2:38: the tolerance must not be negative"),
            ("1 expect offset banner x == abc", "2:29: malformed number 'abc'"),
            ("1 expect offset pager x == 1", "2:17: unknown scroll view 'pager' for scene 'navigation'"),
            ("1 expect zoom banner >= 0", "2:25: the zoom scale must be greater than 0"),
            ("1 expect page banner -1", "2:22: the page must be from 0 to 1000000, not -1"),
            ("1 expect page banner 1.5", "2:22: the page must be an integer"),
            ("1 expect depth 1 2", "2:18: unexpected '2' after 'depth N'"),
            ("1 expect action popped count -1", "2:30: count must be from 0"),
            ("1 expect action popped count 1 count 2", "2:32: 'count' is given twice"),
            ("1 expect action popped colour 2", "2:24: unexpected 'colour'; action takes 'value V' and 'count N'"),
            ("expect depth 1", "2:1: missing time before 'expect'"),
        ])
    func badLines(line: String, expected: String) {
        let result = namedError("scene navigation\n" + line)
        #expect(result.hasPrefix(expected), "got \(result)")
    }

    @Test("a scene without declared names accepts any name; one with none declared refuses all")
    func undeclaredNames() {
        #expect(namedError("scene nested\n1 expect whatever.pan began\n1 expect offset anything x > 0") == "parsed")
        #expect(namedError("scene taps\n1 expect offset card x > 0") == "2:17: unknown scroll view 'card' for scene 'taps'; it has none")
    }

    @Test("expect lines follow the event rules: times never decrease and nothing follows end")
    func eventRules() {
        #expect(namedError("scene navigation\n2 expect depth 1\n1 expect depth 1").hasPrefix("3:1: time 1 is before"))
        #expect(namedError("scene navigation\n1 end\n1 expect depth 1").hasPrefix("3:1: nothing may follow 'end'"))
        #expect(namedError("1 expect depth 1\nscene navigation").hasPrefix("2:1: 'scene' must come before the first event"))
    }

    @Test("the writer puts expectations after the events at their time, and the text parses back the same")
    func writerRoundTrip() throws {
        let text = """
            scene photos open=0
            0 expect screen viewer
            0.4 drag 195 300 -> 195 620 in 0.4
            0.4 expect not browser.dismissPan is began
            1 expect action dismissed count 1
            2 expect offset page.0 y == -12.25 within 0.125
            2 expect zoom page.0 == 1
            2.5 end
            """
        let script = try parseNamed(text)
        let written = TouchScriptWriter.write(script)
        let again = try parseNamed(written)
        #expect(again.expectations.map(\.condition) == script.expectations.map(\.condition))
        #expect(again.expectations.map(\.negated) == script.expectations.map(\.negated))
        #expect(again.expectations.map(\.time) == script.expectations.map(\.time))
        #expect(again.events.count == script.events.count)
        #expect(zip(again.events, script.events).allSatisfy { close($0.time, $1.time, 1e-4) })
        let lines = written.split(separator: "\n").map(String.init)
        let dragDown = try #require(lines.firstIndex(of: "0.4000 down 1 195 300"))
        #expect(lines[dragDown + 1] == "0.4000 expect not browser.dismissPan is began")
        #expect(lines.contains("2.0000 expect offset page.0 y == -12.25 within 0.125"))
        #expect(TouchScriptWriter.write(again) == written, "a second round trip is exact")
    }

    @Test("a recorded script with expect lines added by hand still parses")
    func recordedPlusHandWritten() throws {
        let recorded = TouchScriptWriter.write(
            events: [
                TouchScriptEvent(time: 0.1, finger: 0, phase: .down, point: ScriptPoint(x: 10, y: 400), line: 0),
                TouchScriptEvent(time: 0.2, finger: 0, phase: .up, point: ScriptPoint(x: 200, y: 400), line: 0),
            ],
            scene: "navigation", endTime: 1)
        var lines = recorded.split(separator: "\n").map(String.init)
        lines.insert("+0.5 expect action popped", at: lines.count - 1)
        let script = try parseNamed(lines.joined(separator: "\n"))
        #expect(script.expectations.first?.time == 0.7)
        #expect(script.endTime == 1)
    }
}
