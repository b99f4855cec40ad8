import Foundation
import GestureScenes
import GestureScript

/// `gesturelab fix SCRIPT` after argument parsing: parses the script and the keep scripts, searches, prints.
///
/// Exit status: 0 when a fix is found (or every expectation already holds), 1 when none is, 2 for bad input (a
/// script that does not parse prints `FILE:LINE:COLUMN: message`; a script without `expect` lines, a bad flag).
public enum FixCommand {
    /// The command's inputs.
    public struct Request: Sendable {
        /// The script whose `expect` lines say what should happen.
        public var scriptPath: String
        /// `--keep DIR`: scripts (files or folders) of the same scene that must keep passing.
        public var keepPaths: [String] = []
        /// `--json`: the result as JSON on standard output.
        public var json = false
        /// `--set key=value` overrides, `--ios`, the scenes.
        public var settings = ReplaySettings()
        /// `--whatif` edits in force before the search adds its own.
        public var whatIf: [String] = []
        /// Runs at once.
        public var jobs = ProcessInfo.processInfo.activeProcessorCount

        /// A request for `scriptPath`.
        public init(scriptPath: String) { self.scriptPath = scriptPath }
    }

    /// Runs `request`; prints the result to `output`, progress and errors to `errorOutput`.
    ///
    /// - Parameters:
    ///   - seconds: a wall clock in seconds, read twice to say how long the search took (the command line gives the
    ///     system's; the search itself reads none).
    ///   - found: called after the result is printed when a fix was found (`--patch` makes a diff of it); its
    ///     status is the command's.
    public static func run(
        _ request: Request, makeCatalog: @escaping ([String]) -> ImageCatalog, defaultImagePaths: [String],
        output: (String) -> Void, errorOutput: @escaping (String) -> Void, showsProgress: Bool,
        seconds: () -> Double, found: ((FixResult) -> Int32)? = nil
    ) -> Int32 {
        let catalog = request.settings.scenes.catalog
        var search: FixSearch
        do throws(CommandLineError) {
            let target = try parse(request.scriptPath, catalog: catalog)
            guard let scene = target.script.scene else {
                throw CommandLineError("\(request.scriptPath): \(ReplayError.noScene.description)")
            }
            guard !target.script.expectations.isEmpty else {
                throw CommandLineError(
                    "\(request.scriptPath): no expect lines: they say what should happen, and the search looks for "
                        + "edits that make them pass")
            }
            try catalog.validate(overrides: request.settings.optionOverrides, compare: nil, scene: scene)
            var settings = request.settings
            settings.whatIfEdits = try WhatIfFlag.parse(request.whatIf, scene: scene, catalog: catalog)
            let keep = try keepScripts(request.keepPaths, scene: scene, excluding: request.scriptPath, catalog: catalog)
            search = FixSearch(
                target: target, keep: keep, settings: settings,
                images: { script in makeCatalog(script.images.isEmpty ? defaultImagePaths : script.images) },
                jobs: request.jobs)
        } catch {
            errorOutput(error.message)
            return ReplayExitStatus.usage
        }
        let started = seconds()
        if showsProgress {
            let reporter = FixProgressLine(errorOutput: errorOutput)
            search.onProgress = { reporter.show($0) }
        }
        let result: FixResult
        do {
            result = try search.run()
        } catch {
            errorOutput("gesturelab fix: \(request.scriptPath): \(error.description)")
            return ReplayExitStatus.usage
        }
        let elapsed = seconds() - started
        let text =
            request.json
            ? FixReport.json(result, script: request.scriptPath, seconds: elapsed)
            : FixReport.text(result, script: request.scriptPath, seconds: elapsed)
        output(text)
        for deviation in result.deviations { errorOutput(deviation.warning) }
        if let found, !result.baseline.allPass, !result.fixes.isEmpty { return found(result) }
        return result.baseline.allPass || !result.fixes.isEmpty ? ReplayExitStatus.success : ReplayExitStatus.failure
    }

    private static func parse(_ path: String, catalog: SceneCatalog) throws(CommandLineError) -> FixSearch.Script {
        do {
            return FixSearch.Script(path: path, script: try TouchScriptParser.parseFile(path: path, catalog: catalog))
        } catch {
            throw CommandLineError(error.description)
        }
    }

    /// The scripts under `paths` whose scene is `scene` (others are not about this scene), the target aside.
    private static func keepScripts(
        _ paths: [String], scene: String, excluding target: String, catalog: SceneCatalog
    ) throws(CommandLineError) -> [FixSearch.Script] {
        guard !paths.isEmpty else { return [] }
        let found: [String]
        do {
            found = try ScriptDiscovery.scripts(in: paths, filter: nil)
        } catch {
            throw CommandLineError("--keep: \(error.message)")
        }
        let targetPath = URL(fileURLWithPath: target).standardizedFileURL.path
        return try found.filter { URL(fileURLWithPath: $0).standardizedFileURL.path != targetPath }
            .map { path throws(CommandLineError) in try parse(path, catalog: catalog) }
            .filter { $0.script.scene == scene && !$0.script.expectations.isEmpty }
    }
}

/// The progress line on standard error: `trying single edits: 40/124`.
private final class FixProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let errorOutput: (String) -> Void
    private var lastShown = -1.0

    init(errorOutput: @escaping (String) -> Void) { self.errorOutput = errorOutput }

    /// Shows every 10% of a phase, and its end.
    func show(_ progress: FixSearch.Progress) {
        lock.lock()
        defer { lock.unlock() }
        let fraction = Double(progress.done) / Double(max(1, progress.total))
        guard fraction >= lastShown + 0.1 || progress.done == progress.total || progress.done == 1 else { return }
        lastShown = progress.done == progress.total ? -1 : fraction
        errorOutput("trying \(progress.phase): \(progress.done)/\(progress.total)")
    }
}
