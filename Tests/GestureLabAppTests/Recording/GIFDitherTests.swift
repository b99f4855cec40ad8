import Foundation
import Testing
@testable import GestureLabApp

/// A GIF with a palette is dithered in the app (`GIFDither`) and ffmpeg only encodes it: the same ordered dither as
/// ffmpeg's `paletteuse=dither=bayer:bayer_scale=3`, pixel for pixel but for ties between equally near colours.
@Suite("A GIF dithered in the app", .serialized, .timeLimit(.minutes(1)))
struct GIFDitherTests {
    @Test("ffmpeg reads paletted raw video and only encodes: no paletteuse, resampled to 50 fps above it")
    func palettedArguments() {
        let paletted = FFmpegEncoder.palettedArguments(width: 10, height: 20, fps: 60, destination: "out.gif")
        #expect(paletted.firstIndex(of: "-pix_fmt").map { paletted[$0 + 1] } == "pal8")
        #expect(paletted.firstIndex(of: "-s").map { paletted[$0 + 1] } == "10x20")
        #expect(!paletted.joined(separator: " ").contains("paletteuse"))
        #expect(paletted.firstIndex(of: "-vf").map { paletted[$0 + 1] } == "fps=50")
        #expect(paletted.suffix(5) == ["-loop", "0", "-f", "gif", "out.gif"])
        let at50 = FFmpegEncoder.palettedArguments(width: 10, height: 20, fps: 50, destination: "out.gif")
        #expect(!at50.contains("-vf"))
    }

