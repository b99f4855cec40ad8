import Foundation

/// The window app's entry point: `gesturelab run` (the default command) calls `run`.
public enum AppLauncher {
    /// Opens the window with `options` and runs until it is closed; returns the process's exit status.
    ///
    /// A failure to start (no display, no renderer, a scene that refuses its options) prints one line naming
    /// the cause and returns 1. With `GESTURELAB_STATS=1` a frame-time summary is printed on exit.
    public static func run(_ options: AppOptions) throws -> Int32 {
        let app: App
        do {
            app = try App(options: options)
        } catch {
            App.log("gesturelab: can't open the window: \(error)")
            return 1
        }
        let status = app.run()
        if ProcessInfo.processInfo.environment["GESTURELAB_STATS"] == "1" {
            App.log("gesturelab: \(app.stats.summary)")
        }
        app.close()
        return status
    }
}
