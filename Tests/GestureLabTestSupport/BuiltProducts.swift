import Foundation

/// What the build put next to the test bundle, and where the package is: one place for every test target.
public enum BuiltProducts {
    /// The built `gesturelab` next to the test bundle, when the build made one (`make test` builds it first;
    /// suites that need it are enabled only when it is there).
    public static let gesturelab: String? = executable(named: "gesturelab")

    /// Whether this run must have `gesturelab` built: `make test` builds it first and sets
    /// GESTURELAB_REQUIRE_BINARY=1, so there a missing binary fails the suites that need it instead of skipping them.
    public static let isGesturelabRequired = ProcessInfo.processInfo.environment["GESTURELAB_REQUIRE_BINARY"] == "1"

    /// Whether the suites that run `gesturelab` run: when it is built, or when the run requires it (then they fail,
    /// with `gesturelabMissing` saying why).
    public static var runsGesturelabSuites: Bool { gesturelab != nil || isGesturelabRequired }

    /// The reason given when the suites that run `gesturelab` are skipped (`swift test` alone, without the product).
    public static let gesturelabSkipReason =
        "gesturelab is not built next to the tests: run `swift build --product gesturelab` first (make test does)"

    /// The built `gesturelab`, or an error that says it is missing: what a test that runs it calls first.
    public static func requireGesturelab() throws -> String {
        guard let gesturelab else { throw MissingProduct(name: "gesturelab") }
        return gesturelab
    }

    /// The built executable `name` (`gesturelab-port`), or an error that says it is missing.
    public static func require(_ name: String) throws -> String {
        guard let path = executable(named: name) else { throw MissingProduct(name: name) }
        return path
    }

    /// A product the run needs is not next to the test bundle.
    public struct MissingProduct: Error, CustomStringConvertible {
        /// The executable's name.
        public var name: String
        /// What went wrong, and how to fix it.
        public var description: String {
            "\(name) is not built next to the tests, and GESTURELAB_REQUIRE_BINARY=1 (make test) requires it: "
                + "`swift build --product \(name)` makes it"
        }
    }

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
