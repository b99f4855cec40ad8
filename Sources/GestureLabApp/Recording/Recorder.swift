import Foundation
import GestureUIKit
import GestureReplay

/// Steps replay sessions in lockstep at their frame interval, renders every frame offscreen and encodes it on
/// a background thread.
///
/// Frame k (k = 1, 2, ...) shows every session after it has been stepped to k × frameInterval: a run that ends
/// at T seconds gives ceil(T × fps) frames, the last showing the final state. Frames are the same bit for bit
/// on every run and machine: time is virtual, spinners turn with virtual time, and a frame is drawn again
/// until no image it shows is still decoding (bounded by `decodeTimeout` per frame). Render thread only.
final class Recorder {
    /// Pixels per point when `--scale` is not given: one, so a demo records faster than real time (a 390x844 frame;
    /// the device's own 3x makes 1170x2532 frames that encode at 12-20 fps) and makes small GIFs. `--scale 3` for
    /// full resolution.
    static let defaultScale = 1.0

    /// Shared by both devices in compare mode; a scene's image index is this library's index.
    let library: ImageLibrary
    let settings: RecordingSettings
    /// Called with a warning line (a frame drawn before its images decoded).
    var warn: (String) -> Void = { _ in }

    static let backgroundColor = Color(hex: 0x000000)
    static let labelBarColor = Color(hex: 0x1C1C1E)

    init(library: ImageLibrary, settings: RecordingSettings) {
        self.library = library
        self.settings = settings
    }

    /// Records `sessions` (one, or one per compared value with its `labels`) to the settings' output.
    ///
    /// SDL must be running (`SDLContext`). Sessions must share one device; each is started if it is not.
    func record(_ sessions: [ReplaySession], labels: [String], ffmpeg: String?) throws(RecordingError)
        -> RecordingSummary
    {
        guard let first = sessions.first else { throw RecordingError("nothing to record") }
        let device = CGSize(width: first.device.width, height: first.device.height)
        let layout = FrameLayout(
            device: device, scale: settings.scale ?? Self.defaultScale, count: sessions.count,
            labelled: !labels.isEmpty, panels: settings.showsPanels)
        let output = RecordingOutput(path: settings.outputPath)
        try output.validate()
        let stage: RenderStage
        do {
            stage = try RenderStage(
                width: layout.width, height: layout.height, library: library,
                panels: settings.showsPanels)
        } catch {
            throw RecordingError("cannot record '\(output.path)': cannot make the offscreen renderer: \(error)")
        }
        defer { stage.close() }
        // A GIF of large frames gets its palette from the same run drawn small first (GIFPalettePass), so ffmpeg
        // streams the frames instead of holding the whole clip for a palette made at the end.
        let palette =
            output.format == .gif && GIFPalettePass.isWorthIt(scale: layout.scale)
            ? ffmpeg.flatMap {
                GIFPalettePass(recorder: self, ffmpeg: $0).make(from: sessions, labels: labels, output: output)
            }
            : nil
        defer { if let palette { unlink(palette) } }
        let pipeline = EncoderPipeline(
            encoder: try Self.makeEncoder(
                output, layout: layout, fps: 1 / first.frameInterval,
                ffmpeg: ffmpeg, palette: palette))
        var frames = 0
        var last: RenderedImage?
        do throws(RecordingError) {
            try play(sessions, labels: labels, layout: layout, stage: stage) { frame throws(RecordingError) in
                try pipeline.submit(frame)
                last = frame
                frames += 1
            }
            try pipeline.finish()
        } catch {
            pipeline.cancel()
            throw error
        }
        if output.format == .gif,
            let bytes = (try? FileManager.default.attributesOfItem(atPath: output.path))?[.size] as? Int,
            let warning = GIFSizeWarning.message(
                path: output.path, bytes: bytes, frames: frames, width: layout.width, height: layout.height,
                scale: layout.scale)
        {
            warn(warning)
        }
        if let path = settings.lastFramePath, let last { try Self.saveLastFrame(last, to: path) }
        return RecordingSummary(frameCount: frames, width: layout.width, height: layout.height)
    }

