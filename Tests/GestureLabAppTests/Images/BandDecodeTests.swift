import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// The preview decoded band by band with libjpeg's scanline API (CJPEGBands): the same pixels and errors as
/// TurboJPEG's one-shot decode, and its bands top-down, every row once.
@Suite("Band-by-band preview decode")
struct BandDecodeTests {
    /// The bands `decodePreviewInBands` handed over, in order: first row, rows, the preview's height, and pixels.
    private final class Bands: @unchecked Sendable {
        var list: [(first: Int, rows: PixelBuffer, height: Int)] = []
    }

    @Test(
        "the band decode equals tjDecompress2's DCT 1/8 decode pixel for pixel, its bands top-down, each row once",
        arguments: [
            "photo-landscape-seeding-5312x2988.jpg", "photo-small-rocket-640x427.jpg", "huge-kleiber-6028x3391.jpg",
            "photo-portrait-wine-2560x3837.jpg", "tall-stitch-1080x20000.jpg",
        ])
    func sameAsOneShot(name: String) throws {
        let data = try RandomAccessFile(path: TestSupport.photo(name)).readAll()
        let limit = ImageDecoder.defaultPixelLimit
        let oneShot = try JPEGDecoder.decode(data, maxPixelSize: 1, pixelLimit: limit)
        let bands = Bands()
        let banded = try JPEGDecoder.decodePreviewInBands(data, pixelLimit: limit) { rows, first, height in
            bands.list.append((first, rows, height))
        }
        #expect(banded.width == oneShot.width && banded.height == oneShot.height)
        #expect(banded.bgra == oneShot.bgra, "\(name): the pixels differ")
        // Top-down, contiguous, every row once, about 8 bands, and the rows are the final ones.
        var next = 0
        var stitched: [UInt8] = []
        for band in bands.list {
            #expect(band.first == next && band.rows.height > 0 && band.height == oneShot.height)
            #expect(band.rows.width == oneShot.width)
            next = band.first + band.rows.height
            stitched += band.rows.bgra
        }
        #expect(next == oneShot.height)
        #expect(bands.list.count >= 2 && bands.list.count <= 9, "\(bands.list.count) bands")
        #expect(stitched == oneShot.bgra)
    }

