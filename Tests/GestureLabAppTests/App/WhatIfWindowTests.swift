import Foundation
import GestureUIKit
import GestureScenes
import GestureScript
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// What-if edits in a headless window: the panels' actions put them in force (the scene rebuilt), the scene without
/// them shown beside the scene with them, copied as lines, recorded in a script's header; by mouse and by finger.
@Suite("What-if edits in the window", .serialized, .timeLimit(.minutes(1)))
struct WhatIfWindowTests {
    private let requires = WhatIfEdit("banner.pan", .requires("nav.edgePop"))

    /// A hidden window on the navigation scene with the pop gesture's delegate replaced, on a manual clock.
    private func makeApp(clock: ManualClock, recordTo path: String? = nil) throws -> App {
        let sdl = try #require(TestSupport.sdl)
        let options = AppOptions(scene: "navigation", options: [("pop", "replaced-delegate")], showsPanels: true,
                                 recordInputPath: path)
        let app = try App(options: options, sdl: sdl, hidden: true, clock: clock)
        try app.startFeatures(try WindowStart.prepare(options))
        return app
    }

    /// An edge swipe from x = 5 over the banner (y = 400) to x = 305 in 12 frames, then a second of frames.
    private func edgeSwipe(_ app: App, clock: ManualClock) {
        func frame() {
            clock.advance(by: 1.0 / 60)
            app.step(to: clock.seconds, inputs: [])
        }
        frame()
        app.dispatch(.down(finger: 1, at: CGPoint(x: 5, y: 400), time: app.clock.sceneTime(wall: app.now)))
        for i in 1...12 {
            frame()
            app.dispatch(.moved(finger: 1, to: CGPoint(x: 5 + 25 * Double(i), y: 400),
                                time: app.clock.sceneTime(wall: app.now)))
        }
        frame()
        app.dispatch(.up(finger: 1, at: CGPoint(x: 305, y: 400), time: app.clock.sceneTime(wall: app.now)))
        for _ in 0..<60 { frame() }
    }

    @Test("without the edit the banner takes the edge swipe; the panel's action puts it in force and the swipe pops")
    func editThenPop() throws {
        let clock = ManualClock()
        let app = try makeApp(clock: clock)
        defer { app.close() }
        edgeSwipe(app, clock: clock)
        #expect(app.host.scene.screenName == "album", "without the edit nothing pops")
        let before = app.host.window
        app.apply(.setWhatIfEdits([requires]))
        #expect(app.host.window !== before, "the scene was rebuilt")
        #expect(app.host.whatIfEdits == [requires] && app.host.scene.whatIfEdits == [requires])
        edgeSwipe(app, clock: clock)
        #expect(app.host.scene.screenName == "albums", "the edit lets the edge pan pop")
        #expect(app.panels?.model.whatIfEdits == [requires])
        #expect(app.copyWhatIfLines() == "whatif banner.pan requires nav.edgePop\n")
        app.apply(.setWhatIfEdits([]))
        #expect(app.host.whatIfEdits.isEmpty && app.host.scene.screenName == "album")
    }

    @Test("compare without edits: the scene without them left, with them right; one swipe pops only the right one")
    func compareWithoutEdits() throws {
        let clock = ManualClock()
        let app = try makeApp(clock: clock)
        defer { app.close() }
        app.apply(.setWhatIfEdits([requires]))
        app.apply(.compareWithoutEdits(true))
        let compare = try #require(app.features.compare)
        #expect(compare.comparesEdits && compare.leadIndex == 1)
        #expect(compare.host.whatIfEdits.isEmpty && app.host.whatIfEdits == [requires])
        #expect(app.panelCompareMode == .withoutEdits)
        let layout = try #require(compare.layout)
        #expect(layout.devices[1].origin.x > layout.devices[0].origin.x)
        #expect(app.translator.mapping.viewport == layout.devices[1], "input maps to the lead, on the right")
        // The panel column starts right of both devices (not widened over the second one).
        let column = try #require(app.layout.panelColumn)
        #expect(column.minX >= layout.devices[1].origin.x + 390 * layout.devices[1].scale)
        #expect(compare.label(0, lead: app.host) == "without what-if edits")
        #expect(compare.label(1, lead: app.host) == "with 1 what-if edit")
        edgeSwipe(app, clock: clock)
        #expect(app.host.scene.screenName == "albums")
        #expect(compare.host.scene.screenName == "album")
        // A new edit rebuilds both: the follower still has none.
        let followerWindow = compare.host.window
        app.apply(.setWhatIfEdits([requires, WhatIfEdit("nav.back", .disabled)]))
        #expect(compare.host.window !== followerWindow)
        #expect(compare.host.whatIfEdits.isEmpty && compare.host.scene.screenName == "album")
        app.apply(.compareWithoutEdits(false))
        #expect(app.features.compare == nil && app.panelCompareMode == .none)
    }

