import GestureScenes
import GestureScript

/// Everything the window app is started with, from the command line (`gesturelab run ...`).
///
/// Values are already validated: the scene exists, option values suit it, the device parsed.
public struct AppOptions: Sendable {
    /// The scene to open; nil opens the registry's default scene (a user's first, else key 1).
    public var scene: String?
    /// `--set key=value` options in order; start options (`open=N`, `start=root`) shape the scene's start.
    public var options: [(key: String, value: String)]
    /// Image files and folders for the photo scene; empty means the bundled photos.
    public var imagePaths: [String]
    /// The simulated device; nil means `DeviceSpec.default` (or a replayed script's `device`).
    public var device: DeviceSpec?
    /// `--device fit`: the device is the window's area (one point per window unit), rebuilt when it resizes, so
    /// a tablet's touchscreen maps one to one; `device` is then ignored.
    public var fitsDeviceToWindow: Bool
    /// `--safe-area T,L,B,R` with `--device fit`: the fitted device's safe area (none by default: a desktop window
    /// has no status bar or home indicator). A sized device carries its own in `device`.
    public var fitSafeArea = DeviceSafeArea.zero
    /// `--device fit@S`: output pixels per point of the fitted device (2 for a HiDPI tablet); 1 for plain `fit`.
    public var fitScale: Double = 1
    /// `--mouse-as-touch`: the mouse is a real touch device (SDL finger events), to try the touch path by hand.
    public var mouseAsTouch = false
    /// `--ui-scale`: the size of the panels and the touch toolbar; nil is automatic (the display's DPI).
    public var uiScale: Double?
    /// Device pixels per screen pixel for the window's size (1 = the device's points at their scale); nil fits
    /// the screen.
    public var zoom: Double?
    /// The SDL render driver to ask for (`opengl`, `software`...); nil lets SDL choose.
    public var renderer: String?
    /// Whether the window opens full screen.
    public var fullscreen: Bool
    /// Whether the diagnostics panels are shown at start.
    public var showsPanels: Bool
    /// A touch script to play in the window (`--replay`), on the window's clock.
    public var replayScript: String?
    /// Where to write the touches a person makes, as a touch script (`--record-input`).
    public var recordInputPath: String?
    /// `--compare key=a,b`: show two runs side by side with these option values.
    public var compare: (key: String, values: [String])?
    /// The scenes the window offers (keys 1, 2, ...): the built-in ones, then a user's.
    public var scenes: SceneRegistry
    /// Where the panels' "Export SVG" writes its timeline; nil: the current folder (as screenshots).
    public var exportFolder: String?
    /// `--ios 18|26`: the iOS version the model behaves as; nil means 18 (or a replayed script's `ios`).
    public var iosVersion: Int?
    /// `--whatif "EDIT"`: what-if edits in force in the start scene.
    public var whatIf: [WhatIfEdit] = []

    /// Options for one run of the window app.
    public init(
        scene: String? = nil, options: [(key: String, value: String)] = [], imagePaths: [String] = [],
        device: DeviceSpec? = nil, zoom: Double? = nil, renderer: String? = nil, fullscreen: Bool = false,
        showsPanels: Bool = true, replayScript: String? = nil, recordInputPath: String? = nil,
        compare: (key: String, values: [String])? = nil, fitsDeviceToWindow: Bool = false,
        scenes: SceneRegistry = .builtIn
    ) {
        self.scenes = scenes
        self.scene = scene
        self.options = options
        self.imagePaths = imagePaths
        self.device = device
        self.zoom = zoom
        self.renderer = renderer
        self.fullscreen = fullscreen
        self.showsPanels = showsPanels
        self.replayScript = replayScript
        self.recordInputPath = recordInputPath
        self.compare = compare
        self.fitsDeviceToWindow = fitsDeviceToWindow
    }
}
