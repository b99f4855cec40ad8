import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Encodes frames as a GIF, an MP4 or a folder of PNG frames by piping raw BGRA frames into an `ffmpeg` process.
///
/// ffmpeg reads `-f rawvideo -pix_fmt bgra -s WxH -r FPS -i -` and writes the output's temporary file, which
/// `finish()` renames to the final name once ffmpeg has exited successfully. A GIF is dithered (`paletteuse`,
/// ordered dither) to a palette made before the frames arrive (`GIFPalettePass`, a large recording), so ffmpeg
/// streams the frames and dithers only the rectangle that changed (`diff_mode=rectangle`); without one, the
/// palette is made for the whole clip in the same filter graph (`palettegen=stats_mode=diff`), which holds every
/// frame until the last. A GIF above 50 fps is resampled to 50, since GIF delays are whole centiseconds and
/// browsers slow down anything under 2 cs. A GIF with a palette runs in two ffmpeg processes joined by a pipe
/// (`gifStageArguments`): one dithers (`paletteuse`) and writes the paletted frames as raw video in NUT, the other
/// encodes the GIF; in one process both ran on one thread (about half of the work each), so on two cores they
/// now overlap. The GIF's bytes are the same (`GIFStagesTests`). Since then a GIF with a palette is dithered in
/// the app instead (`GIFDither`, the same ordered dither): ffmpeg reads paletted frames (`palettedArguments`) and
/// only encodes; `GESTURELAB_GIF_DITHER=ffmpeg` goes back to ffmpeg's `paletteuse`. MP4s are H.264 (`libx264`,
/// yuv420p, padded to even dimensions) with the index at the front.
final class FFmpegEncoder: FrameEncoder {
    private let output: RecordingOutput
    private let process: Process
    private let input: FileHandle
    private let log: FFmpegLog
    /// The GIF encoder reading `process`'s paletted frames, when the GIF is made in two processes.
    private let encoderStage: (process: Process, log: FFmpegLog)?
    /// The app's dither when the GIF's frames are sent to ffmpeg as palette indexes.
    private let dither: GIFDither?
    private var isInputClosed = false
    /// Frames written to ffmpeg so far (a PNG folder's frame names come from it).
    private var frameCount = 0

    /// Starts ffmpeg (`executable`) for frames of `width`x`height` pixels at `fps`; a GIF uses the palette image at
    /// `palette` when given, in two processes when `splitsStages` (`gifStageArguments`).
    init(
        output: RecordingOutput, executable: String, width: Int, height: Int, fps: Double, palette: String? = nil,
        splitsStages: Bool = FFmpegEncoder.splitsGIFStages, dithersInApp: Bool = FFmpegEncoder.dithersGIFInApp
    ) throws(RecordingError) {
        self.output = output
        // A write to an ffmpeg that has died must fail with EPIPE, not kill this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        output.discard()
        if output.format == .pngFolder, mkdir(output.temporaryPath, 0o755) != 0 {
            throw RecordingError("cannot record PNG frames to '\(output.path)': \(String(cString: strerror(errno)))")
        }
        let dither =
            output.format == .gif && dithersInApp
            ? palette.flatMap { GIFDither.loadPalette($0, ffmpeg: executable) }.flatMap { GIFDither(paletteBytes: $0) }
            : nil
        let stages =
            output.format == .gif && splitsStages && dither == nil
            ? palette.map {
                Self.gifStageArguments(
                    width: width, height: height, fps: fps, destination: output.temporaryPath, palette: $0)
            } : nil
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            dither != nil
            ? Self.palettedArguments(width: width, height: height, fps: fps, destination: output.temporaryPath)
            : stages?.dither
                ?? Self.arguments(
                    format: output.format, width: width, height: height, fps: fps, destination: output.temporaryPath,
                    palette: palette)
        let stdin = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardError = stderr
        var encoderStage: (process: Process, log: FFmpegLog)?
        do {
            if let stages {
                // Foundation closes the parent's copies of the pipe's ends as each process starts, so the encoder
                // sees the end of its input when the dithering process exits.
                let between = Pipe()
                let encoderErrors = Pipe()
                process.standardOutput = between
                let encoder = Process()
                encoder.executableURL = URL(fileURLWithPath: executable)
                encoder.arguments = stages.encode
                encoder.standardInput = between
                encoder.standardOutput = FileHandle.nullDevice
                encoder.standardError = encoderErrors
                try process.run()
                try encoder.run()
                encoderStage = (encoder, FFmpegLog(reading: encoderErrors.fileHandleForReading))
            } else {
                process.standardOutput = FileHandle.nullDevice
                try process.run()
            }
        } catch {
            if process.isRunning { process.terminate() }
            throw RecordingError("cannot record to '\(output.path)': cannot start ffmpeg at '\(executable)': \(error)")
        }
        self.process = process
        self.encoderStage = encoderStage
        self.dither = dither
        input = stdin.fileHandleForWriting
        log = FFmpegLog(reading: stderr.fileHandleForReading)
    }

