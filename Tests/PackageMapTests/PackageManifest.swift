import Foundation
import GestureLabTestSupport

/// The targets of `Package.swift` as `swift package dump-package` prints them: what SwiftPM itself read.
struct PackageManifest: Decodable {
    struct Target: Decodable {
        var name: String
        /// "regular", "executable", "test", "system", ...
        var type: String
        /// The sources folder when the manifest names one; else SwiftPM's default.
        var path: String?
        var dependencies: [Dependency]
        /// A system library target's pkg-config name, when it names one.
        var pkgConfig: String?

        /// The folder that holds the target's sources, relative to the package root.
        var folder: String {
            path ?? (type == "test" ? "Tests/\(name)" : type == "plugin" ? "Plugins/\(name)" : "Sources/\(name)")
        }
    }

    /// One entry of a target's `dependencies`: `{"byName": ["X", null]}`, `{"target": [...]}` or
    /// `{"product": ["ArgumentParser", "swift-argument-parser", ...]}`; the first element is the name.
    struct Dependency: Decodable {
        var kind: String
        var name: String

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            guard let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "empty dependency"))
            }
            var values = try container.nestedUnkeyedContainer(forKey: key)
            kind = key.stringValue
            name = try values.decode(String.self)
        }
    }

    var targets: [Target]

    /// A product: its name and the targets it is made of.
    struct Product: Decodable {
        var name: String
        var targets: [String]
    }

    var products: [Product]

    /// The products (by name) that `target` reaches through its dependencies on targets of this package,
    /// transitively: `["SwiftSyntax", "ArgumentParser"]` for the port tool.
    func externalProducts(reachedFrom target: String) -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var products: Set<String> = []
        var pending = [target]
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let current = byName[name] else { continue }
            for dependency in current.dependencies {
                if dependency.kind == "product" { products.insert(dependency.name) } else { pending.append(dependency.name) }
            }
        }
        return products
    }

    /// Reads the manifest of the package at `root` through `swift package dump-package`, with a scratch folder of
    /// its own: the running `swift test` holds the package's `.build`, and sharing it would wait for that lock.
    static func dump(root: String) throws -> PackageManifest {
        let scratch = NSTemporaryDirectory() + "gesturelab-dump-package-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = try Subprocess.run("swift", ["package", "--scratch-path", scratch, "dump-package"],
                                     currentDirectory: root, timeout: 50)
        guard run.status == 0 else {
            throw DumpError(message: "swift package dump-package exited \(run.status): \(run.stderr)")
        }
        return try JSONDecoder().decode(PackageManifest.self, from: Data(run.stdout.utf8))
    }

    struct DumpError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
