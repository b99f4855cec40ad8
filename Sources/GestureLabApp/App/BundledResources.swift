import Foundation

/// Finds the resources shipped next to the executable (the sample photos), without a bundle.
public enum BundledResources {
    /// The folder `Resources/Photos`: searched upwards from the executable's folder, then from the current
    /// directory; nil when neither has it.
    public static func photosFolder() -> String? {
        folder("Resources/Photos")
    }

    /// The first `<ancestor>/relativePath` folder that exists, walking up from the executable, then the cwd.
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
