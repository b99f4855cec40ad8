import Foundation
import GestureUIKit
import GestureReplay
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

@Suite("Replay in the window: expect lines are checked as scene time passes")
struct WindowReplayExpectationTests {
    @Test("each expect line is checked once its time and its events have passed; the replay finishes after the last")
    func checkedAsTimePasses() throws {
        let script = try TouchScriptParser.parse(
            """
            scene taps
            set single-waits-for-double=on
            0.4 tap 195 422 count 2
            0.59 expect not action doubleTap
            0.6 expect action doubleTap count 1
            1 expect action singleTap
            1 end
            """, sourceName: "t.touches", catalog: SceneRegistry.builtIn.catalog)
        let host = try SceneHost(sceneName: "taps", options: [("single-waits-for-double", "on")],
                                 deviceSize: CGSize(width: 390, height: 844), images: ImageCatalog([]))
        let replay = WindowReplay(script: script, windows: [host.window])
        var checkedAt: [(line: Int, frame: Double)] = []
        var frame = 0
        var state = WindowReplay.State.playing
        // The app's order each frame: check, play the events up to the frame, advance the scene to it.
        while state == .playing, frame < 200 {
            let time = Double(frame) / 60
            for result in replay.checkExpectations(window: host.window, scene: host.scene, actions: host.context.actions) {
                checkedAt.append((result.line, host.window.now))
            }
            state = replay.play(upTo: time, current: [host.window])
            host.window.advance(to: time)
            frame += 1
        }
        #expect(state == .finished)
        #expect(replay.expectationResults.map(\.line) == [4, 5, 6])
        #expect(replay.expectationResults.map(\.passed) == [true, true, false])
        #expect(replay.expectationResults[2].message == "expected action singleTap by 1.00 s, got doubleTap at 0.60")
        for (line, at) in checkedAt {
            let due = script.expectations.first { $0.line == line }?.time ?? 0
            // The doubleTap at 0.6 comes from the second tap's lift at 0.4 + 0.15 + 0.05, a hair after the frame
            // at 0.6, so line 5 waits one more frame for it.
            #expect(at >= due && at < due + 2.0 / 60 + 1e-9, "line \(line) checked at \(at)")
        }
    }
}
