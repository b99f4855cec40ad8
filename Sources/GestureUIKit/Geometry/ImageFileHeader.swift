import Foundation

/// An image file's upright pixel size, read from its header in pure Swift: what `UIImage(contentsOfFile:)` needs.
///
/// Why a header reader here and not a decoder hook the front end installs: the model must work with no front end at
/// all (`gesturelab replay` and `test` without a window, a user's tests through GestureLabTesting), must not import
/// SDL, and should not depend on a process-wide hook being set. The size is all the model needs to lay out; the
/// pixels are decoded by the front end when the display list draws the image (`ImageHandle(file:)`), with the
/// decoder the run's photos use. The signatures read are the ones that decoder accepts: JPEG (frame header, EXIF
/// orientation, and the end-of-image marker the app's decoder also requires), PNG (IHDR), GIF, BMP and WebP (VP8,
/// VP8L, VP8X). Anything else is not an image: nil, as UIKit's `UIImage(contentsOfFile:)` returns for it.
enum ImageFileHeader {
    /// The upright pixel size of the image file at `path` (width and height swapped for EXIF orientations 5-8), or
    /// nil for a missing, empty, unrecognised or broken file.
    static func pixelSize(ofFile path: String) -> CGSize? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let length = try? file.seekToEnd(), length > 0 else { return nil }
        let reader = HeaderBytes(file: file, length: Int(length))
        let head = reader.bytes(at: 0, count: 32)
        guard head.count >= 4 else { return nil }
        if head.starts(with: [0xFF, 0xD8]) { return jpegSize(reader) }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard head.count >= 24, Array(head[12..<16]) == Array("IHDR".utf8) else { return nil }
            return size(bigEndian32(head, 16), bigEndian32(head, 20))
        }
        if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) {
            guard head.count >= 10 else { return nil }
            return size(littleEndian16(head, 6), littleEndian16(head, 8))
        }
        if head.starts(with: Array("BM".utf8)) { return bmpSize(head) }
        if head.starts(with: Array("RIFF".utf8)), head.count >= 30, Array(head[8..<12]) == Array("WEBP".utf8) {
            return webpSize(head)
        }
        return nil
    }

    private static func size(_ width: Int, _ height: Int) -> CGSize? {
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    private static func bmpSize(_ head: [UInt8]) -> CGSize? {
        guard head.count >= 26 else { return nil }
        if littleEndian32(head, 14) == 12 { return size(littleEndian16(head, 18), littleEndian16(head, 20)) }
        let height = Int32(truncatingIfNeeded: UInt32(littleEndian32(head, 22)))
        return size(littleEndian32(head, 18), Int(height.magnitude))
    }

    private static func webpSize(_ head: [UInt8]) -> CGSize? {
        switch String(decoding: head[12..<16], as: UTF8.self) {
        case "VP8 ":
            return size(littleEndian16(head, 26) & 0x3FFF, littleEndian16(head, 28) & 0x3FFF)
        case "VP8L":
            let b = head[21...24].map(Int.init)
            return size(
                1 + (((b[1] & 0x3F) << 8) | b[0]), 1 + (((b[3] & 0xF) << 10) | (b[2] << 2) | ((b[1] & 0xC0) >> 6)))
        case "VP8X":
            let width = 1 + (Int(head[24]) | Int(head[25]) << 8 | Int(head[26]) << 16)
            let height = 1 + (Int(head[27]) | Int(head[28]) << 8 | Int(head[29]) << 16)
            return size(width, height)
        default:
            return nil
        }
    }

    /// Walks the JPEG segments to the first frame header (SOF0...SOF15 but DHT, JPG, DAC), noting the EXIF
    /// orientation on the way; nil when the file has no end-of-image marker in its last 64 KB (cut short), as the
    /// app's decoder refuses it.
    private static func jpegSize(_ reader: HeaderBytes) -> CGSize? {
        let tail = reader.bytes(at: max(0, reader.length - 65_536), count: 65_536)
        guard zip(tail, tail.dropFirst()).contains(where: { $0 == 0xFF && $1 == 0xD9 }) else { return nil }
        var offset = 2
        var swapsSides = false
        while offset < reader.length {
            var marker = reader.bytes(at: offset, count: 2)
            guard marker.count == 2, marker[0] == 0xFF else { return nil }
            while marker[1] == 0xFF {  // fill bytes
                offset += 1
                marker = reader.bytes(at: offset, count: 2)
                guard marker.count == 2 else { return nil }
            }
            let code = marker[1]
            if code == 0x01 || (0xD0...0xD7).contains(code) {  // standalone markers
                offset += 2
                continue
            }
            guard code != 0xD9, code != 0xDA else { return nil }  // no frame header before the image data
            let lengthBytes = reader.bytes(at: offset + 2, count: 2)
            guard lengthBytes.count == 2 else { return nil }
            let length = bigEndian16(lengthBytes, 0)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(code), code != 0xC4, code != 0xC8, code != 0xCC {
                let frame = reader.bytes(at: offset + 4, count: 5)
                guard frame.count == 5, let stored = size(bigEndian16(frame, 3), bigEndian16(frame, 1)) else {
                    return nil
                }
                return swapsSides ? CGSize(width: stored.height, height: stored.width) : stored
            }
            if code == 0xE1 {
                let segment = reader.bytes(at: offset + 4, count: length - 2)
                if segment.starts(with: [0x45, 0x78, 0x69, 0x66, 0, 0]), let orientation = exifOrientation(segment) {
                    swapsSides = (5...8).contains(orientation)
                }
            }
            offset += 2 + length
        }
        return nil
    }

    /// The Orientation tag (0x0112) of IFD0 in an APP1 "Exif\0\0" segment, or nil when absent.
    private static func exifOrientation(_ segment: [UInt8]) -> Int? {
        let tiff = Array(segment.dropFirst(6))
        let bigEndian = tiff.starts(with: [0x4D, 0x4D])
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return bigEndian ? bigEndian16(tiff, at) : littleEndian16(tiff, at)
        }
        func u32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= tiff.count else { return nil }
            return bigEndian ? bigEndian32(tiff, at) : littleEndian32(tiff, at)
        }
        guard tiff.count >= 8, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<min(count, 1000) {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at), let type = u16(at + 2) else { return nil }
            if tag == 0x0112 { return type == 3 ? u16(at + 8) : u32(at + 8) }
        }
        return nil
    }

    private static func bigEndian16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    private static func littleEndian16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
    private static func bigEndian32(_ b: [UInt8], _ i: Int) -> Int { bigEndian16(b, i) << 16 | bigEndian16(b, i + 2) }
    private static func littleEndian32(_ b: [UInt8], _ i: Int) -> Int {
        littleEndian16(b, i) | littleEndian16(b, i + 2) << 16
    }
}

/// Bytes of an open file at given offsets, for header walking (a few dozen bytes a read).
private struct HeaderBytes {
    let file: FileHandle
    let length: Int

    /// Up to `count` bytes at `offset`; fewer at the end of the file, none past it.
    func bytes(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, offset < length, count > 0 else { return [] }
        do {
            try file.seek(toOffset: UInt64(offset))
            return [UInt8](try file.read(upToCount: min(count, length - offset)) ?? Data())
        } catch {
            return []
        }
    }
}
