import Foundation
import GestureUIKit
import GestureLabTestSupport
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

/// The built `gesturelab` next to the test bundle, or nil (building it is the Makefile's job).
private let builtApp: String? = BuiltProducts.gesturelab

/// Runs the built app with `arguments` headless, within a minute; returns its exit status and standard error.
private func runApp(_ arguments: [String]) async throws -> (status: Int32, stderr: String) {
    let app = try #require(builtApp)
    let run = try await Subprocess.run(app, arguments, environment: ["SDL_VIDEODRIVER": "dummy"], timeout: 60)
    #expect(!run.timedOut, "gesturelab \(arguments) did not finish within a minute")
    return (run.status, run.stderr)
}

extension SDLSuites {
@Suite("The window app with a replay, a recording and a comparison", .serialized, .timeLimit(.minutes(3)))
struct WindowFeaturesAppTests {
    @Test("gesturelab run accepts --device fit; a bad --replay script exits 2 with FILE:LINE:COLUMN before a window",
          .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)))
    func commandLine() async throws {
        let missing = "/nonexistent/script.touches"
        let fit = try await runApp(["run", "--device", "fit", "--replay", missing])
        #expect(fit.status == 2)
        #expect(fit.stderr.hasPrefix("\(missing):1:1: "), "stderr: \(fit.stderr)")
        let both = try await runApp(["run", "--device", "fit", "--compare", "long-image-dismiss=off,on"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--device fit: not with --compare"), "stderr: \(both.stderr)")
        let bogus = try await runApp(["run", "--device", "fitt"])
        #expect(bogus.status == 2)
        #expect(bogus.stderr.contains("The value 'fitt' is invalid for '--device <WxH[@S]|fit[@S]>'"), "stderr: \(bogus.stderr)")
    }

    @Test("a script plays into both compared devices in a headless window; a recording is written on finish")
    func headlessWindow() throws {
        let sdl = try #require(TestSupport.sdl)
        let folder = try TestSupport.scratchFolder("window-features")
        let script = folder + "/play.touches"
        // The first thumbnail of the gallery: a tap opens the viewer.
        let thumbnail = try #require(WindowUnderXvfbTests.firstThumbnail(device: CGSize(width: 390, height: 844)))
        try "scene photos\nimages \(TestSupport.repoRoot)/Resources/Photos\n0.02 tap \(thumbnail.midX) \(thumbnail.midY)\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let options = AppOptions(showsPanels: false, replayScript: script, recordInputPath: folder + "/rec.touches",
                                 compare: ("long-image-dismiss", ["off", "on"]))
        let start = try WindowStart.prepare(options)
        let clock = ManualClock()
        let app = try App(options: start.options, sdl: sdl, hidden: true, clock: clock)
        defer { app.close() }
        try app.startFeatures(start)
        let compare = try #require(app.features.compare)
        #expect(app.features.recorder.isRecording)
        // Stepped 1/60 s at a time on the manual clock until the replay finishes (the tap ends by 0.2 s), at most
        // 2 s of scene time: the test never waits on the wall clock or on how many frames were drawn.
        for _ in 0..<120 where app.features.replay != nil {
            clock.advance(by: 1.0 / 60)
            app.step(to: clock.seconds, inputs: [])
        }
        #expect(app.features.replay == nil, "the replay should have finished")
        #expect(app.host.context.actions.map(\.name).contains("opened"))
        #expect(compare.host.context.actions.map(\.name).contains("opened"))
        #expect(app.host.scene.optionValues.first { $0.key == "long-image-dismiss" }?.value == "off")
        #expect(compare.host.scene.optionValues.first { $0.key == "long-image-dismiss" }?.value == "on")
        // Both devices are the same size, side by side, the first one where input maps.
        let layout = try #require(compare.layout)
        #expect(layout.devices[0].scale == layout.devices[1].scale)
        #expect(app.translator.mapping.viewport == layout.devices[0])
        // The person's touches (not the script's) are recorded and written when the app finishes.
        let now = app.clock.sceneTime(wall: app.now)
        app.dispatch(.down(finger: 1, at: CGPoint(x: 100, y: 100), time: now))
        app.dispatch(.up(finger: 1, at: CGPoint(x: 100, y: 100), time: now + 0.05))
        #expect(app.finishFeatures() == 0)
        let recorded = try TouchScriptParser.parseFile(path: folder + "/rec.touches", catalog: SceneRegistry.builtIn.catalog)
        #expect(recorded.scene == "photos")
        #expect(recorded.setOptions.contains { $0.key == "long-image-dismiss" && $0.value == "off" })
        #expect(recorded.events.map(\.phase) == [.down, .up])
        #expect(recorded.events.map(\.finger) == [1, 1])
    }
}
}
