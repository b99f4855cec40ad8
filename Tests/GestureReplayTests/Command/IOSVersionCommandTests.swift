import Foundation
import GestureLabTestSupport
import Testing

/// End to end: `ios` in scripts and `--ios` on `replay` and `test`, and what the report says.
@Suite("gesturelab --ios", .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)), .timeLimit(.minutes(2)))
struct IOSVersionCommandTests {
    static let drag = "scene pager-back pop=system\n0.4 drag 150 500 -> 350 500 in 0.4\n2 end\n"

    @Test("without ios the report has no ios key and the drag bounces; --ios 26 writes ios 26 and the drag pops")
    func flagOverridesTheDefault() async throws {
        try await withScriptFile(Self.drag) { script in
            let plain = try await runGesturelab(["replay", script])
            #expect(plain.status == 0)
            #expect(!plain.stdout.contains("\"ios\""))
            #expect(plain.stdout.contains(#""screen": "pager""#))
            let modern = try await runGesturelab(["replay", script, "--ios", "26"])
            #expect(modern.status == 0)
            #expect(modern.stdout.contains("\"ios\": 26,\n  \"end\""))
            #expect(modern.stdout.contains(#""screen": "stories""#))
        }
    }

    @Test("--ios overrides the script's ios line")
    func flagOverridesTheScript() async throws {
        try await withScriptFile("scene pager-back pop=system\nios 26\n0.4 drag 150 500 -> 350 500 in 0.4\n2 end\n") { script in
            let run = try await runGesturelab(["replay", script, "--ios", "18"])
            #expect(run.stdout.contains("\"ios\": 18,"))
            #expect(run.stdout.contains(#""screen": "pager""#))
        }
    }

    @Test("a bad version exits 2: on the command line naming the flag, in a script with FILE:LINE:COL")
    func badVersions() async throws {
        try await withScriptFile(Self.drag) { script in
            for command in ["replay", "test"] {
                let run = try await runGesturelab([command, script, "--ios", "17"])
                #expect(run.status == 2, "\(command)")
                #expect(run.stderr.contains("--ios"), "\(command): \(run.stderr)")
            }
        }
        try await withScriptFile("scene pager-back\nios 17\n") { script in
            let run = try await runGesturelab(["replay", script])
            #expect(run.status == 2)
            #expect(run.stderr.contains("s.touches:2:5: unsupported iOS version '17'; expected 18 or 26"), "\(run.stderr)")
        }
    }
}
