import Foundation
import GestureScenes
import GestureScript
import GestureUIKit
import Testing
@testable import GestureReplay

/// Replays `events` (script lines after the header) in the controls scene with `options`.
private func replayControls(_ options: String, _ events: String) throws -> ReplayReport {
    let text = "scene controls\nset \(options)\n" + events
    let script = try TouchScriptParser.parse(
        text, sourceName: "controls.touches", catalog: SceneRegistry.builtIn.catalog)
    return try ReplaySession(script: script, images: ImageCatalog([])).run()
}

private extension ReplayReport {
    func offset(_ name: String) -> CGPoint { scrollViews.first { $0.name == name }?.contentOffset ?? .zero }
    func page(_ name: String) -> Int? { scrollViews.first { $0.name == name }?.page }
    func firstTime(of action: String, value: Double? = nil) -> Double? {
        actions.first { $0.name == action && (value == nil || $0.value == value) }?.time
    }
}

/// Each option value against the three complaints: when the button highlights, whether a drag from it scrolls
/// (at once, and after a 0.3 s hold), and whether a drag on the pager's slider track pages.
@Suite("Controls scene: every option value against the three complaints")
struct ControlsSceneTests {
    /// The Download button's middle, and a drag from it 100 pt up at once.
    static let quickDrag = "0.2 drag 195 116 -> 193 16 in 0.2\n1.5 end\n"
    /// Held 0.3 s, then 54 pt up.
    static let heldDrag = """
        0.2 down 1 195 116
        0.5 move 1 195 104
        0.52 move 1 195 88
        0.54 move 1 195 62
        0.6 up 1 195 62
        1.5 end

        """

    @Test(
        "touches: highlight delay, quick drag, held drag",
        arguments: [
            ("default", 0.15, true, false), ("no-delay", 0.0, false, false), ("no-cancel", 0.15, true, false),
            ("cancel-controls", 0.0, true, true),
        ])
    func touches(value: String, highlightDelay: Double, quickDragScrolls: Bool, heldDragScrolls: Bool) throws {
        let tap = try replayControls("touches=\(value)", "0.2 down 1 195 116\n0.5 up 1 195 116\n1 end\n")
        let down = try #require(tap.firstTime(of: "touchDown", value: 0))
        #expect(abs(down - 0.2 - highlightDelay) < 0.001, "touchDown at \(down)")
        let quick = try replayControls("touches=\(value)", Self.quickDrag)
        #expect((quick.offset("list").y > 50) == quickDragScrolls, "quick drag: \(quick.offset("list"))")
        let held = try replayControls("touches=\(value)", Self.heldDrag)
        #expect((held.offset("list").y > 20) == heldDragScrolls, "held drag: \(held.offset("list"))")
        // The fix cancels the held button as the list takes the drag; otherwise the button keeps the touch.
        #expect((held.firstTime(of: "touchCancel", value: 0) != nil) == heldDragScrolls)
    }

    @Test(
        "slider: a drag on the pager slider's track pages unless the pager refuses it",
        arguments: [("plain", 1), ("toggle-scroll", 1), ("refuse-pager", 0)])
    func sliderTrack(value: String, page: Int) throws {
        let report = try replayControls("slider=\(value)", "0.2 drag 300 431 -> 100 433 in 0.3\n2 end\n")
        #expect(report.page("pager") == page)
        #expect(report.firstTime(of: "valueChanged") == nil)  // the track is never tracked
    }

    @Test("slider: a drag from the thumb moves the slider and leaves the page, whatever the option",
          arguments: ControlsScene.sliderValues)
    func sliderThumb(value: String) throws {
        for touches in ["default", "cancel-controls"] {
            let report = try replayControls(
                "touches=\(touches) slider=\(value)", "0.2 drag 135 431 -> 250 433 in 0.3\n2 end\n")
            #expect(report.page("pager") == 0, "\(touches)")
            #expect(report.firstTime(of: "valueChanged", value: 5) != nil, "\(touches)")
        }
    }
}
