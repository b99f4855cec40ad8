import Foundation

/// The window app's entry point: `gesturelab run` (the default command) calls `run`.
public enum AppLauncher {
    /// Opens the window with `options` and runs until it is closed; returns the process's exit status.
    ///
    /// PLACEHOLDER: the window app is being written in this folder by a colleague, who replaces this body.
    /// Until then it says so and fails with status 1.
    public static func run(_ options: AppOptions) throws -> Int32 {
        FileHandle.standardError.write(Data("gesturelab: window app not built yet\n".utf8))
        return 1
    }
}
