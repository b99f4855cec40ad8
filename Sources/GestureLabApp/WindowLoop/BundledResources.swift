import Foundation

import GestureLabResources

/// Finds the files GestureLab ships (the sample photos, the demo scripts) in its SwiftPM resource bundle.
public enum BundledResources {
    /// The bundled photos' folder (`GestureLabResources`' bundle, next to the executable wherever it runs); nil
    /// when the bundle has none.
    public static func photosFolder() -> String? {
        GestureLabResources.photosFolder
    }

    /// The bundled demo scripts' folder, nil when the bundle has none.
    public static func scriptsFolder() -> String? {
        GestureLabResources.scriptsFolder
    }

    /// The first `<ancestor>/relativePath` folder that exists, walking up from the executable, then the cwd: for
    /// the development tools run from a checkout (the bench's `Benchmarks/launch`), never for shipped files.
    public static func folder(_ relativePath: String) -> String? {
        var starts: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            starts.append(executable.path)
        }
        starts.append(FileManager.default.currentDirectoryPath)
        for start in starts {
            var folder = URL(fileURLWithPath: start)
            while true {
                let candidate = folder.appendingPathComponent(relativePath)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue {
                    return candidate.path
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }
}
