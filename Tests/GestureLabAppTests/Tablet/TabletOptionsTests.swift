import CSDL2
import Foundation
import GestureUIKit
import GestureLabTestSupport
import Testing
@testable import GestureLabApp

/// The built `gesturelab` next to the test bundle, or nil (building it is the Makefile's job).
private let builtApp: String? = {
    guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
    let path = folder.appendingPathComponent("gesturelab").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()

extension SDLSuites {
@Suite("The tablet's options", .serialized)
struct TabletOptionsTests {
    @Test("--device fit@2 lays the device out at two pixels a point; the UI scale setting rebuilds the panels",
          .timeLimit(.minutes(1)))
    func fitAtTwo() throws {
        let sdl = try #require(TestSupport.sdl)
        var options = AppOptions(scene: "taps", fullscreen: true, showsPanels: true, fitsDeviceToWindow: true)
        options.fitScale = 2
        let app = try App(options: options, sdl: sdl, hidden: true)
        defer { app.close() }
        app.pumpFrame()
        let size = app.sdlWindow.size
        #expect(app.host.deviceSize == CGSize(width: Double(size.width / 2), height: Double(size.height / 2)))
        #expect(app.layout.viewport.scale == 2)
        // A HiDPI fitted device makes the automatic UI scale at least 2: the panels and the toolbar double.
        #expect(app.uiScale >= 2)
        #expect(app.panels?.uiScale == app.uiScale)
        app.apply(.setUIScale(1.5))
        app.pumpFrame()
        #expect(app.uiScale == 1.5)
        #expect(app.panels?.uiScale == 1.5)
        #expect(Double(app.tablet.toolbar.handle.maxY) == Double(size.height) / 1.5 - TouchToolbar.margin)
    }

    @Test("turned to portrait, a fitted device is rebuilt at the new size and the toolbar stays on the screen",
          .timeLimit(.minutes(1)))
    func rotation() throws {
        let sdl = try #require(TestSupport.sdl)
        var options = AppOptions(scene: "nested", showsPanels: false, fitsDeviceToWindow: true)
        options.uiScale = 1
        let app = try App(options: options, sdl: sdl, hidden: true)
        defer { app.close() }
        app.pumpFrame()
        let handle = try #require(app.sdlWindow.handle)
        SDL_SetWindowSize(handle, 600, 960)
        app.pumpFrame()
        #expect(app.host.deviceSize == CGSize(width: 600, height: 960))
        app.tablet.toolbar.toggle()
        app.pumpFrame()
        let buttons = app.tablet.toolbar.buttons
        #expect(!buttons.isEmpty)
        #expect(buttons.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= 600 && $0.frame.minY >= 0 && $0.frame.maxY <= 960 })
    }

    @Test("a bad --device fit@S or --ui-scale exits 2 naming the flag", .timeLimit(.minutes(1)),
          .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)))
    func badFlags() async throws {
        for (arguments, flag) in [(["--device", "fit@9"], "The value 'fit@9' is invalid for '--device <WxH[@S]|fit[@S]>'"),
                                  (["--ui-scale", "huge"], "The value 'huge' is invalid for '--ui-scale <auto|N>'")] {
            let run = try await Subprocess.run(try #require(builtApp), ["run"] + arguments,
                                         environment: ["SDL_VIDEODRIVER": "dummy"], timeout: 30)
            let message = run.stderr
            #expect(run.status == 2)
            #expect(message.contains(flag), "stderr: \(message)")
        }
    }
}
}
