import ArgumentParser
import Foundation
import GestureLabApp
import GestureReplay

/// `gesturelab test PATH...`: runs scripts' `expect` lines as tests (touch-script.md, "Expectations").
///
/// Prints one line per failed expectation, `FILE:LINE: expected ..., got ...`, in the scripts' order, then
/// `N passed, M failed` alone on the last line (`no expectations in N scripts` when none has an `expect` line); M
/// counts a script that does not parse or cannot be set up as one failure, so the line agrees with the status.
/// Exit status 0 when every expectation holds, 1 when one fails or nothing at all was checked, 2
/// for a script that does not parse (its `FILE:LINE:COLUMN: message` goes to standard error) or a bad flag.
struct TestScripts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run touch scripts' expect lines as tests: files, or folders searched for *.touches.",
        discussion: """
            Exit status: 0 when every expectation holds; 1 when one fails or no script has an expect line; 2 for \
            a script that does not parse or a usage error.
            """)

    @Argument(help: ArgumentHelp("Scripts (.touches) or folders searched recursively.", valueName: "path"))
    var paths: [String]

    @Option(
        help: ArgumentHelp(
            "Also write JUnit XML (one testcase per expectation, a testsuite per script).",
            valueName: "file"))
    var junit: String?

    @Option(
        help: ArgumentHelp(
            "Write artifacts into this folder: a timeline SVG per script, a GIF, last frame and report per failing "
                + "script, and index.html showing them all.", valueName: "dir"))
    var artifacts: String?

    @Option(
        help: ArgumentHelp(
            "Run only the scripts whose path matches this regular expression.",
            valueName: "regex"))
    var filter: String?

    @Option(help: ArgumentHelp("Scripts run at the same time (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Frames per second of virtual time, as replay --fps.", valueName: "n"))
    var fps: Double = 60

    @Option(help: ArgumentHelp("The iOS version every script runs as, overriding their ios lines.", valueName: "18|26"))
    var ios: IOSArgument?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A scene option overriding the script's, as replay --set, in the scripts whose scene has it (repeatable).",
            valueName: "key=value"))
    var setOptions: [OptionAssignment] = []

    @Option(
        help: ArgumentHelp(
            "A what-if edit put in force after the whatif lines of the scripts whose scene declares its names "
                + "(repeatable).", valueName: "edit"))
    var whatif: [String] = []

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): expected at least 1") }
        guard fps > 0, fps <= 1000, fps.isFinite else {
            throw ValidationError("--fps \(fps): expected frames per second in (0, 1000]")
        }
    }

    func run() throws {
        let scripts: [String]
        do {
            scripts = try ScriptDiscovery.scripts(in: paths, filter: filter)
        } catch {
            printError("gesturelab test: \(error.message)")
            throw ExitCode(ExitStatus.usage)
        }
        let flags = ScriptTestFlags(overrides: setOptions.map(\.pair), whatIf: whatif)
        do {
            let catalog = CommandScenes.registry.catalog
            try flags.validate(scenes: ScriptTestFlags.scenes(of: scripts, catalog: catalog), catalog: catalog)
        } catch {
            printError("gesturelab test: \(error.message)")
            throw ExitCode(ExitStatus.usage)
        }
        var summary = ScriptTestRunner.run(
            scripts, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            makeCatalog: { paths in ImageCatalogLoader.catalog(paths: paths) },
            defaultImagePaths: BundledResources.photosFolder().map { [$0] } ?? [], frameInterval: 1 / fps,
            scenes: CommandScenes.registry, timelines: artifacts != nil, iosVersion: ios?.version,
            flags: flags)
        if let artifacts {
            do {
                var writer = TestArtifacts(folder: artifacts, frameInterval: 1 / fps)
                writer.warn = printError
                summary = try writer.write(summary)
            } catch {
                printError("gesturelab test: --artifacts: \(error.message)")
                print(summary.summaryLine)
                throw ExitCode(ExitStatus.failure)
            }
        }
        for outcome in summary.outcomes {
            if let error = outcome.error { printError(error) }
            for warning in outcome.deviationWarnings { printError(warning) }
            for line in outcome.failureLines { print(line) }
        }
        if let junit {
            do {
                try ReportFile.write(JUnitReport.xml(summary), to: junit)
            } catch {
                printError("gesturelab test: --junit: \(error.description)")
                print(summary.summaryLine)
                throw ExitCode(ExitStatus.failure)
            }
        }
        print(summary.summaryLine)
        if summary.exitStatus != ExitStatus.success { throw ExitCode(summary.exitStatus) }
    }
}
