import Foundation
import GestureLabTestSupport
import Testing

/// Every demo script's replay report, byte for byte, against the one recorded in `Tests/Fixtures/Reports`.
///
/// Refactors of the model (the engine's classes becoming UIKit's) must not change what any scene does: a
/// report is the whole observable outcome (transitions with reasons, actions, scroll offsets). A change that
/// means to alter a scene's behaviour re-records the fixture in the same commit, so the diff shows the change.
/// Re-record with: `for f in Resources/Scripts/*.touches; do gesturelab replay $f --report
/// Tests/Fixtures/Reports/$(basename $f .touches).json; done`.
@Suite("demo script reports are unchanged", .timeLimit(.minutes(2)))
struct ScriptReportsUnchangedTests {
    static let root = BuiltProducts.packageRoot
    static let scripts: [String] = {
        let folder = root + "/Resources/Scripts"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".touches") }.sorted()
    }()

    @Test("there are demo scripts, each with a recorded report")
    func everyScriptHasAFixture() {
        #expect(Self.scripts.count >= 14)
        for script in Self.scripts {
            let fixture = Self.root + "/Tests/Fixtures/Reports/" + script.dropLast(".touches".count) + ".json"
            #expect(FileManager.default.fileExists(atPath: fixture), "no recorded report for \(script)")
        }
    }

    @Test("the replay report is the recorded one, byte for byte", arguments: scripts)
    func reportIsUnchanged(script: String) async throws {
        let binary = try #require(BuiltProducts.gesturelab, "gesturelab is not built next to the tests (make test builds it)")
        let name = String(script.dropLast(".touches".count))
        let expected = try String(contentsOfFile: Self.root + "/Tests/Fixtures/Reports/\(name).json", encoding: .utf8)
        let outcome = try await Subprocess.run(
            binary, ["replay", "Resources/Scripts/" + script, "--report", "-"],
            environment: ["SDL_VIDEODRIVER": "dummy"], currentDirectory: Self.root, timeout: 60)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == expected, "\(name): the report differs from Tests/Fixtures/Reports/\(name).json")
    }
}
