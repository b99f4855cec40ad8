import Foundation
@_spi(Benchmarking) import GestureLabApp

/// The open window side by side at 1280x800 and 2560x1600 (photos viewer, panels, software renderer): the frames'
/// work while a script drags, and the CPU the window takes when nothing moves.
///
/// `Benchmarks/window/window_probe.py` opens the release app on a private Xvfb screen of each size in turn (3
/// rounds, interleaved) playing `Benchmarks/window/drag.touches`, then leaves it alone and reads its CPU time
/// from /proc. Targets: the 2560x1600 frame at most 1.6 times the 1280x800 one of the same run (4 times the
/// pixels), its p95 inside a 120 Hz frame (8.33 ms), and an idle window near 0 % of a core (it sleeps in
/// `SDL_WaitEventTimeout` when nothing needs a frame). The same run plays 2560x1600 once more with
/// `GESTURELAB_DIRTY_RECTANGLES=off` (kept frames redraw the whole device and present the whole window), the peer
/// that shows what the dirty rectangles buy, and reports the share of the device each size redrew.
enum WindowBench {
    static func rows() -> [BenchRow] {
        func failed(_ why: String) -> [BenchRow] {
            [BenchRow(figure: "window frame, photos viewer drag, panels", value: .nan, unit: "ms", goal: nil, note: why)]
        }
        guard let binary = RecordBench.gesturelab else { return failed("build the gesturelab product in release first") }
        guard let folder = BundledResources.folder("Benchmarks/window"), let python = TestImages.which("python3"),
              TestImages.which("Xvfb") != nil else { return failed("needs python3, Xvfb and Benchmarks/window") }
        let result = Subprocess.run(python, [folder + "/window_probe.py", binary, folder + "/drag.touches", "3"],
                                    timeout: 300)
        guard result.status == 0,
              let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let small = json["1280x800"] as? [String: Any], let large = json["2560x1600"] as? [String: Any],
              let whole = json["2560x1600-whole"] as? [String: Any]
        else { return failed("probe failed: \(result.stderr.suffix(200))") }
        func value(_ size: [String: Any], _ key: String) -> Double { size[key] as? Double ?? .nan }
        let smallMedian = value(small, "median"), largeMedian = value(large, "median")
        let ratio = largeMedian / smallMedian
        return [
            BenchRow(figure: "window frame, 1280x800, photos viewer drag, panels", value: smallMedian, unit: "ms",
                     goal: nil, note: String(format: "work median; p95 %.1f ms; %.0f %% CPU while dragging",
                                             value(small, "p95"), value(small, "dragCPU"))),
            BenchRow(figure: "  2560x1600, same run (4x the pixels)", value: ratio, unit: "x", goal: .atMost(1.6),
                     note: String(format: "%.2f ms; %.0f %% CPU while dragging", largeMedian, value(large, "dragCPU"))),
            BenchRow(figure: "  p95 at 2560x1600", value: value(large, "p95"), unit: "ms", goal: .atMost(8.33),
                     note: "a 120 Hz frame"),
            BenchRow(figure: "  device pixels redrawn, 1280x800 / 2560x1600", value: value(small, "redrawn"),
                     unit: "%", goal: nil, note: String(format: "%.0f %% at 2560x1600 (dirty rectangles)",
                                                         value(large, "redrawn"))),
            BenchRow(figure: "  2560x1600 with dirty rectangles off, same run", value: value(whole, "median"),
                     unit: "ms", goal: nil,
                     note: String(format: "%.1fx the time with them; p95 %.1f ms; %.0f %% CPU while dragging",
                                  value(whole, "median") / largeMedian, value(whole, "p95"),
                                  value(whole, "dragCPU"))),
            BenchRow(figure: "idle CPU of the open window, 1280x800", value: value(small, "idleCPU"), unit: "%",
                     goal: .atMost(1), note: "of one core, 4 s with nothing moving"),
            BenchRow(figure: "  at 2560x1600", value: value(large, "idleCPU"), unit: "%", goal: .atMost(1)),
        ]
    }
}
