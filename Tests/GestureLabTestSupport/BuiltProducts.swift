import Foundation

/// What the build put next to the test bundle, and where the package is: one place for every test target.
public enum BuiltProducts {
    /// The built `gesturelab` next to the test bundle, when the build made one (`make test` builds it first;
    /// suites that need it are enabled only when it is there).
    public static let gesturelab: String? = executable(named: "gesturelab")

    /// The executable `name` in the build's products folder (the test bundle's), or nil.
    public static func executable(named name: String) -> String? {
        guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
        let path = folder.appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The package root: the folder that holds `Package.swift`, found upwards from this file.
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            url.deleteLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath
    }()
}