    /// Whether a GIF with a palette is made in two processes (`GESTURELAB_GIF_STAGES=one`: in one, as before).
    static let splitsGIFStages = ProcessInfo.processInfo.environment["GESTURELAB_GIF_STAGES"] != "one"

    /// Whether a GIF with a palette is dithered in the app (`GESTURELAB_GIF_DITHER=ffmpeg`: by ffmpeg, as before).
    static let dithersGIFInApp = ProcessInfo.processInfo.environment["GESTURELAB_GIF_DITHER"] != "ffmpeg"

    /// ffmpeg's command line for a GIF whose frames arrive as palette indexes (`GIFDither.packet`: raw `pal8`, the
    /// palette after each frame), with the GIF options of `arguments(format: .gif, ...)`.
    static func palettedArguments(width: Int, height: Int, fps: Double, destination: String) -> [String] {
        [
            "-hide_banner", "-nostats", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "pal8", "-s", "\(width)x\(height)", "-r", Self.number(fps), "-i", "-",
            "-map_metadata", "-1", "-fflags", "+bitexact",
        ] + (fps > 50 ? ["-vf", "fps=50"] : []) + ["-loop", "0", "-f", "gif", destination]
    }

    /// The two command lines of a GIF made in two processes: `dither` reads the raw frames and the palette image
    /// and writes paletted frames (raw video in NUT) to its standard output, `encode` reads those and writes the
    /// GIF to `destination`. The filter graph and the GIF's options are those of `arguments(format: .gif, ...)`.
    static func gifStageArguments(width: Int, height: Int, fps: Double, destination: String, palette: String)
        -> (dither: [String], encode: [String])
    {
        var dither = arguments(
            format: .gif, width: width, height: height, fps: fps, destination: "-", palette: palette)
        // ... -loop 0 -f gif - becomes ... -c:v rawvideo -f nut -
        dither.removeLast(5)
        dither += ["-c:v", "rawvideo", "-f", "nut", "-"]
        let encode = [
            "-hide_banner", "-nostats", "-loglevel", "error", "-y", "-f", "nut", "-i", "-",
            "-map_metadata", "-1", "-fflags", "+bitexact", "-loop", "0", "-f", "gif", destination,
        ]
        return (dither, encode)
    }

    /// x264's preset for MP4s.
    static let mp4Preset = "ultrafast"
    /// zlib level for PNG frames (1 fastest ... 9 smallest).
    static let pngCompressionLevel = 1
    /// PNG frame names as ffmpeg writes them: `frame-00001.png`, as `PNGFolderEncoder.frameName` names them.
    static let pngPattern = "frame-%05d.png"

    /// ffmpeg's command line for `format`; `palette`: a palette image for a GIF (nil: made from the whole clip).
    static func arguments(
        format: RecordingFormat, width: Int, height: Int, fps: Double, destination: String, palette: String? = nil
    ) -> [String] {
        let rate = Self.number(fps)
        var arguments = [
            "-hide_banner", "-nostats", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", rate, "-i", "-",
        ]
        if format == .gif, let palette { arguments += ["-i", palette] }
        arguments += ["-map_metadata", "-1", "-fflags", "+bitexact"]
        switch format {
        case .gif:
            let resample = fps > 50 ? "fps=50," : ""
            let dither = "paletteuse=dither=bayer:bayer_scale=3"
            let graph =
                palette == nil
                ? "\(resample)split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]\(dither)"
                : "[0:v]\(resample)null[f];[f][1:v]\(dither):diff_mode=rectangle"
            arguments += ["-filter_complex", graph, "-loop", "0", "-f", "gif"]
        case .mp4:
            // x264's presets trade size for speed; at the device's 3x (1170x2532) veryfast made 26 fps here and
            // `mp4Preset` is the measured choice (docs/performance.md). crf 20 keeps the quality.
            arguments += [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", mp4Preset, "-crf", "20",
                "-pix_fmt", "yuv420p", "-flags:v", "+bitexact", "-movflags", "+faststart", "-f", "mp4",
            ]
        case .pngFolder:
            // ffmpeg's PNG encoder runs frames on every core (frame threads) at zlib level `pngCompressionLevel`
            // (SDL_image's IMG_SavePNG uses libpng's default, 6, one frame at a time per call).
            arguments += [
                "-c:v", "png", "-compression_level", String(pngCompressionLevel), "-threads", "0",
                "-start_number", "1", "-f", "image2",
            ]
            return arguments + [destination + "/" + pngPattern]
        }
        return arguments + [destination]
    }

