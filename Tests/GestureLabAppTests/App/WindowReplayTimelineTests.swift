import Foundation
import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

/// The window's playback and headless replay share one `ScriptTimeline`: they must end in the same state.
@Suite("Replay in the window and headless agree")
struct WindowReplayTimelineTests {
    /// Bundled scripts where frames matter: a fling's decay, a pop's animation, a tap waiting out a double tap.
    static let scripts = [
        "nested-handoff-linked-pan-inertia", "navigation-edge-pop-per-page", "taps-single-waits-for-double-on",
    ]

    @Test("window frames at uneven times end where the headless replay ends: same scroll views, screen and actions",
          arguments: scripts)
    func sameOutcome(name: String) throws {
        let path = TestSupport.repoRoot + "/Resources/Scripts/\(name).touches"
        let script = try TouchScriptParser.parseFile(path: path, catalog: SceneRegistry.builtIn.catalog)
        let end = try #require(script.endTime)
        let report = try ReplaySession(script: script, images: ImageCatalog([])).run()

        let device = script.device ?? .default
        let host = try SceneHost(sceneName: try #require(script.scene), options: script.options,
                                 deviceSize: CGSize(width: device.width, height: device.height), images: ImageCatalog([]))
        let replay = WindowReplay(script: script, windows: [host.window])
        // What App's frame does: the due expect lines are checked, the replay plays up to the frame's scene time,
        // then the scene advances to it.
        // Frames come every 13-21 ms, never on the replay's 1/60 s grid, as a busy window's would.
        var time = 0.0, k = 0
        while time < end {
            time = min(end, time + 0.013 + Double(k % 5) * 0.002)
            k += 1
            replay.checkExpectations(window: host.window, scene: host.scene, actions: host.context.actions)
            replay.play(upTo: time, current: [host.window])
            host.advance(to: time)
        }
        // One more frame checks the expect lines at the end time (the window checks a frame after T).
        replay.checkExpectations(window: host.window, scene: host.scene, actions: host.context.actions)
        replay.play(upTo: end, current: [host.window])
        #expect(replay.state == .finished)
        #expect(replay.expectationResults.count == script.expectations.count)
        let failed = replay.expectationResults.filter { !$0.passed }
        #expect(failed.isEmpty, "\(failed)")
        #expect(host.scene.screenName == report.screen)
        #expect(host.scene.navigationDepth == report.navigationDepth)
        // Same actions at the same times: an animation that ends between two window frames is seen ending at the
        // timeline's frame, as headless, not at the window's next uneven frame.
        #expect(host.context.actions.map { "\($0.name)@\($0.time)" } == report.actions.map { "\($0.name)@\($0.time)" })
        let window = host.scene.scrollViewReports, headless = report.scrollViews
        #expect(window.map(\.name) == headless.map(\.name))
        for (a, b) in zip(window, headless) {
            let dx = abs(a.contentOffset.x - b.contentOffset.x), dy = abs(a.contentOffset.y - b.contentOffset.y)
            #expect(dx < 0.01 && dy < 0.01, "\(a.name): window \(a.contentOffset), headless \(b.contentOffset)")
            #expect(a.page == b.page && a.dragging == b.dragging && a.decelerating == b.decelerating, "\(a.name)")
        }
    }
}
