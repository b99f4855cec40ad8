import Foundation
import GestureLabTestSupport
import Testing

/// `gesturelab-port` and `gesturelab port` as a user runs them: the diff, --in-place, and the exit statuses.
@Suite(
    "gesturelab port, the executables",
    .enabled(if: BuiltProducts.executable(named: "gesturelab-port") != nil || BuiltProducts.isGesturelabRequired,
             "gesturelab-port is not built next to the tests (swift build --build-tests builds it)"),
    .timeLimit(.minutes(1)))
struct PortCommandTests {
    static func tool() throws -> String {
        try BuiltProducts.require("gesturelab-port")
    }

    static func folder(_ files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "gesturelab-port-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    static let portable = "import UIKit\nclass A: UIView {\n    @objc func f() {}\n}\n"
    static let tricky = "import UIKit\nclass B: UIView {\n    func g() { _ = value(forKey: \"targets\") }\n}\n"

    @Test("a diff by default (the file untouched), --in-place writes it; 0 when everything was ported")
    func diffThenInPlace() async throws {
        let folder = try Self.folder(["A.swift": Self.portable])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diff = try await Subprocess.run(try Self.tool(), ["A.swift"], currentDirectory: folder, timeout: 30)
        #expect(diff.status == 0)
        #expect(diff.stdout.contains("--- a/A.swift\n+++ b/A.swift\n"))
        #expect(diff.stdout.contains("-    @objc func f() {}\n+    func f() {}\n"))
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == Self.portable)
        let written = try await Subprocess.run(try Self.tool(), ["--in-place", "A.swift"], currentDirectory: folder, timeout: 30)
        #expect(written.status == 0)
        #expect(written.stdout == "ported A.swift: 1 change(s)\n  A.swift:3: @objc removed\n")
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8).contains("    func f() {}"))
        let again = try await Subprocess.run(try Self.tool(), ["A.swift"], currentDirectory: folder, timeout: 30)
        #expect(again.status == 0 && again.stdout.isEmpty)
    }

    @Test("1 with FILE:LINE for what can't be ported (the rest still ported); 2 for a missing file, bad Swift or no file")
    func exitStatuses() async throws {
        let folder = try Self.folder(["A.swift": Self.portable, "B.swift": Self.tricky, "C.swift": "class {\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let partial = try await Subprocess.run(try Self.tool(), ["--in-place", "A.swift", "B.swift"], currentDirectory: folder,
                                         timeout: 30)
        #expect(partial.status == 1)
        #expect(partial.stderr.contains("B.swift:3: cannot port: key-value coding"))
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8).contains("    func f() {}"))
        let missing = try await Subprocess.run(try Self.tool(), ["Nope.swift"], currentDirectory: folder, timeout: 30)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("can't read Nope.swift"))
        let bad = try await Subprocess.run(try Self.tool(), ["C.swift"], currentDirectory: folder, timeout: 30)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("C.swift:1:"))
        let none = try await Subprocess.run(try Self.tool(), [], currentDirectory: folder, timeout: 30)
        #expect(none.status == 2)
    }

    @Test("--output-directory (the iOS/ plugin's mode): located copies, warnings at the user's lines, exit 0")
    func outputDirectory() async throws {
        let folder = try Self.folder(["A.swift": Self.portable, "B.swift": Self.tricky, "C.swift": "class {\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/out"
        let first = try await Subprocess.run(try Self.tool(), ["--output-directory", out, "A.swift", "B.swift"],
                                       currentDirectory: folder, timeout: 30)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains(folder + "/B.swift:3: warning: gesturelab port: cannot port: key-value coding"))
        let copy = try String(contentsOfFile: out + "/A.ported.swift", encoding: .utf8)
        #expect(copy.hasPrefix("#sourceLocation(file: \"\(folder)/A.swift\", line: 1)\nimport UIKit\n"))
        #expect(copy.contains("class A: UIView {\n    func f() {}"))
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == Self.portable)
        // A second run with nothing changed leaves the copies as they are (the compiler's incremental build).
        let written = try FileManager.default.attributesOfItem(atPath: out + "/A.ported.swift")[.modificationDate]
        _ = try await Subprocess.run(try Self.tool(), ["--output-directory", out, "A.swift", "B.swift"],
                               currentDirectory: folder, timeout: 30)
        let again = try FileManager.default.attributesOfItem(atPath: out + "/A.ported.swift")[.modificationDate]
        #expect(written as? Date == again as? Date)
        // A file the parser rejects is copied as it is, for the compiler to report at its line.
        let bad = try await Subprocess.run(try Self.tool(), ["--output-directory", out, "C.swift"], currentDirectory: folder,
                                     timeout: 30)
        #expect(bad.status == 0)
        #expect(try String(contentsOfFile: out + "/C.ported.swift", encoding: .utf8).hasSuffix("\nclass {\n"))
    }

    @Test("gesturelab port runs the gesturelab-port built next to it, with its exit status")
    func forwarded() async throws {
        let gesturelab = try BuiltProducts.requireGesturelab()
        let folder = try Self.folder(["B.swift": Self.tricky])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try await Subprocess.run(gesturelab, ["port", "B.swift"], currentDirectory: folder, timeout: 30)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("B.swift:3: cannot port"))
    }

    @Test("gesturelab port without gesturelab-port beside it or on PATH says how to build it and exits 2")
    func missingTool() async throws {
        let gesturelab = try BuiltProducts.requireGesturelab()
        let folder = try Self.folder(["A.swift": Self.portable])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A copy of gesturelab alone in a folder: nothing beside it, and an empty PATH.
        try FileManager.default.copyItem(atPath: gesturelab, toPath: folder + "/gesturelab")
        let outcome = try await Subprocess.run(folder + "/gesturelab", ["port", "A.swift"], environment: ["PATH": ""],
                                         currentDirectory: folder, timeout: 30)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("swift build --product gesturelab-port"), "\(outcome.stderr)")
    }
}
