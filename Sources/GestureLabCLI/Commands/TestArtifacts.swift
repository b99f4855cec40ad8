import Foundation
import GestureLabApp
import GestureReplay

/// `gesturelab test --artifacts DIR`: what CI keeps of a run, for a person to look at when an expectation fails.
///
/// For every script that ran, its timeline (`STEM.svg`); for every failing one, the run again with the recorder
/// (same script, same frame step, so the same run: time is virtual) as a GIF with the touches drawn, its last
/// frame as a PNG and its JSON report; then `index.html` listing every script with its timeline and recording.
/// The outcomes come back with their files as attachments, which the JUnit XML names. A recording that cannot be
/// made (no ffmpeg) is said on standard error and on the page; a folder that cannot be written fails the command.
struct TestArtifacts {
    /// Why the artifacts could not be written, naming the path.
    struct Failure: Error {
        var message: String
    }

    /// The folder, created if missing.
    let folder: String
    /// Seconds between frames: the test run's, so the recording replays the run that was checked.
    let frameInterval: Double
    /// Receives a line per recording that could not be made.
    var warn: (String) -> Void = { _ in }

    /// Writes every artifact and the page; returns `summary` with each outcome's attachments.
    func write(_ summary: ScriptTestSummary) throws(Failure) -> ScriptTestSummary {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot create '\(folder)': \(FileErrorReason.of(error))")
        }
        var outcomes = summary.outcomes
        var scripts: [ScriptArtifacts] = []
        for index in outcomes.indices {
            let outcome = outcomes[index]
            let names = ArtifactNames(path: outcome.path)
            var svg: String?
            if let timeline = outcome.timeline {
                let document = TimelineSVG.document(timeline)
                try save(document, as: names.timeline)
                outcomes[index].attachments.append(path(names.timeline))
                svg = document
            }
            var recorded = false
            var problem: String?
            if !outcome.passed, outcome.error == nil {
                problem = record(outcome.path, flags: outcome.flags, names: names)
                recorded = problem == nil
                if recorded { outcomes[index].attachments += [path(names.recording), path(names.lastFrame)] }
            }
            var artifacts = ScriptArtifacts(
                path: outcome.path, passed: outcome.passed,
                failures: outcome.error.map { [$0] } ?? outcome.failureLines, timelineSVG: svg,
                hasRecording: recorded, recordingProblem: problem)
            artifacts.deviations = outcome.deviations
            scripts.append(artifacts)
        }
        let result = ScriptTestSummary(outcomes: outcomes)
        try save(ArtifactsPage.html(scripts, summary: result.summaryLine), as: ArtifactNames.page)
        return result
    }

    /// `DIR/name`.
    func path(_ name: String) -> String { (folder.hasSuffix("/") ? folder : folder + "/") + name }

    private func save(_ text: String, as name: String) throws(Failure) {
        do {
            try ReportFile.write(text, to: path(name))
        } catch {
            throw Failure(message: error.description)
        }
    }

    /// Replays the script with the recorder, under the `--set` and `--whatif` values its run had: the GIF, the last frame and the report. Nil, or why it failed.
    private func record(_ script: String, flags: ScriptTestFlags, names: ArtifactNames) -> String? {
        let recorder = ReplayRecorder(
            settings: RecordingSettings(outputPath: path(names.recording), lastFramePath: path(names.lastFrame)))
        var errors: [String] = []
        recorder.warn = { errors.append($0) }
        let request = ReplayRequest(
            scriptPath: script, reportPath: path(names.report), overrides: flags.overrides,
            frameInterval: frameInterval, scenes: CommandScenes.registry, whatIf: flags.whatIf)
        let status = ReplayCommand.run(
            request, makeCatalog: { paths in recorder.catalog(paths: paths) },
            defaultImagePaths: { BundledResources.photosFolder().map { [$0] } ?? [] },
            errorOutput: { errors.append($0) }, driver: recorder)
        guard status != ReplayExitStatus.success else { return nil }
        let message = errors.joined(separator: "; ")
        warn("gesturelab test: --artifacts: no recording of \(script): \(message)")
        return message
    }
}
