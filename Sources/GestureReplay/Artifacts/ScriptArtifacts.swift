/// What `gesturelab test --artifacts` made for one script, as the artifacts page shows it.
public struct ScriptArtifacts: Sendable {
    /// The script's path as found.
    public var path: String
    /// Its file names.
    public var names: ArtifactNames
    /// Whether it ran and every expectation held.
    public var passed: Bool
    /// `FILE:LINE: expected ..., got ...` per failed expectation, or the error that stopped the script.
    public var failures: [String]
    /// The timeline SVG document, drawn inline in the page; nil when the script did not run.
    public var timelineSVG: String?
    /// Whether a recording and a last frame were made (failing scripts).
    public var hasRecording: Bool
    /// Why the recording could not be made, if it failed.
    public var recordingProblem: String?
    /// The deviations from UIKit the run exercised, listed so a pass that leans on an approximation says so.
    public var deviations: [ReplayReport.Deviation] = []

    /// The artifacts of the script at `path`.
    public init(
        path: String, passed: Bool, failures: [String], timelineSVG: String?, hasRecording: Bool = false,
        recordingProblem: String? = nil
    ) {
        self.path = path
        self.names = ArtifactNames(path: path)
        self.passed = passed
        self.failures = failures
        self.timelineSVG = timelineSVG
        self.hasRecording = hasRecording
        self.recordingProblem = recordingProblem
    }
}
