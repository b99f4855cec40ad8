import Foundation
import GestureLabTestSupport
import Testing

/// The suites below run the built `gesturelab`: skipped with a reason when it is not built, failed when
/// `make test` requires it (GESTURELAB_REQUIRE_BINARY=1) and it is missing.
private let needsBinary: any SuiteTrait = ConditionTrait.enabled(
    if: BuiltProducts.runsGesturelabSuites, Comment(rawValue: BuiltProducts.gesturelabSkipReason))

/// Bad input on the command line: usage errors exit 2 and name what was wrong, before any window.
@Suite("gesturelab bad input", needsBinary)
struct CommandLineInputTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the binary headless; standard output and error are read at the same time, so neither pipe can fill.
    static func run(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltProducts.requireGesturelab())
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["SDL_AUDIODRIVER"] = "dummy"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        nonisolated(unsafe) var errData = Data()
        let done = DispatchSemaphore(value: 0)
        let errorHandle = errors.fileHandleForReading
        Thread {
            errData = errorHandle.readDataToEndOfFile()
            done.signal()
        }.start()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                       errors: String(decoding: errData, as: UTF8.self))
    }

    @Test("a missing image path exits 2 naming it, before any window opens", .timeLimit(.minutes(1)))
    func missingImagePath() throws {
        let outcome = try Self.run(["/nonexistent/photo.jpg"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("/nonexistent/photo.jpg: no such image file or folder"))
    }

    @Test("an unknown word is not taken for an image path", .timeLimit(.minutes(1)))
    func unknownWord() throws {
        let outcome = try Self.run(["frobnicate"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("'frobnicate' is neither a command nor an image file or folder"))
    }

    @Test("an option of another scene exits 2 naming the flag", .timeLimit(.minutes(1)))
    func optionOfAnotherScene() throws {
        let outcome = try Self.run(["--set", "pop=system"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("--set pop=system"))
        #expect(!outcome.errors.contains("can't open the window"))
    }
}

/// `replay --record`: the path's extension picks the format; an unknown one is refused.
@Suite("gesturelab replay --record paths", needsBinary)
struct RecordPathTests {
    @Test("an unknown extension exits 2 naming the extensions known, and writes nothing", .timeLimit(.minutes(1)))
    func unknownExtension() throws {
        let folder = NSTemporaryDirectory() + "gesturelab-record-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "scene taps\n0.1 tap 195 422\n".write(toFile: folder + "/s.touches", atomically: true, encoding: .utf8)
        let outcome = try CommandLineInputTests.run(["replay", folder + "/s.touches", "--record", folder + "/x.avi"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("unknown extension '.avi'"))
        #expect(outcome.errors.contains(".gif, .mp4, or a folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["s.touches"])
    }

    @Test("replay --help says a GIF's rate is 50 by default, and why", .timeLimit(.minutes(1)))
    func gifRateIsDocumented() throws {
        let outcome = try CommandLineInputTests.run(["replay", "--help"])
        #expect(outcome.status == 0)
        let help = outcome.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("50 for a .gif"))
        #expect(help.contains("whole hundredths of a second"))
    }
}

/// `--version` and `run --help`.
@Suite("gesturelab version and run help", needsBinary)
struct RunHelpTests {
    @Test("--version prints the version and exits 0", .timeLimit(.minutes(1)))
    func version() throws {
        let outcome = try CommandLineInputTests.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("gesturelab "))
        #expect(outcome.output.contains("."))
    }

    @Test("run --help lists the render drivers, every key, GESTURELAB_STATS and examples", .timeLimit(.minutes(1)))
    func runHelp() throws {
        let outcome = try CommandLineInputTests.run(["run", "--help"])
        #expect(outcome.status == 0)
        let help = outcome.output
        #expect(help.contains("Render drivers (--renderer):"))
        #expect(help.contains("software"))
        for key in ["Tab / F1", "Esc", "Close what is open", "Scene: nested", "Toggle the scene's main fix", "Save a screenshot"] {
            #expect(help.contains(key), "\(key)")
        }
        #expect(help.contains("GESTURELAB_STATS=1"))
        #expect(help.contains("Examples:"))
        #expect(help.contains("gesturelab run --replay"))
    }
}
