import GestureScenes
import GestureScript
import Testing
@testable import GestureReplay

@Suite("Replay session")
struct ReplaySessionTests {
    @Test("an end statement stops the run at that time exactly")
    func endStopsTheRun() throws {
        let report = try replay("""
            scene taps
            0.1 tap 195 422
            1.2345 end
            """)
        #expect(report.end == 1.2345)
        #expect(JSONWriter.write(report.json).contains(#""end": 1.2345,"#))
    }

    @Test("an end before the idle point cuts the run short: the pending single tap never fires")
    func endBeforeIdle() throws {
        let report = try replay("""
            scene taps
            0.1 tap 195 422
            0.3 end
            """)
        #expect(report.end == 0.3)
        #expect(report.actions.isEmpty)
    }

    @Test("without end the run stops at the first frame where the window is idle")
    func stopsWhenIdle() throws {
        let report = try replay("""
            scene taps
            set single-waits-for-double=off
            0.1 tap 195 422
            """)
        // The double tap's 0.35 s deadline after the lift at 0.15 keeps the scheduler busy until 0.5.
        #expect(report.end >= 0.5)
        #expect(report.end < 0.5 + 1.0 / 60 + 1e-9)
    }

    @Test("a script without events ends at once")
    func emptyScript() throws {
        let report = try replay("scene taps\n")
        #expect(report.end == 0)
        #expect(report.transitions.isEmpty)
    }

    @Test("stepping frame by frame gives the same report as running")
    func steppingMatchesRunning() throws {
        let text = """
            scene taps
            0.1 drag 195 422 -> 250 500 in 0.25
            1 tap 195 422 count 2
            """
        let stepped = try session(text)
        stepped.start()
        var steps = 0
        while !stepped.isFinished, let next = stepped.nextInstant {
            stepped.step(to: next)
            steps += 1
        }
        #expect(steps > 10)
        #expect(stepped.report().text == (try replay(text)).text)
    }

    @Test("the device comes from the settings, else the script, else the default")
    func devicePrecedence() throws {
        let text = "scene taps\ndevice 320x568@2\n"
        #expect(try replay(text).device == DeviceSpec(width: 320, height: 568, scale: 2))
        let overridden = try replay(text, settings: ReplaySettings(device: DeviceSpec(width: 400, height: 900)))
        #expect(overridden.device == DeviceSpec(width: 400, height: 900, scale: 3))
        #expect(try replay("scene taps\n").device == .default)
    }

    @Test("overrides win over the script's set options")
    func overridesWin() throws {
        let report = try replay(
            "scene taps\nset single-waits-for-double=on\n0.1 tap 195 422\n",
            settings: ReplaySettings(optionOverrides: [("single-waits-for-double", "off")]))
        #expect(report.options.map(\.value) == ["off"])
        #expect(report.actions.first.map { abs($0.time - 0.15) < 1e-9 } == true)
    }

    @Test("an override the scene refuses is a setup error")
    func badOverride() throws {
        #expect(throws: ReplayError.self) {
            try session("scene taps\n", settings: ReplaySettings(optionOverrides: [("nosuch", "1")]))
        }
    }

    @Test("a script without a scene line cannot be replayed")
    func noScene() throws {
        #expect(throws: ReplayError.noScene) { try session("0.1 tap 10 10\n") }
    }

    @Test("the registry's catalog lists the code's scenes and their options")
    func registryCatalog() {
        let catalog = SceneRegistry.builtIn.catalog
        #expect(catalog.scene(named: "taps")?.option("single-waits-for-double")?.values == ["on", "off"])
        #expect(catalog.validate(key: "single-waits-for-double", value: "bogus", scene: "taps") != nil)
    }
}
