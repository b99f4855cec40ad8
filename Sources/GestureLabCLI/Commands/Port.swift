import ArgumentParser
import Foundation

/// `gesturelab port FILE...`: runs the `gesturelab-port` executable built next to this one (or on PATH).
///
/// The rewriter is built on swift-syntax, which only that executable links: a package that uses the kit (and so
/// this command line) never builds swift-syntax; `swift build --product gesturelab-port` builds it when wanted.
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rewrite pasted UIKit code (#selector, @objc, optional protocol requirements) to build on the kit.",
        discussion: """
            Runs gesturelab-port (build it with `swift build --product gesturelab-port`). Prints a unified diff, \
            or writes the files with --in-place; lists what it can't port as FILE:LINE on standard error.
            Exit status: 0 ported (or nothing to do); 1 something could not be ported; 2 bad input or no \
            gesturelab-port.
            """)

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The Swift files, and --in-place to write them.", valueName: "file"))
    var arguments: [String] = []

    func run() throws {
        guard let tool = Self.portExecutable() else {
            printError(
                "gesturelab port: gesturelab-port not found next to \(Self.ownExecutable.path) or on PATH; "
                    + "build it with `swift build --product gesturelab-port`")
            throw ExitCode(ExitStatus.usage)
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            printError("gesturelab port: can't run \(tool.path): \(error.localizedDescription)")
            throw ExitCode(ExitStatus.usage)
        }
        process.waitUntilExit()
        throw ExitCode(process.terminationStatus)
    }

    /// This process's executable, symbolic links resolved (a package's `.build/debug/NAME`).
    static var ownExecutable: URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
    }

    /// `gesturelab-port` in this executable's folder, else the first on PATH.
    static func portExecutable() -> URL? {
        let beside = ownExecutable.deletingLastPathComponent().appendingPathComponent("gesturelab-port")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("gesturelab-port")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
