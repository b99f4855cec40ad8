import Foundation
import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

/// A live scene host driven through the input translator with the recorder on, on the replay's frame grid.
///
/// Time base: the live host advances exactly as `ReplaySession` does: at every frame time `k / 60` below the
/// next event, each event at its own time (a frame at the same instant is covered by the event's advance), and
/// finally to the end time. Input times are whole milliseconds and points whole numbers (1 pixel a point at
/// the window's origin), which the script writes exactly (4 decimals), so the replay sees the same events at
/// the same instants and the comparison can be exact: every transition with its time and reason, the actions
/// and the final scroll state. (The window app's frames follow the wall clock instead; there only the events
/// are the same, which is why a recording carries no frame times.)
private final class LiveRun {
    static let frame = 1.0 / 60
    let host: SceneHost
    let translator: InputTranslator
    let recorder: InputRecorder
    private(set) var transitions: [ReplayReport.Transition] = []
    private var k = 1

    init(host: SceneHost, recordTo path: String, imagePaths: [String]) {
        self.host = host
        let viewport = DeviceViewport(size: host.deviceSize, scale: 1, origin: .zero)
        translator = InputTranslator(mapping: InputMapping(viewport: viewport, windowSize: host.deviceSize))
        recorder = InputRecorder(basePath: path)
        host.window.diagnostics.onTransition = { [unowned self] record in
            guard record.to != .possible, record.to != record.from else { return }
            transitions.append(ReplayReport.Transition(record))
        }
        host.advance(to: 0)
        recorder.start(host: host, deviceScale: 3, imagePaths: imagePaths, time: 0)
    }

    /// Frames before `time`, then the event at `time`.
    func feed(_ event: InputEvent, at time: Double) {
        while Double(k) * Self.frame < time { advanceFrame() }
        for command in translator.translate(event) {
            host.send(command)
            recorder.record(command)
        }
        while Double(k) * Self.frame <= time { k += 1 }
    }

    /// Frames up to `end`, then `end` itself (unless a frame landed on it).
    func finish(at end: Double) {
        var last = -1.0
        while Double(k) * Self.frame <= end { last = advanceFrame() }
        if last != end { host.advance(to: end) }
    }

    @discardableResult
    private func advanceFrame() -> Double {
        let t = Double(k) * Self.frame
        host.advance(to: t)
        #expect(recorder.check(host: host, time: t) == nil)
        k += 1
        return t
    }
}

private func mouse(_ kind: String, _ x: Double, _ y: Double, _ ms: Int) -> (InputEvent, Double) {
    let t = Double(ms) / 1000
    switch kind {
    case "down": return (.mouseDown(button: .primary, x: x, y: y, modifiers: [], time: t, synthetic: false), t)
    case "up": return (.mouseUp(button: .primary, x: x, y: y, modifiers: [], time: t, synthetic: false), t)
    default: return (.mouseMoved(x: x, y: y, modifiers: [], time: t, synthetic: false), t)
    }
}

/// A drag from (x, y0) to (x, y1) over `steps` moves 8 ms apart starting at `startMS`, then a release.
private func drag(x: Double, from y0: Double, to y1: Double, startMS: Int, steps: Int) -> [(InputEvent, Double)] {
    var events = [mouse("down", x, y0, startMS)]
    for i in 1...steps {
        events.append(mouse("move", x, (y0 + (y1 - y0) * Double(i) / Double(steps)).rounded(), startMS + 8 * i))
    }
    events.append(mouse("up", x, y1, startMS + 8 * steps + 8))
    return events
}

@Suite("Input recording replays to the same outcome")
struct InputRecordingReplayTests {
    static let photos = TestSupport.repoRoot + "/Resources/Photos"

    /// Records `events` on a live `scene`, writes the script, replays it; returns the live run, the report and the text.
    private func recordAndReplay(
        scene: String, options: [(key: String, value: String)], events: [(InputEvent, Double)], end: Double
    ) throws -> (LiveRun, ReplayReport, String) {
        let folder = try TestSupport.scratchFolder("record-input")
        let path = folder + "/live.touches"
        let catalog = ImageCatalogLoader.load(paths: [Self.photos]).catalog
        let host = try SceneHost(sceneName: scene, options: options, deviceSize: CGSize(width: 390, height: 844),
                                 images: catalog)
        let live = LiveRun(host: host, recordTo: path, imagePaths: [Self.photos])
        for (event, time) in events { live.feed(event, at: time) }
        live.finish(at: end)
        let written = try #require(try live.recorder.stop(endTime: end))
        #expect(written == path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let script = try TouchScriptParser.parseFile(path: path, catalog: SceneRegistry.builtIn.catalog)
        let session = try ReplaySession(script: script, images: ImageCatalogLoader.load(paths: script.images).catalog)
        return (live, session.run(), text)
    }

    @Test("a drag down on a long photo, recorded live and replayed, gives the same transitions, actions and offsets")
    func dismissDragReplaysTheSame() throws {
        let events = drag(x: 195, from: 300, to: 620, startMS: 200, steps: 30)
            + [mouse("down", 100, 400, 1500), mouse("up", 100, 400, 1550)]
        let (live, report, text) = try recordAndReplay(
            scene: "photos", options: [("open", "12"), ("long-image-dismiss", "on")], events: events, end: 2.5055)
        #expect(text.contains("scene photos open=12\n"))
        #expect(text.contains("set long-image-dismiss=on dismiss-style=rotation\n"))
        #expect(text.contains("device 390x844@3\n"))
        #expect(text.contains("2.5055 end\n"))
        #expect(live.host.context.actions.contains { $0.name == "dismissed" })
        #expect(report.end == 2.5055)
        #expect(report.transitions.count == live.transitions.count)
        #expect(report.transitions == live.transitions)
        #expect(report.actions.map(\.name) == live.host.context.actions.map(\.name))
        #expect(report.actions.map(\.time) == live.host.context.actions.map(\.time))
        #expect(report.screen == live.host.scene.screenName)
        #expect(report.scrollViews == live.host.scene.scrollViewReports)
    }

    @Test("a fling in the gallery and a tap on a thumbnail replay the same (no start options)")
    func galleryFlingReplaysTheSame() throws {
        let events = drag(x: 200, from: 700, to: 200, startMS: 100, steps: 12)
            + [mouse("down", 60, 160, 2000), mouse("up", 60, 160, 2040)]
        let (live, report, text) = try recordAndReplay(scene: "photos", options: [], events: events, end: 3.2)
        #expect(!text.contains("open="))
        #expect(!live.transitions.isEmpty)
        #expect(report.transitions == live.transitions)
        #expect(report.actions.map(\.name) == live.host.context.actions.map(\.name))
        #expect(report.scrollViews == live.host.scene.scrollViewReports)
    }
}
