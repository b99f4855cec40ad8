import Foundation
import GestureLabTestSupport
import Testing

/// The package map, enforced: every module a target's files import is one the target declares in
/// `Package.swift`. SwiftPM does not check this: a module built for another target can be imported without
/// being declared, and then the map in docs/architecture.md and the manifest stop telling the truth.
@Suite("The package map", .timeLimit(.minutes(1)))
struct ImportMapTests {
    /// Modules of the toolchain, which no manifest declares.
    static let toolchain: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch",
        "Glibc", "Musl", "Darwin", "Android", "WinSDK", "ucrt", "Testing", "XCTest", "Synchronization",
        "Observation", "RegexBuilder", "_Concurrency", "_StringProcessing", "Swift", "PackagePlugin",
    ]

    @Test("the import scanner reads attributes, access levels and kinds, and skips comments and multi-line strings")
    func scanner() {
        let text = """
            import Foundation
            @testable import GestureLabApp
            @_spi(Benchmarking) import GestureLabApp
            internal import CSDL2
            import struct GestureUIKit.Point
            // import NotAModule
            let important = 1
            let manifest = \"\"\"
                import PackageDescription
                \"\"\"
            import Testing
            """
        let modules = ImportScanner.imports(in: text, file: "x.swift").map(\.module)
        #expect(modules == ["Foundation", "GestureLabApp", "GestureLabApp", "CSDL2", "GestureUIKit", "Testing"])
    }

    @Test("each target imports only the modules it declares (dump-package against its files' import lines)")
    func everyImportIsDeclared() async throws {
        let root = BuiltProducts.packageRoot
        let manifest = try await PackageManifest.checkout
        var checked = 0
        var undeclared: [String] = []
        for target in manifest.targets where target.type != "system" && target.type != "binary" {
            // A module in a folder the target's own `-I` flag names (the toolchain's swift-syntax) is declared too.
            let declared = Set(target.dependencies.map(\.name)).union(target.includedModules)
            for found in ImportScanner.imports(under: target.folder, root: root) {
                checked += 1
                guard found.module != target.name, !Self.toolchain.contains(found.module),
                      !declared.contains(found.module) else { continue }
                undeclared.append("\(found.file):\(found.line): \(target.name) imports \(found.module), not declared")
            }
        }
        #expect(manifest.targets.count > 10)
        #expect(checked > 100, "the scan found \(checked) import lines")
        #expect(undeclared.isEmpty, "\(undeclared.joined(separator: "\n"))")
    }

    @Test("the kit's library products never reach swift-syntax; only the port tool does")
    func kitProductsDoNotBuildSwiftSyntax() async throws {
        let manifest = try await PackageManifest.checkout
        let syntax: Set<String> = ["SwiftSyntax", "SwiftParser"]
        let kitProducts = manifest.products.filter { ["GestureLabKit", "GestureLabTesting"].contains($0.name) }
        #expect(kitProducts.count == 2)
        #expect(kitProducts.flatMap(\.targets).contains("UIKit"))
        // swift-syntax comes as the package's products or, where the toolchain has its own, through `-I` flags.
        func syntaxModules(reachedFrom target: String) -> Set<String> {
            manifest.externalProducts(reachedFrom: target).union(manifest.includedModules(reachedFrom: target))
                .intersection(syntax)
        }
        for product in kitProducts {
            for target in product.targets {
                #expect(syntaxModules(reachedFrom: target).isEmpty, "\(product.name): \(target)")
            }
        }
        #expect(syntaxModules(reachedFrom: "gesturelab-port") == syntax)
        #expect(syntaxModules(reachedFrom: "GestureLabCLI").isEmpty)
    }
}
