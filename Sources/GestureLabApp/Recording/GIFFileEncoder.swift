import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a GIF with a palette itself: frames dithered (`GIFDither`) and compressed (`GIFFrameWriter`) on two
/// worker threads (`GIFFrameWorkers`), written in order to the output's temporary file.
///
/// Before, the app dithered on the encoder thread and piped each frame's indexes to ffmpeg, whose GIF encoder
/// (LZW, one thread) took 13 s of CPU for the tall photo's 300-frame scroll at the device's 3x and set the
/// recording's pace (docs/performance.md). Here the LZW is the app's (`gif_lzw.c`, about half of ffmpeg's CPU a
/// frame) and two frames are worked on at once. The GIF decodes to the frames and delays of ffmpeg's GIF of the
/// same indexes (`GIFFileEncoderTests`). Used for whole frame rates up to 50 (a GIF's default); above, ffmpeg
/// resamples to 50 and encodes, as before, as it does when `GESTURELAB_GIF_ENCODER=ffmpeg`.
final class GIFFileEncoder: FrameEncoder {
    private let output: RecordingOutput
    private let writer: GIFFrameWriter
    private let workers: GIFFrameWorkers
    private let file: UnsafeMutablePointer<FILE>
    private var frameCount = 0
    private var isClosed = false
    private var failure: RecordingError?

    /// Starts the workers for frames of `width` x `height` at `fps` dithered by `dither`; nil when the app doesn't
    /// write such a GIF (`GIFFrameWriter.supports`); throws when the temporary file can't be made.
    init?(
        output: RecordingOutput, width: Int, height: Int, fps: Double, dither: GIFDither,
        workers: Int = GIFFrameWorkers.defaultWorkers
    ) throws(RecordingError) {
        guard let writer = GIFFrameWriter(width: width, height: height, fps: fps, paletteBytes: dither.paletteBytes)
        else { return nil }
        output.discard()
        guard let file = fopen(output.temporaryPath, "wb") else {
            throw RecordingError("cannot record to '\(output.path)': \(String(cString: strerror(errno)))")
        }
        self.output = output
        self.writer = writer
        self.file = file
        self.workers = GIFFrameWorkers(dither: dither, writer: writer, workers: workers)
        write(writer.header())
    }

    /// Whether a GIF with a palette is written by the app (`GESTURELAB_GIF_ENCODER=ffmpeg`: by ffmpeg's encoder).
    static let isEnabled = ProcessInfo.processInfo.environment["GESTURELAB_GIF_ENCODER"] != "ffmpeg"

    /// The app's GIF encoder for a recording dithered to the palette image at `palette` (read with `ffmpeg`), when
    /// it is enabled, the app dithers (`FFmpegEncoder.dithersGIFInApp`) and writes GIFs at `fps`; else nil.
    static func ifEnabled(
        output: RecordingOutput, width: Int, height: Int, fps: Double, palette: String, ffmpeg: String
    ) throws(RecordingError) -> GIFFileEncoder? {
        guard isEnabled, FFmpegEncoder.dithersGIFInApp, GIFFrameWriter.supports(fps: fps),
            let dither = GIFDither.loadPalette(palette, ffmpeg: ffmpeg).flatMap({ GIFDither(paletteBytes: $0) })
        else { return nil }
        return try GIFFileEncoder(output: output, width: width, height: height, fps: fps, dither: dither)
    }

    func encode(_ frame: RenderedImage) throws(RecordingError) {
        if let failure { throw failure }
        for bytes in workers.submit(frame, delay: writer.delay(ofFrame: frameCount)) { write(bytes) }
        frameCount += 1
        if let failure { throw failure }
    }

    func finish() throws(RecordingError) {
        let rest = workers.finish()
        for (offset, bytes) in rest.enumerated() {
            let isLast = offset == rest.count - 1
            write(isLast ? GIFFrameWriter.settingDelay(writer.lastFrameDelay(count: frameCount), of: bytes) : bytes)
        }
        write(GIFFrameWriter.trailer)
        let closed = fclose(file)
        isClosed = true
        if failure == nil, closed != 0 {
            failure = RecordingError("cannot write '\(output.path)': \(String(cString: strerror(errno)))")
        }
        if let failure {
            output.discard()
            throw failure
        }
        try output.commitFile()
    }

    func abort() {
        workers.cancel()
        if !isClosed {
            fclose(file)
            isClosed = true
        }
        output.discard()
    }

    private func write(_ bytes: [UInt8]) {
        guard failure == nil else { return }
        // Every piece has bytes; a frame has none only when its compression could not get memory.
        guard !bytes.isEmpty else {
            failure = RecordingError("cannot write '\(output.path)': out of memory compressing a frame")
            return
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != bytes.count {
            failure = RecordingError("cannot write '\(output.path)': \(String(cString: strerror(errno)))")
        }
    }
}
