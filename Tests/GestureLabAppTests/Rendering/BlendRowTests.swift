import CPixelBlend
import Testing

/// The blended fill's and the backdrop copy's row kernels (`gesturelab_blend_fill_row`, `gesturelab_blend_copy_row`,
/// SSE2 in 16-bit lanes four pixels at a time, then one pixel at a time) against the formula they implement, written
/// here pixel by pixel: each channel `c * (255 - a) * 32897 >> 23` (`gesturelab_divide_by_255`, SDL's `DRAW_MUL`),
/// then the premultiplied colour added, the fourth byte 0 on RGB888. Every byte value in every channel, at every
/// inverse alpha, for row lengths that leave each tail of the four-pixel loop, at an unaligned start.
@Suite("The blend's row kernels")
struct BlendRowTests {
    /// The formula, one pixel.
    static func expected(_ pixel: UInt32, inverseAlpha: UInt32, added: UInt32, keepsAlpha: Bool) -> UInt32 {
        func scaled(_ shift: UInt32) -> UInt32 { (((pixel >> shift) & 0xFF) * inverseAlpha * 32897) >> 23 }
        let alpha = keepsAlpha ? scaled(24) << 24 : 0
        return (alpha | scaled(16) << 16 | scaled(8) << 8 | scaled(0)) &+ added
    }

    /// 256 pixels whose four channels run through every byte value, each channel in its own order.
    static let source: [UInt32] = (0..<256).map { i in
        let v = UInt32(i)
        return (v << 24) | (((v &* 7) & 0xFF) << 16) | (((255 - v) & 0xFF) << 8) | ((v &* 131 &+ 17) & 0xFF)
    }

    @Test("copy and fill: every byte at every inverse alpha, both formats, every tail of the four-pixel loop")
    func matchesTheFormula() {
        var wrong = 0
        var first = ""
        for keepsAlpha in [true, false] {
            for inverseAlpha in UInt32(0)...255 {
                // A colour the fill's alpha leaves room for: premultiplied by a = 255 - inverseAlpha.
                let a = 255 - inverseAlpha
                let added = ((keepsAlpha ? a : 0) << 24) | ((40 * a / 255) << 16) | ((200 * a / 255) << 8) | (a / 3)
                for width in [0, 1, 2, 3, 4, 5, 7, 255] {
                    // One pixel in: the loads and stores start off a 16-byte boundary.
                    let source = [0xDEAD_BEEF] + Array(Self.source.prefix(width))
                    var copied = [UInt32](repeating: 0x1234_5678, count: width + 1)
                    var filled = source
                    source.withUnsafeBufferPointer { src in
                        copied.withUnsafeMutableBufferPointer { dst in
                            gesturelab_blend_copy_row(
                                dst.baseAddress! + 1, src.baseAddress! + 1, Int32(width), inverseAlpha, added,
                                keepsAlpha ? 1 : 0)
                        }
                    }
                    filled.withUnsafeMutableBufferPointer { row in
                        gesturelab_blend_fill_row(
                            row.baseAddress! + 1, Int32(width), inverseAlpha, added, keepsAlpha ? 1 : 0)
                    }
                    if copied[0] != 0x1234_5678 || filled[0] != 0xDEAD_BEEF {
                        wrong += 1
                        first = first.isEmpty ? "a pixel before the row written" : first
                    }
                    for i in 0..<width {
                        let want = Self.expected(
                            Self.source[i], inverseAlpha: inverseAlpha, added: added, keepsAlpha: keepsAlpha)
                        if copied[i + 1] != want || filled[i + 1] != want {
                            wrong += 1
                            if first.isEmpty {
                                first =
                                    "pixel \(i) of \(width), inverse alpha \(inverseAlpha), keeps alpha \(keepsAlpha): "
                                    + "copy \(String(copied[i + 1], radix: 16)), fill \(String(filled[i + 1], radix: 16)), "
                                    + "want \(String(want, radix: 16))"
                            }
                        }
                    }
                }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels wrong; first: \(first)")
    }
}
