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

    @Option(name: .customLong("set"), help: ArgumentHelp("A scene option, overriding the script's.", valueName: "key=value"))
    var setOptions: [String] = []

    @Option(help: ArgumentHelp("The device in points and scale, overriding the script's.", valueName: "WxH[@S]"))
    var device: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Image files or folders, when the script has no images line (default: the bundled photos).",
        valueName: "path"))
    var images: [String] = []

    @Option(help: ArgumentHelp("Run once per value and write {\"runs\": [...]}.", valueName: "key=a,b"))
    var compare: String?

    func run() throws {
        let request = ReplayRequest(
            scriptPath: script, reportPath: report, overrides: setOptions, device: device, imagePaths: images,
            compare: compare)
        let status = ReplayCommand.run(
            request,
            makeCatalog: { ImageCatalogLoader.catalog(paths: $0) },
            defaultImagePaths: { BundledResources.photosFolder().map { [$0] } ?? [] },
            errorOutput: printError)
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
