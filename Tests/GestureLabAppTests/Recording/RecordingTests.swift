import Foundation
import Testing
@testable import GestureLabApp

extension SDLSuites {
@Suite("Recording a replay", .serialized)
struct RecordingTests {
    @Test("a 0.5 s script at 20 fps records 10 PNG frames of the device's pixel size under its caption bar")
    func frameCountAndSize() throws {
        let folder = try TestSupport.scratchFolder("rec-count")
        let run = try RecordingRun.record(RecordingScripts.taps, to: folder + "/frames", in: folder)
        #expect(run.status == 0, "\(run.errors)")
        // 200x300 device pixels under the 36-point caption bar naming the scene and its options.
        #expect(run.summary == RecordingSummary(frameCount: 10, width: 200, height: 336))
        let frames = RecordingRun.files(in: folder + "/frames")
        #expect(frames.count == 10)
        #expect(frames.first == "frame-00001.png" && frames.last == "frame-00010.png")
        let size = try #require(RecordingRun.pngSize(folder + "/frames/frame-00001.png"))
        #expect(size == (200, 336))
    }

    @Test("PNG frames from ffmpeg and, without ffmpeg, from IMG_SavePNG hold the same pixels")
    func pngWithAndWithoutFFmpeg() throws {
        let folder = try TestSupport.scratchFolder("rec-png-paths")
        let viaFFmpeg = try RecordingRun.record(RecordingScripts.taps, to: folder + "/ffmpeg", in: folder)
        let viaSDL = try RecordingRun.record(RecordingScripts.taps, to: folder + "/sdl", ffmpeg: folder + "/no-ffmpeg",
                                             in: folder)
        #expect(viaFFmpeg.status == 0 && viaSDL.status == 0, "\(viaFFmpeg.errors) \(viaSDL.errors)")
        #expect(RecordingRun.files(in: folder + "/ffmpeg") == RecordingRun.files(in: folder + "/sdl"))
        for name in ["frame-00001.png", "frame-00010.png"] {
            let a = try ImageDecoder.decode(path: folder + "/ffmpeg/" + name, maxPixelSize: nil).pixels
            let b = try ImageDecoder.decode(path: folder + "/sdl/" + name, maxPixelSize: nil).pixels
            #expect(a.width == b.width && a.height == b.height && a.bgra == b.bgra, "\(name) differs")
        }
    }

    @Test("--scale sets the pixels per point of the recording")
    func scale() throws {
        let folder = try TestSupport.scratchFolder("rec-scale")
        let run = try RecordingRun.record(RecordingScripts.taps, to: folder + "/frames", fps: 10, scale: 0.5, in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.summary == RecordingSummary(frameCount: 5, width: 100, height: 168))
    }

    @Test("two recordings of the same script are identical bit for bit, images included")
    func determinism() throws {
        let folder = try TestSupport.scratchFolder("rec-same")
        for name in ["a", "b"] {
            let run = try RecordingRun.record(RecordingScripts.photos, to: folder + "/" + name, in: folder)
            #expect(run.status == 0, "\(run.errors)")
        }
        let a = RecordingRun.files(in: folder + "/a"), b = RecordingRun.files(in: folder + "/b")
        #expect(a.count == 8 && a == b)
        for name in a {
            let left = FileManager.default.contents(atPath: folder + "/a/" + name)
            let right = FileManager.default.contents(atPath: folder + "/b/" + name)
            #expect(left != nil && left == right, "\(name) differs")
        }
    }

