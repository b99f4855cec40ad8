import GestureLabKit
import GestureReplay
import GestureScenes
import GestureScript

typealias GestureReplayReport = ReplayReport

/// Replays `script` (touch-script text) on the built-in scenes plus `scenes`, headless on virtual time.
func replayKit(_ script: String, scenes: [any LabScene.Type]) throws -> ReplayReport {
    let registry = GestureLab.registry(with: scenes)
    let parsed = try TouchScriptParser.parse(script, sourceName: "kit.touches", catalog: registry.catalog)
    let session = try ReplaySession(script: parsed, images: ImageCatalog([]), settings: ReplaySettings(scenes: registry))
    return session.run()
}

extension ReplayReport {
    /// The states `recognizer` went through, in order.
    func states(of recognizer: String) -> [UIGestureRecognizer.State] {
        transitions.filter { $0.recognizer == recognizer }.map(\.to)
    }

    /// The names of the actions, in order.
    var actionNames: [String] { actions.map(\.name) }
}
