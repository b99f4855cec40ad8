import GestureUIKit
import GestureScenes

/// Starting and finishing the window's extras (`WindowFeatures`: a replayed script, the touch recorder and compare
/// mode) around the loop, and the I key. The extras' work is theirs (`WindowFeatures+Run.swift`); what needs the
/// app (a relayout, a rebuild, scene time) is here.
extension App {
    /// Starts what `start` asks for: the compared run (the window grows to show both devices), the replay (scene
    /// time restarts at 0 with it) and a recording from `--record-input`.
    func startFeatures(_ start: WindowStart) throws(AppError) {
        try features.prepare(start, lead: host)
        if features.compare != nil {
            features.growForCompare(
                window: sdlWindow, options: options, device: host.deviceSize, showsPanels: showsPanels)
        }
        relayout()
        state.restartSceneTime(wall: now)
        if let script = start.script {
            features.play(script, lead: host)
            Self.log("gesturelab: playing \(script.sourceName) (\(script.events.count) events; P pauses, . steps)")
        }
        if start.options.recordInputPath != nil { startRecording(resetting: false) }
    }

    /// One input to the scene, the compared scene and the recorder.
    func dispatch(_ input: TouchInput) {
        features.dispatch(input, to: host)
    }

    /// The I key: stops and writes a recording, or resets the scene and starts one.
    func toggleRecording() {
        if features.recorder.isRecording {
            features.stopRecording(endTime: clock.sceneTime(wall: now), reason: nil)
        } else {
            startRecording(resetting: true)
        }
    }

    /// Starts recording; `resetting` rebuilds the scene first so the script replays from the same start.
    private func startRecording(resetting: Bool) {
        if resetting { rebuild { () throws(SceneError) in try host.reset() } }
        features.startRecording(host: host, options: options, time: clock.sceneTime(wall: now), resetting: resetting)
    }

    /// After the loop: writes a recording still running. Returns the exit status (1 if it couldn't be written).
    func finishFeatures() -> Int32 {
        guard features.recorder.isRecording else { return 0 }
        return features.stopRecording(endTime: clock.sceneTime(wall: now), reason: nil) ? 0 : 1
    }
}
