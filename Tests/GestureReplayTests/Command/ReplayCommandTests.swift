import Foundation
import GestureScenes
import Testing
@testable import GestureReplay

/// The replay command's exit statuses and outputs, driven after argument parsing.
@Suite("Replay command")
struct ReplayCommandTests {
    /// Runs the command in a fresh folder holding `script.touches`; returns the status and the error lines.
    private func run(
        script: String, reportName: String = "report.json", body: (inout ReplayRequest) -> Void = { _ in }
    ) throws -> (status: Int32, errors: [String], folder: String) {
        let folder = try makeTemporaryFolder()
        let scriptPath = folder + "/script.touches"
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        var request = ReplayRequest(scriptPath: scriptPath, reportPath: folder + "/" + reportName)
        body(&request)
        var errors: [String] = []
        let status = ReplayCommand.run(
            request, makeCatalog: { _ in (ImageCatalog([]), scanErrors: []) }, defaultImagePaths: { [] },
            errorOutput: { errors.append($0) })
        return (status, errors, folder)
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test("a run writes the report and exits 0")
    func success() throws {
        let result = try run(script: "scene taps\n0.1 tap 195 422\n")
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let text = try String(contentsOfFile: result.folder + "/report.json", encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"scene\": \"taps\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: result.folder).sorted()
        #expect(leftovers == ["report.json", "script.touches"])
    }

    @Test("a script that does not parse prints FILE:LINE:COL: message, exits 2 and writes nothing")
    func scriptError() throws {
        let result = try run(script: "scene taps\n0.1 bogus 1 2\n")
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 2)
        #expect(result.errors == [
            "\(result.folder)/script.touches:2:5: unknown verb 'bogus'; "
                + "expected down, move, up, cancel, tap, drag, pinch, hover, hover-out, end, expect"
        ])
        #expect(!exists(result.folder + "/report.json"))
    }

    @Test("a bad --set value exits 2 naming the flag")
    func badSet() throws {
        let result = try run(script: "scene taps\n") { $0.overrides = [("single-waits-for-double", "bogus")] }
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 2)
        #expect(result.errors.first?.contains("--set single-waits-for-double=bogus") == true)
        #expect(!exists(result.folder + "/report.json"))
        let unknown = try run(script: "scene taps\n") { $0.overrides = [("pop", "bogus")] }
        defer { try? FileManager.default.removeItem(atPath: unknown.folder) }
        #expect(unknown.status == 2)
        #expect(unknown.errors.first?.contains("--set pop=bogus") == true)
    }

    @Test("an unwritable report path exits 1 and leaves no file")
    func unwritable() throws {
        let result = try run(script: "scene taps\n", reportName: "missing-folder/report.json")
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 1)
        #expect(result.errors.first?.contains("cannot write the report") == true)
        #expect(!exists(result.folder + "/missing-folder/report.json"))
    }

    @Test("compare mode writes runs with both values")
    func compare() throws {
        let result = try run(script: "scene taps\n0.1 tap 195 422\n") { $0.compare = ("single-waits-for-double", ["on", "off"]) }
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 0)
        let text = try String(contentsOfFile: result.folder + "/report.json", encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"runs\": ["))
        #expect(text.contains(#""options": {"single-waits-for-double": "on"}"#))
        #expect(text.contains(#""options": {"single-waits-for-double": "off"}"#))
    }

    @Test("a --compare value the scene does not take exits 2 naming the flag")
    func badCompare() throws {
        let result = try run(script: "scene taps\n") { $0.compare = ("single-waits-for-double", ["on", "bogus"]) }
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 2)
        #expect(result.errors.first?.contains("--compare single-waits-for-double=bogus") == true)
    }

    @Test("scan errors are split into image and message")
    func scanErrors() {
        let problem = ReplayReport.ImageProblem(scanError: "/photos/a: b.jpg: No such file or directory")
        #expect(problem == ReplayReport.ImageProblem(image: "/photos/a: b.jpg", message: "No such file or directory"))
    }
}
