import Foundation
import GestureReplay

/// `gesturelab fix --patch FILE` and `--apply`: the best fix that goes in a class of the user's as a unified diff
/// against their own files (`Sources/` and `iOS/` of the package the command runs in), made by `gesturelab-port
/// patch` (swift-syntax finds the class and any method to merge with, or, for a statement relating a reused
/// cell's recognizer to its table's, the data source's `cellForRowAt` binding the dequeued cell; only that
/// executable links it, as for `port`); `--apply` writes it, keeping each original under `.gesturelab/backup/`, and shows the diff.
enum FixPatch {
    /// Where `--apply` keeps the originals, relative to the package folder (outside `Sources`: SwiftPM ignores it).
    static let backupFolder = ".gesturelab/backup"

    /// Patches for `result`'s best fix made of members of the user's classes; returns the exit status.
    static func run(
        _ result: FixResult, patchPath: String?, apply: Bool, output: (String) -> Void,
        errorOutput: (String) -> Void
    ) -> Int32 {
        guard
            let index = result.fixes.firstIndex(where: { fix in
                !fix.placements.isEmpty && fix.placements.allSatisfy(\.isPatchable)
            })
        else {
            errorOutput(
                "gesturelab fix: no fix found goes in a class of yours (they are statements only another class "
                    + "reaches, delegate methods for a class that is not the recognizer's delegate, or code on UIKit's "
                    + "own classes): paste the code printed above by hand")
            return ExitStatus.failure
        }
        let fix = result.fixes[index]
        guard let tool = Port.portExecutable() else {
            errorOutput(
                "gesturelab fix: gesturelab-port not found next to \(Port.ownExecutable.path) or on PATH; build it "
                    + "with `swift build --product gesturelab-port` in GestureLab's checkout")
            return ExitStatus.usage
        }
        let files = sourceFiles()
        var classes: [String] = []
        for placement in fix.placements {
            if let name = placement.className, !classes.contains(name) { classes.append(name) }
        }
        // Every class in one run: a file holding two of them gets one diff, with a hunk for each.
        var arguments = ["patch", "--classes-json", classesJSON(classes, placements: fix.placements)]
        let cellStatements = fix.placements.filter { $0.cellClass != nil }
        if !cellStatements.isEmpty { arguments += ["--cells-json", cellsJSON(cellStatements)] }
        if apply { arguments += ["--in-place", "--backup-dir", backupFolder] }
        let (status, diff, stderr) = runTool(tool, arguments + files)
        guard status == 0 else {
            errorOutput(stderr.isEmpty ? "gesturelab fix: gesturelab-port patch exited \(status)" : stderr)
            return ExitStatus.failure
        }
        let places =
            classes + cellStatements.compactMap(\.cellClass).map { "the cellForRowAt that dequeues \($0)" }
        output("\npatch for fix \(index + 1) (\(fix.text)), in \(places.joined(separator: ", ")):\n")
        if let patchPath, patchPath != "-" {
            do {
                try diff.write(toFile: patchPath, atomically: true, encoding: .utf8)
            } catch {
                errorOutput("gesturelab fix: can't write \(patchPath): \(error.localizedDescription)")
                return ExitStatus.usage
            }
            output("wrote \(patchPath); apply it in this folder with `patch -p1 < \(patchPath)`\n")
        }
        if apply || patchPath == "-" { output(diff) }
        if apply { output("applied; the originals are in \(backupFolder)/\n") }
        return ExitStatus.success
    }

    /// `gesturelab-port patch --classes-json`'s argument: each class with its members and statements, in order.
    static func classesJSON(_ classes: [String], placements: [FixPlacement]) -> String {
        let list: [[String: Any]] = classes.map { name in
            let mine = placements.filter { $0.className == name }
            return [
                "className": name,
                "members": mine.filter { $0.after == nil }.map(\.member),
                "statements": mine.compactMap { placement in
                    placement.after.map { ["code": placement.member, "after": $0] }
                },
            ]
        }
        let data = (try? JSONSerialization.data(withJSONObject: list, options: [.sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// `gesturelab-port patch --cells-json`'s argument: each statement for a data source's `cellForRowAt`.
    static func cellsJSON(_ placements: [FixPlacement]) -> String {
        let list: [[String: String]] = placements.compactMap { placement in
            placement.cellClass.map { ["cellClass": $0, "code": placement.member] }
        }
        let data = (try? JSONSerialization.data(withJSONObject: list, options: [.sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The package's Swift files: `Sources/` and `iOS/` under the current folder, as relative paths.
    static func sourceFiles() -> [String] {
        var found: [String] = []
        for folder in ["Sources", "iOS"] {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let path = walker.nextObject() as? String {
                if path.hasSuffix(".swift"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                    found.append(folder + "/" + path)
                }
            }
        }
        return found.sorted()
    }

    /// Runs `tool` and reads its standard output and error (the error after the output ends: it is short).
    private static func runTool(_ tool: URL, _ arguments: [String]) -> (Int32, String, String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            return (ExitStatus.usage, "", "gesturelab fix: can't run \(tool.path): \(error.localizedDescription)")
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }
}
