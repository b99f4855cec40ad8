import Foundation
import GestureLabTestSupport
import Testing

/// End to end: the executable's exit statuses and outputs (skipped when it was not built alongside the tests).
@Suite("gesturelab executable", .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)), .timeLimit(.minutes(2)))
struct GestureLabBinaryTests {
    private struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the binary within a minute, stdout and stderr read together (`Subprocess`).
    private func gesturelab(_ arguments: [String]) async throws -> Outcome {
        let run = try await Subprocess.run(try BuiltProducts.requireGesturelab(), arguments, timeout: 60)
        #expect(!run.timedOut, "gesturelab \(arguments) did not finish within a minute")
        return Outcome(status: run.status, output: run.stdout, errors: run.stderr)
    }

    private func withScript(_ text: String, _ body: (String, String) async throws -> Void) async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/s.touches"
        try text.write(toFile: script, atomically: true, encoding: .utf8)
        try await body(script, folder)
    }

    @Test("replay writes the report and exits 0")
    func replaySucceeds() async throws {
        try await withScript("scene taps\n0.1 tap 195 422\n") { script, folder in
            let outcome = try await gesturelab(["replay", script, "--report", folder + "/r.json"])
            #expect(outcome.status == 0)
            let text = try String(contentsOfFile: folder + "/r.json", encoding: .utf8)
            #expect(text.contains(#"{"t": 0.5, "name": "singleTap"}"#))
            let stdout = try await gesturelab(["replay", script, "--report", "-"])
            #expect(stdout.output == text)
        }
    }

    @Test("a script error prints FILE:LINE:COL: message, exits 2 and writes no report")
    func scriptError() async throws {
        try await withScript("scene taps\n0.2 tap 1 1\n0.1 up 1 1 1\n") { script, folder in
            let outcome = try await gesturelab(["replay", script, "--report", folder + "/r.json"])
            #expect(outcome.status == 2)
            #expect(outcome.errors.hasPrefix("\(script):3:"))
            #expect(outcome.errors.split(separator: "\n").count == 1)
            #expect(!FileManager.default.fileExists(atPath: folder + "/r.json"))
        }
    }

    @Test("bad flag values exit 2 naming the flag; an unknown flag too")
    func badFlags() async throws {
        try await withScript("scene taps\n") { script, _ in
            let set = try await gesturelab(["replay", script, "--set", "pop=bogus"])
            #expect(set.status == 2)
            #expect(set.errors.contains("--set pop=bogus"))
            let device = try await gesturelab(["replay", script, "--device", "12"])
            #expect(device.status == 2)
            #expect(device.errors.contains("The value '12' is invalid for '--device <WxH[@S]>'"))
            let fit = try await gesturelab(["replay", script, "--device", "fit"])
            #expect(fit.status == 2)
            #expect(fit.errors.contains("--device fit: replay has no window to fit"))
            let compare = try await gesturelab(["replay", script, "--compare", "single-waits-for-double=on"])
            #expect(compare.status == 2)
            #expect(compare.errors.contains("The value 'single-waits-for-double=on' is invalid for '--compare <key=a,b>'"))
            let pair = try await gesturelab(["replay", script, "--set", "novalue="])
            #expect(pair.status == 2)
            #expect(pair.errors.contains("The value 'novalue=' is invalid for '--set <key=value>'"))
            let unknown = try await gesturelab(["replay", script, "--no-such-flag"])
            #expect(unknown.status == 2)
        }
    }

    @Test("--safe-area: a value that is not four numbers, none negative, exits 2 naming the flag")
    func badSafeArea() async throws {
        try await withScript("scene taps\n") { script, _ in
            for bad in ["47,0,34", "47,0,-34,0", "top"] {
                let outcome = try await gesturelab(["replay", script, "--safe-area", bad])
                #expect(outcome.status == 2)
                #expect(outcome.errors.contains("The value '\(bad)' is invalid for '--safe-area <T,L,B,R>'"))
            }
            #expect(try await gesturelab(["replay", script, "--safe-area", "20,0,0,0", "--report", "/dev/null"]).status == 0)
        }
    }

    @Test("an unwritable report path exits 1")
    func unwritable() async throws {
        try await withScript("scene taps\n") { script, folder in
            let outcome = try await gesturelab(["replay", script, "--report", folder + "/missing/r.json"])
            #expect(outcome.status == 1)
        }
    }

    @Test("scenes lists the registry's scenes and exits 0")
    func scenes() async throws {
        let outcome = try await gesturelab(["scenes"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("taps: "))
        #expect(outcome.output.contains("single-waits-for-double=on|off (default on)"))
    }
}