    @Test("a truncated JPEG is ImageError.truncated, cut in the data or in the header, as with tjDecompress2")
    func truncated() throws {
        let folder = try TestSupport.scratchFolder("band-truncated")
        let rocket = try RandomAccessFile(path: TestSupport.photo("photo-small-rocket-640x427.jpg")).readAll()
        let half = Array(rocket.prefix(rocket.count / 2))
        try TestSupport.write(half, to: folder + "/half.jpg")
        let bands = Bands()
        #expect(throws: ImageError.truncated) {
            try ImageDecoder.decode(path: folder + "/half.jpg", maxPixelSize: nil, preview: true) { rows, place, _ in
                bands.list.append((place.firstRow, rows, place.height))
            }
        }
        #expect(throws: ImageError.truncated) {
            try JPEGDecoder.decodePreviewInBands(half, pixelLimit: ImageDecoder.defaultPixelLimit)
        }
        #expect(throws: ImageError.truncated) { try JPEGDecoder.decode(half, maxPixelSize: 1, pixelLimit: 50_000_000) }
        // Cut inside the header: truncated too (tjDecompressHeader3 reports a 0x0 image there without an error;
        // the app never gets that far, its header reader refuses the file first, the same for both paths).
        let head = Array(rocket.prefix(200))
        try TestSupport.write(head, to: folder + "/head.jpg")
        #expect(throws: ImageError.truncated) {
            try JPEGDecoder.decodePreviewInBands(head, pixelLimit: ImageDecoder.defaultPixelLimit)
        }
        var sharpError: ImageError?
        var previewError: ImageError?
        do { _ = try ImageDecoder.decode(path: folder + "/head.jpg", maxPixelSize: 100) } catch {
            sharpError = error as? ImageError
        }
        do { _ = try ImageDecoder.decode(path: folder + "/head.jpg", maxPixelSize: nil, preview: true) } catch {
            previewError = error as? ImageError
        }
        #expect(sharpError != nil && previewError == sharpError)
    }

    @Test("a JPEG whose data is garbage is an error, never a crash or libjpeg's exit(); the app sees the same error")
    func corruptData() throws {
        let folder = try TestSupport.scratchFolder("band-corrupt")
        let garbage: [UInt8] = [0xFF, 0xD8, 0xFF, 0x00] + [UInt8](repeating: 0x42, count: 64)
        #expect(throws: ImageError.self) { try JPEGDecoder.decodePreviewInBands(garbage, pixelLimit: 50_000_000) }
        // Valid header, garbage where the image data should be: libjpeg warns (or fails) mid-scan.
        var rocket = try RandomAccessFile(path: TestSupport.photo("photo-small-rocket-640x427.jpg")).readAll()
        for i in (rocket.count / 3)..<(rocket.count / 3 + 4096) { rocket[i] = 0xFF }
        try TestSupport.write(rocket, to: folder + "/smudged.jpg")
        var oneShot: Result<PixelBuffer, ImageError>
        do { oneShot = .success(try JPEGDecoder.decode(rocket, maxPixelSize: 1, pixelLimit: 50_000_000)) } catch {
            oneShot = .failure(error as? ImageError ?? .decodeFailed("\(error)"))
        }
        var banded: Result<PixelBuffer, ImageError>
        do { banded = .success(try JPEGDecoder.decodePreviewInBands(rocket, pixelLimit: 50_000_000)) } catch {
            banded = .failure(error as? ImageError ?? .decodeFailed("\(error)"))
        }
        #expect(banded == oneShot)
    }

    @Test("a photo turned by its EXIF orientation gets no bands, only its whole preview, upright")
    func orientedGetsNoBands() throws {
        let folder = try TestSupport.scratchFolder("band-oriented")
        try TestSupport.write(JPEGFixtures.withOrientation(6, storedWidth: 64, storedHeight: 32), to: folder + "/o6.jpg")
        let bands = Bands()
        let decoded = try ImageDecoder.decode(path: folder + "/o6.jpg", maxPixelSize: nil, preview: true) {
            rows, place, _ in bands.list.append((place.firstRow, rows, place.height))
        }
        #expect(bands.list.isEmpty)
        #expect(decoded.pixels.width == 4 && decoded.pixels.height == 8)
    }

    @Test("the worker hands a banded preview's bands, then the finished preview; a plain preview gets no bands")
    func workerBands() throws {
        let worker = DecodeWorker(threads: 1)
        defer { worker.stop() }
        let path = TestSupport.photo("photo-landscape-seeding-5312x2988.jpg")
        let banded = ImageLevelKey(image: 0, level: 0), plain = ImageLevelKey(image: 1, level: 0)
        worker.submit(DecodeRequest(key: banded, path: path, maxPixelSize: nil, preview: true, deliversBands: true))
        #expect(worker.waitUntilIdle(timeout: 30))
        worker.submit(DecodeRequest(key: plain, path: path, maxPixelSize: nil, preview: true))
        #expect(worker.waitUntilIdle(timeout: 30))
        let results = worker.takeResults()
        let bands = results.filter { $0.band != nil }
        #expect(bands.count >= 2 && bands.allSatisfy { $0.key == banded })
        #expect(results.map(\.key).suffix(2) == [banded, plain])
        #expect(results.last?.band == nil && results.dropLast().last?.band == nil)
        let whole = try #require(try results.dropLast().last?.outcome.get().pixels)
        #expect(bands.compactMap { try? $0.outcome.get().pixels.bgra }.reduce([], +) == whole.bgra)
        #expect(bands.map { $0.band?.firstRow ?? -1 } == bands.indices.map { i in
            bands[..<i].reduce(0) { $0 + ((try? $1.outcome.get().pixels.height) ?? 0) }
        })
    }
}

extension SDLSuites {
    /// A preview drawn while it decodes: decoded rows, and the placeholder's colour below them.
    @Suite("Partial preview", .serialized)
    struct PartialPreviewTests {
        private static let big = "photo-landscape-seeding-5312x2988.jpg"
        /// 5312x2988 aspect-fit in 1100x620: 1100x619 at (50, 40.5).
        private static let rect = CGRect(x: 50, y: 40, width: 1100, height: 620)

        private func frame(_ cache: TextureCache, _ harness: RenderHarness) throws -> (RenderedImage, TiledTexture?) {
            cache.beginFrame()
            let image = try harness.render([
                .image(ImageHandle(0), rect: Self.rect, transform: .identity, alpha: 1, contentMode: .scaleAspectFit)
            ])
            var texture: TiledTexture?
            if case .ready(let t) = cache.appearance(of: ImageHandle(0), shownPixelSize: 1100) { texture = t }
            cache.endFrame()
            return (image, texture)
        }

