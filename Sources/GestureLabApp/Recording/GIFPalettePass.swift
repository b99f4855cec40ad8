import Foundation
import GestureReplay
import GestureUIKit

/// The palette a large GIF recording is dithered to, made before it from the same run drawn at one pixel a point.
///
/// ffmpeg's `palettegen` can only give its palette after the last frame, so a palette for the whole clip in one
/// filter graph holds every frame until the end: at the device's 3x (1170x2640 frames) a 3 s demo kept 1.8 GB in
/// ffmpeg and spent as long paging as dithering (docs/performance.md). Instead the sessions are replayed once more,
/// fresh, drawn at one pixel a point (a ninth of the pixels), into `palettegen=stats_mode=diff` (the same
/// statistics as before: the pixels that change weigh most); the recording then streams its frames into
/// `paletteuse` with that palette. Replays are deterministic, so the small run shows the same frames; a palette
/// from the first frame alone was tried and banded the photos the gallery shows later. Render thread only.
struct GIFPalettePass {
    /// Pixels per point of the palette's run.
    static let scale = 1.0

    let recorder: Recorder
    let ffmpeg: String

    /// Whether a recording at `scale` pixels a point gains from the pass: from 2x on, where the frames it saves
    /// ffmpeg from holding are four times the pass's own. `GESTURELAB_GIF_PALETTE=whole-clip` turns it off (the
    /// bench's same-run comparison).
    static func isWorthIt(
        scale: Double, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        scale >= 2 && environment["GESTURELAB_GIF_PALETTE"] != "whole-clip"
    }

    /// Writes the palette for `sessions` (not yet started; they are left untouched) next to `output`'s temporary
    /// file and returns its path; nil when the pass could not be made (the recording then makes its palette the
    /// old way).
    func make(from sessions: [ReplaySession], labels: [String], output: RecordingOutput) -> String? {
        guard let first = sessions.first else { return nil }
        let path = output.temporaryPath + ".palette.png"
        var fresh: [ReplaySession] = []
        for session in sessions {
            guard let copy = try? Self.freshCopy(of: session) else { return nil }
            fresh.append(copy)
        }
        let layout = FrameLayout(
            device: CGSize(width: first.device.width, height: first.device.height), scale: Self.scale,
            count: sessions.count, labelled: !labels.isEmpty, panels: recorder.settings.showsPanels)
        guard
            let stage = try? RenderStage(
                width: layout.width, height: layout.height, library: recorder.library,
                panels: recorder.settings.showsPanels)
        else { return nil }
        defer { stage.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = Self.arguments(
            width: layout.width, height: layout.height, fps: 1 / first.frameInterval,
            destination: path)
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let descriptor = stdin.fileHandleForWriting.fileDescriptor
        var failed = false
        do throws(RecordingError) {
            try recorder.play(fresh, labels: labels, layout: layout, stage: stage) { frame throws(RecordingError) in
                if FFmpegEncoder.write(frame, to: descriptor) != 0 {
                    throw RecordingError("the palette's ffmpeg stopped reading")
                }
            }
        } catch {
            failed = true
        }
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        guard !failed, process.terminationReason == .exit, process.terminationStatus == 0,
            FileManager.default.fileExists(atPath: path)
        else {
            unlink(path)
            return nil
        }
        return path
    }

    /// ffmpeg's command line: raw BGRA frames in, the palette image out, resampled to a GIF's 50 fps as the
    /// recording is.
    static func arguments(width: Int, height: Int, fps: Double, destination: String) -> [String] {
        [
            "-hide_banner", "-nostats", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", FFmpegEncoder.number(fps),
            "-i", "-", "-vf", (fps > 50 ? "fps=50," : "") + "palettegen=stats_mode=diff", "-fflags", "+bitexact",
            "-f", "image2", destination,
        ]
    }

    /// A new session of `session`'s script, images, device, frame step and options (the behaviour options in force
    /// and where the scene opens), not started.
    static func freshCopy(of session: ReplaySession) throws(ReplayError) -> ReplaySession {
        let overrides = session.scene.optionValues + session.scene.resumeOptions
        return try ReplaySession(
            script: session.script, images: session.context.images,
            settings: ReplaySettings(
                optionOverrides: overrides, device: session.device, frameInterval: session.frameInterval,
                settleLimit: session.settleLimit, scenes: session.scenes))
    }
}
