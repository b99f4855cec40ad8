import CTurboJPEG
@testable import GestureLabApp

/// Small images made in the test: JPEGs with a hand-written EXIF segment, bare PNG headers.
enum JPEGFixtures {
    /// A JPEG of `storedWidth`x`storedHeight` whose left half is red and right half blue, with an APP1 EXIF
    /// segment carrying orientation `orientation` (big-endian TIFF, one IFD entry 0x0112 SHORT).
    static func withOrientation(_ orientation: Int, storedWidth w: Int, storedHeight h: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let red = x < w / 2
                (pixels[i], pixels[i + 1], pixels[i + 2]) = red ? (0, 0, 255) : (255, 0, 0)  // B, G, R
            }
        }
        let jpeg = encode(bgra: pixels, width: w, height: h)
        var exif: [UInt8] = Array("Exif".utf8) + [0, 0]
        exif += [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]  // "MM", 42, IFD0 at 8
        exif += [0, 1]  // one entry
        exif += [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0]
        exif += [0, 0, 0, 0]  // no next IFD
        let length = exif.count + 2
        let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + exif
        return Array(jpeg.prefix(2)) + app1 + Array(jpeg.dropFirst(2))
    }

    static func encode(bgra: [UInt8], width: Int, height: Int, quality: Int32 = 95) -> [UInt8] {
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = bgra.withUnsafeBufferPointer { src in
            tjCompress2(
                handle, src.baseAddress, Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_BGRA.rawValue),
                &out, &size, Int32(TJSAMP_444.rawValue), quality, 0)
        }
        guard status == 0, let out else { return [] }
        defer { tjFree(out) }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// The PNG signature and an IHDR chunk claiming `width`x`height`, and nothing after.
    static func pngHeader(width: Int, height: Int) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width)
            + be32(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }
}
