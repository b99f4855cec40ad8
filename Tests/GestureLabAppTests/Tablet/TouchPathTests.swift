import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// The touch path end to end: SDL finger events pushed with SDL_PushEvent (not the mouse) through the app's loop,
/// on a full-screen fitted device with the panels as an overlay and the touch toolbar.
@Suite("The touch path end to end", .serialized)
struct TouchPathTests {
    /// A full-screen, fitted, hidden window on the photo viewer, paused so touches and steps have exact times.
    private func makeApp(scene: String, options: [(key: String, value: String)] = [], paused: Bool = true,
                         uiScale: Double? = 1) throws -> App {
        let sdl = try #require(TestSupport.sdl)
        var appOptions = AppOptions(scene: scene, options: options, imagePaths: [TestSupport.repoRoot + "/Resources/Photos"],
                                    fullscreen: true, showsPanels: true, fitsDeviceToWindow: true)
        appOptions.uiScale = uiScale
        let app = try App(options: appOptions, sdl: sdl, hidden: true)
        if paused { app.perform(.togglePause) }
        app.pumpFrame()
        app.pumpFrame()
        return app
    }

    /// One finger's drag in `steps` moves, a frame after each event.
    private func drag(_ app: App, finger: Int64, from a: CGPoint, to b: CGPoint, steps: Int = 8) {
        app.pushFinger(.down, finger: finger, x: a.x, y: a.y)
        app.pumpFrame()
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            app.pushFinger(.moved, finger: finger, x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            app.pumpFrame()
        }
        app.pushFinger(.up, finger: finger, x: b.x, y: b.y)
        app.pumpFrame()
        app.pumpFrame()
    }

    private func tap(_ app: App, at p: CGPoint, finger: Int64 = 7) {
        app.pushFinger(.down, finger: finger, x: p.x, y: p.y)
        app.pushFinger(.up, finger: finger, x: p.x, y: p.y)
        app.pumpFrame()
        app.pumpFrame()
    }

    @Test("a pinch zooms the photo; the toolbar and the panels take their touches and the scene never sees them",
          .timeLimit(.minutes(1)))
    func pinchToolbarAndPanels() throws {
        let app = try makeApp(scene: "photos", options: [("open", "0")])
        defer { app.close() }
        let size = app.sdlWindow.size
        let panels = try #require(app.panels)
        let overlay = try #require(panels.overlay)
        #expect(app.panelsAsOverlay)
        // The device is the whole window: nothing is left to a column.
        #expect(app.host.deviceSize == CGSize(width: Double(size.width), height: Double(size.height)))
        #expect(app.layout.panelColumn == nil)

        // Two fingers spread apart left of the panels: the photo's page zooms in.
        let y = Double(size.height) / 2
        app.pushFinger(.down, finger: 1, x: 200, y: y)
        app.pushFinger(.down, finger: 2, x: 300, y: y)
        app.pumpFrame()
        for i in 1...8 {
            let d = Double(i) * 12
            app.pushFinger(.moved, finger: 1, x: 200 - d, y: y)
            app.pushFinger(.moved, finger: 2, x: 300 + d, y: y)
            app.pumpFrame()
        }
        #expect(app.translator.isTracking)
        app.pushFinger(.up, finger: 1, x: 104, y: y)
        app.pushFinger(.up, finger: 2, x: 396, y: y)
        app.pumpFrame()
        func views(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(views) }
        let zooms = views(app.host.window).compactMap { $0 as? UIScrollView }.filter { $0.name.hasPrefix("page.") }
        #expect(zooms.contains { $0.zoomScale > 1.2 }, "no page zoomed: \(zooms.map(\.zoomScale))")
        let actionsBefore = app.host.context.actions.count

        // A finger on the panels: ImGui takes it, the scene's translator never does.
        let onPanel = CGPoint(x: overlay.placedFrame.midX, y: overlay.placedFrame.midY)
        app.pushFinger(.down, finger: 3, x: onPanel.x, y: onPanel.y)
        app.pumpFrame()
        #expect(!app.translator.isTracking)
        app.pushFinger(.up, finger: 3, x: onPanel.x, y: onPanel.y)
        app.pumpFrame()

        // The toolbar: its handle shows it, "Fix" toggles the main fix; none of it reaches the scene.
        let handle = app.tablet.toolbar.handle
        tap(app, at: CGPoint(x: handle.midX, y: handle.midY))
        #expect(app.tablet.toolbar.isShown)
        let fix = try #require(app.tablet.toolbar.buttons.first { $0.item.action == .command(.toggleMainFix) })
        #expect(fix.frame.width >= 44 && fix.frame.height >= 44)
        tap(app, at: CGPoint(x: fix.frame.midX, y: fix.frame.midY))
        #expect(app.host.scene.optionValues.first { $0.key == "long-image-dismiss" }?.value == "off")
        #expect(!app.translator.isTracking)
        #expect(app.host.context.actions.count == actionsBefore, "the scene reacted to a toolbar or panel touch")

        // A second tap on the handle hides the bar again.
        tap(app, at: CGPoint(x: handle.midX, y: handle.midY))
        #expect(!app.tablet.toolbar.isShown && app.tablet.toolbar.barFrame == nil)

        // Dragging the panels' body scrolls them; dragging their title bar to the left moves them to the left side.
        drag(app, finger: 4, from: CGPoint(x: onPanel.x, y: overlay.placedFrame.maxY - 40),
             to: CGPoint(x: onPanel.x, y: overlay.placedFrame.minY + 120))
        #expect(panels.imgui.scroll(ofWindow: Panels.overlayWindowName) > 50)
        drag(app, finger: 5, from: CGPoint(x: onPanel.x, y: overlay.placedFrame.minY + 8), to: CGPoint(x: 150, y: 40))
        app.pumpFrame()
        #expect(panels.overlay?.side == .left)
        #expect((panels.overlay?.drawnFrame?.minX ?? 999) < 20)
        #expect(app.host.context.actions.count == actionsBefore)
    }

