/// Reads an image's pixel size from its header only: JPEG SOF (+ EXIF orientation) and PNG IHDR.
///
/// Only these two, because the guarantees need them: a JPEG is decoded scaled and checked for its end marker,
/// and a PNG's claimed size is refused before any decode. Every other format (GIF, BMP, WebP, TIFF...) is left
/// to SDL_image, which reads it anyway.
///
/// Returns nil for those (the caller falls back to SDL_image's probing) and throws `ImageError` for a JPEG or PNG
/// whose header is broken. Reads a few dozen bytes, plus each JPEG segment
/// header on the way to the frame header (and the EXIF segment).
enum ImageHeaderReader {
    static func read(_ source: some ByteSource) throws -> ImageHeader? {
        if source.length == 0 { throw ImageError.empty }
        let head = source.bytes(at: 0, count: 32)
        if head.starts(with: [0xFF, 0xD8]) { return try readJPEG(source) }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try readPNG(head) }
        return nil
    }

    private static func sized(_ format: ImageHeader.Format, _ w: Int, _ h: Int) throws -> ImageHeader {
        guard w > 0, h > 0 else { throw ImageError.corrupt("\(format.rawValue) header gives size \(w)x\(h)") }
        return ImageHeader(format: format, storedWidth: w, storedHeight: h)
    }

    private static func readPNG(_ head: [UInt8]) throws -> ImageHeader {
        guard head.count >= 24 else { throw ImageError.truncated }
        guard Array(head[12..<16]) == Array("IHDR".utf8) else { throw ImageError.corrupt("PNG without IHDR") }
        return try sized(.png, be32(head, 16), be32(head, 20))
    }

    /// Walks the JPEG segments to the first frame header (SOF0...SOF15 but DHT, JPG, DAC), noting the EXIF
    /// orientation from an APP1 "Exif" segment on the way.
    private static func readJPEG(_ source: some ByteSource) throws -> ImageHeader {
        var offset = 2
        var orientation = ExifOrientation.up
        while true {
            var marker = source.bytes(at: offset, count: 2)
            guard marker.count == 2 else { throw ImageError.truncated }
            guard marker[0] == 0xFF else { throw ImageError.corrupt("expected a JPEG marker at byte \(offset)") }
            while marker[1] == 0xFF {  // fill bytes
                offset += 1
                marker = source.bytes(at: offset, count: 2)
                guard marker.count == 2 else { throw ImageError.truncated }
            }
            let code = marker[1]
            if code == 0x01 || (0xD0...0xD7).contains(code) {  // standalone markers
                offset += 2
                continue
            }
            if code == 0xD9 || code == 0xDA { throw ImageError.corrupt("no frame header before the image data") }
            let lengthBytes = source.bytes(at: offset + 2, count: 2)
            guard lengthBytes.count == 2 else { throw ImageError.truncated }
            let length = be16(lengthBytes, 0)
            guard length >= 2 else { throw ImageError.corrupt("JPEG segment length \(length)") }
            let isFrame = (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
            if isFrame {
                let sof = source.bytes(at: offset + 4, count: 5)
                guard sof.count == 5 else { throw ImageError.truncated }
                var header = try sized(.jpeg, be16(sof, 3), be16(sof, 1))
                header.orientation = orientation
                return header
            }
            if code == 0xE1 {
                let segment = source.bytes(at: offset + 4, count: length - 2)
                if segment.starts(with: [0x45, 0x78, 0x69, 0x66, 0, 0]),  // "Exif\0\0"
                    let value = TIFFFields(Array(segment[6...])).value(tag: 0x0112),
                    let parsed = ExifOrientation(rawValue: value)
                {
                    orientation = parsed
                }
            }
            offset += 2 + length
            if offset >= source.length { throw ImageError.truncated }
        }
    }
}

/// The first IFD of a TIFF structure (a TIFF file, or the body of an EXIF segment).
struct TIFFFields {
    private let bytes: [UInt8]
    private let bigEndian: Bool

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        bigEndian = bytes.starts(with: [0x4D, 0x4D])
    }

    private func u16(_ at: Int) -> Int? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return bigEndian ? be16(bytes, at) : le16(bytes, at)
    }

    private func u32(_ at: Int) -> Int? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return bigEndian ? be32(bytes, at) : le32(bytes, at)
    }

    /// The value of a SHORT or LONG entry `tag` in IFD0, or nil when absent or out of range.
    func value(tag: Int) -> Int? {
        guard bytes.count >= 8, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for i in 0..<min(count, 1000) {
            let entry = ifd + 2 + i * 12
            guard let t = u16(entry), let type = u16(entry + 2) else { return nil }
            if t == tag { return type == 3 ? u16(entry + 8) : u32(entry + 8) }
        }
        return nil
    }
}

func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
func le16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
func be32(_ b: [UInt8], _ i: Int) -> Int { be16(b, i) << 16 | be16(b, i + 2) }
func le32(_ b: [UInt8], _ i: Int) -> Int { le16(b, i) | le16(b, i + 2) << 16 }
