import Foundation
import GestureUIKit
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

private func writeScript(_ text: String, name: String = "s.touches") throws -> String {
    let path = try TestSupport.scratchFolder("window-replay") + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite("Replay in the window: start-up merge and playing on scene time")
struct WindowReplayTests {
    @Test("the script's scene, options, device and images are used; the command line overrides them")
    func scriptHeaderUnderTheCommandLine() throws {
        let path = try writeScript("""
            scene photos open=2
            set long-image-dismiss=off
            images pics
            device 320x568@2
            0.1 tap 100 100
            """)
        let plain = try #require(try WindowStart.prepare(AppOptions(replayScript: path)))
        #expect(plain.options.scene == "photos")
        #expect(plain.options.options.map { "\($0.key)=\($0.value)" } == ["open=2", "long-image-dismiss=off"])
        #expect(plain.options.device == DeviceSpec(width: 320, height: 568, scale: 2))
        #expect(plain.options.imagePaths.count == 1 && plain.options.imagePaths[0].hasSuffix("/pics"))
        #expect(plain.script?.events.count == 2)

        let overridden = try WindowStart.prepare(AppOptions(
            options: [("long-image-dismiss", "on")], imagePaths: ["/tmp"],
            device: DeviceSpec(width: 400, height: 800), replayScript: path))
        #expect(overridden.options.options.map { "\($0.key)=\($0.value)" } == ["open=2", "long-image-dismiss=on"])
        #expect(overridden.options.device == DeviceSpec(width: 400, height: 800))
        #expect(overridden.options.imagePaths == ["/tmp"])

        let fitted = try WindowStart.prepare(AppOptions(replayScript: path, fitsDeviceToWindow: true))
        #expect(fitted.options.device == nil)

        let otherScene = try WindowStart.prepare(AppOptions(scene: "taps", replayScript: path))
        #expect(otherScene.options.scene == "taps")
        #expect(otherScene.options.options.isEmpty)
    }

    @Test("a script that does not parse is FILE:LINE:COLUMN: message, and an option the script's scene lacks is refused")
    func startErrors() throws {
        let bad = try writeScript("scene taps\n0.1 down 1 10 10\n0.05 up 1 10 10\n")
        #expect(throws: WindowReplay.StartError.self) { try WindowStart.prepare(AppOptions(replayScript: bad)) }
        do {
            _ = try WindowStart.prepare(AppOptions(replayScript: bad))
        } catch {
            #expect(error.description.hasPrefix("\(bad):3:"))
        }
        let missing = "/nonexistent/nowhere.touches"
        do {
            _ = try WindowStart.prepare(AppOptions(replayScript: missing))
            Issue.record("a missing script was accepted")
        } catch {
            #expect(error.description.hasPrefix("\(missing):1:1: "))
        }
        let taps = try writeScript("scene taps\n0.1 tap 10 10\n")
        #expect(throws: WindowReplay.StartError.self) {
            try WindowStart.prepare(AppOptions(options: [("long-image-dismiss", "on")], replayScript: taps))
        }
        #expect(throws: WindowReplay.StartError.self) {
            try WindowStart.prepare(AppOptions(recordInputPath: "/nonexistent/folder/rec.touches"))
        }
    }

    @Test("compare mode starts the lead at the first value, on a scene that has the option")
    func compareStart() throws {
        let start = try WindowStart.prepare(AppOptions(compare: ("pop", ["system", "per-page"])))
        let scene = try #require(start.options.scene)
        #expect(SceneRegistry.builtIn.type(named: scene)?.description.option("pop") != nil)
        #expect(start.options.options.last.map { "\($0.key)=\($0.value)" } == "pop=system")
    }

    @Test("events play at their own times as scene time passes; frozen time plays nothing more; fingers are offset")
    func playsOnSceneTime() throws {
        let script = try TouchScriptParser.parse(
            "scene taps\n0.1 down 1 195 300\n0.2 move 1 195 310\n0.3 up 1 195 310\n0.5 end\n",
            sourceName: "t", catalog: SceneRegistry.builtIn.catalog)
        let host = try SceneHost(sceneName: "taps", options: [], deviceSize: CGSize(width: 390, height: 844),
                                 images: ImageCatalog([]))
        let replay = WindowReplay(script: script, windows: [host.window])
        #expect(replay.play(upTo: 0.05, current: [host.window]) == .playing)
        #expect(host.window.activeTouches.isEmpty)
        #expect(replay.play(upTo: 0.15, current: [host.window]) == .playing)
        #expect(host.window.activeTouches.map(\.finger) == [1 + WindowReplay.fingerOffset])
        // The down at 0.1, then the timeline's frames up to 0.15 (the window's frames are the replay's).
        #expect(host.window.now > 0.1 && host.window.now <= 0.15)
        // Paused: the clock hands the same time again; nothing more happens.
        #expect(replay.play(upTo: 0.15, current: [host.window]) == .playing)
        #expect(host.window.activeTouches.count == 1)
        #expect(replay.play(upTo: 0.4, current: [host.window]) == .playing)
        #expect(host.window.activeTouches.isEmpty)
        #expect(replay.play(upTo: 0.5, current: [host.window]) == .finished)
    }

    @Test("a rebuilt scene stops the replay without touching the new window")
    func rebuildStops() throws {
        let script = try TouchScriptParser.parse("scene taps\n0.1 down 1 195 300\n0.3 up 1 195 300\n",
                                                 sourceName: "t", catalog: SceneRegistry.builtIn.catalog)
        let host = try SceneHost(sceneName: "taps", options: [], deviceSize: CGSize(width: 390, height: 844),
                                 images: ImageCatalog([]))
        let replay = WindowReplay(script: script, windows: [host.window])
        replay.play(upTo: 0.1, current: [host.window])
        try host.reset()
        #expect(replay.play(upTo: 0.2, current: [host.window]) == .stopped)
        #expect(host.window.activeTouches.isEmpty)
    }

    @Test("hover lines play into the window's pointer input: the card's hover begins and ends at their times")
    func playsHover() throws {
        let script = try TouchScriptParser.parse(
            "scene taps\n0.1 hover 195 422\n0.2 hover-out\n0.3 end\n",
            sourceName: "t", catalog: SceneRegistry.builtIn.catalog)
        let host = try SceneHost(sceneName: "taps", options: [], deviceSize: CGSize(width: 390, height: 844),
                                 images: ImageCatalog([]))
        let card = try #require(host.window.descendant(named: "card"))
        let hover = UIHoverGestureRecognizer(name: "card.hover")
        card.addGestureRecognizer(hover)
        var states: [String] = []
        hover.addTarget { states.append($0.state.rawValue) }
        let replay = WindowReplay(script: script, windows: [host.window])
        #expect(replay.play(upTo: 0.15, current: [host.window]) == .playing)
        #expect(states == ["began"])
        #expect(replay.play(upTo: 0.3, current: [host.window]) == .finished)
        #expect(states == ["began", "ended"])
    }
}
