import ArgumentParser
import Foundation
import GestureLabApp
import GestureScenes

/// `gesturelab`: the root command; without a subcommand it runs `run` (the window).
public struct GestureLab: ParsableCommand {
    /// The command ArgumentParser builds from the arguments.
    public init() {}

    /// The command's name, abstract and subcommands (`run` by default).
    public static let configuration = CommandConfiguration(
        commandName: "gesturelab",
        abstract:
            "UIKit's gesture system, modelled: scenes of real gesture conflicts, their fixes, and headless replay.",
        version: "gesturelab \(RunHelp.version)",
        subcommands: [Run.self, Replay.self, TestScripts.self, Fix.self, Scenes.self, New.self, Port.self],
        defaultSubcommand: Run.self)

    /// Parses the command line, runs the command and exits with the spec's statuses.
    ///
    /// ArgumentParser's usage errors (status 64) become status 2, as touch-script.md asks; `--help` prints to
    /// standard output with status 0; a command's own `ExitCode` passes through.
    ///
    /// - Parameter scenes: the scenes to offer (a user's package passes the built-in ones and its own).
    public static func runFromCommandLine(scenes: SceneRegistry = .builtIn) -> Never {
        CommandScenes.$registry.withValue(scenes) { runParsed() }
    }

    private static func runParsed() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }
}

/// The process's exit statuses (touch-script.md).
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
