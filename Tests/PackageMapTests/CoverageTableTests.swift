import Foundation
import GestureLabTestSupport
import Testing

/// docs/coverage.md is generated from the code (`make coverage`: GestureUIKit's symbol graph against the UIKit surface
/// in docs/coverage/uikit-surface.tsv). Here the generator runs again on the module this build made and must write the
/// same page: a public member added, removed, or given a "Deviation:" without regenerating the page fails.
// The generator takes about 0.3 s alone, but in the parallel `swift test` run on two busy cores it took 26 s once:
// hence the generous bounds (the child is killed at 150 s, the test fails at 3 minutes).
@Suite("The coverage page matches the code", .timeLimit(.minutes(3)))
struct CoverageTableTests {
    /// The generator built next to the tests.
    static let generator = BuiltProducts.executable(named: "gesturelab-coverage")

    @Test("gesturelab-coverage --check finds docs/coverage.md to be what the current code makes")
    func pageMatchesTheCode() async throws {
        let generator = try #require(Self.generator, "gesturelab-coverage is not built next to the tests")
        let modules = URL(fileURLWithPath: generator).deletingLastPathComponent().appendingPathComponent("Modules").path
        let root = BuiltProducts.packageRoot
        let run = try await Subprocess.run(generator, ["--root", root, "--modules", modules, "--check"], timeout: 150)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test("--check fails on a page that differs from what the code makes (a member's row marked differently)")
    func checkCatchesADifference() async throws {
        let generator = try #require(Self.generator, "gesturelab-coverage is not built next to the tests")
        let modules = URL(fileURLWithPath: generator).deletingLastPathComponent().appendingPathComponent("Modules").path
        let root = BuiltProducts.packageRoot
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-check-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("docs/coverage"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("Tools/uikit-usage"), withIntermediateDirectories: true)
        for file in ["docs/coverage/uikit-surface.tsv", "docs/coverage/uikit-tier2.tsv", "Tools/uikit-usage/corpus.tsv"] {
            try FileManager.default.copyItem(atPath: root + "/" + file, toPath: scratch.appendingPathComponent(file).path)
        }
        let page = try String(contentsOfFile: root + "/docs/coverage.md", encoding: .utf8)
        let tampered = page.replacingOccurrences(of: "| `require(toFail:)` | yes |", with: "| `require(toFail:)` | not |")
        #expect(tampered != page)
        try tampered.write(to: scratch.appendingPathComponent("docs/coverage.md"), atomically: true, encoding: .utf8)
        let run = try await Subprocess.run(generator, ["--root", scratch.path, "--modules", modules, "--check"], timeout: 150)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("require(toFail:)"))
    }

    @Test("the page counts every surface member once, and the surface names each member once")
    func surfaceIsWellFormed() throws {
        let root = BuiltProducts.packageRoot
        let surface = try String(contentsOfFile: root + "/docs/coverage/uikit-surface.tsv", encoding: .utf8)
        let rows = surface.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let keys = rows.map { $0.split(separator: "\t").enumerated().filter { $0.offset != 2 }.map(\.element).joined(separator: " ") }
        #expect(rows.count > 400, "the surface has \(rows.count) members")
        #expect(Set(keys).count == keys.count, "members listed twice: \(Dictionary(grouping: keys) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
        let tier2 = try String(contentsOfFile: root + "/docs/coverage/uikit-tier2.tsv", encoding: .utf8)
        let rows2 = tier2.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let page = try String(contentsOfFile: root + "/docs/coverage.md", encoding: .utf8)
        let counted = page.split(separator: "\n").filter { $0.hasPrefix("| `") && ($0.contains("| yes |") || $0.contains("| partial |") || $0.contains("| not |")) }
        #expect(counted.count == rows.count + rows2.count, "the page has \(counted.count) member rows for \(rows.count) + \(rows2.count) members")
        #expect(page.contains("**Tier 1 (the gesture surface): "))
        #expect(page.contains("**Tier 2 (everyday members beyond it): "))
    }

    @Test("tier 2 names each member once, none of tier 1's, each with its category, count and source")
    func tier2IsWellFormed() throws {
        let root = BuiltProducts.packageRoot
        let surface = try String(contentsOfFile: root + "/docs/coverage/uikit-surface.tsv", encoding: .utf8)
        let tier1 = Set(surface.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            line.split(separator: "\t").prefix(2).joined(separator: ".")
        })
        let tier2 = try String(contentsOfFile: root + "/docs/coverage/uikit-tier2.tsv", encoding: .utf8)
        let rows = tier2.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(rows.count > 100, "tier 2 has \(rows.count) members")
        let keys = rows.map { $0.prefix(2).joined(separator: ".") }
        #expect(Set(keys).count == keys.count, "members listed twice in tier 2")
        #expect(keys.filter(tier1.contains).isEmpty, "tier 1 members listed again: \(keys.filter(tier1.contains))")
        for row in rows {
            #expect(row.count == 7, "\(row)")
            guard row.count == 7, let count = Int(row[5]) else { continue }
            // A `corpus` member is in for its count; a `named` one for the code that named it.
            #expect(row[6] == "named" || (row[6] == "corpus" && count >= 10), "\(row)")
        }
    }
}
