import Foundation
import GestureScenes

/// Checks on the window's start options that need the file system or the scene registry, so a mistake on the
/// command line is a usage error (status 2) before any window opens, not an empty gallery or "can't open the
/// window".
enum StartChecks {
    /// Fails when an image path given on the command line does not exist; a bare word (no `/`, no `.`) is
    /// reported as an unknown command rather than a missing image.
    static func checkImagePaths(_ paths: [String]) throws(WindowReplay.StartError) {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            if !path.contains("/"), !path.contains(".") {
                throw WindowReplay.StartError(
                    description: "gesturelab: '\(path)' is neither a command nor an image file or folder "
                        + "(gesturelab --help lists the commands)")
            }
            throw WindowReplay.StartError(description: "gesturelab: \(path): no such image file or folder")
        }
    }

    /// Fails when a `--set` option is not one of the scene's that will open (`scene`, or the registry's default
    /// scene when nil), naming the scenes that have it.
    static func checkOptions(
        _ options: [(key: String, value: String)], scene: String?,
        scenes: SceneRegistry = .builtIn
    ) throws(WindowReplay.StartError) {
        // Options only: outlines need no scene built (a kit scene's full description builds it per option value).
        let descriptions = scenes.types.map(\.outline)
        guard
            let description = (scene ?? scenes.defaultScene).flatMap({ name in descriptions.first { $0.name == name } })
                ?? descriptions.first
        else { return }
        for (key, value) in options {
            do {
                try description.validate(key: key, value: value)
            } catch {
                let owners = descriptions.filter { $0.option(key) != nil }.map(\.name)
                let hint =
                    owners.isEmpty || owners.contains(description.name)
                    ? "" : " (an option of \(owners.joined(separator: ", ")): add --scene \(owners[0]))"
                throw WindowReplay.StartError(
                    description: "gesturelab: --set \(key)=\(value): \(error.message)\(hint)")
            }
        }
    }
}
