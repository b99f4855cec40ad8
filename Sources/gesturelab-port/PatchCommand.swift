import ArgumentParser
import Foundation
import GestureLabPort

/// `gesturelab-port patch --class NAME --member CODE FILE...`: the members added to the user's class in their own
/// files (`gesturelab fix --patch` and `--apply` run it), as a unified diff, or written with `--in-place`.
struct PatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturelab-port patch",
        abstract: "Add methods to a class in its own source files (what `gesturelab fix --patch` applies).",
        discussion: """
            Finds `class NAME` in the files (swift-syntax) (with --classes-json, each of several classes, all in \
            one diff per file; --cells-json's statements go in the data source's cellForRowAt after the dequeued \
            cell's binding); each member goes in at the end of the class, or, when \
            the class (or an extension of it) already has a method with the same name and argument labels, the \
            member's statements but its last (the fallback) go first in that method. Prints a unified diff with \
            paths as given (run it from the package folder: `patch -p1` applies it), or with --in-place writes the \
            files, keeping each original as FILE.orig, and prints the diff.
            Exit status: 0 patched; 1 the class is not in the files; 2 bad input.
            """)

    @Option(name: .customLong("class"), help: ArgumentHelp("The class the members go in.", valueName: "name"))
    var className: String?

    @Option(
        name: .customLong("classes-json"),
        help: ArgumentHelp(
            "Several classes at once, instead of --class: a JSON array of {className, members, statements: "
                + "[{code, after}]}; each file gets one diff with a hunk per place.", valueName: "json"))
    var classesJSON: String?

    @Option(
        name: .customLong("cells-json"),
        help: ArgumentHelp(
            "Statements about a reused cell and its table: a JSON array of {cellClass, code}; each goes in the data "
                + "source's tableView(_:cellForRowAt:) or collectionView(_:cellForItemAt:), after the constant "
                + "that holds the dequeued cell, `cell` and `tableView` renamed to that method's names.",
            valueName: "json"))
    var cellsJSON: String?

    @Option(name: .customLong("member"), help: ArgumentHelp("A method's code (repeatable).", valueName: "code"))
    var members: [String] = []

    @Option(
        name: .customLong("statement"),
        help: ArgumentHelp(
            "A statement about a recognizer property (repeatable, each with --after).", valueName: "code"))
    var statements: [String] = []

    @Option(
        name: .customLong("after"),
        help: ArgumentHelp(
            "The property the matching --statement is about: it goes after the line adding it to its view.",
            valueName: "property"))
    var afters: [String] = []

    @Flag(name: .customLong("in-place"), help: "Write the files (each original kept as FILE.orig).")
    var inPlace = false

    @Option(
        name: .customLong("backup-dir"),
        help: ArgumentHelp(
            "With --in-place, keep each original as DIR/FILE instead of FILE.orig (outside Sources, SwiftPM "
                + "does not warn about it).", valueName: "dir"))
    var backupFolder: String?

    @Argument(help: ArgumentHelp("The Swift files to search.", valueName: "file"))
    var files: [String]

    func validate() throws {
        if className != nil && classesJSON != nil || className == nil && classesJSON == nil && cellsJSON == nil {
            throw ValidationError(
                "give --class NAME (with --member/--statement) or --classes-json, one of them, or --cells-json")
        }
        if statements.count != afters.count {
            throw ValidationError("--statement and --after come in pairs: \(statements.count) and \(afters.count)")
        }
    }

    func run() throws {
        var inputs: [(path: String, text: String)] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else { fail("gesturelab-port patch: can't read \(path) as UTF-8 text", status: 2) }
            inputs.append((path, text))
        }
        let patched: [PortedFile]
        do {
            patched = try MemberPatcher.patch(inputs, classes: classPatches(), cells: cellStatements())
        } catch {
            fail("gesturelab-port patch: \(error.description)", status: 1)
        }
        for file in patched where file.isChanged {
            print(UnifiedDiff.make(from: file.original, to: file.ported, path: file.path), terminator: "")
            guard inPlace else { continue }
            do {
                let backup = backupFolder.map { $0 + "/" + file.path } ?? file.path + ".orig"
                try FileManager.default.createDirectory(
                    atPath: (backup as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                if FileManager.default.fileExists(atPath: backup) { try FileManager.default.removeItem(atPath: backup) }
                try FileManager.default.copyItem(atPath: file.path, toPath: backup)
                try file.ported.write(toFile: file.path, atomically: true, encoding: .utf8)
            } catch {
                fail("gesturelab-port patch: can't write \(file.path): \(error.localizedDescription)", status: 2)
            }
            let backup = backupFolder.map { $0 + "/" + file.path } ?? file.path + ".orig"
            FileHandle.standardError.write(Data("patched \(file.path) (the original: \(backup))\n".utf8))
        }
    }

    /// `--cells-json`'s statements, if given.
    private func cellStatements() -> [CellStatement] {
        guard let cellsJSON else { return [] }
        do {
            return try JSONDecoder().decode([CellStatement].self, from: Data(cellsJSON.utf8))
        } catch {
            fail("gesturelab-port patch: --cells-json is not a list of {cellClass, code}: \(error)", status: 2)
        }
    }

    /// The classes to patch: `--classes-json`'s, or `--class` with its members and statements.
    private func classPatches() -> [ClassPatch] {
        if let classesJSON {
            do {
                return try JSONDecoder().decode([ClassPatch].self, from: Data(classesJSON.utf8))
            } catch {
                fail("gesturelab-port patch: --classes-json is not a list of classes: \(error)", status: 2)
            }
        }
        guard let className else { return [] }
        return [
            ClassPatch(
                className: className, members: members,
                statements: zip(statements, afters).map { (code: $0, after: $1) })
        ]
    }

    private func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(status)
    }
}