    @Test("the pattern is paletteuse's at bayer_scale 3: 8x8, offsets -4...3, each eight times")
    func offsets() {
        let offsets = GIFDither.bayerOffsets()
        #expect(offsets.count == 64)
        for value in Int32(-4)...3 { #expect(offsets.filter { $0 == value }.count == 8) }
        // vf_paletteuse.c's dither_value: position 0 is 0, (x 1, y 0) is 48, (x 0, y 1) is 32, (x 1, y 1) is 16.
        #expect(offsets[0] == -4 && offsets[1] == 2 && offsets[8] == 0 && offsets[9] == -2)
    }

    @Test("the nearest colour skips transparent entries and takes the lowest index on a tie")
    func nearest() {
        var palette = [UInt32](repeating: 0xFF00_0000, count: 256)
        palette[3] = 0x00FF_0000  // transparent red: never chosen for an opaque pixel
        palette[5] = 0xFFF0_0000
        palette[7] = 0xFF00_0010
        palette[9] = 0xFF00_0010
        #expect(GIFDither.nearest(in: palette, red: 255, green: 0, blue: 0) == 5)
        #expect(GIFDither.nearest(in: palette, red: 0, green: 0, blue: 15) == 7)
        #expect(GIFDither.nearest(in: palette, red: 0, green: 0, blue: 0) == 0)
    }

    @Test(
        "the GIF's pixels are paletteuse's but for ties, and the same bytes on every run",
        .enabled(if: FFmpegLocator.locate() != nil, "ffmpeg is not installed"))
    func sameAsPaletteuse() throws {
        let ffmpeg = try #require(FFmpegLocator.locate())
        let folder = try TestSupport.scratchFolder("gif-dither")
        let palette = folder + "/palette.png"
        #expect(
            try Self.run(
                ffmpeg,
                [
                    "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=64x48:r=10:d=1", "-vf",
                    "palettegen=stats_mode=diff", "-frames:v", "1", "-update", "1", palette,
                ]
            ).count == 0)
        var gifs: [Data] = []
        for (name, inApp) in [("ffmpeg", false), ("app", true), ("again", true)] {
            let path = folder + "/\(name).gif"
            let encoder = try FFmpegEncoder(
                output: RecordingOutput(path: path), executable: ffmpeg, width: 64, height: 48, fps: 50,
                palette: palette, dithersInApp: inApp)
            for frame in 0..<6 { try encoder.encode(Self.frame(frame)) }
            try encoder.finish()
            gifs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(gifs[1].count > 100 && gifs[1] == gifs[2])
        let byFFmpeg = try Self.run(
            ffmpeg,
            [
                "-loglevel", "error", "-i", folder + "/ffmpeg.gif", "-f", "rawvideo",
                "-pix_fmt", "rgb24", "-",
            ])
        let byApp = try Self.run(
            ffmpeg,
            [
                "-loglevel", "error", "-i", folder + "/app.gif", "-f", "rawvideo",
                "-pix_fmt", "rgb24", "-",
            ])
        #expect(byFFmpeg.count == 6 * 64 * 48 * 3 && byApp.count == byFFmpeg.count)
        let offsets = GIFDither.bayerOffsets()
        var differing = 0
        for index in stride(from: 0, to: min(byApp.count, byFFmpeg.count), by: 3) {
            let ours = Array(byApp[index..<index + 3]), theirs = Array(byFFmpeg[index..<index + 3])
            guard ours != theirs else { continue }
            differing += 1
            // Where they differ, both colours are equally near the dithered source colour.
            let pixel = index / 3 % (64 * 48), x = pixel % 64, y = pixel / 64
            let source = Self.frame(index / 3 / (64 * 48)).pixel(x: x, y: y)
            let d = Int(offsets[(y & 7) << 3 | (x & 7)])
            let dithered = [source.red, source.green, source.blue].map { min(255, max(0, Int($0) + d)) }
            func distance(_ c: [UInt8]) -> Int { zip(c, dithered).map { (Int($0) - $1) * (Int($0) - $1) }.reduce(0, +) }
            #expect(distance(ours) == distance(theirs), "pixel \(x),\(y): \(ours) against \(theirs)")
        }
        #expect(differing * 100 < byApp.count / 3, "\(differing) pixels differ")
    }

    /// A 64x48 gradient with a square that moves by `index` (GIFStagesTests' frames too).
    static func frame(_ index: Int) -> RenderedImage {
        var bytes = [UInt8](repeating: 255, count: 64 * 48 * 4)
        for y in 0..<48 {
            for x in 0..<64 {
                let i = (y * 64 + x) * 4
                let inSquare = (x - index * 3) / 10 == 0 && x >= index * 3 && y >= 10 && y < 20
                bytes[i] = UInt8(x * 4)
                bytes[i + 1] = inSquare ? 255 : UInt8(y * 5)
                bytes[i + 2] = inSquare ? 0 : UInt8((x + y) * 2)
            }
        }
        return RenderedImage(width: 64, height: 48, bgra: bytes)
    }

    /// Runs `ffmpeg` with `arguments`; its standard output, with standard error read into the same pipe
    /// (`GIFFileEncoderTests` too).
    static func run(_ ffmpeg: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}

/// A GIF too big to be a demo gets a warning naming what to do instead.
@Suite("The warning after a huge GIF")
struct GIFSizeWarningTests {
    @Test("hundreds of MB: the size, the frames, --scale 1 and .mp4; under the threshold nothing")
    func message() throws {
        let huge = try #require(
            GIFSizeWarning.message(
                path: "scroll.gif", bytes: 322_301_005, frames: 300, width: 1170, height: 2640,
                scale: 3))
        #expect(huge.hasPrefix("warning: scroll.gif is 322 MB (300 frames of 1170x2640)"))
        #expect(huge.contains("--scale 1 (9 times fewer pixels)") && huge.hasSuffix("as .mp4"))
        let atOne = try #require(
            GIFSizeWarning.message(path: "a.gif", bytes: 150_000_000, frames: 3000, width: 390, height: 880, scale: 1))
        #expect(!atOne.contains("--scale") && atOne.contains(".mp4"))
        #expect(
            GIFSizeWarning.message(
                path: "a.gif", bytes: 30_000_000, frames: 175, width: 1170, height: 2532,
                scale: 3) == nil)
    }
}
