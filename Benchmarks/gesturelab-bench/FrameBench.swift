import Foundation
import GestureUIKit
@_spi(Benchmarking) import GestureLabApp
import GestureScenes

/// CPU time per frame for every scene at 1280x800, headless, with and without the debug panels.
///
/// The window app's frame without the present: advance, clear, upload, draw the scene (the default 390x844 device
/// scaled to fit the window, as `gesturelab run` shows it; one row with the device fitted to the whole window),
/// the panels, evict. Each configuration settles first (every image decoded and uploaded), then draws
/// `frames` frames 1/60 s of scene time apart; the figure is their median.
enum FrameBench {
    static let width = 1280, height = 800

    struct Config {
        var label: String
        var scene: String
        var options: [(key: String, value: String)]
        var fitsDevice = false
    }

    /// Every registered scene as it starts, and the photos viewer open on a photo.
    static var configs: [Config] {
        var list = SceneRegistry.builtIn.names.map { Config(label: $0, scene: $0, options: []) }
        list.insert(Config(label: "photos viewer (open=0)", scene: "photos", options: [("open", "0")]), at: 0)
        list.insert(Config(label: "photos viewer, device fitted to the window", scene: "photos", options: [("open", "0")],
                           fitsDevice: true), at: 1)
        return list
    }

    struct Result {
        var medianMilliseconds: Double
        var panelsMilliseconds: Double
    }

    /// Settles `probe` at scene time 0: frames until no decode is outstanding (at most `timeout` s of waiting).
    static func settle(_ probe: HeadlessFrameProbe, time: Double = 0, timeout: Double = 10) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        probe.frame(at: time)
        while probe.decodesOutstanding > 0, Date() < deadline {
            probe.waitForDecodes(timeout: 0.5)
            probe.frame(at: time)
        }
        probe.frame(at: time)
    }

    static func measure(_ config: Config, panels: Bool, sdl: HeadlessSDL, photos: String, frames: Int = 90) throws
        -> Result
    {
        let probe = try HeadlessFrameProbe(sdl: sdl, scene: config.scene, options: config.options, photoPaths: [photos],
                                           width: width, height: height, showsPanels: panels,
                                           fitsDevice: config.fitsDevice)
        defer { probe.close() }
        settle(probe)
        var totals: [Double] = [], panelTimes: [Double] = []
        for k in 1...frames {
            let sample = probe.frame(at: Double(k) / 60)
            totals.append(sample.total)
            panelTimes.append(sample.panels)
        }
        return Result(medianMilliseconds: median(totals) * 1000, panelsMilliseconds: median(panelTimes) * 1000)
    }

    static func rows(sdl: HeadlessSDL, photos: String) -> [BenchRow] {
        var rows: [BenchRow] = []
        var worstPanels = 0.0
        for config in configs {
            for panels in config.fitsDevice ? [false] : [false, true] {
                let target = panels ? 6.0 : 4.0
                let figure = "frame CPU, \(config.label)\(panels ? ", panels" : "")"
                do {
                    let result = try measure(config, panels: panels, sdl: sdl, photos: photos)
                    rows.append(BenchRow(figure: figure, value: result.medianMilliseconds, unit: "ms", goal: .atMost(target)))
                    if panels { worstPanels = max(worstPanels, result.panelsMilliseconds) }
                } catch {
                    rows.append(BenchRow(figure: figure, value: .nan, unit: "ms", goal: .atMost(target), note: "failed: \(error)"))
                }
            }
        }
        rows.append(BenchRow(figure: "panels' share of a frame (worst scene, median)", value: worstPanels, unit: "ms",
                             goal: .atMost(1.5)))
        return rows
    }
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}
