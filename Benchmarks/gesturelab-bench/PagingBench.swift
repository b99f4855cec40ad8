import Foundation
import GestureUIKit
@_spi(Benchmarking) import GestureLabApp

/// Paging through every bundled photo in the photos viewer, in a child process so its memory is its own.
///
/// The child opens the viewer on photo 0 at 1280x800 (device fitted, no panels) and swipes to each next page:
/// a 300-point flick over 8 frames, 40 frames of settling, then it waits (real time) for the page's decodes
/// and draws two more frames, which upload them, as the app would when the decode worker wakes it. Scene time
/// runs at 60 fps. It reports the worst and median frame CPU time, the worst frame's upload share, decodes
/// that ran on the render thread, pages reached, peak resident size (VmHWM) and texture bytes in use.
enum PagingBench {
    static func childMain() -> Int32 {
        guard let photos = BundledResources.photosFolder() else { return 1 }
        do {
            let sdl = try HeadlessSDL()
            let probe = try HeadlessFrameProbe(sdl: sdl, scene: "photos", options: [("open", "0")], photoPaths: [photos],
                                               width: FrameBench.width, height: FrameBench.height, showsPanels: false)
            var pages = Set<Int>([0])
            probe.onAction = { action in
                if action.name == "pageChanged", let value = action.value { pages.insert(Int(value)) }
            }
            let count = try photoCount(photos)
            var frame = 0
            var samples: [HeadlessFrameProbe.Sample] = []
            var peakTexture = 0
            func draw() {
                frame += 1
                samples.append(probe.frame(at: Double(frame) / 60))
                peakTexture = max(peakTexture, probe.textureBytesInUse)
            }
            FrameBench.settle(probe)
            let size = probe.deviceSize
            for _ in 0..<(count - 1) {
                let y = size.height / 2, x0 = size.width * 0.8
                probe.window.touchDown(finger: 1, at: CGPoint(x: x0, y: y), time: Double(frame) / 60 + 0.001)
                for step in 1...8 {
                    draw()
                    probe.window.touchMoved(finger: 1, to: CGPoint(x: x0 - Double(step) * 37.5, y: y),
                                            time: Double(frame) / 60 + 0.001)
                }
                probe.window.touchUp(finger: 1, at: CGPoint(x: x0 - 300, y: y), time: Double(frame) / 60 + 0.002)
                for _ in 0..<40 { draw() }
                probe.waitForDecodes(timeout: 5)
                draw()
                draw()
            }
            let textureInUse = probe.textureBytesInUse, budget = probe.textureBudgetBytes
            probe.close()
            sdl.quit()
            guard let worst = samples.max(by: { $0.total < $1.total }) else { return 1 }
            let report: [(String, Double)] = [
                ("worst_ms", worst.total * 1000), ("worst_upload_ms", worst.upload * 1000),
                ("median_ms", median(samples.map(\.total)) * 1000),
                ("p99_ms", percentile(samples.map(\.total), 0.99) * 1000),
                ("decodes_on_frame_thread", Double(samples.reduce(0) { $0 + $1.decodesOnFrameThread })),
                ("pages", Double(pages.count)), ("photos", Double(count)), ("frames", Double(samples.count)),
                ("hwm_mb", Double(Machine.peakResidentKilobytes()) / 1024),
                ("texture_mb", Double(textureInUse) / 1_048_576), ("texture_peak_mb", Double(peakTexture) / 1_048_576),
                ("budget_mb", Double(budget) / 1_048_576),
            ]
            for (key, value) in report { print("\(key)=\(value)") }
            return 0
        } catch {
            print("error=\(error)")
            return 1
        }
    }

    /// The photos the catalog lists: every file in the folder the scanner accepts (licences aside).
    static func photoCount(_ folder: String) throws -> Int {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return names.filter { [".jpg", ".jpeg", ".png"].contains(where: $0.lowercased().hasSuffix) }.count
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
    }

    static func rows() -> [BenchRow] {
        let output = Subprocess.run(CommandLine.arguments[0], ["--paging-child"], timeout: 120)
        var values: [String: Double] = [:]
        for line in output.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
        }
        guard let worst = values["worst_ms"], let hwm = values["hwm_mb"] else {
            let why = "paging child failed (status \(output.status)): \(output.stdout.suffix(200)) \(output.stderr.suffix(200))"
            return [BenchRow(figure: "worst frame paging every photo", value: .nan, unit: "ms", goal: .atMost(16), note: why)]
        }
        let pages = "\(Int(values["pages"] ?? 0))/\(Int(values["photos"] ?? 0)) pages, \(Int(values["frames"] ?? 0)) frames"
        return [
            BenchRow(figure: "worst frame paging every photo (1280x800)", value: worst, unit: "ms", goal: .atMost(16),
                     note: "\(pages); upload \(BenchTable.format(values["worst_upload_ms"] ?? .nan)) ms of it"),
            BenchRow(figure: "  median / p99 frame while paging", value: values["median_ms"] ?? .nan, unit: "ms", goal: nil,
                     note: "p99 \(BenchTable.format(values["p99_ms"] ?? .nan)) ms"),
            BenchRow(figure: "decodes on the render thread while paging", value: values["decodes_on_frame_thread"] ?? .nan,
                     unit: "", goal: .atMost(0)),
            BenchRow(figure: "peak resident size paging every photo", value: hwm, unit: "MB", goal: .atMost(250)),
            BenchRow(figure: "texture memory in use at the end / peak", value: values["texture_mb"] ?? .nan, unit: "MB",
                     goal: nil, note: "peak \(BenchTable.format(values["texture_peak_mb"] ?? .nan)) MB of a "
                        + "\(BenchTable.format(values["budget_mb"] ?? .nan)) MB budget"),
        ]
    }
}
