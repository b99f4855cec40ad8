import Dispatch
import Foundation
import GestureScenes
import GestureScript

/// One script's outcome under `gesturelab test`: its checked expectations, or why it could not run.
public struct ScriptTestOutcome: Sendable {
    /// The script's path as found.
    public var path: String
    /// The expectations in file order, each checked.
    public var results: [ExpectationResult]
    /// `FILE:LINE:COLUMN: message` for a script that does not parse, or `FILE: message` for one that cannot be
    /// set up (no scene, a scene that refuses its options); nil when it ran.
    public var error: String?
    /// The run's timeline, when the runner was asked for one (`test --artifacts`).
    package var timeline: Timeline?
    /// Files made for this script (its timeline, recording, last frame), as the JUnit XML names them.
    public var attachments: [String] = []
    /// The deviations from UIKit the run exercised (the report's `deviations`).
    public var deviations: [ReplayReport.Deviation] = []
    /// The `--set` and `--whatif` values that applied to this script's scene, for a rerun of the same run.
    public var flags = ScriptTestFlags()

    /// An outcome for the script at `path`: its checked expectations, or the error that stopped it.
    package init(path: String, results: [ExpectationResult] = [], error: String? = nil, timeline: Timeline? = nil) {
        self.path = path
        self.results = results
        self.error = error
        self.timeline = timeline
    }

    /// Whether the script ran and every expectation held.
    public var passed: Bool { error == nil && results.allSatisfy(\.passed) }

    /// The failed expectations' lines: `FILE:LINE: expected ..., got ...`.
    public var failureLines: [String] {
        results.filter { !$0.passed }.map { "\(path):\($0.line): \($0.message)" }
    }

    /// The run's deviation warnings, each naming the script: `FILE: warning: deviation: ...`.
    public var deviationWarnings: [String] { deviations.map { "\(path): \($0.warning)" } }
}

/// The outcomes of a `gesturelab test` run, in the order the scripts were given, and its exit status.
public struct ScriptTestSummary: Sendable {
    /// Every script's outcome, in the order run.
    public var outcomes: [ScriptTestOutcome]

    /// A summary of `outcomes`.
    public init(outcomes: [ScriptTestOutcome]) { self.outcomes = outcomes }

    /// How many expectations held, over every script.
    public var passed: Int { outcomes.reduce(0) { $0 + $1.results.filter(\.passed).count } }
    /// How many expectations did not hold, over every script.
    public var failed: Int { outcomes.reduce(0) { $0 + $1.results.filter { !$0.passed }.count } }

    /// Whether every script ran and none had an `expect` line: nothing at all was checked.
    public var checkedNothing: Bool {
        outcomes.allSatisfy { $0.error == nil && $0.results.isEmpty }
    }

    /// How many scripts did not parse or could not be set up (their error is printed above the summary line).
    public var scriptsNotRun: Int { outcomes.filter { $0.error != nil }.count }

    /// `N passed, M failed`, or `no expectations in N scripts` when nothing at all was checked. M counts the failed
    /// expectations and one per script that did not run, so the line fails whenever the exit status does.
    public var summaryLine: String {
        if checkedNothing { return "no expectations in \(outcomes.count) script\(outcomes.count == 1 ? "" : "s")" }
        return "\(passed) passed, \(failed + scriptsNotRun) failed"
    }

    /// 2 when a script does not parse or cannot run, else 1 when an expectation failed or nothing at all was
    /// checked (as a test runner fails a run where no test ran), else 0.
    public var exitStatus: Int32 {
        if outcomes.contains(where: { $0.error != nil }) { return ReplayExitStatus.usage }
        return failed > 0 || checkedNothing ? ReplayExitStatus.failure : ReplayExitStatus.success
    }
}

/// Runs scripts' expectations, several scripts at a time.
///
/// Each script gets its own parse, image catalog, window, scene and session, and nothing is shared between them
/// but immutable values (the catalog of scene names), so scripts run in parallel on worker threads; outcomes are
/// stored by index, so the order is the scripts' order whatever finishes first.
public enum ScriptTestRunner {
    /// Builds an image catalog from paths (files or folders), with a message per unusable path; called on worker
    /// threads, once per script.
    public typealias CatalogMaker = @Sendable ([String]) -> (ImageCatalog, scanErrors: [String])

    /// Runs every script in `paths` with at most `jobs` at a time.
    ///
    /// - Parameters:
    ///   - defaultImagePaths: the images for a script without an `images` line (the bundled photos).
    ///   - frameInterval: seconds between frames, as `replay --fps` (1/60 by default).
    ///   - scenes: the scenes scripts may name (the built-in ones, then a user's).
    ///   - flags: `--set` and `--whatif` values, each in force in the scripts whose scene it belongs to.
    public static func run(
        _ paths: [String], jobs: Int, makeCatalog: CatalogMaker, defaultImagePaths: [String],
        frameInterval: Double = 1.0 / 60, scenes: SceneRegistry = .builtIn, timelines: Bool = false,
        iosVersion: Int? = nil, flags: ScriptTestFlags = ScriptTestFlags()
    ) -> ScriptTestSummary {
        let catalog = scenes.catalog
        let outcomes = ParallelWork.map(count: paths.count, jobs: jobs) { index in
            runOne(
                paths[index], catalog: catalog, makeCatalog: makeCatalog, defaultImagePaths: defaultImagePaths,
                frameInterval: frameInterval, scenes: scenes, timeline: timelines, iosVersion: iosVersion,
                flags: flags)
        }
        return ScriptTestSummary(outcomes: outcomes)
    }

    /// Parses, builds and runs one script to its end; with `timeline`, the outcome carries the run's timeline.
    public static func runOne(
        _ path: String, catalog: SceneCatalog, makeCatalog: CatalogMaker, defaultImagePaths: [String],
        frameInterval: Double = 1.0 / 60, scenes: SceneRegistry = .builtIn, timeline: Bool = false,
        iosVersion: Int? = nil, flags: ScriptTestFlags = ScriptTestFlags()
    ) -> ScriptTestOutcome {
        let script: TouchScript
        do {
            script = try TouchScriptParser.parseFile(path: path, catalog: catalog)
        } catch {
            return ScriptTestOutcome(path: path, error: error.description)
        }
        let scoped: ScriptTestFlags.Scoped
        do {
            scoped = try flags.scoped(to: script.scene, catalog: catalog)
        } catch {
            return ScriptTestOutcome(path: path, error: "\(path): \(error.message)")
        }
        let imagePaths = script.images.isEmpty ? defaultImagePaths : script.images
        let (images, scanErrors) = makeCatalog(imagePaths)
        do {
            let session = try ReplaySession(
                script: script, images: images,
                settings: ReplaySettings(
                    optionOverrides: scoped.overrides, frameInterval: frameInterval, scenes: scenes,
                    iosVersion: iosVersion, whatIfEdits: scoped.edits),
                imageProblems: scanErrors.map(ReplayReport.ImageProblem.init(scanError:)))
            let recorder = timeline ? TimelineRecorder(session) : nil
            let report = session.run()
            var outcome = ScriptTestOutcome(
                path: path, results: report.expectations,
                timeline: recorder?.timeline(title: ArtifactNames.title(of: path)))
            outcome.deviations = report.deviations
            outcome.flags = ScriptTestFlags(overrides: scoped.overrides, whatIf: scoped.whatIfTexts)
            return outcome
        } catch {
            return ScriptTestOutcome(path: path, error: "\(path): \(error.description)")
        }
    }
}
