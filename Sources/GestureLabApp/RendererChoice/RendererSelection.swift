/// Where the window's GL probe is: not needed (`--renderer`, or no display with GL), waiting for the first photo,
/// running in a child process, or answered.
enum GLProbeState {
    case notNeeded
    case pending
    case running(GLProbeProcess)
    case done
}

/// The renderer half's choice of render driver and the GL probe's progress, as one value.
///
/// Part of the split of `App` in ImGui's shape: four stored vars on `App` become this; the transitions
/// that act on it (start the probe, apply its answer, switch the pipeline) are in `RendererBackend+Choice.swift`
/// because they rebuild the frame pipeline.
struct RendererSelection {
    /// The render driver in use and why (`RendererChoice`): printed with `GESTURELAB_STATS=1`, shown in the panels.
    var choice: RendererChoice
    /// The GL probe: waiting to start (`.pending`), running, or done.
    var probe: GLProbeState
    /// Whether the choice is printed when it changes (`GESTURELAB_STATS=1`).
    var logsChanges = false
    /// When the app started, on its clock (the probe starts at the latest 1.5 s after).
    let startedAt: Double

    init(choice: RendererChoice, probe: GLProbeState, startedAt: Double) {
        self.choice = choice
        self.probe = probe
        self.startedAt = startedAt
    }
}
