import Foundation
import GestureUIKit
@_spi(Benchmarking) import GestureLabApp

/// Input-to-present latency in frames: a drag arrives between two frames; how many frames until one shows it.
///
/// The window app handles every pending event before it draws, so an input that arrives before frame k is in
/// frame k and presented with it: one frame. Measured on the photos viewer (a page drag) and the nested scene
/// (a scroll), headless: a drag of 60 points between frame 0 and frame 1, then frames until the pixels change.
enum LatencyBench {
    static func framesToShow(scene: String, options: [(key: String, value: String)], sdl: HeadlessSDL, photos: String)
        throws -> Int
    {
        let probe = try HeadlessFrameProbe(sdl: sdl, scene: scene, options: options, photoPaths: [photos],
                                           width: FrameBench.width, height: FrameBench.height, showsPanels: false)
        defer { probe.close() }
        FrameBench.settle(probe)
        let t0 = 1.0
        probe.frame(at: t0)
        let before = try probe.pixels()
        let size = probe.deviceSize
        let from = CGPoint(x: size.width * 0.6, y: size.height * 0.5)
        probe.window.touchDown(finger: 1, at: from, time: t0 + 0.002)
        for step in 1...6 {
            probe.window.touchMoved(finger: 1, to: CGPoint(x: from.x - Double(step) * 10, y: from.y - Double(step) * 10),
                                    time: t0 + 0.002 + Double(step) * 0.002)
        }
        for frame in 1...10 {
            probe.frame(at: t0 + Double(frame) / 60)
            if try probe.pixels() != before { return frame }
        }
        return 99
    }

    static func rows(sdl: HeadlessSDL, photos: String) -> [BenchRow] {
        var rows: [BenchRow] = []
        for (label, scene, options) in [("photos viewer drag", "photos", [("open", "0")]), ("nested scroll drag", "nested", [])] {
            let figure = "input-to-present latency, \(label)"
            do {
                let frames = try framesToShow(scene: scene, options: options.map { (key: $0.0, value: $0.1) }, sdl: sdl,
                                              photos: photos)
                rows.append(BenchRow(figure: figure, value: Double(frames), unit: "frames", goal: .atMost(1)))
            } catch {
                rows.append(BenchRow(figure: figure, value: .nan, unit: "frames", goal: .atMost(1), note: "failed: \(error)"))
            }
        }
        return rows
    }
}
