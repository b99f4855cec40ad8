import Foundation
import Testing
@testable import GestureLabApp

/// A GIF with a palette is written by the app (`GIFFileEncoder`: dithered and compressed on two threads), and
/// decodes to the same frames and delays as ffmpeg's GIF encoder makes of the same palette indexes.
@Suite("A GIF written by the app", .serialized, .timeLimit(.minutes(1)))
struct GIFFileEncoderTests {
    static let width = 160
    static let height = 120

    @Test(
        "ffmpeg decodes the app's GIF to ffmpeg's own GIF's frames and durations, at 50 and at 30 fps",
        .enabled(if: FFmpegLocator.locate() != nil, "ffmpeg is not installed"),
        arguments: [50.0, 30.0])
    func sameFramesAsFFmpeg(fps: Double) throws {
        let ffmpeg = try #require(FFmpegLocator.locate())
        let folder = try TestSupport.scratchFolder("gif-file-\(Int(fps))")
        let palette = try Self.palette(in: folder, ffmpeg: ffmpeg)
        let frames = Self.frames()
        let theirs = folder + "/ffmpeg.gif"
        let byFFmpeg = try FFmpegEncoder(
            output: RecordingOutput(path: theirs), executable: ffmpeg, width: Self.width, height: Self.height,
            fps: fps, palette: palette, dithersInApp: true)
        for frame in frames { try byFFmpeg.encode(frame) }
        try byFFmpeg.finish()
        let ours = folder + "/app.gif"
        let byApp = try #require(try Self.appEncoder(ours, fps: fps, palette: palette, ffmpeg: ffmpeg))
        for frame in frames { try byApp.encode(frame) }
        try byApp.finish()

        let decodedOurs = try Self.frameHashes(ours, ffmpeg: ffmpeg)
        let decodedTheirs = try Self.frameHashes(theirs, ffmpeg: ffmpeg)
        // One line per frame: its time, duration, size and the MD5 of its pixels.
        #expect(decodedOurs.count == frames.count)
        #expect(decodedOurs == decodedTheirs)
        // The frame that repeats the one before and the noisy frames (the LZW table cleared) are among them.
        #expect(Set(decodedOurs.map { $0.split(separator: ",").last }).count == frames.count - 1)
    }

    @Test(
        "the same bytes with one worker and with two",
        .enabled(if: FFmpegLocator.locate() != nil, "ffmpeg is not installed"))
    func deterministic() throws {
        let ffmpeg = try #require(FFmpegLocator.locate())
        let folder = try TestSupport.scratchFolder("gif-file-workers")
        let palette = try Self.palette(in: folder, ffmpeg: ffmpeg)
        var files: [Data] = []
        for workers in [1, 2, 2] {
            let path = folder + "/workers-\(workers)-\(files.count).gif"
            let encoder = try #require(
                try Self.appEncoder(path, fps: 50, palette: palette, ffmpeg: ffmpeg, workers: workers))
            for frame in Self.frames() { try encoder.encode(frame) }
            try encoder.finish()
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0].count > 1000 && files[0] == files[1] && files[1] == files[2])
        #expect(files[0].prefix(6) == Data("GIF89a".utf8) && files[0].last == 0x3B)
    }

    @Test("whole frame rates up to 50 are the app's; ffmpeg's delays: each frame's time rounded to 1/100 s")
    func delays() throws {
        let palette = [UInt8](repeating: 255, count: 1024)
        #expect(GIFFrameWriter(width: 4, height: 4, fps: 60, paletteBytes: palette) == nil)
        #expect(GIFFrameWriter(width: 4, height: 4, fps: 29.97, paletteBytes: palette) == nil)
        #expect(GIFFrameWriter(width: 4, height: 4, fps: 50, paletteBytes: [0]) == nil)
        let at30 = try #require(GIFFrameWriter(width: 4, height: 4, fps: 30, paletteBytes: palette))
        #expect((0..<6).map(at30.delay(ofFrame:)) == [3, 4, 3, 3, 4, 3])
        #expect(at30.lastFrameDelay(count: 5) == 3 && at30.lastFrameDelay(count: 3) == 4)
        let at50 = try #require(GIFFrameWriter(width: 4, height: 4, fps: 50, paletteBytes: palette))
        #expect((0..<4).map(at50.delay(ofFrame:)) == [2, 2, 2, 2])
        // An opaque palette has no transparent entry; ffmpeg's is the first of the lowest alpha under 128.
        #expect(at50.transparentIndex == -1)
        var translucent = palette
        translucent[4 * 7 + 3] = 100
        translucent[4 * 9 + 3] = 0
        translucent[4 * 200 + 3] = 0
        #expect(GIFFrameWriter(width: 4, height: 4, fps: 50, paletteBytes: translucent)?.transparentIndex == 9)
    }

    /// The app's encoder for `path`, dithering to `palette` (nil if the app would not write this GIF).
    static func appEncoder(
        _ path: String, fps: Double, palette: String, ffmpeg: String, workers: Int = 2
    ) throws -> GIFFileEncoder? {
        let dither = try #require(GIFDither.loadPalette(palette, ffmpeg: ffmpeg).flatMap(GIFDither.init(paletteBytes:)))
        return try GIFFileEncoder(
            output: RecordingOutput(path: path), width: width, height: height, fps: fps, dither: dither,
            workers: workers)
    }

    /// A palette made by ffmpeg's palettegen (its last entry reserved transparent) in `folder`.
    static func palette(in folder: String, ffmpeg: String) throws -> String {
        let path = folder + "/palette.png"
        let arguments = [
            "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=\(width)x\(height):r=10:d=1", "-vf",
            "palettegen=stats_mode=diff", "-frames:v", "1", "-update", "1", path,
        ]
        #expect(try GIFDitherTests.run(ffmpeg, arguments).isEmpty)
        return path
    }

    /// Twelve frames: a gradient with a square moving right, the last of those again (nothing changed: a
    /// one-pixel frame), then two of noise (the LZW table fills and is cleared several times a frame).
    static func frames() -> [RenderedImage] {
        var frames = (0..<9).map(movingSquare)
        frames.append(movingSquare(8))
        var seed: UInt32 = 12_345
        for _ in 0..<2 {
            var bytes = [UInt8](repeating: 255, count: width * height * 4)
            for i in stride(from: 0, to: bytes.count, by: 4) {
                for channel in 0..<3 {
                    seed = seed &* 1_103_515_245 &+ 12_345
                    bytes[i + channel] = UInt8(truncatingIfNeeded: seed >> 16)
                }
            }
            frames.append(RenderedImage(width: width, height: height, bgra: bytes))
        }
        return frames
    }

    static func movingSquare(_ index: Int) -> RenderedImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let inSquare = x >= index * 7 && x < index * 7 + 30 && y >= 40 && y < 70
                bytes[i] = UInt8(x * 255 / width)
                bytes[i + 1] = inSquare ? 255 : UInt8(y * 2)
                bytes[i + 2] = inSquare ? 0 : UInt8((x + y) / 2)
            }
        }
        return RenderedImage(width: width, height: height, bgra: bytes)
    }

    /// ffmpeg's `framemd5` of the GIF at `path` decoded: one line per frame (stream, time, time, duration, size, MD5).
    static func frameHashes(_ path: String, ffmpeg: String) throws -> [String] {
        let decoded = try GIFDitherTests.run(ffmpeg, ["-loglevel", "error", "-i", path, "-f", "framemd5", "-"])
        let text = String(decoding: decoded, as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.filter { $0 != " " } }
    }
}
