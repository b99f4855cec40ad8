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
        rows += gifAgainstMP4(binary: binary, scripts: scripts)
        return rows
    }

    /// Wall seconds and bytes of one `--scale 3` recording of `script` to `ext`; nil when it failed.
    static func recordOnce(_ binary: String, _ script: String, ext: String, environment: [String: String] = [:])
        -> (seconds: Double, bytes: Int)?
    {
        let output = TestImages.folder + "/rec-ratio.\(ext)"
        try? FileManager.default.removeItem(atPath: output)
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = Subprocess.run(
            binary, ["replay", script, "--record", output, "--report", "/dev/null", "--scale", "3"],
            environment: environment.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 }, timeout: 180)
        guard result.status == 0, let size = (try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? Int
        else { return nil }
        return (result.seconds, size)
    }

    /// The photos demo (photos, a drag, the gallery: the most colours) at the device's 3x as a GIF against the same
    /// as an MP4, and against a GIF whose palette is made from the whole clip in ffmpeg's filter graph (as before
    /// `GIFPalettePass`, `GESTURELAB_GIF_PALETTE=whole-clip`, once), interleaved, medians of 3.
    static func gifAgainstMP4(binary: String, scripts: String) -> [BenchRow] {
        let script = scripts + "/photos-long-image-dismiss-on.touches"
        var gif: [Double] = [], mp4: [Double] = [], clip: [Double] = []
        var gifBytes = 0, clipBytes = 0
        for round in 0..<3 {
            if let run = recordOnce(binary, script, ext: "gif") { gif.append(run.seconds); gifBytes = run.bytes }
            if let run = recordOnce(binary, script, ext: "mp4") { mp4.append(run.seconds) }
            // The old way once (30-35 s on this machine), in the middle of the others.
            guard round == 1 else { continue }
            if let run = recordOnce(binary, script, ext: "gif", environment: ["GESTURELAB_GIF_PALETTE": "whole-clip"]) {
                clip.append(run.seconds)
                clipBytes = run.bytes
            }
        }
        let (g, m, c) = (median(gif), median(mp4), median(clip))
        return [
            BenchRow(figure: "GIF / MP4, photos demo at --scale 3", value: g / m, unit: "x", goal: .atMost(1.8),
                     note: String(format: "GIF %.2f s, MP4 %.2f s wall, same run", g, m)),
            BenchRow(figure: "  GIF with the whole-clip palette / MP4", value: c / m, unit: "x", goal: nil,
                     note: String(format: "%.2f s: the palette made in the filter graph, as before", c)),
            BenchRow(figure: "  GIF size / the whole-clip palette's", value: Double(gifBytes) / Double(max(1, clipBytes)),
                     unit: "x", goal: .atMost(1),
                     note: String(format: "%.1f MB against %.1f MB", Double(gifBytes) / 1e6, Double(clipBytes) / 1e6)),
        ]
    }
}