    /// Starts `sessions` and steps them frame by frame until all are finished, handing each frame drawn with
    /// `layout` on `stage` to `each`.
    func play(
        _ sessions: [ReplaySession], labels: [String], layout: FrameLayout, stage: RenderStage,
        each: (RenderedImage) throws(RecordingError) -> Void
    ) throws(RecordingError) {
        guard let first = sessions.first else { return }
        var lists = Array(repeating: DisplayList(), count: sessions.count)
        for session in sessions { session.start() }
        var k = 1
        repeat {
            // A hair past the frame time so the frame instant itself is never left out by rounding.
            let target = (Double(k) + 1e-6) * first.frameInterval
            for session in sessions { session.step(to: target) }
            try each(
                try draw(
                    sessions, labels: labels, layout: layout, stage: stage, lists: &lists,
                    time: Double(k) * first.frameInterval))
            k += 1
        } while !sessions.allSatisfy(\.isFinished)
    }

    private static func makeEncoder(
        _ output: RecordingOutput, layout: FrameLayout, fps: Double, ffmpeg: String?, palette: String?
    ) throws(RecordingError) -> any FrameEncoder {
        switch output.format {
        case .pngFolder:
            // ffmpeg when there is one: at --scale 3 it wrote 210 frames in 6.2 s against 27.9 s for IMG_SavePNG, same
            // run (docs/performance.md).
            guard let ffmpeg else { return try PNGFolderEncoder(output: output) }
            return try FFmpegEncoder(
                output: output, executable: ffmpeg, width: layout.width, height: layout.height,
                fps: fps)
        case .gif, .mp4:
            guard let ffmpeg else { throw ReplayRecorder.ffmpegMissing(output.path) }
            // A GIF with a palette is compressed by the app on two threads (GIFFileEncoder), ffmpeg's encoder being
            // single-threaded.
            if output.format == .gif, let palette,
                let encoder = try GIFFileEncoder.ifEnabled(
                    output: output, width: layout.width, height: layout.height, fps: fps, palette: palette,
                    ffmpeg: ffmpeg)
            {
                return encoder
            }
            return try FFmpegEncoder(
                output: output, executable: ffmpeg, width: layout.width, height: layout.height,
                fps: fps, palette: palette)
        }
    }