    @Test("the photo is drawn, not its loading placeholder, from the first frame")
    func imagesAreDecodedBeforeDrawing() throws {
        let folder = try TestSupport.scratchFolder("rec-decoded")
        let run = try RecordingRun.record(RecordingScripts.photos, to: folder + "/frames", in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let first = try #require(FileManager.default.contents(atPath: folder + "/frames/frame-00001.png"))
        #expect(first.count > 0)
        // Frame 1 against the photo itself. The viewer shows the tall stitch (1080 px wide) across the device's
        // 195 pt at 1x from its top, so device pixel (x, y) covers the photo's k × k block at (k·x, k·y), k = 1080/195
        // ≈ 5.54; the device sits under the frame's label bar. Over a patch of the photo's top-left (away from the
        // finger's indicator at (100, 150)), each frame pixel is compared with its block's mean: the placeholder's
        // flat grey, black, the background or an error card are far from it, and flat where the photo is not.
        let image = try loadPNG(folder + "/frames/frame-00001.png")
        let bar = image.height - 422
        let photo = try ImageDecoder.decode(path: TestSupport.photo("tall-stitch-1080x20000.jpg"), maxPixelSize: nil).pixels
        #expect(photo.width == 1080)
        let k = Double(photo.width) / 195
        var difference = 0, count = 0
        var sum = 0.0, sumOfSquares = 0.0
        for y in 10..<110 {
            for x in 10..<70 {
                let (x0, x1) = (Int(Double(x) * k), Int(Double(x + 1) * k))
                let (y0, y1) = (Int(Double(y) * k), Int(Double(y + 1) * k))
                var block = (0, 0, 0), n = 0
                for py in y0..<y1 {
                    for px in x0..<x1 {
                        let p = photo.pixel(x: px, y: py)
                        block = (block.0 + Int(p.red), block.1 + Int(p.green), block.2 + Int(p.blue))
                        n += 1
                    }
                }
                let shown = image.pixel(x: x, y: bar + y)
                difference += abs(Int(shown.red) - block.0 / n) + abs(Int(shown.green) - block.1 / n)
                    + abs(Int(shown.blue) - block.2 / n)
                count += 3
                let level = Double(Int(shown.red) + Int(shown.green) + Int(shown.blue)) / 3
                sum += level
                sumOfSquares += level * level
            }
        }
        let meanDifference = Double(difference) / Double(count)
        let mean = sum / Double(count / 3)
        let deviation = max(0, sumOfSquares / Double(count / 3) - mean * mean).squareRoot()
        // Measured: 4.9 per channel and a deviation of 25.5 for the photo; an undecoded placeholder: 22 and 0.
        #expect(meanDifference < 12, "frame 1 differs from the photo by \(meanDifference) per channel on average")
        #expect(deviation > 12, "frame 1's patch is nearly flat (deviation \(deviation)): not the photo")
    }

    @Test("compare mode records both devices side by side: frames twice as wide, under a label bar")
    func compare() throws {
        let folder = try TestSupport.scratchFolder("rec-compare")
        let single = try RecordingRun.record(RecordingScripts.taps, to: folder + "/one", in: folder)
        let both = try RecordingRun.record(
            RecordingScripts.taps, to: folder + "/two", compare: ("single-waits-for-double", ["off", "on"]), in: folder)
        #expect(single.status == 0 && both.status == 0, "\(both.errors)")
        let one = try #require(single.summary), two = try #require(both.summary)
        #expect(two.width == 2 * one.width)
        #expect(two.height == one.height, "both carry one label bar: the value for each run, the caption for one")
        #expect(two.frameCount == one.frameCount)
        #expect(RecordingRun.pngSize(folder + "/two/frame-00001.png").map { $0.width } == 400)
        let report = try JSONDecoder().decode(CompareReport.self, from: Data(both.reportText.utf8))
        #expect(report.runs.count == 2, "the report is {\"runs\": [A, B]}")
        #expect(report.runs.map(\.options["single-waits-for-double"]) == ["off", "on"])
    }

    @Test("--panels adds the panels' column right of the device, drawn (not left black)")
    func panels() throws {
        let folder = try TestSupport.scratchFolder("rec-panels")
        let plain = try RecordingRun.record(RecordingScripts.taps, to: folder + "/plain", in: folder)
        let withPanels = try RecordingRun.record(RecordingScripts.taps, to: folder + "/panels", panels: true, in: folder)
        #expect(withPanels.status == 0, "\(withPanels.errors)")
        let a = try #require(plain.summary), b = try #require(withPanels.summary)
        #expect(b.width == a.width + FrameLayout.panelColumnWidth && b.height == a.height)
        let frame = try loadPNG(folder + "/panels/frame-00010.png")
        let lit = frame.litPixels(x0: a.width, y0: 0, x1: b.width, y1: b.height)
        #expect(lit > (b.width - a.width) * b.height / 4, "the column is mostly drawn (\(lit) pixels lit)")
    }

    @Test("--no-touches leaves the finger's disc out")
    func touchesOff() throws {
        let folder = try TestSupport.scratchFolder("rec-touches")
        _ = try RecordingRun.record(RecordingScripts.taps, to: folder + "/on", in: folder)
        _ = try RecordingRun.record(RecordingScripts.taps, to: folder + "/off", touches: false, in: folder)
        // Frame 2 (t = 0.1) has the finger down on the card; the last frame (finger up) is the same either way.
        let on = try loadPNG(folder + "/on/frame-00002.png"), off = try loadPNG(folder + "/off/frame-00002.png")
        #expect(on.bgra != off.bgra)
        let lastOn = try loadPNG(folder + "/on/frame-00010.png"), lastOff = try loadPNG(folder + "/off/frame-00010.png")
        #expect(lastOn.bgra == lastOff.bgra)
    }
}
}

/// Reads a PNG back into BGRA pixels with SDL_image.
func loadPNG(_ path: String) throws -> RenderedImage {
    _ = TestSupport.sdl
    let decoded = try SDLImageDecoder.decode(path: path)
    return RenderedImage(width: decoded.width, height: decoded.height, bgra: decoded.bgra)
}

/// The part of a compare report (`{"runs": [A, B]}`) these tests read.
private struct CompareReport: Decodable {
    struct Run: Decodable {
        /// The scene options the run used, by key.
        var options: [String: String]
    }

    var runs: [Run]
}
