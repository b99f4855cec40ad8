import Foundation
import Testing
@testable import GestureLabApp

extension SDLSuites {
@Suite("Image headers")
struct ImageHeaderReaderTests {
    /// The upright size read from `bytes`, as [width, height]; empty when the signature is unknown.
    private func dims(_ bytes: [UInt8]) throws -> [Int] {
        guard let header = try ImageHeaderReader.read(bytes) else { return [] }
        return [header.pixelSize.width, header.pixelSize.height]
    }

    @Test("reads the size of each bundled photo from its header alone", arguments: [
        ("photo-small-rocket-640x427.jpg", ImageHeader.Format.jpeg, 640, 427),
        ("photo-landscape-aitzgorri-3088x2056.jpg", .jpeg, 3088, 2056),
        ("tall-stitch-1080x20000.jpg", .jpeg, 1080, 20000),
        ("photo-small-chelsea-451x300.png", .png, 451, 300),
        ("tiny-chelsea-48x32.png", .png, 48, 32),
    ])
    func bundledSizes(name: String, format: ImageHeader.Format, width: Int, height: Int) throws {
        let header = try ImageDecoder.header(path: TestSupport.photo(name))
        #expect(header.format == format)
        #expect(header.pixelSize == (width, height))
    }

    @Test("leaves GIF, BMP, WebP and TIFF to SDL_image: their headers are not parsed here")
    func otherFormatsAreLeftToSDLImage() throws {
        let gif = Array("GIF89a".utf8) + [0x2C, 0x01, 0xC8, 0x00] + [UInt8](repeating: 0, count: 10)
        let riff = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array("VP8X".utf8)
            + [UInt8](repeating: 0, count: 16)
        let tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0] + [UInt8](repeating: 0, count: 24)
        for bytes in [gif, riff, tiff] {
            #expect(try dims(bytes) == [])
        }
    }

    @Test("a BMP is sized by SDL_image's probe, as format other")
    func bmpIsSizedBySDLImage() throws {
        // A 24-bit BMP, 3 x 2 pixels: 14-byte file header, 40-byte info header, rows padded to 12 bytes.
        func le32(_ v: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(v).littleEndian, Array.init) }
        func le16(_ v: Int) -> [UInt8] { withUnsafeBytes(of: UInt16(v).littleEndian, Array.init) }
        let pixels = [UInt8](repeating: 0x80, count: 12 * 2)
        var bmp = Array("BM".utf8) + le32(54 + pixels.count) + le32(0) + le32(54)
        bmp += le32(40) + le32(3) + le32(2) + le16(1) + le16(24) + le32(0) + le32(pixels.count)
        bmp += le32(2835) + le32(2835) + le32(0) + le32(0) + pixels
        #expect(try dims(bmp) == [])
        let folder = try TestSupport.scratchFolder("header-bmp")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/three-by-two.bmp"
        try TestSupport.write(bmp, to: path)
        let header = try ImageDecoder.header(path: path)
        #expect(header.format == .other)
        #expect(header.pixelSize == (3, 2))
    }

    @Test("a JPEG's EXIF orientation 6 swaps the reported width and height")
    func exifOrientationSwaps() throws {
        let jpeg = JPEGFixtures.withOrientation(6, storedWidth: 64, storedHeight: 32)
        let header = try #require(try ImageHeaderReader.read(jpeg))
        #expect(header.orientation == .right)
        #expect(header.storedWidth == 64 && header.storedHeight == 32)
        #expect(header.pixelSize == (32, 64))
    }

    @Test("a PNG header claiming 60000x60000 is read as such but refused, and decoding it is refused without allocating")
    func gigantic() throws {
        let folder = try TestSupport.scratchFolder("giant")
        let path = folder + "/giant.png"
        try TestSupport.write(JPEGFixtures.pngHeader(width: 60000, height: 60000), to: path)
        let header = try #require(try ImageHeaderReader.read(RandomAccessFile(path: path)))
        #expect(header.pixelSize == (60000, 60000))
        #expect(throws: ImageError.tooLarge(width: 60000, height: 60000, limitMegapixels: 50)) {
            try ImageDecoder.header(path: path)
        }
        #expect(throws: ImageError.tooLarge(width: 60000, height: 60000, limitMegapixels: 50)) {
            try ImageDecoder.decode(path: path, maxPixelSize: 512)
        }
    }

    @Test("an empty file, a text file named .jpg and a cut JPEG header are errors, not crashes")
    func brokenHeaders() throws {
        let folder = try TestSupport.scratchFolder("broken")
        try TestSupport.write([], to: folder + "/empty.jpg")
        try TestSupport.write(Array("hello, not a photo\n".utf8), to: folder + "/text.jpg")
        let rocket = try RandomAccessFile(path: TestSupport.photo("photo-small-rocket-640x427.jpg")).readAll()
        try TestSupport.write(Array(rocket.prefix(20)), to: folder + "/cut.jpg")
        #expect(throws: ImageError.empty) { try ImageDecoder.header(path: folder + "/empty.jpg") }
        #expect(throws: ImageError.self) { try ImageDecoder.header(path: folder + "/text.jpg") }
        #expect(throws: ImageError.truncated) { try ImageDecoder.header(path: folder + "/cut.jpg") }
        #expect(throws: ImageError.self) { try ImageDecoder.header(path: folder + "/missing.jpg") }
    }
}
}
