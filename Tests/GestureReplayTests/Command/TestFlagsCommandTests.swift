import Foundation
import GestureLabTestSupport
import Testing

/// End to end: `gesturelab test --set` and `--whatif` over scripts of several scenes (issue 42, "What the new user
/// hit"): each value is in force in the scripts whose scene it belongs to, and the others run as written.
@Suite(
    "gesturelab test --set and --whatif across scenes",
    .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)),
    .timeLimit(.minutes(2)))
struct TestFlagsCommandTests {
    /// The taps demo with the fix on: its expectations state the fix.
    static let tapsFixed = BuiltProducts.packageRoot + "/Resources/Scripts/taps-single-waits-for-double-on.touches"

    @Test("test --set overrides the script's option as replay --set does: turning the fix off fails its expectations")
    func setOverridesTheScript() async throws {
        #expect(try await runGesturelab(["test", Self.tapsFixed]).status == 0)
        let broken = try await runGesturelab(["test", Self.tapsFixed, "--set", "single-waits-for-double=off"])
        #expect(broken.status == 1, "\(broken.stdout)\(broken.stderr)")
        let last = broken.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasSuffix(" failed") && !last.hasSuffix(" 0 failed"), "\(broken.stdout)")
    }

    @Test("test --set with an option no script's scene has, or a value it refuses, exits 2 naming the flag")
    func setUnknownOption() async throws {
        let unknown = try await runGesturelab(["test", Self.tapsFixed, "--set", "no-such-option=on"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--set no-such-option=on: no script's scene ('taps') has the option"))
        let badValue = try await runGesturelab(["test", Self.tapsFixed, "--set", "single-waits-for-double=maybe"])
        #expect(badValue.status == 2)
        #expect(badValue.stderr.contains("--set single-waits-for-double=maybe: "), "\(badValue.stderr)")
    }

    @Test("test --whatif applies the edit to its scene's scripts only: the taps script runs unedited and all pass")
    func whatIfBelongsToItsScene() async throws {
        try await withScriptFile(WhatIfCommandTests.swipe) { swipe in
            let run = try await runGesturelab(["test", Self.tapsFixed, swipe, "--whatif", "banner.pan requires nav.edgePop"])
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stderr.isEmpty, "\(run.stderr)")
            let last = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
            #expect(last.hasSuffix(" passed, 0 failed"), "\(run.stdout)")
        }
    }
}
