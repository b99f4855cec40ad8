import CSDL2
import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

extension SDLSuites {
    /// Escape closes what is open before it quits (issue 42): a user who opened the photo viewer and presses Esc
    /// expects the viewer to close, as a Close button would, not the whole window to go.
    @Suite("Escape closes what is open first, then quits", .timeLimit(.minutes(2)))
    struct EscapeKeyTests {
        /// SDL's key-down event for Escape, as the keyboard sends it.
        private static var escape: SDL_Event {
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
            return event
        }

        /// A hidden window of the photos scene on `clock`, with the viewer open on the first photo.
        private func makeViewer(_ clock: ManualClock) throws -> App {
            let sdl = try #require(TestSupport.sdl)
            return try App(
                options: AppOptions(scene: "photos", options: [(key: "open", value: "0")], showsPanels: false),
                sdl: sdl, hidden: true, clock: clock)
        }

        @Test("the first Esc closes the photo viewer back to the gallery; the second quits")
        func closesTheViewerThenQuits() throws {
            let clock = ManualClock()
            let app = try makeViewer(clock)
            defer { app.close() }
            clock.advance(by: 1.0 / 60)
            app.step(to: clock.seconds, inputs: [])
            #expect(app.host.scene.presentsScreen)
            #expect(app.host.scene.screenName == "viewer")

            clock.advance(by: 1.0 / 60)
            app.step(to: clock.seconds, inputs: [Self.escape])
            #expect(!app.state.isQuitting, "Esc quit with the viewer open")
            #expect(!app.host.scene.presentsScreen)
            #expect(app.host.scene.screenName == "gallery")

            clock.advance(by: 1.0 / 60)
            app.step(to: clock.seconds, inputs: [Self.escape])
            #expect(app.state.isQuitting, "a second Esc, with nothing open, quits")
        }

        @Test("Esc closes the key help first; Q still quits at once")
        func closesTheHelpFirst() throws {
            let clock = ManualClock()
            let app = try makeViewer(clock)
            defer { app.close() }
            app.perform(.toggleHelp)
            #expect(app.state.showsHelp)
            app.step(to: clock.seconds, inputs: [Self.escape])
            #expect(!app.state.showsHelp && !app.state.isQuitting)
            #expect(app.host.scene.presentsScreen, "the help closed; the viewer stays until the next Esc")
            app.perform(.quit)
            #expect(app.state.isQuitting)
        }

        @Test("the touch toolbar offers Close while the viewer is open, and Quit always")
        func toolbarClose() throws {
            let clock = ManualClock()
            let app = try makeViewer(clock)
            defer { app.close() }
            func actions() -> [ToolbarItem.Action] {
                ToolbarItem.items(
                    for: ToolbarItem.context(host: app.host, isPaused: false, isRecording: false, showsPanels: false)
                ).map(\.action)
            }
            #expect(actions().contains(.command(.closeOrQuit)))
            app.perform(.closeOrQuit)
            #expect(!actions().contains(.command(.closeOrQuit)))
            #expect(actions().contains(.command(.quit)))
            #expect(!app.state.isQuitting)
        }
    }
}
