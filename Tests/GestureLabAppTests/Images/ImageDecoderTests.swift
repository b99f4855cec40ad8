import Foundation
import Testing
@testable import GestureLabApp

extension SDLSuites {
@Suite("Image decoding")
struct ImageDecoderTests {
    init() { _ = TestSupport.sdl }

    @Test("decodes a JPEG at full size straight to BGRA")
    func jpegFull() throws {
        let decoded = try ImageDecoder.decode(path: TestSupport.photo("photo-small-rocket-640x427.jpg"), maxPixelSize: nil)
        #expect(decoded.pixels.width == 640 && decoded.pixels.height == 427)
        #expect(decoded.pixels.bgra.count == 640 * 427 * 4)
        #expect(decoded.pixels.pixel(x: 320, y: 200).alpha == 255)
    }

    @Test("decodes PNGs through SDL_image", arguments: [
        ("photo-small-chelsea-451x300.png", 451, 300), ("tiny-chelsea-48x32.png", 48, 32),
        ("photo-square-astronaut-512x512.png", 512, 512),
    ])
    func png(name: String, width: Int, height: Int) throws {
        let decoded = try ImageDecoder.decode(path: TestSupport.photo(name), maxPixelSize: nil)
        #expect(decoded.pixels.width == width && decoded.pixels.height == height)
        #expect(decoded.pixels.bgra.count == width * height * 4)
    }

    @Test("a PNG whose alpha is 255 everywhere is opaque, as a JPEG is; one translucent pixel makes it not")
    func opacityFromThePixels() throws {
        let rgb = try ImageDecoder.decode(path: TestSupport.photo("photo-small-coffee-600x400.png"), maxPixelSize: nil)
        #expect(rgb.header.format == .png && rgb.isOpaque)
        let jpeg = try ImageDecoder.decode(path: TestSupport.photo("photo-small-rocket-640x427.jpg"), maxPixelSize: nil)
        #expect(jpeg.isOpaque)
        var pixels = rgb.pixels
        pixels.bgra[(137 * pixels.width + 301) * 4 + 3] = 254
        #expect(!pixels.isOpaque)
        let translucent = ImageDecoder.Decoded(pixels: pixels, header: rgb.header, scaleNote: "full")
        #expect(!translucent.isOpaque)
    }

    @Test("a PNG shown at a third of its size is box-filtered down")
    func pngDownscaled() throws {
        let decoded = try ImageDecoder.decode(path: TestSupport.photo("photo-small-chelsea-451x300.png"), maxPixelSize: 150)
        #expect(decoded.pixels.width == 150 && decoded.pixels.height == 100)  // 451/3, 300/3
    }

    @Test("a 3088x2056 JPEG wanted at 400 px decodes at DCT 1/4 = 772x514 (1/8 = 386 would be too small)")
    func dctScaling() throws {
        let scale = JPEGDecoder.chooseScale(width: 3088, height: 2056, maxPixelSize: 400, pixelLimit: 50_000_000)
        #expect(scale == JPEGDecoder.Scale(numerator: 1, denominator: 4))
        let decoded = try ImageDecoder.decode(
            path: TestSupport.photo("photo-landscape-aitzgorri-3088x2056.jpg"), maxPixelSize: 400)
        #expect(decoded.pixels.width == 772 && decoded.pixels.height == 514)
    }

    @Test("the scale steps down until the output fits the pixel cap, and refuses when nothing fits")
    func pixelCap() {
        // 60000x60000 at 1/2 is 900 MP, at 1/8 56 MP: still above 50 MP, so refused.
        #expect(JPEGDecoder.chooseScale(width: 60000, height: 60000, maxPixelSize: nil, pixelLimit: 50_000_000) == nil)
        // 20000x20000 full is 400 MP; 1/4 = 5000x5000 = 25 MP fits; 3/8 = 7500² = 56 MP does not.
        #expect(JPEGDecoder.chooseScale(width: 20000, height: 20000, maxPixelSize: nil, pixelLimit: 50_000_000)
            == JPEGDecoder.Scale(numerator: 1, denominator: 4))
    }

