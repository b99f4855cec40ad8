import ArgumentParser
import Foundation
import GestureLabPort

/// `gesturelab-port FILE...` (also run as `gesturelab port`): UIKit code rewritten to build on the kit.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturelab port",
        abstract: "Rewrite UIKit code so it builds on GestureLab's kit (on Linux).",
        discussion: """
            Rewrites #selector(...) into the kit's target-action (an unapplied method: Type.method(_:)), removes \
            @objc, @objcMembers, @IBOutlet, @IBAction, turns an @objc protocol with optional requirements into a \
            class-bound protocol with default implementations (and optional calls `x?.f?()` into `x?.f()`), and \
            `import UIKit.UIGestureRecognizerSubclass` into `import UIKit`. Prints a unified diff unless \
            --in-place. What it can't port (key-value coding, swizzling, other Objective-C runtime tricks) is listed \
            on standard error as FILE:LINE.
            With --output-directory (the build-tool plugin's mode, for an app's files in iOS/): writes each \
            ported file there as NAME.ported.swift, its lines named by #sourceLocation directives so the compiler \
            reports the original file and line; lists what it can't port as FILE:LINE: warning; exits 0 unless a \
            file can't be read or written (a file with a syntax error is copied as it is, for the compiler to \
            report).
            Exit status: 0 ported (or nothing to do); 1 something could not be ported; 2 bad input.
            """)

    @Argument(help: ArgumentHelp("The Swift files to port (ported together).", valueName: "file"))
    var files: [String]

    @Flag(name: .customLong("in-place"), help: "Write the ported files instead of printing a diff.")
    var inPlace = false

    @Option(
        name: .customLong("output-directory"),
        help: ArgumentHelp("Write located copies into this folder (the build-tool plugin).", valueName: "dir"))
    var outputDirectory: String?

    func run() throws {
        if let outputDirectory {
            guard !inPlace else { fail("gesturelab port: --in-place and --output-directory exclude each other") }
            writeLocatedCopies(into: outputDirectory)
            return
        }
        var inputs: [(path: String, text: String)] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                fail("gesturelab port: can't read \(path)")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                fail("gesturelab port: \(path) is not UTF-8 text")
            }
            inputs.append((path, text))
        }
        let ported: [PortedFile]
        do {
            ported = try Porter.port(inputs)
        } catch {
            fail("gesturelab port: \(error.description)")
        }
        for file in ported where file.isChanged {
            if inPlace {
                do {
                    try file.ported.write(toFile: file.path, atomically: true, encoding: .utf8)
                } catch {
                    fail("gesturelab port: can't write \(file.path): \(error.localizedDescription)")
                }
                print("ported \(file.path): \(file.changes.count) change(s)")
                for change in file.changes { print("  \(file.path):\(change)") }
            } else {
                print(UnifiedDiff.make(from: file.original, to: file.ported, path: file.path), terminator: "")
            }
        }
        let problems = ported.flatMap(\.problems)
        for problem in problems {
            FileHandle.standardError.write(Data((problem.description + "\n").utf8))
        }
        if !problems.isEmpty {
            FileHandle.standardError.write(
                Data("gesturelab port: \(problems.count) thing(s) could not be ported (listed above)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// The plugin's mode: every file ported with `#sourceLocation` into `folder`, a file only rewritten when its
    /// text changed (so the compiler's incremental build recompiles only the files the user changed).
    private func writeLocatedCopies(into folder: String) {
        var inputs: [(path: String, text: String)] = []
        for path in files {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            guard let data = FileManager.default.contents(atPath: absolute) else {
                fail("gesturelab port: can't read \(absolute)")
            }
            inputs.append((absolute, String(decoding: data, as: UTF8.self)))
        }
        var outputs: [(path: String, text: String)]
        var problems: [PortProblem] = []
        do {
            let ported = try Porter.port(inputs, locatingLines: true)
            outputs = ported.map { ($0.path, $0.ported) }
            problems = ported.flatMap(\.problems)
        } catch {
            // One file the parser can't read: each file copied as it is, for the compiler to name the error.
            warn("\(error.file):\(error.line): warning: gesturelab port: not valid Swift; compiled as it is")
            outputs = inputs.map { ($0.path, "#sourceLocation(file: \(Self.literal($0.path)), line: 1)\n\($0.text)") }
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for output in outputs {
                let target = URL(fileURLWithPath: folder).appendingPathComponent(Self.copyName(of: output.path)).path
                let data = Data(output.text.utf8)
                if FileManager.default.contents(atPath: target) != data {
                    try data.write(to: URL(fileURLWithPath: target), options: .atomic)
                }
            }
        } catch {
            fail("gesturelab port: can't write into \(folder): \(error.localizedDescription)")
        }
        for problem in problems {
            warn("\(problem.file):\(problem.line): warning: gesturelab port: cannot port: \(problem.message)")
        }
    }

    /// `Feed.swift` -> `Feed.ported.swift`: a name of its own, because a copy named as its original gives the same
    /// `#fileID` through its path and through its `#sourceLocation`, which the compiler warns about at every directive.
    /// The PortIOSFolder plugin names its output files the same way.
    static func copyName(of path: String) -> String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return name + ".ported.swift"
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(2)
    }
}

/// Parses `arguments` as `Command` and runs it; a usage error exits 2, as every GestureLab command does.
func runCommand<Command: ParsableCommand>(_ type: Command.Type, _ arguments: [String]) -> Never {
    do {
        var command = try Command.parseAsRoot(arguments)
        try command.run()
        exit(0)
    } catch {
        if Command.exitCode(for: error) == .validationFailure {
            FileHandle.standardError.write(Data((Command.fullMessage(for: error) + "\n").utf8))
            exit(2)
        }
        Command.exit(withError: error)
    }
}

// `gesturelab-port patch ...` adds methods for `gesturelab fix --patch`; anything else is a port.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "patch" {
    runCommand(PatchCommand.self, Array(arguments.dropFirst()))
}
runCommand(PortCommand.self, arguments)
