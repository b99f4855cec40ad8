import ArgumentParser
import GestureLabApp
import GestureReplay

/// `gesturelab replay SCRIPT`: runs a touch script headless on virtual time and writes the JSON report.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a touch script headless (no window, no display) and write the JSON report.",
        discussion: """
            Exit status: 0 after a run; 2 for a usage or script error (a script that does not parse prints \
            FILE:LINE:COLUMN: message and nothing is written); 1 for any other failure.
            """)

    @Argument(help: "The touch script (.touches).")
    var script: String

    @Option(help: ArgumentHelp("Where to write the report; - is standard output.", valueName: "file"))
    var report = "-"

    @Option(
        name: .customLong("set"), help: ArgumentHelp("A scene option, overriding the script's.", valueName: "key=value")
    )
    var setOptions: [OptionAssignment] = []

    @Option(help: ArgumentHelp("The device in points and scale, overriding the script's.", valueName: "WxH[@S]"))
    var device: DeviceArgument?

    @Option(
        name: .customLong("safe-area"),
        help: ArgumentHelp(
            "The device's safe area in points, top,left,bottom,right, overriding the device's own (none for sizes "
                + "that are no device's).", valueName: "T,L,B,R"))
    var safeArea: SafeAreaArgument?

    @Option(
        help: ArgumentHelp(
            "The iOS version the model behaves as, overriding the script's ios line.", valueName: "18|26"))
    var ios: IOSArgument?

    @Option(
        help: ArgumentHelp(
            "A what-if edit put in force after the script's whatif lines (repeatable), such as "
                + "\"banner.pan requires nav.edgePop\".", valueName: "edit"))
    var whatif: [String] = []

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Image files or folders, when the script has no images line (default: the bundled photos).",
            valueName: "path"))
    var images: [String] = []

    @Option(
        help: ArgumentHelp(
            "Also write the run's timeline as SVG: a row per recognizer that got a touch, its states over time, the "
                + "touches, who prevented whom and why, failed expectations.", valueName: "file.svg"))
    var timeline: String?

    @Option(help: ArgumentHelp("Run once per value and write {\"runs\": [...]}.", valueName: "key=a,b"))
    var compare: OptionComparison?

    @Option(
        help: ArgumentHelp(
            "Record the run: a .gif, a .mp4 (both need ffmpeg), or a folder of PNG frames.", valueName: "out"))
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Frames per second of virtual time: the run's frame step and the recording's rate (default 60; 50 for a "
                + ".gif, whose frame delays are whole hundredths of a second, so a GIF above 50 fps plays at 50).",
            valueName: "n"))
    var fps: Double?

    /// `--fps`, or the recording format's default.
    var framesPerSecond: Double { fps ?? record.map { RecordingFormat(path: $0).defaultFramesPerSecond } ?? 60 }

    @Option(
        help: ArgumentHelp(
            "Recorded pixels per point (default 1; the device's scale, e.g. 3, for full resolution).", valueName: "s"))
    var scale: Double?

    @Flag(inversion: .prefixedNo, help: "Draw a disc for every finger in the recording.")
    var touches = true

    @Flag(help: "Draw the diagnostics panels (a 420 px column right of the devices) in the recording.")
    var panels = false

    func validate() throws {
        if device?.fitScale != nil {
            throw ValidationError("--device fit: replay has no window to fit; give WxH[@S], such as 390x844@3")
        }
        if let fps, !(fps > 0 && fps <= 1000 && fps.isFinite) {
            throw ValidationError("--fps \(fps): expected frames per second in (0, 1000]")
        }
        if let record, let problem = RecordingFormat.problem(withPath: record) { throw ValidationError(problem) }
        if let scale, !(scale > 0 && scale <= 8) {
            throw ValidationError("--scale \(scale): expected pixels per point in (0, 8]")
        }
        if record == nil, scale != nil || panels || !touches {
            throw ValidationError("--scale, --panels and --no-touches only apply with --record")
        }
    }

    func run() throws {
        var request = ReplayRequest(
            scriptPath: script, reportPath: report, overrides: setOptions.map(\.pair), device: device?.device,
            imagePaths: images, compare: compare?.pair, frameInterval: 1 / framesPerSecond,
            scenes: CommandScenes.registry, timelinePath: timeline, iosVersion: ios?.version,
            whatIf: whatif)
        request.safeArea = safeArea?.safeArea
        let recorder = record.map { path in
            ReplayRecorder(
                settings: RecordingSettings(
                    outputPath: path, showsTouches: touches, showsPanels: panels, scale: scale))
        }
        recorder?.warn = printError
        let status = ReplayCommand.run(
            request,
            makeCatalog: { paths in recorder?.catalog(paths: paths) ?? ImageCatalogLoader.catalog(paths: paths) },
            defaultImagePaths: { BundledResources.photosFolder().map { [$0] } ?? [] },
            errorOutput: printError, driver: recorder)
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