    @Test("a finger dragging the timeline's slider moves it step by step with the finger, not only to the press",
          .timeLimit(.minutes(1)))
    func sliderFollowsTheFinger() throws {
        // At 0.9 the column's rows fit the 768-pixel screen with the timeline's slider in view (at 1 the scene
        // buttons' rows push it under the overlay's bottom edge).
        let app = try makeApp(scene: "taps", uiScale: 0.9)
        defer { app.close() }
        let panels = try #require(app.panels)
        let slider = try #require(panels.imgui.sliderFrame("##span"))
        let overlay = try #require(panels.overlay?.placedFrame)
        #expect(slider.maxY <= overlay.maxY, "the slider \(slider) is inside the overlay \(overlay)")
        #expect(panels.viewState.timelineSpan == 4)
        let y = slider.midY
        app.pushFinger(.down, finger: 1, x: slider.minX + 4, y: y)
        app.pumpFrame()
        var spans: [Double] = [panels.viewState.timelineSpan]
        for i in 1...6 {
            app.pushFinger(.moved, finger: 1, x: slider.minX + 4 + (slider.width - 8) * Double(i) / 6, y: y)
            app.pumpFrame()
            spans.append(panels.viewState.timelineSpan)
        }
        app.pushFinger(.up, finger: 1, x: slider.maxX - 4, y: y)
        app.pumpFrame()
        // 1...10 s across the slider: the press sets about 1, each move more, the end 10.
        #expect(spans.first.map { $0 < 1.5 } == true, "spans: \(spans)")
        #expect(zip(spans, spans.dropFirst()).allSatisfy { $0 <= $1 } && Set(spans).count >= 5, "spans: \(spans)")
        #expect(spans.last.map { $0 > 9.5 } == true, "spans: \(spans)")
        #expect(!app.translator.isTracking && app.host.context.actions.isEmpty)
    }

