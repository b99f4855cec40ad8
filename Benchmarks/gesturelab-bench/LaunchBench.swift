import Foundation
@_spi(Benchmarking) import GestureLabApp

/// Launch-to-first-photo for the 27 MP JPEG against feh, sxiv and imv, side by side under one private Xvfb.
///
/// `Benchmarks/launch/launch_probe.py` launches each viewer in turn (interleaved, 5 rounds) and reads screen row
/// 400 with XGetImage about every 1.2 ms until the photo is on it (method: toolchain.md). The target: at most 60 ms;
/// the note gives the ratio to the fastest peer's median taken in the same run.
enum LaunchBench {
    static func rows(photos: String) -> [BenchRow] {
        func failed(_ why: String) -> [BenchRow] {
            [BenchRow(figure: "launch to first photo, 27 MP JPEG", value: .nan, unit: "ms", goal: nil, note: why)]
        }
        guard let binary = RecordBench.gesturelab else { return failed("build the gesturelab product in release first") }
        guard let folder = BundledResources.folder("Benchmarks/launch"), let python = TestImages.which("python3"),
              TestImages.which("Xvfb") != nil else { return failed("needs python3, Xvfb and Benchmarks/launch") }
        guard let big = TestImages.bigJPEG(photos: photos) else { return failed("convert failed") }
        let result = Subprocess.run(python, [folder + "/launch_probe.py", binary, big, "5"], timeout: 240)
        guard result.status == 0,
              let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            return failed("probe failed: \(result.stderr.suffix(200))")
        }
        func runs(_ name: String) -> String {
            let values = (json[name] as? [String: Any])?["runs"] as? [Any] ?? []
            return values.map { ($0 as? Double).map { String(Int($0.rounded())) } ?? "-" }.joined(separator: " ")
        }
        func medianOf(_ name: String) -> Double? { (json[name] as? [String: Any])?["median"] as? Double }
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
