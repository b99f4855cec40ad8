import Foundation
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// A large GIF takes its palette from the same run drawn at one pixel a point first (`GIFPalettePass`).
@Suite("A GIF's palette made before the recording", .serialized, .timeLimit(.minutes(3)))
struct GIFPaletteTests {
    @Test("with a palette ffmpeg streams: the palette is a second input and only changed rectangles are dithered")
    func arguments() {
        let streamed = FFmpegEncoder.arguments(
            format: .gif, width: 10, height: 20, fps: 60, destination: "out.gif", palette: "p.png")
        let held = FFmpegEncoder.arguments(format: .gif, width: 10, height: 20, fps: 60, destination: "out.gif")
        #expect(streamed.firstIndex(of: "p.png").map { streamed[$0 - 1] } == "-i")
        let graph = streamed.firstIndex(of: "-filter_complex").map { streamed[$0 + 1] } ?? ""
        #expect(graph.contains("diff_mode=rectangle") && graph.contains("fps=50") && !graph.contains("palettegen"))
        #expect(!held.contains("p.png"))
        #expect(held.firstIndex(of: "-filter_complex").map { held[$0 + 1] }?.contains("palettegen") == true)
        #expect(GIFPalettePass.isWorthIt(scale: 3) && !GIFPalettePass.isWorthIt(scale: 1))
    }

    @Test("a GIF at 2x is written with the palette pass: same frames and report, no palette file left, colours close to the PNG frames'",
          .enabled(if: FFmpegLocator.locate() != nil, "ffmpeg is not installed"))
    func gifAtTwice() throws {
        let folder = try TestSupport.scratchFolder("rec-gif-palette")
        let gif = try RecordingRun.record(RecordingScripts.photos, to: folder + "/demo.gif", scale: 2, in: folder)
        let png = try RecordingRun.record(RecordingScripts.photos, to: folder + "/frames", scale: 2, in: folder)
        #expect(gif.status == 0 && png.status == 0, "\(gif.errors) \(png.errors)")
        // The palette's own run leaves the sessions the report is taken from untouched.
        #expect(!gif.reportText.isEmpty && gif.reportText == png.reportText)
        #expect(gif.summary == png.summary)
        #expect(RecordingRun.files(in: folder).filter { $0.hasPrefix(".") }.isEmpty)
        // The last frame (the photo) read back from the GIF is within a dither step of the PNG frame.
        let ffmpeg = try #require(FFmpegLocator.locate())
        let frames = try #require(gif.summary?.frameCount)
        let last = folder + "/last.png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-loglevel", "error", "-y", "-i", folder + "/demo.gif", "-vf", "select=eq(n\\,\(frames - 1))",
            "-frames:v", "1", last,
        ]
        try process.run()
        process.waitUntilExit()
        let fromGIF = try ImageDecoder.decode(path: last, maxPixelSize: nil).pixels
        let fromPNG = try ImageDecoder.decode(path: folder + "/frames/" + PNGFolderEncoder.frameName(frames), maxPixelSize: nil).pixels
        #expect(fromGIF.width == fromPNG.width && fromGIF.height == fromPNG.height)
        var total = 0
        for (a, b) in zip(fromGIF.bgra, fromPNG.bgra) { total += abs(Int(a) - Int(b)) }
        let meanError = Double(total) / Double(max(1, fromPNG.bgra.count))
        #expect(meanError < 6, "mean error \(meanError) per channel")
    }
}
}
