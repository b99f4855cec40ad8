internal import CJPEGBands
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

    /// Decodes `data` at the smallest DCT scale (1/8, smaller still is impossible) with libjpeg's scanline API,
    /// handing each band of about `height / bands` rows to `band` (the rows decoded since the last band, the
    /// first one's index and the whole preview's height) as soon as it is in, top-down, every row once: the top of a preview can be shown while the rest decodes, as a
    /// browser shows a large JPEG. The result is pixel for pixel what `decode(data, maxPixelSize: 1, ...)` gives
    /// (the same libjpeg-turbo with the same settings: islow IDCT, fancy upsampling) and the errors are the same.
    ///
    /// TurboJPEG's `tjDecompress2` can't do this: it returns only once the whole image is in. The scanline decode
    /// runs in C (CJPEGBands), because libjpeg reports a fatal error by longjmp.
    static func decodePreviewInBands(
        _ data: [UInt8], pixelLimit: Int, bands: Int = 8, band: ((PixelBuffer, Int, Int) -> Void)? = nil
    ) throws -> PixelBuffer {
        var message = [CChar](repeating: 0, count: 256)
        func text() -> String {
            String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        var storedWidth: Int32 = 0, storedHeight: Int32 = 0
        let headerStatus = data.withUnsafeBufferPointer { buf in
            gesturelab_jpeg_scaled_size(
                buf.baseAddress, buf.count, 1, 1, &storedWidth, &storedHeight, &message, message.count)
        }
        if headerStatus != GESTURELAB_JPEG_OK { throw headerError(text()) }
        guard
            let scale = chooseScale(
                width: Int(storedWidth), height: Int(storedHeight), maxPixelSize: 1, pixelLimit: pixelLimit)
        else {
            throw ImageError.tooLarge(
                width: Int(storedWidth), height: Int(storedHeight), limitMegapixels: pixelLimit / 1_000_000)
        }
        let w = scale.apply(Int(storedWidth)), h = scale.apply(Int(storedHeight))
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let sink = BandSink(width: w, height: h, deliver: band)
        let status = data.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                sink.base = UnsafePointer(dst.baseAddress)
                defer { sink.base = nil }
                return gesturelab_jpeg_decode_bands(
                    src.baseAddress, src.count, Int32(scale.numerator), Int32(scale.denominator), dst.baseAddress,
                    Int32(w), Int32(h), Int32(max(1, (h + bands - 1) / max(1, bands))),
                    band == nil
                        ? nil
                        : { context, first, count in
                            guard let context else { return }
                            Unmanaged<BandSink>.fromOpaque(context).takeUnretainedValue().send(
                                firstRow: Int(first), count: Int(count))
                        }, Unmanaged.passUnretained(sink).toOpaque(), &message, message.count)
            }
        }
        switch status {
        case GESTURELAB_JPEG_OK:
            break
        case GESTURELAB_JPEG_HEADER_ERROR:
            throw headerError(text())
        case GESTURELAB_JPEG_WARNING:
            // As with TurboJPEG: a warning still gives a whole image, a premature end does not.
            if text().contains("Premature end") { throw ImageError.truncated }
        default:
            throw text().contains("Premature end") ? ImageError.truncated : ImageError.decodeFailed(text())
        }
        return PixelBuffer(width: w, height: h, bgra: pixels)
    }

    /// Copies each band's rows out of the buffer being decoded into and hands them on (decode thread only).
    private final class BandSink {
        let width: Int
        let height: Int
        let deliver: ((PixelBuffer, Int, Int) -> Void)?
        /// The output buffer while the decode runs.
        var base: UnsafePointer<UInt8>?

        init(width: Int, height: Int, deliver: ((PixelBuffer, Int, Int) -> Void)?) {
            self.width = width
            self.height = height
            self.deliver = deliver
        }

        func send(firstRow: Int, count: Int) {
            guard let base, let deliver, count > 0 else { return }
            let start = base + firstRow * width * 4
            let rows = [UInt8](UnsafeBufferPointer(start: start, count: count * width * 4))
            deliver(PixelBuffer(width: width, height: count, bgra: rows), firstRow, height)
        }
    }

    /// The error for a header that can't be read, as `error(_:)` maps TurboJPEG's.
    private static func headerError(_ message: String) -> ImageError {
        if message.contains("Premature end") || message.contains("insufficient") { return .truncated }
        return .corrupt(message)
    }

    private static func error(_ handle: tjhandle) -> ImageError {
        let message = String(cString: tjGetErrorStr2(handle))
        if message.contains("Premature end") || message.contains("insufficient") { return .truncated }
        return .corrupt(message)
    }
}