    /// Writes all of `frame`'s bytes to `descriptor`; returns 0, or the errno of the write that failed.
    static func write(_ frame: RenderedImage, to descriptor: Int32) -> Int32 {
        write(bytes: frame.bgra, to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor`; returns 0, or the errno of the write that failed.
    static func write(bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        return failure
    }

    /// `fps` as ffmpeg reads it: an integer when it is one.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    func encode(_ frame: RenderedImage) throws(RecordingError) {
        let failure =
            dither.map { Self.write(bytes: $0.packet(for: frame), to: input.fileDescriptor) }
            ?? Self.write(frame, to: input.fileDescriptor)
        frameCount += 1
        if failure != 0 {
            closeInput()
            process.waitUntilExit()
            throw RecordingError(
                "cannot write '\(output.path)': ffmpeg stopped reading frames"
                    + reasonSuffix(fallback: String(cString: strerror(failure))))
        }
    }

    func finish() throws(RecordingError) {
        closeInput()
        process.waitUntilExit()
        encoderStage?.process.waitUntilExit()
        for (stage, stageLog) in [(process, log)] + (encoderStage.map { [$0] } ?? [])
        where stage.terminationReason != .exit || stage.terminationStatus != 0 {
            output.discard()
            throw RecordingError(
                "cannot write '\(output.path)': ffmpeg failed (status \(stage.terminationStatus))"
                    + reasonSuffix(fallback: "", log: stageLog))
        }
        if output.format == .pngFolder {
            try output.commitFolder(frameNames: (0..<frameCount).map { PNGFolderEncoder.frameName($0 + 1) })
        } else {
            try output.commitFile()
        }
    }

    func abort() {
        closeInput()
        for stage in [process] + (encoderStage.map { [$0.process] } ?? []) {
            if stage.isRunning { stage.terminate() }
            stage.waitUntilExit()
        }
        output.discard()
    }

    private func closeInput() {
        guard !isInputClosed else { return }
        isInputClosed = true
        try? input.close()
    }

    /// `: ` and ffmpeg's last error line (the temporary name replaced by the final one), or the fallback.
    private func reasonSuffix(fallback: String, log: FFmpegLog? = nil) -> String {
        var line = (log ?? self.log).lastLine()
        // A dithering process that stopped because the encoder died says only that its output broke.
        if log == nil, let encoderStage, !encoderStage.process.isRunning, encoderStage.process.terminationStatus != 0 {
            line = encoderStage.log.lastLine()
        }
        line = line.replacingOccurrences(of: output.temporaryPath, with: output.path)
        let reason = line.isEmpty ? fallback : line
        return reason.isEmpty ? "" : ": " + reason
    }
}

/// ffmpeg's standard error, drained on its own thread so a chatty ffmpeg can never block on a full pipe.
///
/// `@unchecked Sendable`: `text` is only touched while holding `lock`.
private final class FFmpegLog: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private let done = DispatchSemaphore(value: 0)

    init(reading handle: FileHandle) {
        // POSIX read, not FileHandle.availableData: that traps on EINTR, which a signal to the process causes.
        let descriptor = handle.fileDescriptor
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                lock.lock()
                text += String(decoding: buffer[0..<count], as: UTF8.self)
                if text.count > 16_384 { text = String(text.suffix(8_192)) }
                lock.unlock()
            }
            try? handle.close()
            done.signal()
        }
        thread.name = "ffmpeg-stderr"
        thread.start()
    }

    /// The last non-empty line ffmpeg wrote, once it has closed its standard error (waits up to 2 s).
    func lastLine() -> String {
        _ = done.wait(timeout: .now() + 2)
        lock.lock()
        defer { lock.unlock() }
        return text.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
    }
}

/// Finds the ffmpeg executable.
enum FFmpegLocator {
    /// `GESTURELAB_FFMPEG` when set, else the first `ffmpeg` on `PATH`; nil when there is none.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let explicit = environment["GESTURELAB_FFMPEG"], !explicit.isEmpty {
            return access(explicit, X_OK) == 0 ? explicit : nil
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/ffmpeg"
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
                access(candidate, X_OK) == 0
            {
                return candidate
            }
        }
        return nil
    }
}
