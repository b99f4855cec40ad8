/// How `gesturelab replay --record` records: where to, what to draw, and how long to wait for images.
public struct RecordingSettings: Sendable {
    /// `.gif`, `.mp4`, or a folder of PNG frames.
    public var outputPath: String
    /// Whether a translucent disc marks every finger on the screen (iOS Simulator style). Default on.
    public var showsTouches: Bool
    /// `--panels`: accepted for the window's diagnostics panels; they are not drawn into recordings yet.
    public var showsPanels: Bool
    /// Pixels per point in the recording; nil uses the device's own scale.
    public var scale: Double?
    /// Seconds one frame may wait for its images to decode before it is drawn with placeholders.
    public var decodeTimeout: Double
    /// The ffmpeg to use for GIF and MP4; nil looks for `GESTURELAB_FFMPEG`, then `ffmpeg` on `PATH`.
    public var ffmpegPath: String?
    /// Also save the last frame as a PNG here (`test --artifacts`); nil: not.
    public var lastFramePath: String?

    /// Settings for one recording.
    public init(
        outputPath: String, showsTouches: Bool = true, showsPanels: Bool = false, scale: Double? = nil,
        decodeTimeout: Double = 10, ffmpegPath: String? = nil, lastFramePath: String? = nil
    ) {
        self.lastFramePath = lastFramePath
        self.outputPath = outputPath
        self.showsTouches = showsTouches
        self.showsPanels = showsPanels
        self.scale = scale
        self.decodeTimeout = decodeTimeout
        self.ffmpegPath = ffmpegPath
    }
}

/// What a finished recording holds.
public struct RecordingSummary: Sendable, Equatable {
    /// Frames encoded (before any resampling ffmpeg does for a GIF).
    public var frameCount: Int
    /// Pixels.
    public var width: Int
    /// Pixels.
    public var height: Int
}
