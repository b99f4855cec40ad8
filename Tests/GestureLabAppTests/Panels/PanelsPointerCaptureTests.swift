import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

private let captureColumn = CGRect(x: 580, y: 0, width: 420, height: 800)
private let captureWindowSize = CGSize(width: 1000, height: 800)

/// Which presses the panels take from the scene (the first press on the scene after using a panel
/// control was ignored).
// In the headless-frame suite, which is serialized: Dear ImGui's current context is process-wide, so two suites
// drawing panels at once would crash.
extension SDLSuites.PanelsFrameTests {
    @Test("a press on the scene right after a click on a panel control goes to the scene, though ImGui still wants the mouse")
    func pressAfterPanelClick() throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        let fixture = try PanelFixture(scene: "taps")
        func frame(down: Bool) {
            _ = panels.draw(host: fixture.host, column: captureColumn, pixelsPerUnit: 1, isPaused: false,
                            deltaTime: 1.0 / 60, manualInput: (mouse: (x: 800, y: 100), down: down))
        }
        // A click over the column: the press and the release are the panels'.
        frame(down: false)
        #expect(panels.handleMouseButton(down: true, x: 800, y: 100, windowSize: captureWindowSize))
        frame(down: true)
        frame(down: false)
        #expect(panels.handleMouseButton(down: false, x: 800, y: 100, windowSize: captureWindowSize))
        // ImGui's last frame had the pointer over its window: it still says it wants the mouse.
        #expect(panels.imgui.wantsMouse)
        // The next press lands on the scene before any new ImGui frame: the scene gets it, and its release.
        #expect(!panels.handleMouseButton(down: true, x: 200, y: 300, windowSize: captureWindowSize))
        #expect(!panels.handleMouseButton(down: false, x: 200, y: 300, windowSize: captureWindowSize))
    }

    @Test("a press on the column keeps the pointer until its release, even released over the scene")
    func captureEndsWithRelease() throws {
        _ = try #require(TestSupport.sdl)
        let renderer = try SDLRenderer(offscreenWidth: 1000, height: 800)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        let fixture = try PanelFixture(scene: "taps")
        _ = panels.draw(host: fixture.host, column: captureColumn, pixelsPerUnit: 1, isPaused: false,
                        deltaTime: 1.0 / 60, manualInput: (mouse: nil, down: false))
        #expect(panels.handleMouseButton(down: true, x: 700, y: 50, windowSize: captureWindowSize))
        #expect(panels.handleMouseButton(down: false, x: 100, y: 50, windowSize: captureWindowSize))
        #expect(!panels.handleMouseButton(down: true, x: 100, y: 50, windowSize: captureWindowSize))
    }
}
