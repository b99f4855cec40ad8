import GestureLabKit
import GestureLabTesting
import GestureReplay
import GestureScenes
import GestureScript
import Testing

/// The tester and `gesturelab replay` give the same run for the same touches at the same times: the gestures are
/// the script's own expansion and the frames the replay's.
@Suite("GestureTester plays a bundled script's touches as the replay does")
struct GestureTesterReplayTests {
    /// The replay of `script` (touch-script text) over the built-in scenes.
    private func replay(_ script: String) throws -> ReplayReport {
        let parsed = try TouchScriptParser.parse(script, sourceName: "same.touches", catalog: SceneRegistry.builtIn.catalog)
        return try ReplaySession(script: parsed, images: ImageCatalog([])).run()
    }

    /// Transitions and actions compared whole: time, recognizer, states and reason.
    private func expectSameRun(_ tester: GestureTester, _ report: ReplayReport) {
        let run = tester.report()
        #expect(run.transitions == report.transitions)
        #expect(run.actions == report.actions)
        #expect(run.scrollViews == report.scrollViews)
        #expect(run.screen == report.screen)
        #expect(run.navigationDepth == report.navigationDepth)
        #expect(run.end == report.end)
    }

    @Test("a double tap then a single tap on the taps scene")
    func taps() throws {
        let report = try replay("scene taps single-waits-for-double=on\n0.4 tap 195 422 count 2\n1.6 tap 195 422\n2.8 end\n")
        let tester = try GestureTester(scene: "taps", options: ["single-waits-for-double": "on"])
        tester.advance(to: 0.4)
        tester.doubleTap(at: CGPoint(x: 195, y: 422))
        tester.advance(to: 1.6)
        try tester.tap(on: "card")
        tester.advance(to: 2.8)
        #expect(try tester.center(of: "card") == CGPoint(x: 195, y: 422))
        #expect(!report.transitions.isEmpty)
        expectSameRun(tester, report)
    }

    @Test("an edge swipe on the navigation scene with require(toFail:)")
    func navigation() throws {
        let report = try replay("scene navigation pop=require-to-fail\n0.4 drag 5 400 -> 300 400 in 0.4\n2.5 end\n")
        let tester = try GestureTester(scene: "navigation", options: ["pop": "require-to-fail"])
        tester.advance(to: 0.4)
        tester.edgeSwipe(from: .left, at: 400)
        tester.advance(to: 2.5)
        #expect(tester.navigationDepth == 1)
        expectSameRun(tester, report)
    }

    @Test("a slow drag with a hold, then a fling, on the nested scene")
    func nested() throws {
        let report = try replay("""
            scene nested handoff=coordinated
            0.3 drag 195 600 -> 195 380 in 0.7 hold 0.2
            1.6 drag 195 600 -> 195 480 in 0.1
            3.5 end
            """)
        let tester = try GestureTester(scene: "nested", options: ["handoff": "coordinated"])
        tester.advance(to: 0.3)
        tester.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 380), duration: 0.7, hold: 0.2)
        tester.advance(to: 1.6)
        tester.fling(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 480))
        tester.advance(to: 3.5)
        #expect((tester.contentOffset(of: "tab.0")?.y ?? 0) > 700)
        expectSameRun(tester, report)
    }

    @Test("a long press and a pinch on built-in scenes, photos given as sizes")
    func longPressAndPinch() throws {
        let taps = try GestureTester(scene: "taps")
        taps.advance(to: 0.1)
        taps.longPress(at: CGPoint(x: 195, y: 422), duration: 0.6)
        taps.settle()
        #expect(taps.actionNames == ["longPress"])
        let photo = ImageInfo(name: "portrait.jpg", pixelSize: CGSize(width: 1080, height: 1440))
        let photos = try GestureTester(scene: "photos", options: ["open": "0"], images: [photo])
        #expect(photos.screen == "viewer")
        photos.advance(to: 0.5)
        photos.pinch(center: CGPoint(x: 195, y: 422), from: 50, to: 150, duration: 0.4)
        photos.settle()
        photos.expectRecognized("page.0.pinch")
        #expect((photos.zoomScale(of: "page.0") ?? 1) > CGFloat(1.5))
    }

    @Test("an unknown scene, a refused option and an unknown view throw errors that name them")
    func errors() throws {
        #expect(throws: GestureTesterError.unknownScene("nope", known: SceneRegistry.builtIn.names)) {
            try GestureTester(scene: "nope")
        }
        do {
            _ = try GestureTester(scene: "taps", options: ["single-waits-for-double": "maybe"])
            Issue.record("a bad option value was accepted")
        } catch {
            #expect(error.description.contains("maybe"))
        }
        let tester = try GestureTester(scene: "taps")
        #expect(throws: GestureTesterError.self) { try tester.frame(of: "nowhere") }
    }
}
