import Foundation
@_spi(Benchmarking) import GestureLabApp

/// Launch-to-first-photo for the 27 MP JPEG against feh, sxiv and imv, side by side under one private Xvfb.
///
/// `Benchmarks/launch/launch_probe.py` launches each viewer in turn (interleaved, 5 rounds; the whole probe run five
/// times, for the spread of the ratio to feh between runs) and reads screen row
/// 400 with XGetImage about every 1.2 ms until the photo is on it (method: toolchain.md). The target: at most 60 ms;
/// the note gives the ratio to the fastest peer's median taken in the same run.
///
/// Row 400 goes through the middle of the photo, and gesturelab shows a large JPEG's preview band by band from the
/// top: that row is "first photo", not the whole of it. So the probe also watches a row near the bottom edge of
/// gesturelab's fitted photo (from the app's layout: `LaunchGeometry`), the same screen row for every viewer, and
/// "launch to the whole photo" is when that row shows it too, with its own ratio to feh.
enum LaunchBench {
    /// The screen row the probe watches for the whole photo: 5 % of the photo's height above its bottom edge
    /// (inside the preview's last band), for a 1280x800 screen.
    static func bottomRow(width: Int, height: Int) -> Int {
        let rows = LaunchGeometry.photoRows(screenWidth: 1280, screenHeight: 800, imageWidth: width, imageHeight: height)
        return Int((rows.bottom - (rows.bottom - rows.top) * 0.05).rounded(.down))
    }

    /// How many probe runs (of five rounds each) the launch rows take.
    static let spreadRuns = 5

    /// Every run's gesturelab / feh (ratio of the run's medians): the worst as the value, against the target, and
    /// min, median and max with each run's ratio and how many met 0.3 in the note.
    static func spreadRow(_ results: [[String: Any]]) -> BenchRow {
        func median(_ json: [String: Any], _ name: String) -> Double? {
            (json[name] as? [String: Any])?["median"] as? Double
        }
        let ratios = results.map { json -> Double in
            guard let ours = median(json, "gesturelab"), let feh = median(json, "feh"), feh > 0 else { return .nan }
            return ours / feh
        }
        let valid = ratios.filter { !$0.isNaN }.sorted()
        let figure = "  gesturelab / feh, \(results.count) runs of 5, worst"
        guard let low = valid.first, let high = valid.last else {
            return BenchRow(figure: figure, value: .nan, unit: "x", goal: .atMost(0.3), note: "no run with feh")
        }
        let middle = valid[valid.count / 2]
        let met = valid.filter { $0 <= 0.3 }.count
        let each = ratios.map { $0.isNaN ? "-" : String(format: "%.2f", $0) }.joined(separator: " ")
        return BenchRow(
            figure: figure, value: high, unit: "x", goal: .atMost(0.3),
            note: String(format: "min %.2f, median %.2f, max %.2f; <= 0.3 in %d of %d; runs ", low, middle, high, met,
                         results.count) + each)
    }

    static func rows(photos: String) -> [BenchRow] {
        func failed(_ why: String) -> [BenchRow] {
            [BenchRow(figure: "launch to first photo, 27 MP JPEG", value: .nan, unit: "ms", goal: nil, note: why)]
        }
        guard let binary = RecordBench.gesturelab else { return failed("build the gesturelab product in release first") }
        guard let folder = BundledResources.folder("Benchmarks/launch"), let python = TestImages.which("python3"),
              TestImages.which("Xvfb") != nil else { return failed("needs python3, Xvfb and Benchmarks/launch") }
        guard let big = TestImages.bigJPEG(photos: photos) else { return failed("convert failed") }
        let bottom = bottomRow(width: TestImages.bigSize.width, height: TestImages.bigSize.height)
        // Five runs of five rounds each: the rows below are the first run's; the spread row gives every run's ratio
        // to feh, so the noise between runs shows beside the target.
        var runResults: [[String: Any]] = []
        for _ in 0..<spreadRuns {
            let result = Subprocess.run(
                python, [folder + "/launch_probe.py", binary, big, "5", String(bottom)], timeout: 240)
            guard result.status == 0,
                  let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
                return failed("probe failed: \(result.stderr.suffix(200))")
            }
            runResults.append(json)
        }
        let json = runResults[0]
        func runs(_ name: String) -> String {
            let values = (json[name] as? [String: Any])?["runs"] as? [Any] ?? []
            return values.map { ($0 as? Double).map { String(Int($0.rounded())) } ?? "-" }.joined(separator: " ")
        }
        func medianOf(_ name: String) -> Double? { (json[name] as? [String: Any])?["median"] as? Double }
        func whole(_ name: String) -> [String: Any]? { (json[name] as? [String: Any])?["whole"] as? [String: Any] }
        func wholeRuns(_ name: String) -> String {
            let values = whole(name)?["runs"] as? [Any] ?? []
            return values.map { ($0 as? Double).map { String(Int($0.rounded())) } ?? "-" }.joined(separator: " ")
        }
        let peers = ["feh", "sxiv", "imv"]
        let fastest = peers.compactMap { name in medianOf(name).map { (name, $0) } }.min { $0.1 < $1.1 }
        var rows: [BenchRow] = []
        let ours = medianOf("gesturelab") ?? .nan
        // At most 60 ms; the ratio to the fastest peer of the same run says what the load did.
        let peerRatio = fastest.map { String(format: "%.2f", ours / $0.1) } ?? "-"
        rows.append(BenchRow(
            figure: "launch to first photo, 27 MP JPEG, gesturelab", value: ours, unit: "ms", goal: .atMost(60),
            note: "\(peerRatio) of \(fastest?.0 ?? "no peer")'s; runs \(runs("gesturelab"))"))
        if let feh = medianOf("feh") {
            rows.append(BenchRow(figure: "  gesturelab / feh, same run", value: ours / feh, unit: "x", goal: .atMost(0.3)))
        }
        rows.append(spreadRow(runResults))
        // The whole photo (its preview's last band on screen): no goal of its own; it keeps the band-by-band
        // preview from being read as the whole image coming sooner.
        let oursWhole = whole("gesturelab")?["median"] as? Double ?? .nan
        let fehWhole = whole("feh")?["median"] as? Double
        rows.append(BenchRow(
            figure: "launch to the whole photo, 27 MP JPEG, gesturelab", value: oursWhole, unit: "ms", goal: nil,
            note: "row \(bottom) near its bottom edge; runs \(wholeRuns("gesturelab"))"))
        if let fehWhole {
            rows.append(BenchRow(
                figure: "  gesturelab / feh, whole photo, same run", value: oursWhole / fehWhole, unit: "x", goal: nil,
                note: "feh \(Int(fehWhole.rounded())) ms; runs \(wholeRuns("feh"))"))
        }
        for name in peers {
            if let value = medianOf(name) {
                rows.append(BenchRow(figure: "  \(name), same run", value: value, unit: "ms", goal: nil, note: "runs \(runs(name))"))
            } else {
                let missing = (json["missing"] as? [String] ?? []).contains(name)
                rows.append(BenchRow(figure: "  \(name), same run", value: .nan, unit: "ms", goal: nil,
                                     note: missing ? "not installed (apt-get install feh sxiv imv)" : "never showed the photo: \(runs(name))"))
            }
        }
        return rows
    }
}
