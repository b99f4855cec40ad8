import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

private let redrawColumn = CGRect(x: 580, y: 0, width: 420, height: 800)

/// The cached panel column follows the model, not the input (idle panels showed old states until the
/// mouse moved).
// In the headless-frame suite, which is serialized: Dear ImGui's current context is process-wide, so two suites
// drawing panels at once would crash.
extension SDLSuites.PanelsFrameTests {
    @Test("a recognizer's state change redraws at once; an unchanged model is not redrawn; a smooth change is drawn once it stops")
    func redrawsOnModelChanges() throws {
        try withCachedColumn(scene: "taps") { panels, fixture, frame in
            frame(0)
            let first = panels.columnRedraws
            #expect(first == 1)
            // Nothing changed, long after: no redraw.
            frame(1)
            #expect(panels.columnRedraws == first)
            // A finger lands on the card (recognizers change state) 10 ms later, no panel input: redrawn at once.
            fixture.window.advance(to: 0.5)
            fixture.window.touchDown(finger: 0, at: CGPoint(x: 195, y: 422), time: 0.5)
            frame(1.01)
            #expect(panels.columnRedraws == first + 1)
            #expect(!panels.isStale)
            // Only time moves, within the redraw interval: not redrawn yet, but stale, so the app draws again.
            fixture.window.advance(to: 0.51)
            frame(1.02)
            #expect(panels.columnRedraws == first + 1)
            #expect(panels.isStale)
            frame(1.02 + Panels.redrawInterval)
            #expect(panels.columnRedraws == first + 2)
            #expect(!panels.isStale)
        }
    }

    @Test("a dragging pan's changed → changed log entries redraw at 15 Hz, not every frame; its lift at once")
    func dragRedrawsAtFifteenHertz() throws {
        try withCachedColumn(scene: "nested") { panels, fixture, frame in
            let window = fixture.window
            let start = CGPoint(x: 195, y: 600)
            window.advance(to: 0.1)
            window.touchDown(finger: 0, at: start, time: 0.1)
            frame(0.1)
            // Up 3 pt a frame at 60 Hz: the list's pan begins after 10 pt, then logs changed → changed every move.
            var y = start.y
            for k in 1...10 {
                let t = 0.1 + Double(k) / 60
                y -= 3
                window.advance(to: t)
                window.touchMoved(finger: 0, to: CGPoint(x: start.x, y: y), time: t)
                frame(t)
            }
            let entriesBefore = panels.model.log.appended, redrawsBefore = panels.columnRedraws
            for k in 11...70 {
                let t = 0.1 + Double(k) / 60
                y -= 3
                window.advance(to: t)
                window.touchMoved(finger: 0, to: CGPoint(x: start.x, y: y), time: t)
                frame(t)
            }
            #expect(panels.model.log.appended - entriesBefore >= 55, "the pan logs its moves")
            // 60 frames in one second: at 15 Hz about 15 redraws (every frame was 60).
            let redraws = panels.columnRedraws - redrawsBefore
            #expect(redraws >= 10 && redraws <= 20, "\(redraws) redraws in 60 frames")
            let lift = 0.1 + 71.0 / 60
            window.advance(to: lift)
            window.touchUp(finger: 0, at: CGPoint(x: start.x, y: y), time: lift)
            let beforeLift = panels.columnRedraws
            frame(lift)
            #expect(panels.columnRedraws == beforeLift + 1, "a lift redraws at once")
        }
    }

    @Test("the hit-test chain goes when its touch's trail has faded, so it is not left over a new screen")
    func hitChainFades() throws {
        let fixture = try PanelFixture(scene: "taps")
        let window = fixture.window
        window.touchDown(finger: 0, at: CGPoint(x: 195, y: 422), time: 0.1)
        fixture.model.update(window: window, scene: fixture.host.scene)
        #expect(fixture.model.touches.hitChain.first?.view == "card")
        window.touchUp(finger: 0, at: CGPoint(x: 195, y: 422), time: 0.15)
        window.advance(to: 0.2)
        fixture.model.update(window: window, scene: fixture.host.scene)
        #expect(fixture.model.touches.isFading)
        #expect(!fixture.model.touches.hitChain.isEmpty)
        let revision = fixture.model.touches.revision
        window.advance(to: 0.15 + TouchTrails.trailSeconds + 0.1)
        fixture.model.update(window: window, scene: fixture.host.scene)
        #expect(!fixture.model.touches.isFading)
        #expect(fixture.model.touches.hitChain.isEmpty)
        // The change is counted, so the app draws the overlay once more without it; an idle update changes nothing.
        #expect(fixture.model.touches.revision != revision)
        let cleared = fixture.model.touches.revision
        window.advance(to: 2)
        fixture.model.update(window: window, scene: fixture.host.scene)
        #expect(fixture.model.touches.revision == cleared)
    }

    /// Panels caching their column on an offscreen renderer, over `scene`; `frame(now)` draws one frame of them
    /// with no panel input, as the app does once a frame.
    func withCachedColumn(
        scene: String, _ body: (Panels, PanelFixture, (Double) -> Void) throws -> Void
    ) throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        panels.cachesColumn = true
        let fixture = try PanelFixture(scene: scene)
        try body(panels, fixture) { now in
            _ = panels.draw(host: fixture.host, column: redrawColumn, pixelsPerUnit: 1, isPaused: false,
                            deltaTime: 1.0 / 60, manualInput: (mouse: nil, down: false), now: now)
        }
    }
}
