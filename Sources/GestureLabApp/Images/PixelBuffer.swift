/// Decoded pixels, tightly packed BGRA bytes (ARGB8888 on little-endian), ready for `SDL_UpdateTexture`.
///
/// A plain value of `[UInt8]`, so it crosses from the decode thread to the render thread as `Sendable`.
struct PixelBuffer: Sendable, Equatable {
    var width: Int
    var height: Int
    var bgra: [UInt8]

    var byteCount: Int { bgra.count }

    /// Whether every pixel's alpha is 255 (one pass over the alpha bytes, on the decode thread; it stops at the
    /// first that isn't). Read as bytes: the array's storage is not rebound to another type.
    var isOpaque: Bool {
        bgra.withUnsafeBufferPointer { bytes in
            stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 }
        }
    }

    /// The pixel at (`x`, `y`) as 0...255 channels.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (bgra[i + 2], bgra[i + 1], bgra[i], bgra[i + 3])
    }

    /// A copy shrunk by an integer `factor` with a box filter (for non-JPEG images decoded larger than shown).
    func boxDownscaled(by factor: Int) -> PixelBuffer {
        guard factor > 1 else { return self }
        let w = max(1, width / factor), h = max(1, height / factor)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        bgra.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w {
                        var sum = (0, 0, 0, 0), n = 0
                        for sy in (y * factor)..<min(height, (y + 1) * factor) {
                            var i = (sy * width + x * factor) * 4
                            for _ in (x * factor)..<min(width, (x + 1) * factor) {
                                sum.0 += Int(src[i]); sum.1 += Int(src[i + 1])
                                sum.2 += Int(src[i + 2]); sum.3 += Int(src[i + 3])
                                i += 4
                                n += 1
                            }
                        }
                        let o = (y * w + x) * 4
                        dst[o] = UInt8(sum.0 / n); dst[o + 1] = UInt8(sum.1 / n)
                        dst[o + 2] = UInt8(sum.2 / n); dst[o + 3] = UInt8(sum.3 / n)
                    }
                }
            }
        }
        return PixelBuffer(width: w, height: h, bgra: out)
    }
}
