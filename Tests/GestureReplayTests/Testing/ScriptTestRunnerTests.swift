import Foundation
import GestureScenes
import Testing
@testable import GestureReplay

/// A catalog maker for scripts that show no images.
private let noImages: ScriptTestRunner.CatalogMaker = { _ in (ImageCatalog([]), []) }

/// Writes `files` (relative path → text) under a fresh folder and passes the folder to `body`.
private func withScripts(_ files: [String: String], _ body: (String) throws -> Void) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (relative, text) in files {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    try body(folder)
}

private let passing = """
    scene taps
    0.4 tap 195 422 count 2
    0.6 expect action doubleTap count 1
    1 end
    """

private let failing = """
    scene taps
    set single-waits-for-double=off
    0.4 tap 195 422 count 2
    0.6 expect action doubleTap count 1
    0.6 expect action singleTap count 0
    1 end
    """

@Suite("gesturelab test finds scripts, runs them in parallel and reports in a fixed order")
struct ScriptTestRunnerTests {
    @Test("folders are searched recursively for .touches files, sorted, files kept in argument order")
    func discovery() throws {
        try withScripts(["b.touches": passing, "a/z.touches": passing, "a/c.touches": passing, "notes.txt": "x"]) {
            folder in
            let found = try ScriptDiscovery.scripts(in: [folder + "/b.touches", folder])
            #expect(found == [folder + "/b.touches", folder + "/a/c.touches", folder + "/a/z.touches"])
            let filtered = try ScriptDiscovery.scripts(in: [folder], filter: "a/[c-d]")
            #expect(filtered == [folder + "/a/c.touches"])
        }
    }

    @Test("a missing path and a bad --filter are usage errors that name them")
    func discoveryErrors() {
        #expect(throws: CommandLineError.self) { try ScriptDiscovery.scripts(in: ["/no/such/place"]) }
        do {
            _ = try ScriptDiscovery.scripts(in: ["."], filter: "(")
            Issue.record("an unbalanced parenthesis is not a regular expression")
        } catch {
            #expect(error.message.hasPrefix("--filter '('"))
        }
    }

    @Test("passed and failed expectations are counted and the failures read FILE:LINE: expected ..., got ...")
    func counting() throws {
        try withScripts(["pass.touches": passing, "fail.touches": failing]) { folder in
            let scripts = try ScriptDiscovery.scripts(in: [folder])
            let summary = ScriptTestRunner.run(scripts, jobs: 2, makeCatalog: noImages, defaultImagePaths: [])
            #expect(summary.summaryLine == "2 passed, 1 failed")
            #expect(summary.exitStatus == 1)
            #expect(summary.outcomes.flatMap(\.failureLines) == [
                "\(folder)/fail.touches:5: expected action singleTap count 0 by 0.60 s, "
                    + "got singleTap at 0.45, singleTap at 0.60, doubleTap at 0.60"
            ])
        }
    }

    @Test("a script that does not parse counts as failed, makes the status 2 and keeps its FILE:LINE:COLUMN message")
    func scriptError() throws {
        try withScripts(["bad.touches": "scene taps\n1 expect card.tap began\n", "pass.touches": passing]) { folder in
            let summary = ScriptTestRunner.run(
                try ScriptDiscovery.scripts(in: [folder]), jobs: 2, makeCatalog: noImages, defaultImagePaths: [])
            #expect(summary.exitStatus == 2)
            #expect(summary.outcomes[0].error?.hasPrefix("\(folder)/bad.touches:2:10: unknown condition or recognizer") == true)
            #expect(summary.summaryLine == "1 passed, 1 failed")
        }
    }

    @Test("scripts without a single expect line check nothing: 'no expectations in N scripts' and status 1")
    func nothingChecked() throws {
        let bare = "scene taps\n0.4 tap 195 422\n1 end\n"
        try withScripts(["a.touches": bare, "b.touches": bare]) { folder in
            let summary = ScriptTestRunner.run(
                try ScriptDiscovery.scripts(in: [folder]), jobs: 2, makeCatalog: noImages, defaultImagePaths: [])
            #expect(summary.outcomes.count == 2 && summary.outcomes.allSatisfy { $0.error == nil })
            #expect(summary.summaryLine == "no expectations in 2 scripts")
            #expect(summary.exitStatus == 1)
        }
        // One script with an expectation among bare ones is a run that checked something.
        try withScripts(["a.touches": bare, "b.touches": passing]) { folder in
            let summary = ScriptTestRunner.run(
                try ScriptDiscovery.scripts(in: [folder]), jobs: 2, makeCatalog: noImages, defaultImagePaths: [])
            #expect(summary.summaryLine == "1 passed, 0 failed")
            #expect(summary.exitStatus == 0)
        }
    }

    @Test("running on many workers gives the same outcomes in the same order as one worker")
    func parallelIsDeterministic() throws {
        var files: [String: String] = [:]
        for index in 0..<12 { files[String(format: "s%02d.touches", index)] = index % 3 == 0 ? failing : passing }
        try withScripts(files) { folder in
            let scripts = try ScriptDiscovery.scripts(in: [folder])
            let serial = ScriptTestRunner.run(scripts, jobs: 1, makeCatalog: noImages, defaultImagePaths: [])
            let parallel = ScriptTestRunner.run(scripts, jobs: 6, makeCatalog: noImages, defaultImagePaths: [])
            #expect(parallel.outcomes.map(\.path) == scripts)
            #expect(parallel.outcomes.map(\.results) == serial.outcomes.map(\.results))
            #expect(parallel.summaryLine == "12 passed, 4 failed")
        }
    }
}