    @Test("by finger alone: record a tap with the toolbar, stop, and replay it in the window", .timeLimit(.minutes(1)))
    func recordAndReplay() throws {
        let app = try makeApp(scene: "taps", paused: false)
        defer { app.close() }
        let folder = try TestSupport.scratchFolder("touch-replay")
        app.features.recorder = InputRecorder(basePath: folder + "/rec.touches")
        let size = app.sdlWindow.size
        let handle = app.tablet.toolbar.handle
        func button(_ label: String) throws -> CGPoint {
            let frame = try #require(app.tablet.toolbar.buttons.first { $0.item.label == label }?.frame, "no \(label)")
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        tap(app, at: CGPoint(x: handle.midX, y: handle.midY))
        tap(app, at: try button("Record"))
        #expect(app.features.recorder.isRecording)
        // A tap on the card (the centre of the screen), then stop.
        tap(app, at: CGPoint(x: Double(size.width) / 2, y: Double(size.height) / 2 - 60), finger: 1)
        tap(app, at: try button("Stop rec"))
        let path = try #require(app.features.recorder.lastWrittenPath)
        #expect(path.hasPrefix(folder))
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains("down") && script.contains("up") && !script.contains("\(Int(handle.midX)) "),
                "the recording should hold the card's tap, not the toolbar's: \(script)")

        // Paused first, so the replay's scene time moves only by the steps below: on the wall clock its few events
        // played out within the Replay button's own two frames when this test ran alone (its first frames are the
        // slow ones), and the replay was gone before it was looked at.
        app.perform(.togglePause)
        tap(app, at: try button("Replay"))
        let replay = try #require(app.features.replay)
        #expect(replay.isPlaying)
        #expect(app.host.context.actions.isEmpty, "the scene starts again for the replay")
        // The single tap is reported 0.35 s after the lift, when the double tap has failed: step past it. The tap's
        // time in the recording is wall time after Record (a busy machine makes it later), so step until the replay
        // is over and then half a second more, within 10 s of scene time.
        var stepsAfterReplay = 0
        for _ in 0..<600 where stepsAfterReplay < 30 {
            app.perform(.stepFrame)
            app.pumpFrame()
            if app.features.replay == nil { stepsAfterReplay += 1 }
        }
        #expect(app.features.replay == nil, "the replay should have finished")
        #expect(app.host.context.actions.map(\.name).contains("singleTap"),
                "actions: \(app.host.context.actions.map(\.name))")
    }

    @Test("a toolbar tap switches to navigation and an edge swipe pops the album page", .timeLimit(.minutes(1)))
    func toolbarAndEdgeSwipe() throws {
        // Scene time runs during the swipe (its events carry SDL's tick times, so the finger has a velocity) and is
        // paused after the lift, then stepped: the pop's animation runs a frame a step, never on the wall clock.
        let app = try makeApp(scene: "photos", paused: false)
        defer { app.close() }
        // Two fingers tapped together on the scene show the toolbar.
        let size = app.sdlWindow.size
        app.pushFinger(.down, finger: 1, x: 200, y: 300)
        app.pushFinger(.down, finger: 2, x: 260, y: 300)
        app.pushFinger(.up, finger: 1, x: 200, y: 300)
        app.pushFinger(.up, finger: 2, x: 260, y: 300)
        app.pumpFrame()
        #expect(app.tablet.toolbar.isShown)
        let navigation = try #require(app.tablet.toolbar.buttons.first { $0.item.label == "navigation" })
        tap(app, at: CGPoint(x: navigation.frame.midX, y: navigation.frame.midY))
        #expect(app.host.sceneName == "navigation")

        // An edge swipe from the left edge across most of the screen (scene time is paused: a slow drag).
        let y = Double(size.height) / 3
        drag(app, finger: 6, from: CGPoint(x: 2, y: y), to: CGPoint(x: Double(size.width) * 0.8, y: y), steps: 12)
        app.perform(.togglePause)
        for _ in 0..<90 where !app.host.context.actions.map(\.name).contains("popped") {
            app.perform(.stepFrame)
            app.pumpFrame()
        }
        #expect(app.host.context.actions.map(\.name).contains("popped"),
                "actions: \(app.host.context.actions.map(\.name))")
    }
}
}
