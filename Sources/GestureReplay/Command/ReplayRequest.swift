import GestureScenes
import GestureScript

/// The `replay` command's inputs, parsed by the command line (GestureLabCLI's argument types).
///
/// The `--set` and `--compare` values are checked against the script's scene by `ReplayCommand`, naming the flag.
public struct ReplayRequest: Sendable {
    /// The touch script's path.
    public var scriptPath: String
    /// `--report`: a file, or `-` for standard output (the default).
    public var reportPath: String
    /// `--set key=value`, in order; they override the script's `scene` and `set` options.
    public var overrides: [(key: String, value: String)]
    /// `--device WxH[@S]`; overrides the script's `device`.
    public var device: DeviceSpec?
    /// `--safe-area T,L,B,R`; overrides the device's safe area (its preset, or none for other sizes).
    public var safeArea: DeviceSafeArea?
    /// `--ios 18|26`; overrides the script's `ios`.
    public var iosVersion: Int?
    /// `--whatif "EDIT"`, in order: edits put in force after the script's `whatif` lines.
    public var whatIf: [String]
    /// `--images`: used when the script has no `images` line.
    public var imagePaths: [String]
    /// `--compare key=a,b`: one run per value, reported as `{"runs": [...]}`.
    public var compare: (key: String, values: [String])?
    /// Seconds between frames.
    public var frameInterval: Double
    /// The scenes a script may name (the built-in ones, then a user's).
    public var scenes: SceneRegistry
    /// `--timeline FILE`: also write the run's timeline as SVG (one per compared run, stacked); `-` is standard
    /// output.
    public var timelinePath: String?

    /// A request with the defaults of touch-script.md unless given.
    public init(
        scriptPath: String, reportPath: String = "-", overrides: [(key: String, value: String)] = [],
        device: DeviceSpec? = nil, imagePaths: [String] = [], compare: (key: String, values: [String])? = nil,
        frameInterval: Double = 1.0 / 60,
        scenes: SceneRegistry = .builtIn, timelinePath: String? = nil, iosVersion: Int? = nil,
        whatIf: [String] = []
    ) {
        self.whatIf = whatIf
        self.iosVersion = iosVersion
        self.scenes = scenes
        self.timelinePath = timelinePath
        self.scriptPath = scriptPath
        self.reportPath = reportPath
        self.overrides = overrides
        self.device = device
        self.imagePaths = imagePaths
        self.compare = compare
        self.frameInterval = frameInterval
    }
}

/// The command's exit statuses (touch-script.md): 0 after a run, 1 for other failures, 2 for usage errors.
public enum ReplayExitStatus {
    /// A run happened.
    public static let success: Int32 = 0
    /// Any other failure (a report that cannot be written, a recording that cannot be made).
    public static let failure: Int32 = 1
    /// A usage or script error: nothing is written.
    public static let usage: Int32 = 2
}
