import GestureUIKit
import GestureScenes

extension App {
    /// Performs a key's or a panel's command (see `KeyBindings`): the state machine takes it, and its effects
    /// on the scene and the window are carried out here, in order.
    func perform(_ command: AppCommand) {
        for effect in state.perform(command, at: now) { apply(effect) }
    }

    private func apply(_ effect: AppState.Effect) {
        switch effect {
        case .switchScene(let index):
            let names = host.sceneNames
            guard names.indices.contains(index) else { return }
            rebuild { () throws(SceneError) in try host.switchScene(to: names[index]) }
        case .toggleMainFix:
            if let compare = features.compare, compare.key == host.description.mainFix?.key {
                Self.log("gesturelab: \(compare.key) is the compared option; F leaves it")
                return
            }
            do {
                if let (key, value) = try host.toggleMainFix() { Self.log("gesturelab: \(key)=\(value)") }
            } catch {
                Self.log("gesturelab: \(error.message)")
            }
        case .pauseChanged:
            rendering.pauseChanged()
            updateTitle()
        case .reset:
            rebuild { () throws(SceneError) in try host.reset() }
        case .relayout:
            relayout()
        case .toggleRecording:
            toggleRecording()
        case .closeOrQuit:
            // A second Escape, with nothing left open, quits.
            if host.scene.dismissPresented() {
                Self.log("gesturelab: Esc closed the presented screen; Esc again quits")
            } else {
                state.quit()
            }
        }
    }

    /// Applies one panel action through the scene's option API, the window's tuning or a key command.
    func apply(_ action: PanelAction) {
        switch action {
        case .setOption(let key, let value):
            let isStart = host.description.option(key)?.isStartOption ?? false
            if isStart {
                rebuild { () throws(SceneError) in
                    try host.setOption(key, to: value)
                    try host.reset()
                }
            } else {
                do { try host.setOption(key, to: value) } catch { Self.log("gesturelab: \(error.message)") }
            }
        case .setTuning(let tuning):
            panels?.tuningOverride = tuning == .uikit ? nil : tuning
            host.window.tuning = tuning
        case .switchScene(let index): perform(.switchScene(index))
        case .togglePause: perform(.togglePause)
        case .stepFrame: perform(.stepFrame)
        case .resetScene: perform(.reset)
        case .screenshot: perform(.screenshot)
        case .setUIScale(let scale): setUIScale(scale)
        case .exportTimeline(let start, let end): exportTimeline(from: start, to: end)
        case .setWhatIfEdits(let edits): setWhatIfEdits(edits)
        case .copyWhatIfLines: copyWhatIfLines()
        case .compareWithoutEdits(let on): setComparesWithoutEdits(on)
        }
    }

    /// Carries out a toolbar button's action.
    func perform(_ action: ToolbarItem.Action) {
        switch action {
        case .command(let command): perform(command)
        case .setOption(let key, let value): apply(.setOption(key: key, value: value))
        case .replayLastRecording: replayLastRecording()
        }
    }

    /// Sets the UI scale of the panels and the toolbar (nil: automatic); the panels start again at the new size.
    func setUIScale(_ scale: Double?) {
        tablet.setUIScale(scale)
        rendering.restartPanels()
        state.requestFrames()
    }

    /// The scene's and the window's state the toolbar shows.
    var toolbarContext: ToolbarItem.Context {
        var context = ToolbarItem.context(
            host: host, isPaused: clock.isPaused,
            isRecording: features.recorder.isRecording, showsPanels: showsPanels)
        context.canReplay = features.recorder.lastWrittenPath != nil && !features.recorder.isRecording
        context.isReplaying = features.replay?.isPlaying ?? false
        return context
    }
}
