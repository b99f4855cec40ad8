import Foundation
@_spi(Benchmarking) import GestureLabApp

/// Every gesture of the photos viewer in the open window at 1280x800 and 2560x1600 (panels, software renderer):
/// median, p95 and worst frame per workload and size, so one good workload can't hide a bad one.
///
/// The workloads are `Benchmarks/window/workloads/*.touches` (the panorama dragged to dismiss and back then paged,
/// the backdrop's fade while dragging to dismiss, the tall photo's tiles, paging to photos being decoded, the
/// dismiss and open animations, the panels redrawing through zooms and a long press). `window_probe.py
/// --workloads` plays each at both sizes in turn (3 rounds, interleaved) and reads GESTURELAB_STATS=1's "script
/// frames": every frame from the script's first event to its end, not the launch's. Targets: the 2560x1600 p95
/// inside a 120 Hz frame (8.33 ms) and the 2560x1600 median at most 1.6 times the 1280x800 one (4 times the
/// pixels), each workload on its own.
enum WorkloadWindowBench {
    static let rounds = 3

    static func rows() -> [BenchRow] {
        func failed(_ why: String) -> [BenchRow] {
            [BenchRow(figure: "window workloads", value: .nan, unit: "ms", goal: nil, note: why)]
        }
        guard let binary = RecordBench.gesturelab else { return failed("build the gesturelab product in release first") }
        guard let folder = BundledResources.folder("Benchmarks/window"), let python = TestImages.which("python3"),
            TestImages.which("Xvfb") != nil
        else { return failed("needs python3, Xvfb and Benchmarks/window") }
        let result = Subprocess.run(
            python, [folder + "/window_probe.py", "--workloads", binary, folder + "/workloads", "\(rounds)"],
            timeout: 900)
        guard result.status == 0,
            let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        else { return failed("probe failed: \(result.stderr.suffix(200))") }
        var rows: [BenchRow] = []
        for name in json.keys.sorted() {
            guard let sizes = json[name] as? [String: Any], let small = sizes["1280x800"] as? [String: Any],
                let large = sizes["2560x1600"] as? [String: Any]
            else { continue }
            func value(_ size: [String: Any], _ key: String) -> Double { size[key] as? Double ?? .nan }
            let smallMedian = value(small, "median"), largeMedian = value(large, "median")
            rows += [
                BenchRow(
                    figure: "window, \(name), 1280x800", value: smallMedian, unit: "ms", goal: nil,
                    note: String(
                        format: "median; p95 %.2f ms, worst %.1f ms; %.0f frames", value(small, "p95"),
                        value(small, "max"), value(small, "frames"))),
                BenchRow(
                    figure: "  2560x1600 p95 (panels)", value: value(large, "p95"), unit: "ms", goal: .atMost(8.33),
                    note: String(
                        format: "median %.2f ms, worst %.1f ms; %.0f %% of the device redrawn", largeMedian,
                        value(large, "max"), value(large, "redrawn"))),
                BenchRow(
                    figure: "  2560x1600 / 1280x800 median", value: largeMedian / smallMedian, unit: "x",
                    goal: .atMost(1.6), note: "4x the pixels, same run"),
            ]
        }
        return rows.isEmpty ? failed("no workload measured: \(result.stderr.suffix(200))") : rows
    }
}