    @Test("--compare KEY=A,B keeps working with edits: a panel edit runs on both sides; the edits toggle waits")
    func optionCompareWithEdits() throws {
        let sdl = try #require(TestSupport.sdl)
        let options = AppOptions(scene: "navigation", showsPanels: true,
                                 compare: ("pop", ["replaced-delegate", "system"]))
        let clock = ManualClock()
        let start = try WindowStart.prepare(options)
        let app = try App(options: start.options, sdl: sdl, hidden: true, clock: clock)
        defer { app.close() }
        try app.startFeatures(start)
        let compare = try #require(app.features.compare)
        #expect(app.panelCompareMode == .option("pop"))
        app.apply(.setWhatIfEdits([requires]))
        #expect(compare.host.whatIfEdits == [requires] && app.host.whatIfEdits == [requires])
        #expect(compare.label(1, lead: app.host) == "pop=system")
        app.apply(.compareWithoutEdits(true))
        #expect(app.features.compare === compare, "the option compared from the command line stays")
        edgeSwipe(app, clock: clock)
        // With the edit, the replaced delegate pops as the system one does.
        #expect(app.host.scene.screenName == "albums" && compare.host.scene.screenName == "albums")
    }

    @Test("by finger alone on the floating panels: open a recognizer's edits, require the edge pan, swipe, remove it")
    func byFinger() throws {
        let sdl = try #require(TestSupport.sdl)
        var options = AppOptions(scene: "navigation", options: [("pop", "replaced-delegate")], fullscreen: true,
                                 showsPanels: true, fitsDeviceToWindow: true)
        options.uiScale = 1
        // Every frame is 1/60 s on a manual clock: touches and the pop's animation have exact times.
        let clock = ManualClock()
        let app = try App(options: options, sdl: sdl, hidden: true, clock: clock)
        defer { app.close() }
        func frame() {
            clock.advance(by: 1.0 / 60)
            app.pumpFrame()
        }
        frame()
        frame()
        let panels = try #require(app.panels)
        let overlay = try #require(panels.overlay)
        #expect(app.panelsAsOverlay)
        func tap(_ label: String) throws {
            let rect = try #require(panels.imgui.itemFrame(label), "no \(label) drawn")
            #expect(overlay.placedFrame.contains(CGPoint(x: rect.midX, y: rect.midY)), "\(label) off the panels")
            app.pushFinger(.down, finger: 7, x: rect.midX, y: rect.midY)
            app.pushFinger(.up, finger: 7, x: rect.midX, y: rect.midY)
            // The press, the release, and what the click opened (scrolled into view the frame after).
            for _ in 0..<4 { frame() }
        }
        try tap("edit##banner.pan")
        #expect(panels.viewState.editing == "banner.pan")
        // A finger's target: the checkbox is at least a frame high at ui-scale 1 with the touch padding.
        let box = try #require(panels.imgui.itemFrame("nav.edgePop##banner.pan requires nav.edgePop"))
        #expect(box.height >= 24, "\(box)")
        try tap("nav.edgePop##banner.pan requires nav.edgePop")
        #expect(app.host.whatIfEdits == [requires])
        #expect(app.host.context.actions.isEmpty, "the scene saw a panel touch")
        // The edge swipe by finger over the banner, on the left (the panels float on the right).
        let banner = try #require(Self.view(named: "banner", in: app.host.window))
        let y = banner.convert(banner.bounds, to: nil).midY
        app.pushFinger(.down, finger: 1, x: 5, y: y)
        frame()
        for i in 1...10 {
            app.pushFinger(.moved, finger: 1, x: 5 + 30 * Double(i), y: y)
            frame()
        }
        app.pushFinger(.up, finger: 1, x: 305, y: y)
        for _ in 0..<60 { frame() }
        #expect(app.host.scene.screenName == "albums", "the edge swipe pops with the edit in force")
        try tap("x##remove banner.pan requires nav.edgePop")
        #expect(app.host.whatIfEdits.isEmpty && app.host.scene.screenName == "album")
    }

    private static func view(named name: String, in view: UIView) -> UIView? {
        if view.name == name { return view }
        for subview in view.subviews { if let found = Self.view(named: name, in: subview) { return found } }
        return nil
    }

    @Test("a recording started with edits in force writes them as whatif lines in its header")
    func recordingHeader() throws {
        let folder = try TestSupport.scratchFolder("whatif-record")
        let clock = ManualClock()
        let app = try makeApp(clock: clock, recordTo: folder + "/rec.touches")
        defer { app.close() }
        app.apply(.setWhatIfEdits([requires]))
        // The rebuild stopped the recording that started with the window; the I key starts one with the edit.
        if app.features.recorder.isRecording { app.perform(.toggleRecording) }
        app.perform(.toggleRecording)
        #expect(app.features.recorder.isRecording)
        edgeSwipe(app, clock: clock)
        #expect(app.finishFeatures() == 0)
        let path = try #require(app.features.recorder.lastWrittenPath)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("whatif banner.pan requires nav.edgePop\n"), "\(text)")
        let script = try TouchScriptParser.parse(text, sourceName: path, catalog: SceneRegistry.builtIn.catalog)
        #expect(script.whatIfEdits == [requires])
    }
}
}
