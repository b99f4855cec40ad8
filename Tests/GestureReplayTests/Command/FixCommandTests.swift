import Foundation
import GestureLabTestSupport
import Testing

/// End to end: `gesturelab fix` on a seed conflict, with nothing to find, and with bad input.
@Suite(
    "gesturelab fix", .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)),
    .timeLimit(.minutes(2)))
struct FixCommandTests {
    /// `gesturelab ARGUMENTS` from the package root (the scripts name Resources/Conflicts from there).
    private func fix(_ arguments: [String]) async throws -> Subprocess.Outcome {
        try await runGesturelab(arguments, in: BuiltProducts.packageRoot, timeout: 90)
    }

    @Test("the edge pop: exit 0, the fix as a whatif line and as UIKit code, progress on standard error")
    func findsTheFix() async throws {
        let run = try await fix([
            "fix", "Resources/Conflicts/navigation-edge-pop.touches", "--keep", "Resources/Conflicts/keep",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1. banner.pan requires nav.edgePop  (keeps every other script passing: 1)"), "\(run.stdout)")
        #expect(run.stdout.contains(
            "     banner.panGestureRecognizer.require(toFail: navigationController!.interactivePopGestureRecognizer!)"))
        #expect(run.stderr.contains("trying single edits: 1/"))
    }

    @Test("--patch when every fix is a statement or on UIKit's classes: exit 1, saying to paste by hand; no file")
    func patchWithNothingToPatch() async throws {
        let diff = NSTemporaryDirectory() + "fix-\(UUID().uuidString).diff"
        let run = try await fix(["fix", "Resources/Conflicts/taps-single-waits-for-double.touches", "--patch", diff])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("1. card.singleTap requires card.doubleTap"), "the fixes are printed still")
        #expect(run.stderr.contains("no fix found goes in a class of yours"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: diff))
    }

    @Test("--json lists each fix's rank inputs: recognizers changed, private class names, latency and lag")
    func jsonRankInputs() async throws {
        let run = try await fix(["fix", "Resources/Conflicts/taps-single-waits-for-double.touches", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let first = try #require((object?["fixes"] as? [[String: Any]])?.first)
        #expect(first["recognizersChanged"] as? Int == 1)
        #expect(first["usesPrivateClassName"] as? Bool == false)
        #expect(first["classes"] as? [String] == [])
    }

    @Test("--json: the fixes with their whatif lines and code")
    func json() async throws {
        let run = try await fix(["fix", "Resources/Conflicts/taps-single-waits-for-double.touches", "--json"])
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let fixes = try #require(object?["fixes"] as? [[String: Any]])
        #expect(fixes.first?["whatif"] as? [String] == ["card.singleTap requires card.doubleTap"])
        #expect(fixes.first?["code"] as? String == "cardSingleTap.require(toFail: cardDoubleTap)")
        #expect((object?["baseline"] as? [String: Any])?["total"] as? Int == 3)
    }

    @Test("expectations no edit can meet exit 1")
    func noFix() async throws {
        try await withScriptFile("scene taps\n0.4 tap 195 422\n1 expect action singleTap count 2\n1.2 end\n") { script in
            let run = try await fix(["fix", script])
            #expect(run.status == 1)
            #expect(run.stdout.contains("no fix: no single edit or pair of edits makes every expectation pass"))
        }
    }

    @Test("bad input exits 2: a script error with FILE:LINE:COL, no expect lines, a missing --keep folder")
    func badInput() async throws {
        try await withScriptFile("scene taps\n0.4 tapp 195 422\n") { script in
            let run = try await fix(["fix", script])
            #expect(run.status == 2)
            #expect(run.stderr.contains("s.touches:2:5: "), "\(run.stderr)")
        }
        try await withScriptFile("scene taps\n0.4 tap 195 422\n") { script in
            let run = try await fix(["fix", script])
            #expect(run.status == 2)
            #expect(run.stderr.contains("no expect lines"), "\(run.stderr)")
            let keep = try await fix(["fix", "Resources/Conflicts/navigation-edge-pop.touches", "--keep", "/no/such/dir"])
            #expect(keep.status == 2)
            #expect(keep.stderr.contains("--keep"), "\(keep.stderr)")
        }
    }
}
