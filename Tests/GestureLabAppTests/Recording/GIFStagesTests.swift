import Foundation
import Testing
@testable import GestureLabApp

/// A GIF with a palette made in two ffmpeg processes (dithering, then encoding, joined by a pipe): the same bytes
/// as the one process made them in. (Both with ffmpeg's dither, `GESTURELAB_GIF_DITHER=ffmpeg`; the app's own is
/// `GIFDitherTests`.)
@Suite("A GIF dithered and encoded in two processes", .serialized, .timeLimit(.minutes(1)))
struct GIFStagesTests {
    @Test("the dithering process writes paletted raw video in NUT; the encoder writes the GIF with its options")
    func stageArguments() {
        let stages = FFmpegEncoder.gifStageArguments(
            width: 10, height: 20, fps: 60, destination: "out.gif", palette: "p.png")
        let single = FFmpegEncoder.arguments(
            format: .gif, width: 10, height: 20, fps: 60, destination: "out.gif", palette: "p.png")
        #expect(Array(stages.dither.prefix(single.count - 5)) == Array(single.prefix(single.count - 5)))
        #expect(stages.dither.suffix(5) == ["-c:v", "rawvideo", "-f", "nut", "-"])
        #expect(stages.encode.suffix(5) == ["-loop", "0", "-f", "gif", "out.gif"])
        #expect(stages.encode.firstIndex(of: "-i").map { stages.encode[$0 - 1] } == "nut")
    }

    @Test("the same GIF bytes from two processes as from one", .enabled(if: FFmpegLocator.locate() != nil, "ffmpeg is not installed"))
    func sameBytes() throws {
        let ffmpeg = try #require(FFmpegLocator.locate())
        let folder = try TestSupport.scratchFolder("gif-stages")
        let palette = folder + "/palette.png"
        let make = Process()
        make.executableURL = URL(fileURLWithPath: ffmpeg)
        make.arguments = [
            "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=64x48:r=10:d=1", "-vf",
            "palettegen=stats_mode=diff", "-frames:v", "1", "-update", "1", palette,
        ]
        make.standardOutput = FileHandle.nullDevice
        make.standardError = FileHandle.nullDevice
        try make.run()
        make.waitUntilExit()
        #expect(make.terminationStatus == 0)
        var results: [Data] = []
        for splits in [false, true] {
            let path = folder + (splits ? "/two.gif" : "/one.gif")
            let encoder = try FFmpegEncoder(
                output: RecordingOutput(path: path), executable: ffmpeg, width: 64, height: 48, fps: 60,
                palette: palette, splitsStages: splits, dithersInApp: false)
            for frame in 0..<12 { try encoder.encode(GIFDitherTests.frame(frame)) }
            try encoder.finish()
            results.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(results[0].count > 100)
        #expect(results[0] == results[1])
    }
}
