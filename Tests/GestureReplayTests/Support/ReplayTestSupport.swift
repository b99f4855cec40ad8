import Foundation
import GestureScenes
import GestureScript
import Testing
@testable import GestureReplay

/// The taps scene's card is centred on the default 390x844 device: its centre.
let cardCentre = (x: 195.0, y: 422.0)

/// Parses `text` against the registry's scenes (failing the test on a script error).
func parse(_ text: String) throws -> TouchScript {
    try TouchScriptParser.parse(text, sourceName: "test.touches", catalog: SceneRegistry.builtIn.catalog)
}

/// A session over `text` with no images.
func session(_ text: String, settings: ReplaySettings = ReplaySettings()) throws -> ReplaySession {
    try ReplaySession(script: parse(text), images: ImageCatalog([]), settings: settings)
}

/// Replays `text` to the end.
func replay(_ text: String, settings: ReplaySettings = ReplaySettings()) throws -> ReplayReport {
    try session(text, settings: settings).run()
}

extension ReplayReport {
    /// The actions' names in order.
    var actionNames: [String] { actions.map(\.name) }

    /// The transitions of one recognizer, in order.
    func transitions(of recognizer: String) -> [Transition] { transitions.filter { $0.recognizer == recognizer } }
}

/// A fresh empty folder under the temporary directory, removed by the caller.
func makeTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "gesturelab-replay-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
