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
        /// The target's build settings; only `unsafeFlags` are read (`includedModuleFolders`).
        var settings: [Setting]?

        /// The folders the target's `-I` unsafe flags add to the compiler's module search: the toolchain's own
        /// swift-syntax for the port (Package.swift, `toolchainSwiftSyntax()`).
        var includedModuleFolders: [String] {
            let flags = (settings ?? []).filter { $0.tool == "swift" }.flatMap { $0.kind.unsafeFlags?.values ?? [] }
            return zip(flags, flags.dropFirst()).filter { $0.0 == "-I" }.map(\.1)
        }

        /// The Swift modules in those folders (`X.swiftmodule`): what the target imports from outside the graph.
        var includedModules: Set<String> {
            Set(includedModuleFolders.flatMap { folder in
                ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                    .filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) }
            })
        }

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

    /// One build setting: `{"kind": {"unsafeFlags": {"_0": [...]}}, "tool": "swift"}`; other kinds decode to nil.
    struct Setting: Decodable {
        struct Kind: Decodable {
            struct Flags: Decodable {
                var values: [String]
                enum CodingKeys: String, CodingKey { case values = "_0" }
            }
            var unsafeFlags: Flags?
        }
        /// When the setting applies: `{"config": "debug", "traits": ["WholeModuleKit"], ...}`.
        struct Condition: Decodable {
            var config: String?
            var traits: [String]?
        }
        var kind: Kind
        var tool: String
        var condition: Condition?
    }

    var targets: [Target]

    /// A trait the package declares, and the traits it enables in turn.
    struct Trait: Decodable {
        var name: String
        var enabledTraits: [String]
    }

    var traits: [Trait]?

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

    /// The modules `target` can import from outside the package graph through the `-I` flags of the targets it
    /// reaches (itself included): the toolchain's swift-syntax for the port.
    func includedModules(reachedFrom target: String) -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var modules: Set<String> = []
        var pending = [target]
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let current = byName[name] else { continue }
            modules.formUnion(current.includedModules)
            pending += current.dependencies.filter { $0.kind != "product" }.map(\.name)
        }
        return modules
    }

    /// Reads the manifest of the package at `root` through `swift package dump-package`, with a scratch folder of
    /// its own: the running `swift test` holds the package's `.build`, and sharing it would wait for that lock; with
    /// `environment` added to the manifest's process.
    static func dump(root: String, environment: [String: String?] = [:]) async throws -> PackageManifest {
        let name = "gesturelab-dump-package-\(UUID().uuidString)"
        let scratch = NSTemporaryDirectory() + name
        defer {
            // SwiftPM also leaves a lock file named after the scratch path (`_tmp_NAME.lock`) in the temporary folder.
            let temporary = NSTemporaryDirectory()
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
            for entry in entries where entry.contains(name) {
                try? FileManager.default.removeItem(atPath: temporary + entry)
            }
        }
        // No manifest cache under an environment of its own: an evaluation cached under another would answer.
        let cache = environment.isEmpty ? [] : ["--manifest-cache", "none"]
        let run = try await Subprocess.run("swift", ["package", "--scratch-path", scratch] + cache + ["dump-package"],
                                     environment: environment, currentDirectory: root, timeout: 50)
        guard run.status == 0 else {
            throw DumpError(message: "swift package dump-package exited \(run.status): \(run.stderr)")
        }
        return try JSONDecoder().decode(PackageManifest.self, from: Data(run.stdout.utf8))
    }

    /// This checkout's manifest as SwiftPM reads it in a checkout made for a package that depends on this one by URL:
    /// `Package.swift` copied into `<scratch>/checkouts/GestureLab`, beside a `workspace-state.json`.
    static func dumpAsURLDependencyCheckout() async throws -> PackageManifest {
        let scratch = NSTemporaryDirectory() + "gesturelab-checkout-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let checkout = scratch + "/checkouts/GestureLab"
        try FileManager.default.createDirectory(atPath: checkout, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: BuiltProducts.packageRoot + "/Package.swift",
                                         toPath: checkout + "/Package.swift")
        try "{}".write(toFile: scratch + "/workspace-state.json", atomically: true, encoding: .utf8)
        return try await dump(root: checkout)
    }

    /// This checkout's manifest, read once for every test that needs it: each `dump-package` is a child process
    /// that takes seconds of a busy machine.
    static var checkout: PackageManifest {
        get async throws { try await checkoutDump.value }
    }

    /// The one `dump-package` of this checkout, started by the first test that asks.
    private static let checkoutDump = Task { try await dump(root: BuiltProducts.packageRoot) }

    struct DumpError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
