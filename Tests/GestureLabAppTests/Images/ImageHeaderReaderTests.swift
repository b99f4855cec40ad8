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

    @Test("reads GIF, BMP, WebP (VP8, VP8L, VP8X) and TIFF headers")
    func otherFormats() throws {
        let gif = Array("GIF89a".utf8) + [0x2C, 0x01, 0xC8, 0x00] + [UInt8](repeating: 0, count: 10)
        #expect(try dims(gif) == [300, 200])

        var bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + [40, 0, 0, 0]
        bmp += [0x40, 0x01, 0, 0] + [0x10, 0xFF, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 8)  // 320 x -240
        #expect(try dims(bmp) == [320, 240])

        let riff = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        let vp8l = riff + Array("VP8L".utf8) + [0, 0, 0, 0, 0x2F]
            + withUnsafeBytes(of: UInt32(99 | (49 << 14)).littleEndian, Array.init) + [UInt8](repeating: 0, count: 8)
        #expect(try dims(vp8l) == [100, 50])
        let vp8 = riff + Array("VP8 ".utf8) + [0, 0, 0, 0] + [0, 0, 0, 0x9D, 0x01, 0x2A] + [0x80, 0x02, 0xE0, 0x01, 0, 0]
        #expect(try dims(vp8) == [640, 480])
        let vp8x = riff + Array("VP8X".utf8) + [0, 0, 0, 0] + [0, 0, 0, 0] + [0xFF, 0x03, 0x00, 0xFF, 0x01, 0x00]
        #expect(try dims(vp8x) == [1024, 512])

        // Little-endian TIFF, one IFD with ImageWidth (SHORT) 70 and ImageLength (LONG) 30.
        var tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 2, 0]
        tiff += [0x00, 0x01, 3, 0, 1, 0, 0, 0, 70, 0, 0, 0]
        tiff += [0x01, 0x01, 4, 0, 1, 0, 0, 0, 30, 0, 0, 0]
        tiff += [0, 0, 0, 0]
        #expect(try dims(tiff) == [70, 30])
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