    /// The last frame as a PNG (written under a temporary name and renamed, as the recordings are).
    private static func saveLastFrame(_ frame: RenderedImage, to path: String) throws(RecordingError) {
        let temporary = path + ".partial.png"
        do {
            try frame.savePNG(temporary)
        } catch {
            unlink(temporary)
            throw RecordingError("cannot write the last frame to '\(path)': \(error)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RecordingError("cannot write the last frame to '\(path)': \(reason)")
        }
    }

    /// Draws one frame, again until no image in it is still decoding, and reads it back.
    private func draw(
        _ sessions: [ReplaySession], labels: [String], layout: FrameLayout, stage: RenderStage,
        lists: inout [DisplayList], time: Double
    ) throws(RecordingError) -> RenderedImage {
        for (i, session) in sessions.enumerated() { sceneList(session, into: &lists[i]) }
        var labelList = DisplayList()
        let pipeline = stage.pipeline
        let deadline = Date(timeIntervalSinceNow: settings.decodeTimeout)
        while true {
            let submitted = pipeline.worker.submissionCount
            pipeline.beginFrame(time: time)
            pipeline.clear(to: Self.backgroundColor)
            for (i, session) in sessions.enumerated() {
                let size = session.window.bounds.size
                if i < labels.count {
                    Self.label(labels[i], width: size.width, height: FrameLayout.labelBarHeight, into: &labelList)
                    pipeline.drawer.draw(labelList, in: layout.labelViewport(i, deviceWidthPoints: size.width))
                }
                pipeline.drawer.draw(lists[i], in: layout.deviceViewport(i, size: size))
            }
            // The panels show the first device's scene, as the window does in compare mode.
            if let panels = stage.panels, let column = layout.panelColumn, let session = sessions.first {
                panels.sceneNames = session.scenes.names
                panels.model.expectations = (session.expectationResults, session.script.expectations.count)
                _ = panels.draw(
                    window: session.window, scene: session.scene, column: column, pixelsPerUnit: 1,
                    isPaused: false, deltaTime: session.frameInterval, manualInput: (mouse: nil, down: false))
            }
            pipeline.endFrame()
            if pipeline.worker.submissionCount == submitted && pipeline.worker.outstanding.isEmpty { break }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || !pipeline.worker.waitUntilIdle(timeout: remaining) {
                warn(
                    "gesturelab replay: images still decoding after \(settings.decodeTimeout) s at t = \(time); "
                        + "the frame shows placeholders")
                break
            }
        }
        do {
            return try pipeline.renderer.readPixels()
        } catch {
            throw RecordingError("cannot record '\(settings.outputPath)': \(error)")
        }
    }

    /// The session's screen, and a disc per finger when touches are shown.
    private func sceneList(_ session: ReplaySession, into list: inout DisplayList) {
        list.removeAll()
        session.window.layoutIfNeeded()
        session.window.render(into: &list)
        guard settings.showsTouches else { return }
        let r = SceneHost.touchIndicatorRadius
        for touch in session.window.activeTouches {
            list.append(.circle(center: touch.locationInWindow, radius: r, color: SceneHost.touchIndicatorRimColor))
            list.append(.circle(center: touch.locationInWindow, radius: r - 2, color: SceneHost.touchIndicatorColor))
        }
    }

    /// A dark bar with `text` centred in white.
    static func label(_ text: String, width: Double, height: Double, into list: inout DisplayList) {
        list.removeAll()
        let bar = CGRect(x: 0, y: 0, width: width, height: height)
        list.append(.fill(bar, transform: .identity, color: labelBarColor, cornerRadius: 0))
        list.append(
            .text(
                text, rect: bar.insetBy(dx: 8, dy: 0), transform: .identity,
                size: labelTextSize(text, width: width - 16), bold: true, color: .white, alignment: .center))
    }
}

extension Recorder {
    /// Points: 17, or smaller (down to 9) so a long caption fits `width`; DejaVu Sans Bold averages about 0.64 em
    /// a character.
    static func labelTextSize(_ text: String, width: Double) -> Double {
        max(9, min(17, width / (0.64 * Double(max(1, text.count)))))
    }
}

/// The offscreen frame pipeline a recording draws with, and the panels (`--panels`); `close()` frees both.
final class RenderStage {
    let pipeline: FramePipeline

    /// The debug panels drawn into each frame (`--panels`), nil otherwise.
    private(set) var panels: Panels?

    init(width: Int, height: Int, library: ImageLibrary, panels showsPanels: Bool = false) throws {
        pipeline = try FramePipeline(renderer: try SDLRenderer(offscreenWidth: width, height: height), library: library)
        // Every finished decode is uploaded before the frame is drawn again: no per-frame upload limit.
        pipeline.cache.uploadBytesPerFrame = Int.max
        // A recording draws each frame again until the images it shows are decoded: images hidden under an opaque
        // fill, asked for ahead in the window, would only make it wait for decodes no frame of it shows.
        pipeline.drawer.prefetchesHiddenImages = false
        if showsPanels {
            do {
                panels = try Panels(window: nil, renderer: pipeline.renderer)
            } catch {
                close()
                throw error
            }
        }
    }

    func close() {
        panels?.close()
        panels = nil
        pipeline.close()
    }
}
