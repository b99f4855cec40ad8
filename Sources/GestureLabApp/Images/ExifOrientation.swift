/// The EXIF orientation tag (0x0112): how the stored pixels must be turned to appear upright.
///
/// Raw values are the tag's 1...8. 5...8 swap width and height.
enum ExifOrientation: Int, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// True when the displayed image is the stored one turned a quarter (orientations 5...8).
    var swapsDimensions: Bool { rawValue >= 5 }

    /// `buffer` turned upright.
    ///
    /// For each displayed pixel (x, y) the source pixel is: 2 (x', y) mirrored; 3 rotated 180°; 4 flipped
    /// vertically; 5 transposed; 6 rotated 90° clockwise; 7 transversed; 8 rotated 90° anticlockwise.
    func apply(to buffer: PixelBuffer) -> PixelBuffer {
        if self == .up { return buffer }
        let w = buffer.width, h = buffer.height
        let (ow, oh) = swapsDimensions ? (h, w) : (w, h)
        var out = [UInt32](repeating: 0, count: ow * oh)
        buffer.bgra.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt32.self)
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<oh {
                    for x in 0..<ow {
                        let (sx, sy): (Int, Int)
                        switch self {
                        case .up: (sx, sy) = (x, y)
                        case .upMirrored: (sx, sy) = (w - 1 - x, y)
                        case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case .downMirrored: (sx, sy) = (x, h - 1 - y)
                        case .leftMirrored: (sx, sy) = (y, x)
                        case .right: (sx, sy) = (y, h - 1 - x)
                        case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                        case .left: (sx, sy) = (w - 1 - y, x)
                        }
                        dst[y * ow + x] = src[sy * w + sx]
                    }
                }
            }
        }
        let bytes = out.withUnsafeBytes { [UInt8]($0) }
        return PixelBuffer(width: ow, height: oh, bgra: bytes)
    }
}
