import Foundation
import GestureUIKit
import GestureScenes

/// The panels' cost per frame, for `gesturelab-bench`: model update, ImGui frame and drawing, headless.
///
/// Starts SDL with the dummy driver, drags a finger across the taps card (so every panel has rows, lanes and
/// log entries), and times `Panels.draw` into a 1400x900 software renderer with every section open.
public enum PanelsBenchmark {
    /// The median milliseconds of `frames` panel frames after `warmup` unmeasured ones.
    public static func millisecondsPerFrame(frames: Int = 600, warmup: Int = 60) throws -> Double {
        let sdl = try SDLContext(headless: true)
        defer { sdl.quit() }
        let renderer = try SDLRenderer(offscreenWidth: 1400, height: 900)
        defer { renderer.destroy() }
        let panels = try Panels(window: nil, renderer: renderer)
        defer { panels.close() }
        let host = try SceneHost(
            sceneName: "taps", options: [], deviceSize: CGSize(width: 390, height: 844),
            images: ImageCatalog([]))
        let column = CGRect(x: 980, y: 0, width: 420, height: 900)
        var samples: [Double] = []
        for frame in 0..<(frames + warmup) {
            let t = Double(frame) / 60
            host.advance(to: t)
            // A finger down for 0.5 s of every second, moving 4 pt a frame: pans, fails and log lines keep coming.
            let phase = frame % 60
            let point = CGPoint(x: 120 + Double(phase) * 4, y: 422)
            if phase == 0 { host.window.touchDown(finger: 0, at: point, time: t) }
            if phase > 0 && phase < 30 { host.window.touchMoved(finger: 0, to: point, time: t) }
            if phase == 30 { host.window.touchUp(finger: 0, at: point, time: t) }
            renderer.clear(red: 0, green: 0, blue: 0)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = panels.draw(
                host: host, column: column, pixelsPerUnit: 1, isPaused: false, deltaTime: 1.0 / 60,
                manualInput: (mouse: nil, down: false))
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if frame >= warmup { samples.append(elapsed) }
        }
        samples.sort()
        return samples.isEmpty ? 0 : samples[samples.count / 2]
    }
}
