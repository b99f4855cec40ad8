import Foundation
import GestureLabTestSupport
import Testing

/// End to end: `--whatif` on `replay` and `test`, and a bad edit's error.
@Suite(
    "gesturelab --whatif", .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)),
    .timeLimit(.minutes(2)))
struct WhatIfCommandTests {
    /// The edge swipe over the banner with the replaced delegate, expecting the pop the fix brings.
    static let swipe = """
        scene navigation
        set pop=replaced-delegate
        0.4 drag 5 400 -> 300 400 in 0.4
        2.5 expect action popped
        2.5 expect depth 1
        2.5 end

        """

    @Test("replay --whatif puts the edit in force: the edge swipe pops, and the report lists it under whatif")
    func replay() async throws {
        try await withScriptFile(Self.swipe) { script in
            let plain = try await runGesturelab(["replay", script])
            #expect(plain.status == 0)
            #expect(!plain.stdout.contains("\"whatif\""))
            #expect(plain.stdout.contains(#""navigationDepth": 2"#))
            let edited = try await runGesturelab(["replay", script, "--whatif", "banner.pan requires nav.edgePop"])
            #expect(edited.status == 0)
            #expect(edited.stdout.contains("\"whatif\": [\"banner.pan requires nav.edgePop\"],\n  \"end\""))
            #expect(edited.stdout.contains(#""navigationDepth": 1"#))
        }
    }

    @Test("test --whatif: the expectations fail without the edit and pass with it")
    func test() async throws {
        try await withScriptFile(Self.swipe) { script in
            #expect(try await runGesturelab(["test", script]).status == 1)
            let fixed = try await runGesturelab(["test", script, "--whatif", "banner.pan requires nav.edgePop"])
            #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        }
    }

    @Test("a bad --whatif exits 2 naming the flag, the value, the column and the names closest first")
    func badEdit() async throws {
        try await withScriptFile(Self.swipe) { script in
            for command in ["replay", "test"] {
                let run = try await runGesturelab([command, script, "--whatif", "banner.pan requires nav.edgepop"])
                #expect(run.status == 2, "\(command)")
                #expect(
                    run.stderr.contains(
                        "--whatif \"banner.pan requires nav.edgepop\": column 21: unknown recognizer 'nav.edgepop' "
                            + "for scene 'navigation'; recognizers: nav.edgePop,"), "\(command): \(run.stderr)")
            }
        }
    }
}