        /// Pixels of screen row `y` inside the photo's columns that are the placeholder's colour.
        private func placeholderPixels(_ image: RenderedImage, y: Int) -> Int {
            let c = DisplayListRenderer.placeholderColor
            let (r, g, b) = (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
            return (60..<1140).filter { image.isColor(x: $0, y: y, r, g, b, tolerance: 1) }.count
        }

        @Test("the first bands draw at the top, the placeholder's colour below; the last band fills it, same texture")
        func partialThenWhole() throws {
            _ = TestSupport.sdl
            let path = TestSupport.photo(Self.big)
            let library = ImageLibrary(sources: [ImageSource(path: path)])
            let worker = DecodeWorker(threads: 1)
            let harness = try RenderHarness(width: 1200, height: 700)
            let cache = TextureCache(renderer: harness.renderer, library: library, worker: worker)
            harness.drawer.images = cache
            defer { cache.destroyAll(); worker.stop(); harness.close() }

            let key = ImageLevelKey(image: 0, level: 0)
            let header = try ImageDecoder.header(path: path)
            var bands: [DecodeResult] = []
            let whole = try JPEGDecoder.decodePreviewInBands(
                try RandomAccessFile(path: path).readAll(), pixelLimit: ImageDecoder.defaultPixelLimit
            ) { rows, first, height in
                bands.append(
                    DecodeResult(
                        key: key, outcome: .success(.init(pixels: rows, header: header, scaleNote: "band")),
                        milliseconds: 0, band: RowBand(firstRow: first, height: height)))
            }
            #expect(bands.count == 8)
            // Three of eight bands: the top 3/8 of the photo is drawn, the rest is the placeholder's colour.
            for band in bands.prefix(3) { worker.post(band) }
            let (partial, texture) = try frame(cache, harness)
            #expect(texture?.width == whole.width && texture?.height == whole.height)
            let top = 41 + 619 / 8, bottom = 41 + 619 * 7 / 8
            #expect(placeholderPixels(partial, y: top) < 100, "the decoded rows show the photo")
            #expect(placeholderPixels(partial, y: bottom) == 1080, "the rows not decoded are the placeholder")
            // Drawn twice at one size (the software renderer's pre-scaled copy is made), then the other bands.
            _ = try frame(cache, harness)
            for band in bands.dropFirst(3) { worker.post(band) }
            worker.post(
                DecodeResult(
                    key: key, outcome: .success(.init(pixels: whole, header: header, scaleNote: "dct")),
                    milliseconds: 0))
            let (full, same) = try frame(cache, harness)
            #expect(same === texture, "the finished preview keeps the bands' texture")
            #expect(placeholderPixels(full, y: bottom) < 100, "the last bands replaced the placeholder")
            #expect(!cache.hasPendingUploads)

            // The same photo given whole draws the same pixels.
            let other = DecodeWorker(threads: 1)
            let cache2 = TextureCache(renderer: harness.renderer, library: library, worker: other)
            harness.drawer.images = cache2
            defer { cache2.destroyAll(); other.stop(); harness.drawer.images = cache }
            other.post(
                DecodeResult(
                    key: key, outcome: .success(.init(pixels: whole, header: header, scaleNote: "dct")),
                    milliseconds: 0))
            let (reference, _) = try frame(cache2, harness)
            #expect(reference.bgra == full.bgra)
        }

        @Test("a truncated preview's bands give way to its error card")
        func failedAfterBands() throws {
            _ = TestSupport.sdl
            let path = TestSupport.photo(Self.big)
            let library = ImageLibrary(sources: [ImageSource(path: path)])
            let worker = DecodeWorker(threads: 1)
            let renderer = try SDLRenderer(offscreenWidth: 64, height: 64)
            let cache = TextureCache(renderer: renderer, library: library, worker: worker)
            defer { cache.destroyAll(); worker.stop(); renderer.destroy() }
            let key = ImageLevelKey(image: 0, level: 0)
            let header = try ImageDecoder.header(path: path)
            let rows = PixelBuffer(width: 664, height: 40, bgra: [UInt8](repeating: 200, count: 664 * 40 * 4))
            worker.post(
                DecodeResult(
                    key: key, outcome: .success(.init(pixels: rows, header: header, scaleNote: "band")),
                    milliseconds: 0, band: RowBand(firstRow: 0, height: 374)))
            cache.beginFrame()
            guard case .ready = cache.appearance(of: ImageHandle(0), shownPixelSize: 200) else {
                Issue.record("the first band should draw")
                return
            }
            cache.endFrame()
            worker.post(DecodeResult(key: key, outcome: .failure(.truncated), milliseconds: 0))
            cache.beginFrame()
            if case .failed(_, let reason) = cache.appearance(of: ImageHandle(0), shownPixelSize: 200) {
                #expect(reason == ImageError.truncated.description)
            } else {
                Issue.record("a truncated preview should show its error")
            }
            cache.endFrame()
            #expect(cache.textureCount == 0)
        }
    }
}
