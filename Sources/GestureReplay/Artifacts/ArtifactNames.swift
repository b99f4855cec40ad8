/// The names of one script's artifacts under `gesturelab test --artifacts DIR`.
///
/// Every file of a script starts with its stem: the path without `.touches`, `/` as `.` (JUnit's class name), so
/// two scripts with one file name in different folders never share files.
public struct ArtifactNames: Sendable, Equatable {
    /// The common start of the script's file names: `Resources.Scripts.taps-single-waits-for-double-on`.
    public var stem: String

    /// The names for the script at `path`.
    public init(path: String) { stem = JUnitReport.className(path) }

    /// The timeline: `STEM.svg`.
    public var timeline: String { stem + ".svg" }
    /// The recording of a failing script: `STEM.gif`.
    public var recording: String { stem + ".gif" }
    /// The last frame of a failing script: `STEM.png`.
    public var lastFrame: String { stem + ".png" }
    /// The JSON report of a failing script: `STEM.json`.
    public var report: String { stem + ".json" }

    /// The page that lists every script.
    public static let page = "index.html"

    /// The script's file name without its folder and `.touches`: a timeline's title.
    public static func title(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".touches") ? String(name.dropLast(".touches".count)) : name
    }
}
