internal import CTurboJPEG

/// Decodes JPEG with libjpeg-turbo, DCT-scaled to the smallest factor that still covers the size shown,
/// straight to BGRA.
///
/// DCT scaling decodes a 27 MP photo at 1/4 in 54 ms and 11 MB instead of 84 ms and 88 MB (toolchain.md).
enum JPEGDecoder {
    /// A libjpeg-turbo scaling factor, `numerator/denominator`.
    struct Scale: Equatable, Sendable, CustomStringConvertible {
        var numerator: Int
        var denominator: Int

        /// `dimension` scaled as libjpeg-turbo does (TJSCALED: rounded up).
        func apply(_ dimension: Int) -> Int { (dimension * numerator + denominator - 1) / denominator }
        var description: String { "\(numerator)/\(denominator)" }
    }

    /// The factors this libjpeg-turbo offers (2/1 ... 1/8 in eighths).
    static let availableScales: [Scale] = {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count), count > 0 else { return [Scale(numerator: 1, denominator: 1)] }
        return (0..<Int(count)).map { Scale(numerator: Int(factors[$0].num), denominator: Int(factors[$0].denom)) }
    }()

    /// The smallest factor ≤ 1 whose scaled longest side is at least `maxPixelSize` (nil: full size), then
    /// smaller still until the output has at most `pixelLimit` pixels; nil when even the smallest is too big.
    static func chooseScale(
        width: Int, height: Int, maxPixelSize: Int?, pixelLimit: Int, scales: [Scale] = availableScales
    ) -> Scale? {
        let downscales = scales.filter { $0.numerator <= $0.denominator }
            .sorted { $0.numerator * $1.denominator < $1.numerator * $0.denominator }  // smallest first
        let longest = max(width, height)
        var index = downscales.count - 1  // 1/1
        if let target = maxPixelSize {
            index = downscales.firstIndex { $0.apply(longest) >= target } ?? downscales.count - 1
        }
        while index >= 0 {
            let s = downscales[index]
            if s.apply(width) * s.apply(height) <= pixelLimit { return s }
            index -= 1
        }
        return nil
    }

    /// Decodes `data` (a whole JPEG file) at the chosen scale; orientation is left to the caller.
    static func decode(_ data: [UInt8], maxPixelSize: Int?, pixelLimit: Int) throws -> PixelBuffer {
        guard let handle = tjInitDecompress() else { throw ImageError.decodeFailed("tjInitDecompress failed") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerStatus = data.withUnsafeBufferPointer { buf in
            tjDecompressHeader3(handle, buf.baseAddress, UInt(buf.count), &width, &height, &subsampling, &colorspace)
        }
        if headerStatus != 0 { throw error(handle) }
        guard
            let scale = chooseScale(
                width: Int(width), height: Int(height), maxPixelSize: maxPixelSize, pixelLimit: pixelLimit)
        else {
            throw ImageError.tooLarge(width: Int(width), height: Int(height), limitMegapixels: pixelLimit / 1_000_000)
        }
        let w = scale.apply(Int(width)), h = scale.apply(Int(height))
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let status = data.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                tjDecompress2(
                    handle, src.baseAddress, UInt(src.count), dst.baseAddress, Int32(w), Int32(w * 4), Int32(h),
                    Int32(TJPF_BGRA.rawValue), 0)
            }
        }
        if status != 0 {
            // Warnings (e.g. extraneous bytes) still give a whole image; a premature end does not.
            let message = String(cString: tjGetErrorStr2(handle))
            if tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) || message.contains("Premature end") {
                throw message.contains("Premature end") ? ImageError.truncated : ImageError.decodeFailed(message)
            }
        }
        return PixelBuffer(width: w, height: h, bgra: pixels)
    }

    private static func error(_ handle: tjhandle) -> ImageError {
        let message = String(cString: tjGetErrorStr2(handle))
        if message.contains("Premature end") || message.contains("insufficient") { return .truncated }
        return .corrupt(message)
    }
}
