import Foundation
import GestureReplay
@testable import GestureLabApp

/// Runs `gesturelab replay --record` in process: writes a script, records it, collects status and messages.
struct RecordingRun {
    var status: Int32
    var errors: [String]
    var summary: RecordingSummary?
    var reportText: String

    /// Records `script` (text) to `output` with `settings`' other values, as `replay --record` does.
    static func record(
        _ script: String, to output: String, fps: Double = 20, compare: (key: String, values: [String])? = nil, scale: Double? = nil,
        touches: Bool = true, panels: Bool = false, ffmpeg: String? = nil, in folder: String
    ) throws -> RecordingRun {
        let scriptPath = folder + "/script-\(UUID().uuidString).touches"
        try Data(script.utf8).write(to: URL(fileURLWithPath: scriptPath))
        let reportPath = folder + "/report-\(UUID().uuidString).json"
        let recorder = ReplayRecorder(
            settings: RecordingSettings(outputPath: output, showsTouches: touches, showsPanels: panels, scale: scale,
                                        ffmpegPath: ffmpeg),
            sdl: TestSupport.sdl)
        var errors: [String] = []
        let status = ReplayCommand.run(
            ReplayRequest(scriptPath: scriptPath, reportPath: reportPath, compare: compare, frameInterval: 1 / fps),
            makeCatalog: { recorder.catalog(paths: $0) }, defaultImagePaths: { [] },
            errorOutput: { errors.append($0) }, driver: recorder)
        let report = (try? String(contentsOfFile: reportPath, encoding: .utf8)) ?? ""
        return RecordingRun(status: status, errors: errors, summary: recorder.summary, reportText: report)
    }

    /// The files in `folder`, sorted.
    static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}

/// Small scripts for recording tests: small devices at scale 1 so a frame is cheap.
enum RecordingScripts {
    /// A tap and a drag on the taps card, 0.5 s long.
    static let taps = """
        scene taps
        device 200x300@1
        0.05 drag 100 150 -> 140 200 in 0.3
        0.5 end
        """

    /// The viewer open on the tall photo, dragged down; images must finish decoding before each frame.
    static var photos: String {
        """
        scene photos open=0
        device 195x422@1
        images \(TestSupport.photo("tall-stitch-1080x20000.jpg")) \(TestSupport.photo("photo-small-rocket-640x427.jpg"))
        0.05 drag 100 150 -> 100 300 in 0.2
        0.4 end
        """
    }
}
