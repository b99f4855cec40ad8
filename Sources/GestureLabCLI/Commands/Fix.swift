import ArgumentParser
import Foundation
import GestureLabApp
import GestureReplay

/// `gesturelab fix SCRIPT`: finds the what-if edits that make a script's expectations pass, printed as UIKit code.
struct Fix: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Find the smallest what-if edits that make a script's expect lines pass, and print them as UIKit code.",
        discussion: """
            The script's expect lines say what should happen; the scene as the script sets it up is the broken \
            state. Single edits are tried first (only on the recognizers and scroll views the touches reached), \
            then pairs; a recognizer made per row (in a reused cell, or held by a class of yours) is edited by its \
            name's pattern (card.N.pan) first. Fixes are ranked by keep scripts broken, recognizers changed, public \
            handles before private class names, then lag (how much later the expected recognizer begins). \
            --patch FILE writes the best fix that goes in a class of yours as a unified diff against your files \
            (Sources/ and iOS/ of the package in the current folder; `patch -p1 < FILE` applies it); --apply \
            writes it in place, keeping the originals in .gesturelab/backup/, and shows the diff. Both need \
            gesturelab-port (next to this executable or on PATH). Exit status: 0 when a fix is found (or every \
            expectation already passes); 1 when none is (or none can be patched); 2 for a script that does not \
            parse, a script without expect lines, or a usage error.
            """)

    @Argument(help: "The touch script (.touches) whose expect lines say what should happen.")
    var script: String

    @Option(
        help: ArgumentHelp(
            "Scripts or folders whose scripts of the same scene must keep passing; a fix that breaks one is listed "
                + "with it and ranked down (repeatable).", valueName: "dir"))
    var keep: [String] = []

    @Flag(help: "Write the result as JSON on standard output.")
    var json = false

    @Option(
        name: .customLong("set"), help: ArgumentHelp("A scene option, overriding the script's.", valueName: "key=value")
    )
    var setOptions: [OptionAssignment] = []

    @Option(help: ArgumentHelp("The iOS version the model behaves as, overriding the script's.", valueName: "18|26"))
    var ios: IOSArgument?

    @Option(
        help: ArgumentHelp("A what-if edit in force before the search adds its own (repeatable).", valueName: "edit"))
    var whatif: [String] = []

    @Option(help: ArgumentHelp("Replays run at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Write the best fix that goes in a class of yours as a unified diff against your files (- for standard "
                + "output).", valueName: "file"))
    var patch: String?

    @Flag(help: "Apply that fix to your files in place (originals kept in .gesturelab/backup/) and show the diff.")
    var apply = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): expected at least 1") }
    }

    func run() throws {
        var request = FixCommand.Request(scriptPath: script)
        request.keepPaths = keep
        request.json = json
        request.whatIf = whatif
        request.settings = ReplaySettings(
            optionOverrides: setOptions.map(\.pair), scenes: CommandScenes.registry, iosVersion: ios?.version)
        if let jobs { request.jobs = jobs }
        let status = FixCommand.run(
            request, makeCatalog: { paths in ImageCatalogLoader.catalog(paths: paths).0 },
            defaultImagePaths: BundledResources.photosFolder().map { [$0] } ?? [],
            output: { print($0, terminator: "") }, errorOutput: printError, showsProgress: true,
            seconds: WallClock.seconds,
            found: patch == nil && !apply
                ? nil
                : { result in
                    FixPatch.run(
                        result, patchPath: patch, apply: apply, output: { print($0, terminator: "") },
                        errorOutput: printError)
                })
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
