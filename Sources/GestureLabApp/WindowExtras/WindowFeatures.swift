import GestureScenes
import GestureScript

/// The window's extras beyond one live scene: a script playing, the touch recorder, and a compared second run.
///
/// Held by the app (`App.features`) and driven from `App+Features.swift`; each part is off (nil, not recording)
/// unless the command line or a key turned it on. Render thread only.
final class WindowFeatures {
    /// The script playing in the window (`--replay`), until it finishes or the scene is rebuilt.
    var replay: WindowReplay?
    /// Records the person's touches (`--record-input`, the I key).
    var recorder = InputRecorder(basePath: nil)
    /// The second device of `--compare`.
    var compare: CompareRun?
}

/// What the window starts with once the command line and a replayed script are merged (before any window opens).
///
/// `prepare` is the only step that can refuse: a script that doesn't parse (`FILE:LINE:COLUMN: message`), an
/// option that doesn't suit the scene finally chosen, a recording folder that doesn't exist. The app's launcher
/// prints the message and exits 2 then.
struct WindowStart {
    /// The options to open the window with: the script's header under the command line, the compared key at its
    /// first value.
    var options: AppOptions
    /// The parsed `--replay` script.
    var script: TouchScript?

    /// Merges `options` with its replay script and compare values, and checks the image paths, the options
    /// against the scene that opens, and the recording path (`StartChecks`).
    static func prepare(_ options: AppOptions) throws(WindowReplay.StartError) -> WindowStart {
        try StartChecks.checkImagePaths(options.imagePaths)
        let replay = try WindowReplay.prepare(options)
        var merged = replay?.options ?? options
        let script = replay?.script
        if let compare = merged.compare, let first = compare.values.first {
            if merged.scene == nil {
                // The first scene that has the compared option (the registry's first might not).
                merged.scene = merged.scenes.descriptions.first { $0.option(compare.key) != nil }?.name
            }
            merged.options.removeAll { $0.key == compare.key }
            merged.options.append((compare.key, first))
        }
        if replay == nil { try StartChecks.checkOptions(merged.options, scene: merged.scene, scenes: merged.scenes) }
        if let path = merged.recordInputPath, let problem = InputRecorder.checkWritable(path) {
            throw WindowReplay.StartError(description: "gesturelab: \(problem)")
        }
        return WindowStart(options: merged, script: script)
    }
}
