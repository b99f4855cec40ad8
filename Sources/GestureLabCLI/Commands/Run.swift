import ArgumentParser
import GestureLabApp
import GestureReplay
import GestureScript

/// `gesturelab run` (the default): opens the window on a scene.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the window on a scene (the default command).",
        discussion: RunHelp.discussion(sceneNames: CommandScenes.registry.names))

    @Option(help: ArgumentHelp("The scene to open (see gesturelab scenes).", valueName: "name"))
    var scene: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("A scene option.", valueName: "key=value"))
    var setOptions: [OptionAssignment] = []

    @Argument(help: "Image files or folders for the photo browser (default: the bundled photos).")
    var paths: [String] = []

    @Option(parsing: .upToNextOption, help: ArgumentHelp("More image files or folders.", valueName: "path"))
    var images: [String] = []

    @Option(
        help: ArgumentHelp(
            "The device in points and scale, or fit: the window's area, one point a pixel (fit@2: two pixels a point; "
                + "S from 0.5 to 4).",
            valueName: "WxH[@S]|fit[@S]"))
    var device: DeviceArgument?

    @Option(
        name: .customLong("safe-area"),
        help: ArgumentHelp(
            "The device's safe area in points, top,left,bottom,right (default: the device's own for the known sizes, "
                + "none for fit and other sizes).", valueName: "T,L,B,R"))
    var safeArea: SafeAreaArgument?

    @Option(help: ArgumentHelp("The iOS version the model behaves as (default 18).", valueName: "18|26"))
    var ios: IOSArgument?

    @Option(
        help: ArgumentHelp(
            "A what-if edit in force in the start scene (repeatable), such as \"banner.pan requires nav.edgePop\".",
            valueName: "edit"))
    var whatif: [String] = []

    @Option(help: "Window pixels per device pixel (default: fit the screen).")
    var zoom: Double?

    @Option(help: ArgumentHelp("The SDL render driver to ask for.", valueName: "name"))
    var renderer: String?

    @Flag(help: "Open full screen.")
    var fullscreen = false

    @Flag(inversion: .prefixedNo, help: "Show the diagnostics panels at start.")
    var panels = true

    @Option(help: ArgumentHelp("Play a touch script in the window.", valueName: "script"))
    var replay: String?

    @Option(name: .customLong("record-input"), help: ArgumentHelp("Record touches to a script.", valueName: "file"))
    var recordInput: String?

    @Flag(name: .customLong("mouse-as-touch"), help: "Treat the mouse as a touchscreen finger (try the touch path).")
    var mouseAsTouch = false

    @Option(
        name: .customLong("ui-scale"),
        help: ArgumentHelp(
            "Size of the panels and the touch toolbar: auto, or a number from 0.5 to 4.", valueName: "auto|N"))
    var uiScale: UIScaleArgument?

    @Option(help: ArgumentHelp("Two runs side by side with these option values.", valueName: "key=a,b"))
    var compare: OptionComparison?

    func run() throws {
        let options: AppOptions
        do {
            options = try appOptions()
        } catch {
            printError("gesturelab: \(error.message)")
            throw ExitCode(ExitStatus.usage)
        }
        let status = try AppLauncher.run(options)
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// The validated options; every problem names its flag.
    func appOptions() throws(CommandLineError) -> AppOptions {
        let scenes = CommandScenes.registry
        // Options only: the full catalog lists every kit scene's recognizers by building it per option value.
        let catalog = scenes.optionCatalog
        if let scene, let message = catalog.validate(scene: scene) {
            throw CommandLineError("--scene \(scene): \(message)")
        }
        if let zoom, !(zoom > 0 && zoom.isFinite) {
            throw CommandLineError("--zoom \(zoom): expected a positive number")
        }
        let overrides = setOptions.map(\.pair)
        let compared = compare?.pair
        try catalog.validate(overrides: overrides, compare: compared, scene: scene)
        let fitScale = device?.fitScale
        let fits = fitScale != nil
        if fits, compared != nil {
            throw CommandLineError("--device fit: not with --compare (two devices can't both fill the window)")
        }
        var sized = device?.device
        if let safeArea, sized != nil { sized?.safeArea = safeArea.safeArea }
        var options = AppOptions(
            scene: scene, options: overrides, imagePaths: paths + images,
            device: sized ?? safeArea.map { DeviceSpec.default.with(safeArea: $0.safeArea) },
            zoom: zoom, renderer: renderer, fullscreen: fullscreen, showsPanels: panels, replayScript: replay,
            recordInputPath: recordInput, compare: compared, fitsDeviceToWindow: fits, scenes: scenes)
        options.fitScale = fitScale ?? 1
        options.fitSafeArea = safeArea?.safeArea ?? .zero
        options.mouseAsTouch = mouseAsTouch
        options.iosVersion = ios?.version
        options.uiScale = uiScale?.scale
        if !whatif.isEmpty {
            // Names are checked against the scene's recognizers: the full catalog (it builds kit scenes to list them).
            let sceneName = scene ?? scenes.defaultScene ?? scenes.names.first
            options.whatIf = try WhatIfFlag.parse(whatif, scene: sceneName, catalog: scenes.catalog)
        }
        return options
    }
}
