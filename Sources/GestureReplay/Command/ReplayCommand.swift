import Foundation
import GestureScenes
import GestureScript

/// The `replay` command after argument parsing: checks option values against the scene, parses the script, runs, writes the report.
///
/// Returns the exit status. Problems go to `errorOutput` as one line each; a script that does not parse prints
/// exactly `FILE:LINE:COLUMN: message`. Nothing is written to the report path unless every run completed.
public enum ReplayCommand {
    /// Reads a catalog of images from paths (files or folders), with a message per path that could not be used.
    public typealias CatalogMaker = ([String]) -> (ImageCatalog, scanErrors: [String])

    /// Runs `request`.
    ///
    /// - Parameters:
    ///   - makeCatalog: builds a fresh catalog per run (the front end reads image headers).
    ///   - defaultImagePaths: the bundled photos, used when neither the script nor `--images` name images.
    ///   - errorOutput: receives each error line (without a newline).
    ///   - driver: runs the sessions instead of `ReplaySession.run()` (a recorder); checked before any run.
    public static func run(
        _ request: ReplayRequest, makeCatalog: CatalogMaker, defaultImagePaths: () -> [String],
        errorOutput: (String) -> Void, driver: (any ReplayDriver)? = nil
    ) -> Int32 {
        let catalog = request.scenes.catalog
        let script: TouchScript
        let plans: [ReplaySettings]
        do throws(CommandLineError) {
            do {
                script = try TouchScriptParser.parseFile(path: request.scriptPath, catalog: catalog)
            } catch {
                errorOutput(error.description)
                return ReplayExitStatus.usage
            }
            guard let scene = script.scene else {
                throw CommandLineError("\(request.scriptPath): \(ReplayError.noScene.description)")
            }
            try catalog.validate(overrides: request.overrides, compare: request.compare, scene: scene)
            let edits = try WhatIfFlag.parse(request.whatIf, scene: scene, catalog: catalog)
            let base = ReplaySettings(
                optionOverrides: request.overrides, device: request.device, frameInterval: request.frameInterval,
                scenes: request.scenes, iosVersion: request.iosVersion, whatIfEdits: edits, safeArea: request.safeArea)
            plans =
                request.compare.map { compare in
                    compare.values.map { value in
                        var settings = base
                        settings.optionOverrides.append((compare.key, value))
                        return settings
                    }
                } ?? [base]
        } catch {
            errorOutput("gesturelab replay: \(error.message)")
            return ReplayExitStatus.usage
        }

        do throws(ReplayDriverError) {
            try driver?.prepare()
        } catch {
            errorOutput("gesturelab replay: \(error.message)")
            return ReplayExitStatus.failure
        }
        let imagePaths =
            !script.images.isEmpty
            ? script.images
            : !request.imagePaths.isEmpty ? request.imagePaths : defaultImagePaths()
        var sessions: [ReplaySession] = []
        for settings in plans {
            let (images, scanErrors) = makeCatalog(imagePaths)
            do {
                sessions.append(
                    try ReplaySession(
                        script: script, images: images, settings: settings,
                        imageProblems: scanErrors.map(ReplayReport.ImageProblem.init(scanError:))))
            } catch {
                errorOutput("gesturelab replay: \(request.scriptPath): \(error.description)")
                return ReplayExitStatus.usage
            }
        }
        let timelines = request.timelinePath == nil ? [] : sessions.map(TimelineRecorder.init)
        if let driver {
            let labels = request.compare.map { compare in compare.values.map { "\(compare.key)=\($0)" } } ?? []
            do throws(ReplayDriverError) {
                try driver.drive(sessions, labels: labels)
            } catch {
                errorOutput("gesturelab replay: \(error.message)")
                return ReplayExitStatus.failure
            }
        }
        let reports = sessions.map { $0.run() }
        let text = request.compare == nil ? reports.map(\.text).joined() : ReplayReport.compareText(reports)
        do {
            try ReportFile.write(text, to: request.reportPath)
        } catch {
            errorOutput("gesturelab replay: \(error.description)")
            return ReplayExitStatus.failure
        }
        for warning in ReplayReport.deviationWarnings(reports) { errorOutput(warning) }
        if let path = request.timelinePath {
            do {
                try writeTimeline(timelines, request: request, to: path)
            } catch {
                errorOutput("gesturelab replay: --timeline: \(error.description)")
                return ReplayExitStatus.failure
            }
        }
        return ReplayExitStatus.success
    }

}

extension ReplayReport.ImageProblem {
    /// A scan message `PATH: reason` split at its last `: ` (system reasons contain none).
    public init(scanError: String) {
        if let range = scanError.range(of: ": ", options: .backwards) {
            self.init(image: String(scanError[..<range.lowerBound]), message: String(scanError[range.upperBound...]))
        } else {
            self.init(image: scanError, message: "cannot be read")
        }
    }
}
