import GestureScenes
import GestureScript

extension App {
    /// Plays the last recording in the window, by finger (the toolbar's Replay): as `--replay FILE` would, but
    /// from a running window. The scene is switched to the recording's, its options set, and rebuilt as it started
    /// (scene time 0); then the script plays on the scene clock, and a person's touches still go through.
    func replayLastRecording() {
        guard let path = features.recorder.lastWrittenPath, !features.recorder.isRecording else { return }
        let script: TouchScript
        do {
            script = try TouchScriptParser.parseFile(path: path, catalog: options.scenes.catalog)
        } catch {
            Self.log("gesturelab: can't replay \(path): \(error.description)")
            return
        }
        var failure: String?
        rebuild { () throws(SceneError) in
            if let scene = script.scene, scene != host.sceneName { try host.switchScene(to: scene) }
            for (key, value) in script.options { try host.setOption(key, to: value) }
            try host.reset()
        }
        if let scene = script.scene, scene != host.sceneName { failure = "the scene \(scene) could not be built" }
        if let failure {
            Self.log("gesturelab: can't replay \(path): \(failure)")
            return
        }
        features.play(script, lead: host)
        Self.log("gesturelab: playing \(script.sourceName) (\(script.events.count) events)")
    }
}