    @Test("EXIF orientation 6 turns the decoded pixels a quarter clockwise")
    func exifRotation() throws {
        let folder = try TestSupport.scratchFolder("exif")
        try TestSupport.write(JPEGFixtures.withOrientation(6, storedWidth: 64, storedHeight: 32), to: folder + "/o6.jpg")
        let decoded = try ImageDecoder.decode(path: folder + "/o6.jpg", maxPixelSize: nil)
        #expect(decoded.pixels.width == 32 && decoded.pixels.height == 64)
        // Stored: red left half, blue right half. Turned clockwise, the left half becomes the top.
        let top = decoded.pixels.pixel(x: 16, y: 10), bottom = decoded.pixels.pixel(x: 16, y: 54)
        #expect(top.red > 200 && top.blue < 60)
        #expect(bottom.blue > 200 && bottom.red < 60)
    }

    @Test("every EXIF orientation maps a 3x2 buffer as the tag's definition says")
    func orientationTable() {
        // Pixels numbered 0...5, row by row: 0 1 2 / 3 4 5.
        let source = PixelBuffer(width: 3, height: 2, bgra: (0..<6).flatMap { [UInt8($0), 0, 0, 255] })
        func numbers(_ o: ExifOrientation) -> [Int] { stride(from: 0, to: 24, by: 4).map { Int(o.apply(to: source).bgra[$0]) } }
        #expect(numbers(.upMirrored) == [2, 1, 0, 5, 4, 3])
        #expect(numbers(.down) == [5, 4, 3, 2, 1, 0])
        #expect(numbers(.downMirrored) == [3, 4, 5, 0, 1, 2])
        #expect(numbers(.leftMirrored) == [0, 3, 1, 4, 2, 5])
        #expect(numbers(.right) == [3, 0, 4, 1, 5, 2])
        #expect(numbers(.rightMirrored) == [5, 2, 4, 1, 3, 0])
        #expect(numbers(.left) == [2, 5, 1, 4, 0, 3])
    }

    @Test("a truncated JPEG, an empty file and a text file named .jpg are errors, never crashes")
    func brokenFiles() throws {
        let folder = try TestSupport.scratchFolder("broken-decode")
        let rocket = try RandomAccessFile(path: TestSupport.photo("photo-small-rocket-640x427.jpg")).readAll()
        try TestSupport.write(Array(rocket.prefix(rocket.count / 2)), to: folder + "/half.jpg")
        try TestSupport.write([], to: folder + "/empty.jpg")
        try TestSupport.write(Array("just text\n".utf8), to: folder + "/text.jpg")
        #expect(throws: ImageError.truncated) { try ImageDecoder.decode(path: folder + "/half.jpg", maxPixelSize: nil) }
        #expect(throws: ImageError.empty) { try ImageDecoder.decode(path: folder + "/empty.jpg", maxPixelSize: nil) }
        #expect(throws: ImageError.self) { try ImageDecoder.decode(path: folder + "/text.jpg", maxPixelSize: nil) }
    }

    @Test("the decode worker hands results back and reports a failure as a result")
    func worker() throws {
        let worker = DecodeWorker(threads: 2)
        defer { worker.stop() }
        let good = ImageLevelKey(image: 0, level: 1), bad = ImageLevelKey(image: 1, level: 0)
        worker.submit(DecodeRequest(key: good, path: TestSupport.photo("photo-small-rocket-640x427.jpg"), maxPixelSize: 512))
        worker.submit(DecodeRequest(key: bad, path: "/nonexistent.jpg", maxPixelSize: nil))
        #expect(worker.waitUntilIdle(timeout: 10))
        let results = Dictionary(uniqueKeysWithValues: worker.takeResults().map { ($0.key, $0.outcome) })
        #expect(try results[good]?.get().pixels.width == 560)  // 7/8 of 640; 3/4 would give 480 < 512
        if case .failure = results[bad] {} else { Issue.record("missing file should fail") }
    }

    @Test("while a preview decodes, a sharper decode waits for it even with a thread free (the first photo's path)")
    func previewDecodesAlone() throws {
        let worker = DecodeWorker(threads: 2)
        defer { worker.stop() }
        // The 20 MP JPEG's DCT-1/8 preview takes tens of milliseconds; the small photo's decode, well under one. With
        // a second thread free it would finish first, sharing the cores with the preview.
        let preview = ImageLevelKey(image: 0, level: 0), small = ImageLevelKey(image: 1, level: 1)
        worker.submit(DecodeRequest(key: preview, path: TestSupport.photo("huge-kleiber-6028x3391.jpg"),
                                    maxPixelSize: nil, preview: true))
        worker.submit(DecodeRequest(key: small, path: TestSupport.photo("photo-small-rocket-640x427.jpg"),
                                    maxPixelSize: 512))
        #expect(worker.waitUntilIdle(timeout: 20))
        #expect(worker.takeResults().map(\.key) == [preview, small])
    }
}
}
