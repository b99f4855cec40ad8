import Foundation
import GestureUIKit
import GestureScenes
import GestureScript
import Testing
@testable import GestureReplay

@Suite("Replay report")
struct ReplayReportTests {
    @Test("the report's keys come in the spec's order")
    func keyOrder() throws {
        let json = try replay("scene taps\n0.1 tap 195 422\n").json
        #expect(json.keys == ["scene", "options", "device", "end", "transitions", "actions", "final"])
        #expect(json["device"]?.keys == ["width", "height", "scale"])
        #expect(json["final"]?.keys == ["screen", "navigationDepth", "scrollViews"])
        guard case .array(let transitions) = json["transitions"], case .array(let actions) = json["actions"] else {
            Issue.record("transitions and actions are arrays")
            return
        }
        #expect(transitions.first?.keys == ["t", "recognizer", "from", "to", "reason"])
        #expect(actions.first?.keys == ["t", "name"])
    }

    @Test("a scroll view lists offset, size, zoom, page (paging only) and activity; values and errors appear when present")
    func optionalParts() {
        let report = ReplayReport(
            scene: "photos", options: [("dismiss-style", "rotation")], device: .default, end: 2.75, transitions: [],
            actions: [SceneAction(time: 0.33, name: "pageChanged", value: 1)], screen: "viewer", navigationDepth: 1,
            scrollViews: [
                ScrollViewReport(name: "pager", contentOffset: CGPoint(x: 410, y: -0.0001), contentSize: CGSize(width: 1230, height: 844),
                                 zoomScale: 1, page: 1, dragging: false, decelerating: true),
                ScrollViewReport(name: "page.1", contentOffset: CGPoint(x: 0, y: 12.345), contentSize: CGSize(width: 390, height: 1000),
                                 zoomScale: 1.5, page: nil, dragging: true, decelerating: false),
            ],
            errors: [ReplayReport.ImageProblem(image: "broken.jpg", message: "file is truncated")])
        let json = report.json
        #expect(json.keys.last == "errors")
        #expect(json["final"]?["scrollViews"]?.keys == ["pager", "page.1"])
        #expect(json["final"]?["scrollViews"]?["pager"]?.keys
            == ["contentOffset", "contentSize", "zoomScale", "page", "dragging", "decelerating"])
        #expect(json["final"]?["scrollViews"]?["page.1"]?["page"] == nil)
        let text = report.text
        #expect(text.contains(#""pager": {"contentOffset": [410, 0], "contentSize": [1230, 844], "zoomScale": 1, "page": 1, "dragging": false, "decelerating": true}"#))
        #expect(text.contains(#""contentOffset": [0, 12.35]"#))
        #expect(text.contains(#"{"t": 0.33, "name": "pageChanged", "value": 1}"#))
        #expect(text.contains(#"{"image": "broken.jpg", "message": "file is truncated"}"#))
        #expect(text.hasSuffix("}\n"))
    }

    @Test("the same script replayed twice gives identical JSON")
    func deterministic() throws {
        let text = """
            scene taps
            0.1 tap 195 422
            0.8 drag 100 300 -> 300 700 in 0.4 hold 0.1
            2 down 1 195 422
            2.7 up 1 195 422
            """
        let first = try replay(text).text
        let second = try replay(text).text
        #expect(first == second)
        #expect(!first.contains(/[0-9][eE][-+]?[0-9]/))
        #expect(!first.contains("-0,"))
    }

    @Test("compare mode writes both runs under runs, each with its option value")
    func compareMode() throws {
        let text = "scene taps\n0.1 tap 195 422\n"
        let on = try replay(text, settings: ReplaySettings(optionOverrides: [("single-waits-for-double", "on")]))
        let off = try replay(text, settings: ReplaySettings(optionOverrides: [("single-waits-for-double", "off")]))
        let json = ReplayReport.compareJSON([on, off])
        #expect(json.keys == ["runs"])
        guard case .array(let runs) = json["runs"] else {
            Issue.record("runs is an array")
            return
        }
        #expect(runs.count == 2)
        #expect(runs.map { $0["options"]?["single-waits-for-double"] } == [.string("on"), .string("off")])
        #expect(ReplayReport.compareText([on, off]).hasPrefix("{\n  \"runs\": [\n    {\n      \"scene\": \"taps\""))
    }
}

@Suite("Replay report: console")
struct ReplayReportConsoleTests {
    @Test("what UIKit prints (an unsatisfiable constraint) is written last as `console`, and absent when nothing was")
    func console() {
        let message = "[LayoutConstraints] Unable to simultaneously satisfy constraints."
        let report = ReplayReport(
            scene: "taps", options: [], device: .default, end: 1, transitions: [], actions: [], screen: "card",
            navigationDepth: 1, scrollViews: [], console: [message])
        #expect(report.json.keys.last == "console")
        #expect(report.text.contains(#""console": ["[LayoutConstraints] Unable to simultaneously satisfy constraints."]"#))
        let quiet = ReplayReport(
            scene: "taps", options: [], device: .default, end: 1, transitions: [], actions: [], screen: "card",
            navigationDepth: 1, scrollViews: [])
        #expect(quiet.json["console"] == nil)
    }
}
