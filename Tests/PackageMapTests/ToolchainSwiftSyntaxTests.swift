import Foundation
import GestureLabTestSupport
import Testing

/// The port links the toolchain's own swift-syntax where the toolchain has one (Package.swift,
/// `toolchainSwiftSyntax()`), so neither this checkout nor a user's package with an `iOS/` folder builds swift-syntax
/// from source; `GESTURELAB_SWIFT_SYNTAX=package` still asks for the package.
@Suite("The port on the toolchain's swift-syntax", .timeLimit(.minutes(1)))
struct ToolchainSwiftSyntaxTests {
    /// `usr/lib/swift/host` of the toolchain whose `swiftc` is first on PATH (the one `swift package` runs), found
    /// here independently of the manifest's own search.
    static var hostFolder: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let compiler = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: compiler.path) else { continue }
            let toolchain = compiler.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            let host = toolchain.appendingPathComponent("lib/swift/host").path
            return FileManager.default.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") ? host : nil
        }
        return nil
    }

    @Test("with the toolchain's swift-syntax the port takes it through -I, and the package is not a dependency")
    func toolchainSyntax() async throws {
        let host = try #require(Self.hostFolder, "this toolchain has no usr/lib/swift/host/SwiftSyntax.swiftmodule")
        let manifest = try await PackageManifest.checkout
        let port = try #require(manifest.targets.first { $0.name == "GestureLabPort" })
        #expect(port.includedModuleFolders == [host])
        #expect(port.includedModules.isSuperset(of: ["SwiftSyntax", "SwiftParser"]))
        #expect(manifest.externalProducts(reachedFrom: "gesturelab-port") == ["ArgumentParser"])
    }

    @Test("GESTURELAB_SWIFT_SYNTAX=package builds the swift-syntax package instead")
    func packageSyntax() async throws {
        let manifest = try await PackageManifest.dump(root: BuiltProducts.packageRoot,
                                                environment: ["GESTURELAB_SWIFT_SYNTAX": "package"])
        let port = try #require(manifest.targets.first { $0.name == "GestureLabPort" })
        #expect(port.includedModuleFolders.isEmpty)
        #expect(manifest.externalProducts(reachedFrom: "GestureLabPort") == ["SwiftSyntax", "SwiftParser"])
    }

    @Test("a checkout made for a package that depends on this one by URL builds the package (no unsafe flags)")
    func urlDependencyCheckout() async throws {
        let manifest = try await PackageManifest.dumpAsURLDependencyCheckout()
        let port = try #require(manifest.targets.first { $0.name == "GestureLabPort" })
        #expect(port.includedModuleFolders.isEmpty)
        #expect(manifest.externalProducts(reachedFrom: "GestureLabPort") == ["SwiftSyntax", "SwiftParser"])
    }
}
