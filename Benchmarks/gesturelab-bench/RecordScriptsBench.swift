import Foundation
@_spi(Benchmarking) import GestureLabApp

/// Recording each viewer workload (`Benchmarks/window/workloads`) and a demo script of each other scene at the
/// device's 3x, as a GIF against the same as an MP4: the GIF/MP4 ratio per script, so one clip can't hide another.
///
/// GIF and MP4 of a script are recorded one after the other (interleaved, `rounds` rounds); the ratio is of the
/// medians. Target: at most 1.8x for every script.
enum RecordScriptsBench {
    static let rounds = 3

    /// A demo script of each scene but photos (whose demo `RecordBench.gifAgainstMP4` times), then the workloads.
    static func scripts() -> [String] {
        var paths: [String] = []
        if let demos = ReplayBench.scriptsFolder() {
            let names = [
                "navigation-edge-pop-system", "taps-single-waits-for-double-on", "nested-handoff-coordinated",
                "controls-slider-plain", "inbox-full-swipe", "refresh-outer", "carousel-pushed", "pager-back-system",
                "sheet-expands-on", "context-menu-press",
            ]
            paths += names.map { demos + "/\($0).touches" }
        }
        if let workloads = BundledResources.folder("Benchmarks/window/workloads"),
            let files = try? FileManager.default.contentsOfDirectory(atPath: workloads)
        {
            paths += files.filter { $0.hasSuffix(".touches") }.sorted().map { workloads + "/" + $0 }
        }
        return paths.filter { FileManager.default.fileExists(atPath: $0) }
    }

    static func rows() -> [BenchRow] {
        guard let binary = RecordBench.gesturelab else {
            return [BenchRow(figure: "GIF / MP4 per script", value: .nan, unit: "x", goal: .atMost(1.8),
                             note: "build the gesturelab product in release first")]
        }
        try? FileManager.default.createDirectory(atPath: TestImages.folder, withIntermediateDirectories: true)
        var rows: [BenchRow] = []
        var worst = 0.0
        for script in scripts() {
            var gif: [Double] = [], mp4: [Double] = []
            var gifBytes = 0, mp4Bytes = 0
            for _ in 0..<rounds {
                if let run = RecordBench.recordOnce(binary, script, ext: "gif") {
                    gif.append(run.seconds)
                    gifBytes = run.bytes
                }
                if let run = RecordBench.recordOnce(binary, script, ext: "mp4") {
                    mp4.append(run.seconds)
                    mp4Bytes = run.bytes
                }
            }
            let name = URL(fileURLWithPath: script).deletingPathExtension().lastPathComponent
            guard !gif.isEmpty, !mp4.isEmpty else {
                rows.append(BenchRow(figure: "  GIF / MP4, \(name)", value: .nan, unit: "x", goal: .atMost(1.8),
                                     note: "recording failed"))
                continue
            }
            let ratio = median(gif) / median(mp4)
            worst = max(worst, ratio)
            rows.append(BenchRow(figure: "  GIF / MP4, \(name)", value: ratio, unit: "x", goal: .atMost(1.8),
                                 note: String(format: "GIF %.2f s, MP4 %.2f s wall, --scale 3; %.1f / %.1f MB",
                                              median(gif), median(mp4), Double(gifBytes) / 1e6,
                                              Double(mp4Bytes) / 1e6)))
        }
        let header = BenchRow(figure: "GIF / MP4 at --scale 3, worst script", value: worst, unit: "x",
                              goal: .atMost(1.8), note: "\(rows.count) scripts, medians of \(rounds), below")
        return [header] + rows
    }
}
