import Foundation
import GestureLabTestSupport
import Testing

/// The `WholeModuleKit` trait (Package.swift, `wholeModuleInDebug`): a package made by `gesturelab new` enables it,
/// and then every Swift module of the kit's products compiles whole-module in a debug build, the faster first build
/// for a package that never edits the kit. GestureLab's own build leaves it off (per-file incremental builds).
@Suite("The kit compiled whole-module for a user's package", .timeLimit(.minutes(1)))
struct WholeModuleKitTests {
    /// The targets of this package that a product reaches, itself included.
    static func targets(of products: [String], in manifest: PackageManifest) -> Set<String> {
        let byName = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var pending = manifest.products.filter { products.contains($0.name) }.flatMap(\.targets)
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let target = byName[name] else { continue }
            pending += target.dependencies.filter { $0.kind != "product" }.map(\.name)
        }
        return seen
    }

    /// Whether `target` compiles whole-module in debug builds under the trait, and only under it.
    static func isWholeModuleUnderTrait(_ target: PackageManifest.Target) -> Bool {
        (target.settings ?? []).contains { setting in
            setting.tool == "swift" && setting.condition?.config == "debug"
                && setting.condition?.traits == ["WholeModuleKit"]
                && (setting.kind.unsafeFlags?.values ?? []).contains("-wmo")
        }
    }

    @Test("the trait is declared, off by default, and puts every Swift module of the kit's products whole-module")
    func everyKitModule() async throws {
        let manifest = try await PackageManifest.checkout
        let trait = try #require(manifest.traits?.first { $0.name == "WholeModuleKit" })
        #expect(trait.enabledTraits.isEmpty)
        #expect(manifest.traits?.contains { $0.name == "default" } != true, "no trait is on by default")
        let kit = Self.targets(of: ["GestureLabKit", "GestureLabTesting"], in: manifest)
        let swiftModules = manifest.targets.filter { kit.contains($0.name) && $0.type == "regular" }
            .filter { target in
                let folder = BuiltProducts.packageRoot + "/" + target.folder
                let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
                return files.contains { $0.hasSuffix(".swift") }
            }
        #expect(swiftModules.count >= 12, "\(swiftModules.map(\.name))")
        for target in swiftModules {
            #expect(Self.isWholeModuleUnderTrait(target), "\(target.name) does not compile whole-module under the trait")
        }
        let port = try #require(manifest.targets.first { $0.name == "GestureLabPort" })
        #expect(!Self.isWholeModuleUnderTrait(port), "the port is not part of the kit's products")
    }

    @Test("a checkout for a dependency by URL has no such flags: SwiftPM refuses unsafe flags there")
    func urlDependencyCheckout() async throws {
        let manifest = try await PackageManifest.dumpAsURLDependencyCheckout()
        #expect(manifest.traits?.contains { $0.name == "WholeModuleKit" } == true)
        for target in manifest.targets {
            #expect(!Self.isWholeModuleUnderTrait(target), "\(target.name) has unsafe flags in a URL checkout")
        }
    }
}
