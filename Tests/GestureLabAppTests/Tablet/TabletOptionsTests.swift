import Foundation
import GestureCore
import Testing
@testable import GestureLabApp

/// The built `gesturelab` next to the test bundle, or nil (building it is the Makefile's job).
private let builtApp: String? = {
    guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
    let path = folder.appendingPathComponent("gesturelab").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()

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
        #expect(app.host.deviceSize == Size(width: Double(size.width / 2), height: Double(size.height / 2)))
        #expect(app.layout.viewport.scale == 2)
        // A HiDPI fitted device makes the automatic UI scale at least 2: the panels and the toolbar double.
        #expect(app.uiScale >= 2)
        #expect(app.panels?.uiScale == app.uiScale)
        app.apply(.setUIScale(1.5))
        app.pumpFrame()
        #expect(app.uiScale == 1.5)
        #expect(app.panels?.uiScale == 1.5)
        #expect(app.tablet.toolbar.handle.maxY == Double(size.height) / 1.5 - TouchToolbar.margin)
    }

    @Test("a bad --device fit@S or --ui-scale exits 2 naming the flag", .timeLimit(.minutes(1)),
          .enabled(if: builtApp != nil, "gesturelab is not built next to the tests"))
    func badFlags() throws {
        for (arguments, flag) in [(["--device", "fit@9"], "--device 'fit@9'"), (["--ui-scale", "huge"], "--ui-scale 'huge'")] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(builtApp))
            process.arguments = ["run"] + arguments
            var environment = ProcessInfo.processInfo.environment
            environment["SDL_VIDEODRIVER"] = "dummy"
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let message = String(decoding: data, as: UTF8.self)
            #expect(process.terminationStatus == 2)
            #expect(message.contains(flag), "stderr: \(message)")
        }
    }
}
