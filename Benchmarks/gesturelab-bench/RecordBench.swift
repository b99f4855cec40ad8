import Foundation

/// Recording speed: frames written per wall second by `gesturelab replay --record` (release binary), for GIF,
/// MP4 and a PNG folder, at the default scale, 1 pixel a point (median of 3 runs), and at the device's 3x (one run,
/// 35-45 s each on this machine, so only one).
///
/// The demo is the nested coordinated script at 60 fps; the frame count comes from the file (ffprobe) or the
/// folder. "Faster than real time" means more than 60 frames a second.
enum RecordBench {
    static var gesturelab: String? {
        let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("gesturelab").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    static func frameCount(_ path: String) -> Int? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            return (try? FileManager.default.contentsOfDirectory(atPath: path))?.filter { $0.hasSuffix(".png") }.count
        }
        guard let ffprobe = TestImages.which("ffprobe") else { return nil }
        let result = Subprocess.run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                              "stream=nb_read_frames", "-of", "csv=p=0", path])
        return Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func rows() -> [BenchRow] {
        guard let binary = gesturelab, let scripts = ReplayBench.scriptsFolder() else {
            return [BenchRow(figure: "recording", value: .nan, unit: "fps", goal: .atLeast(60),
                             note: "build the gesturelab product in release first")]
        }
        let script = scripts + "/nested-handoff-coordinated.touches"
        var rows: [BenchRow] = []
        try? FileManager.default.createDirectory(atPath: TestImages.folder, withIntermediateDirectories: true)
        for (format, ext) in [("GIF", "gif"), ("MP4", "mp4"), ("PNG folder", "")] {
            for scale in [nil, "3"] as [String?] {
                var fps: [Double] = [], walls: [Double] = []
                var frames = 0
                var failure = ""
                for run in 0..<(scale == nil ? 3 : 1) {
                    let output = TestImages.folder + "/rec-\(run)" + (ext.isEmpty ? "" : ".\(ext)")
                    try? FileManager.default.removeItem(atPath: output)
                    let result = Subprocess.run(
                        binary, ["replay", script, "--record", output, "--report", "/dev/null"]
                            + (scale.map { ["--scale", $0] } ?? []),
                        environment: ["SDL_VIDEODRIVER": "dummy"], timeout: 120)
                    guard result.status == 0, let count = frameCount(output) else {
                        failure = "exit \(result.status): \(result.stderr.suffix(160))"
                        break
                    }
                    frames = count
                    fps.append(Double(count) / result.seconds)
                    walls.append(result.seconds)
                    try? FileManager.default.removeItem(atPath: output)
                }
                // At the device's 3x, MP4 and PNG frames at least 30 fps; otherwise faster than real time.
                let target: Double = scale != nil && format != "GIF" ? 30 : 60
                let figure = "record \(format), \(scale == nil ? "default (1 px a point)" : "--scale 3 (the device's)")"
                if failure.isEmpty {
                    rows.append(BenchRow(figure: figure, value: median(fps), unit: "fps", goal: .atLeast(target),
                                         note: "\(frames) frames (\(BenchTable.format(Double(frames) / 60)) s) in "
                                            + "\(BenchTable.format(median(walls))) s wall"))
                } else {
                    rows.append(BenchRow(figure: figure, value: .nan, unit: "fps", goal: .atLeast(target), note: failure))
                }
            }
        }
        return rows
    }
}
