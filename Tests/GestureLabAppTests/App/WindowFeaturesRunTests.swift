import Foundation
import GestureUIKit
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

@Suite("The window's extras as a component: routing, frames, playing and recording without the app")
struct WindowFeaturesRunTests {
    private func makeHost() throws -> SceneHost {
        try SceneHost(
            sceneName: "taps", options: [], deviceSize: CGSize(width: 390, height: 844), images: ImageCatalog([]))
    }

    @Test("with nothing on, input passes unrouted, no frames are needed and touches go to the scene alone")
    func idle() throws {
        let host = try makeHost()
        let features = WindowFeatures()
        let input = InputEvent.touchDevices(present: [], time: 0)
        #expect(features.route(input) == input)
        #expect(!features.needFrame(isPaused: false))
        #expect(features.windows(lead: host).count == 1)
        #expect(features.windows(lead: host).first === host.window)
        features.dispatch(.down(finger: 1, at: CGPoint(x: 195, y: 300), time: 0.1), to: host)
        #expect(host.window.activeTouches.count == 1)
    }

    @Test("a script played needs frames until paused, plays into the scene as it advances and is gone when done")
    func playing() throws {
        let host = try makeHost()
        let features = WindowFeatures()
        let script = try TouchScriptParser.parse(
            "scene taps\n0.1 down 1 195 300\n0.2 up 1 195 300\n", sourceName: "t",
            catalog: SceneRegistry.builtIn.catalog)
        features.play(script, lead: host)
        #expect(features.needFrame(isPaused: false))
        #expect(!features.needFrame(isPaused: true))
        var checks = 0
        features.advance(to: 0.15, lead: host) { _, _ in checks += 1 }
        #expect(checks == 1)
        #expect(host.window.activeTouches.count == 1)
        features.advance(to: 0.5, lead: host) { _, _ in checks += 1 }
        #expect(host.window.activeTouches.isEmpty)
        #expect(features.replay == nil)
        #expect(!features.needFrame(isPaused: false))
    }

    @Test("a recording started through the component writes the touches dispatched to it")
    func recording() throws {
        let folder = try TestSupport.scratchFolder("features-run")
        let host = try makeHost()
        let features = WindowFeatures()
        features.recorder = InputRecorder(basePath: folder + "/rec.touches")
        features.startRecording(host: host, options: AppOptions(), time: 0, resetting: false)
        #expect(features.recorder.isRecording)
        features.dispatch(.down(finger: 1, at: CGPoint(x: 100, y: 100), time: 0.1), to: host)
        features.dispatch(.up(finger: 1, at: CGPoint(x: 100, y: 100), time: 0.2), to: host)
        #expect(features.stopRecording(endTime: 0.3, reason: nil))
        let script = try TouchScriptParser.parseFile(
            path: folder + "/rec.touches", catalog: SceneRegistry.builtIn.catalog)
        #expect(script.scene == "taps")
        #expect(script.events.count == 2)
        #expect(!features.recorder.isRecording)
    }
}
