import Foundation
import GestureLabTestSupport
import Testing

/// The package root: the folder with Resources/Scripts, found upwards from this file.
private let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Resources/Scripts").path) { return url.path }
    }
    return FileManager.default.currentDirectoryPath
}()

private func runTest(_ arguments: [String], in folder: String? = nil) async throws -> Subprocess.Outcome {
    try await Subprocess.run(
        try BuiltProducts.requireGesturelab(), ["test"] + arguments, environment: ["SDL_VIDEODRIVER": "dummy"],
        currentDirectory: folder ?? packageRoot, timeout: 50)
}

/// End to end: `gesturelab test` on the demo scripts and on broken copies (needs the product built, as make test does).
@Suite("gesturelab test on the demo scripts", .enabled(if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason)), .timeLimit(.minutes(1)))
struct TestCommandTests {
    @Test("every demo script's expectations hold: exit 0 and 'N passed, 0 failed' alone on the last line")
    func demosPass() async throws {
        let outcome = try await runTest(["Resources/Scripts"])
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1)
        let last = try #require(lines.last)
        #expect(last.hasSuffix(" passed, 0 failed") && !last.hasPrefix("0 "), "\(last)")
    }

    @Test(
        "flipping a fix in a copy of its script fails with FILE:LINE and exit 1",
        arguments: [
            ("taps-single-waits-for-double-on.touches", "single-waits-for-double=on", "single-waits-for-double=off"),
            ("photos-long-image-dismiss-on.touches", "long-image-dismiss=on", "long-image-dismiss=off"),
            ("navigation-edge-pop-system.touches", "pop=system", "pop=replaced-delegate"),
            ("nested-handoff-coordinated.touches", "handoff=coordinated", "handoff=none"),
        ])
    func brokenFixFails(script: String, fixed: String, broken: String) async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = try String(contentsOfFile: "\(packageRoot)/Resources/Scripts/\(script)", encoding: .utf8)
        #expect(original.contains("set \(fixed)"))
        let copy = "\(folder)/\(script)"
        let text = original.replacingOccurrences(of: "set \(fixed)", with: "set \(broken)")
            .replacingOccurrences(of: "../Photos/", with: "\(packageRoot)/Resources/Photos/")
        try text.write(toFile: copy, atomically: true, encoding: .utf8)
        let outcome = try await runTest([copy])
        #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count >= 2)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("\(copy):") && $0.contains(": expected ") && $0.contains(", got ") })
        #expect(lines.last?.hasSuffix(" failed") == true && lines.last?.hasSuffix(" 0 failed") == false)
    }

    @Test("a script that does not parse exits 2 with FILE:LINE:COLUMN on standard error and counts as failed")
    func parseErrorExitsTwo() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = "\(folder)/bad.touches"
        try "scene taps\n1 expect offset card x >> 1\n".write(toFile: script, atomically: true, encoding: .utf8)
        let outcome = try await runTest([script])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("\(script):2:17: unknown scroll view 'card' for scene 'taps'"), "\(outcome.stderr)")
        #expect(outcome.stdout == "0 passed, 1 failed\n")
    }

    @Test("scripts with no expect line at all print 'no expectations in N scripts' and exit 1")
    func noExpectationsExitsOne() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["one", "two", "three"] {
            try "scene taps\n0.4 tap 195 422\n1 end\n".write(
                toFile: "\(folder)/\(name).touches", atomically: true, encoding: .utf8)
        }
        let outcome = try await runTest([folder])
        #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout == "no expectations in 3 scripts\n")
    }

    @Test("--junit writes a JUnit file with one testcase per expectation, and --filter narrows the scripts")
    func junitAndFilter() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let junit = "\(folder)/out.xml"
        let outcome = try await runTest(["Resources/Scripts", "--filter", "taps-.*-on", "--junit", junit])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testsuite ").count == 2, "one script matched the filter")
        let testcases = xml.components(separatedBy: "<testcase ").count - 1
        #expect(outcome.stdout == "\(testcases) passed, 0 failed\n")
    }

    @Test("a path that does not exist is a usage error naming it")
    func missingPath() async throws {
        let outcome = try await runTest(["no/such/folder"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("no/such/folder: no such file or folder"))
    }
}
