@_exported import Foundation
@_exported import GestureUIKit
import GestureLabCLI
import GestureScenes

/// The whole of `gesturelab` (window, panels, replay, recording, compare, `scenes`, `test`, `new`) with your
/// scenes after the built-in ones.
///
/// ```swift
/// // Sources/mylab/main.swift
/// import GestureLabKit
/// GestureLab.main(scenes: [SwipeBackScene.self])
/// ```
public enum GestureLab {
    /// Parses the command line and runs the command; never returns (the process exits with the command's
    /// status: 0, 1 for a failed run, 2 for a usage or script error).
    public static func main(scenes: [any LabScene.Type]) -> Never {
        GestureLabCLI.GestureLab.runFromCommandLine(scenes: registry(with: scenes))
    }

    /// The built-in scenes followed by `scenes`.
    public static func registry(with scenes: [any LabScene.Type]) -> SceneRegistry {
        SceneRegistry.builtIn.appending(scenes.map { SceneType(lab: $0) })
    }
}
