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
            Exit status: 0 ported (or nothing to do); 1 something could not be ported; 2 bad input.
            """)

    @Argument(help: ArgumentHelp("The Swift files to port (ported together).", valueName: "file"))
    var files: [String]

    @Flag(name: .customLong("in-place"), help: "Write the ported files instead of printing a diff.")
    var inPlace = false

    func run() throws {
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
