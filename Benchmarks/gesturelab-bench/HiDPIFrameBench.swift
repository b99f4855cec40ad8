import Foundation
import GestureUIKit
@_spi(Benchmarking) import GestureLabApp

/// Frame CPU at HiDPI and 4K output sizes while dragging the photos viewer, device fitted to the window.
///
/// The window app's frame without the present (`HeadlessFrameProbe`, software renderer) in a 2560x1600 and a
/// 3840x2160 output, the device fitted to the area left of the panel column at one point a pixel (as
/// `--device fit` shows it; a 2x display draws the same pixels at two pixels a point), with and without panels.
/// After settling, a finger drags the photo sideways and back for `frames` frames at 60 Hz; the figures are the
/// median, p95 and worst frame of that drag (targets: 2560x1600 median ≤ 5 ms, p95 ≤ 8.3 ms;
/// 3840x2160 median ≤ 8 ms).
enum HiDPIFrameBench {
    struct Output {
        var width: Int
        var height: Int
        var medianTarget: Double
        var p95Target: Double?
    }

    static let outputs = [
        Output(width: 2560, height: 1600, medianTarget: 5, p95Target: 8.3),
        Output(width: 3840, height: 2160, medianTarget: 8, p95Target: nil),
    ]

    /// Frame times (seconds) of a sideways drag in the photos viewer at `output`.
    /// `shortcuts` false draws the old way (no pre-scaled photos, hidden commands drawn).
    /// `panelShortcuts` false redraws the panels' column as before the panels' redraw changes (every log entry at
    /// once, the whole target cleared); `redraws` gets how many times the column was drawn.
    static func dragFrames(_ output: Output, panels: Bool, shortcuts: Bool = true, panelShortcuts: Bool = true,
                           sdl: HeadlessSDL, photos: String, frames: Int = 120,
                           redraws: UnsafeMutablePointer<Int>? = nil) throws -> [Double]
    {
        let probe = try HeadlessFrameProbe(sdl: sdl, scene: "photos", options: [("open", "0")], photoPaths: [photos],
                                           width: output.width, height: output.height, showsPanels: panels,
                                           fitsDevice: true)
        defer { probe.close() }
        probe.usesFrameShortcuts = shortcuts
        probe.usesPanelShortcuts = panelShortcuts
        FrameBench.settle(probe)
        let redrawsBefore = probe.panelRedraws
        defer { redraws?.pointee = probe.panelRedraws - redrawsBefore }
        let size = probe.deviceSize
        let start = CGPoint(x: size.width * 0.5, y: size.height * 0.5)
        let t0 = 1.0
        probe.window.touchDown(finger: 1, at: start, time: t0)
        var times: [Double] = []
        for k in 1...frames {
            // Out 40 % of the width and back, a triangle wave: paging drags the photo and its neighbour.
            let phase = Double(k) / Double(frames)
            let dx = (phase < 0.5 ? phase : 1 - phase) * 2 * size.width * -0.4
            let t = t0 + Double(k) / 60
            probe.window.touchMoved(finger: 1, to: CGPoint(x: start.x + dx, y: start.y + Double(k % 7)), time: t - 0.004)
            times.append(probe.frame(at: t).total)
        }
        probe.window.touchUp(finger: 1, at: start, time: t0 + Double(frames + 1) / 60)
        return times
    }

    static func rows(sdl: HeadlessSDL, photos: String) -> [BenchRow] {
        var rows: [BenchRow] = []
        for output in outputs {
            for panels in [false, true] {
                let label = "frame CPU, \(output.width)x\(output.height), viewer fitted, dragging\(panels ? ", panels" : "")"
                do {
                    let times = try dragFrames(output, panels: panels, sdl: sdl, photos: photos).map { $0 * 1000 }
                    let p95 = percentile95(times)
                    let worst = times.max() ?? .nan
                    rows.append(BenchRow(figure: label, value: median(times), unit: "ms",
                                         goal: .atMost(output.medianTarget), note: "median of \(times.count)"))
                    rows.append(BenchRow(figure: "  p95 / worst of that drag", value: p95, unit: "ms",
                                         goal: output.p95Target.map { .atMost($0) },
                                         note: "worst \(String(format: "%.1f", worst)) ms"))
                } catch {
                    rows.append(BenchRow(figure: label, value: .nan, unit: "ms", goal: .atMost(output.medianTarget),
                                         note: "failed: \(error)"))
                }
            }
            // What pre-scaling and skipping hidden commands buy, same run, interleaved (3 drags each way).
            var on: [Double] = [], off: [Double] = []
            for _ in 0..<3 {
                for shortcuts in [false, true] {
                    guard let times = try? dragFrames(output, panels: false, shortcuts: shortcuts, sdl: sdl,
                                                      photos: photos, frames: 60) else { continue }
                    if shortcuts { on.append(median(times) * 1000) } else { off.append(median(times) * 1000) }
                }
            }
            rows.append(BenchRow(figure: "  the same drag drawn the old way", value: median(off), unit: "ms",
                                 goal: nil, note: String(format: "%.1f x the time with the changes, same run (%.1f ms)",
                                                         median(off) / median(on), median(on))))
            // The panels' column redrawn as before the second round (every log entry, whole target cleared),
            // interleaved with the new rule: median and p95 of each, 3 drags each way.
            var new: [[Double]] = [], old: [[Double]] = []
            var newRedraws = 0, oldRedraws = 0
            for _ in 0..<3 {
                for panelShortcuts in [false, true] {
                    var redraws = 0
                    guard let times = try? dragFrames(output, panels: true, panelShortcuts: panelShortcuts, sdl: sdl,
                                                      photos: photos, redraws: &redraws) else { continue }
                    if panelShortcuts {
                        new.append(times.map { $0 * 1000 })
                        newRedraws += redraws
                    } else {
                        old.append(times.map { $0 * 1000 })
                        oldRedraws += redraws
                    }
                }
            }
            let oldMedian = median(old.map(median)), newMedian = median(new.map(median))
            let oldP95 = median(old.map(percentile95)), newP95 = median(new.map(percentile95))
            rows.append(BenchRow(figure: "  with panels, column redrawn as before (round 2)", value: oldMedian,
                                 unit: "ms", goal: nil,
                                 note: String(format: "now %.2f ms; p95 %.1f -> %.1f ms; %d -> %d redraws in %d frames",
                                              newMedian, oldP95, newP95, oldRedraws / max(1, old.count),
                                              newRedraws / max(1, new.count), 120)))
        }
        return rows
    }

    /// The 95th percentile of `values` (nearest rank), or nan when empty.
    static func percentile95(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * 0.95 + 0.5))]
    }
}
