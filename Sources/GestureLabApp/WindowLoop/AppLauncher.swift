import Foundation

/// The window app's entry point: `gesturelab run` (the default command) calls `run`.
public enum AppLauncher {
    /// Opens the window with `options` and runs until it is closed; returns the process's exit status.
    ///
    /// A failure to start (no display, no renderer, a scene that refuses its options) prints one line naming
    /// the cause and returns 1. With `GESTURELAB_STATS=1` a frame-time summary is printed on exit.
    ///
    /// A `--replay` script that does not parse prints `FILE:LINE:COLUMN: message` and returns 2 before any
    /// window opens (as does an option that doesn't suit the script's scene, or a `--record-input` folder that
    /// doesn't exist). A recording still running is written when the window closes.
    public static func run(_ options: AppOptions) throws -> Int32 {
        if ProcessInfo.processInfo.environment[GLProbeProcess.environmentKey] == "1" {
            return GLProbeProcess.childMain()
        }
        // Before any thread of the app starts (setenv beside another thread's getenv is unsafe): Xlib's compose
        // table cached, no D-Bus autolaunch where it can't start anything.
        X11StartEnvironment.apply()
        let start: WindowStart
        do {
            start = try WindowStart.prepare(options)
        } catch {
            App.log(error.description)
            return 2
        }
        let app: App
        do {
            app = try App(options: start.options)
        } catch {
            App.log("gesturelab: can't open the window: \(error)")
            return 1
        }
        if ProcessInfo.processInfo.environment["GESTURELAB_STATS"] == "1" {
            app.logsRendererChoice = true
            app.logRendererChoice()
        }
        do {
            try app.startFeatures(start)
        } catch {
            App.log("gesturelab: can't open the window: \(error)")
            app.close()
            return 1
        }
        var status = app.run()
        if app.finishFeatures() != 0, status == 0 { status = 1 }
        if ProcessInfo.processInfo.environment["GESTURELAB_STATS"] == "1" {
            App.log("gesturelab: \(app.stats.summary)\(app.rendering.redrawnShareNote)")
        }
        app.close()
        return status
    }
}
