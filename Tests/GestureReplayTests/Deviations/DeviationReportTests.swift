import Foundation
import GestureLabTestSupport
@testable import GestureReplay
import GestureScenes
import GestureScript
import GestureUIKit
import Testing

/// A view that reads `UITouch.tapCount` when touched, as code counting taps in its touch methods does.
private final class TapCountView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _ = touches.first?.tapCount }
}

/// A scene as a user writes it: a pan that wants wheel and trackpad scrolls (stored only in the kit), set while the
/// scene builds its views, and a view that reads `tapCount` when touched.
private final class DeviationScene: LabScene {
    static let name = "deviation-demo"
    init(lab: LabContext) {}
    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        controller.view.addGestureRecognizer(pan)
        let counter = TapCountView(frame: CGRect(x: 0, y: 400, width: 390, height: 200))
        counter.accessibilityIdentifier = "counter"
        controller.view.addSubview(counter)
        return controller
    }
}

private let registry = SceneRegistry.builtIn.appending([SceneType(lab: DeviationScene.self)])

private func report(_ text: String) throws -> ReplayReport {
    let script = try TouchScriptParser.parse(text, sourceName: "d.touches", catalog: registry.catalog)
    return try ReplaySession(script: script, images: ImageCatalog([]), settings: ReplaySettings(scenes: registry)).run()
}

/// The replay report's `deviations`: one entry per deviation the run exercised, with what UIKit and the kit do and
/// the first time, in the JSON after everything else; nothing at all for a run that exercised none.
@Suite("Replay report: deviations")
struct DeviationReportTests {
    @Test("a stored-only member set while the scene builds is one entry at 0; a tapCount read is one at its touch")
    func entries() throws {
        let result = try report("scene deviation-demo\n0.35 down 1 100 500\n0.4 up 1 100 500\n0.9 down 1 100 500\n1 up 1 100 500\n")
        let members = result.deviations.map(\.member)
        #expect(members == ["UIPanGestureRecognizer.allowedScrollTypesMask", "UITouch.tapCount"])
        #expect(result.deviations.first?.firstTime == 0)
        #expect(result.deviations.last?.firstTime == 0.35)
        #expect(result.deviations.last?.count == 2)
        #expect(result.deviations.first?.uikit.contains("trackpad scrolls") == true)
    }

    @Test("the JSON lists them last, as member, uikit, kit, firstTime and count")
    func json() throws {
        let text = try report("scene deviation-demo\n0.35 down 1 100 500\n0.4 up 1 100 500\n").text
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let deviations = try #require(object["deviations"] as? [[String: Any]])
        #expect(deviations.count == 2)
        #expect(deviations.last?["member"] as? String == "UITouch.tapCount")
        #expect(deviations.last?["firstTime"] as? Double == 0.35)
        #expect(deviations.last?["kit"] as? String == "always 1")
        #expect(text.range(of: "\"deviations\"")?.lowerBound ?? text.startIndex > text.range(of: "\"final\"")?.lowerBound ?? text.endIndex)
    }

    @Test("the warning line names the member, both behaviours and the first time")
    func warning() {
        let deviation = ReplayReport.Deviation(
            member: "UILongPressGestureRecognizer.numberOfTapsRequired", uikit: "requires that many full taps first",
            kit: "recognizes the press on the first touch-down", firstTime: 0.35)
        #expect(
            deviation.warning
                == "warning: deviation: UILongPressGestureRecognizer.numberOfTapsRequired: UIKit: requires that many "
                + "full taps first; the kit: recognizes the press on the first touch-down (first at 0.350 s)")
    }
}

/// End to end: the built binary prints one warning line per deviation on standard error for `replay` and `test`,
/// and the report file gets them: the context-menu scene's list, touched in the status bar's strip (UIKit scrolls it
/// to the top).
@Suite(
    "gesturelab replay and test warn about deviations",
    .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)),
    .timeLimit(.minutes(1)))
struct DeviationWarningEndToEndTests {
    /// The list scrolled down by a drag, then a tap in the status bar's strip (UIKit scrolls a list at its top
    /// nowhere, so the drag comes first).
    static let touches = "scene context-menu\n0.2 drag 200 600 -> 200 300 in 0.2\n2 down 1 200 10\n2.05 up 1 200 10\n"
    static let script = touches + "3 end\n"

    @Test("replay: the warning on standard error, the entry in the report")
    func replayWarns() async throws {
        try await withScriptFile(Self.script) { path in
            let run = try await runGesturelab(["replay", path])
            #expect(run.status == 0, "\(run.stderr)")
            let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: deviation: ") }
            #expect(warnings.contains { $0.hasPrefix("warning: deviation: UIScrollView.scrollsToTop: UIKit: ") })
            #expect(warnings.contains { $0.hasSuffix("(first at 2.000 s)") })
            #expect(run.stdout.contains("\"member\": \"UIScrollView.scrollsToTop\""))
        }
    }

    @Test("test: FILE: warning: deviation: ... on standard error, the summary alone on standard output")
    func testWarns() async throws {
        try await withScriptFile(Self.script) { path in
            let run = try await runGesturelab(["test", path])
            #expect(run.stderr.contains("\(path): warning: deviation: UIScrollView.scrollsToTop: "), "\(run.stderr)")
            #expect(!run.stdout.contains("warning:"))
        }
    }

    @Test("fix: an expectation that already passes still warns about what the pass leans on")
    func fixWarns() async throws {
        try await withScriptFile(Self.touches + "2.8 expect screen messages\n3 end\n") { path in
            let run = try await runGesturelab(["fix", path], timeout: 90)
            #expect(run.stderr.contains("warning: deviation: UIScrollView.scrollsToTop: "), "\(run.stdout)\(run.stderr)")
        }
    }
}
