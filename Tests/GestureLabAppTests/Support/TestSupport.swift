import Foundation
import Testing
@testable import GestureLabApp

/// Shared helpers: the repository's photos, scratch folders, and one SDL context for the whole test process.
enum TestSupport {
    /// The repository root, found from this file's path (Tests/GestureLabAppTests/Support/TestSupport.swift).
    static let repoRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func photo(_ name: String) -> String { repoRoot + "/Resources/Photos/" + name }

    /// A new empty folder under the system temp directory.
    static func scratchFolder(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "gesturelab-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// SDL started once, headless, for every test that needs it; never quit (the process exit cleans up).
    ///
    /// SDL installs no SIGINT/SIGTERM handlers here (`SDL_HINT_NO_SIGNAL_HANDLERS`): with them, the `timeout`
    /// that bounds `make test` would become an `SDL_QUIT` event instead of stopping the process.
    nonisolated(unsafe) static let sdl: SDLContext? = {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        setenv("SDL_NO_SIGNAL_HANDLERS", "1", 1)
        return try? SDLContext(headless: true)
    }()
}
