import Foundation

/// Turns a file into upright BGRA pixels no larger than needed, refusing what would allocate too much.
///
/// JPEG goes through libjpeg-turbo with DCT scaling; everything else through SDL_image and, when more than
/// twice the size shown, a box filter. The header is read first, so a file claiming 60000x60000 is refused
/// before anything is allocated.
enum ImageDecoder {
    /// Megapixels allowed in one full decode (200 MB of BGRA). Larger JPEGs must DCT-scale below it.
    static let defaultPixelLimit = 50_000_000

    /// A decode's result and how it was made.
    struct Decoded: Sendable {
        var pixels: PixelBuffer
        var header: ImageHeader
        /// The DCT factor used ("1/4"), or "box 1/2" / "full" for the other formats.
        var scaleNote: String
        /// Every pixel's alpha is 255: a JPEG, or another format whose pixels say so (a PNG without an alpha
        /// channel, or with one it never uses). Drawn unblended, such an image is copied rather than blended and
        /// can be kept pre-scaled (`PrescaledImages`); its pixels are the same either way.
        var isOpaque: Bool

        init(pixels: PixelBuffer, header: ImageHeader, scaleNote: String) {
            self.pixels = pixels
            self.header = header
            self.scaleNote = scaleNote
            isOpaque = header.format == .jpeg || pixels.isOpaque
        }
    }

    /// Reads the header of `path`, falling back to SDL_image's probe for signatures it doesn't know.
    ///
    /// Two refusals happen here already, so that a headless replay (which never decodes) reports them too: a
    /// non-JPEG image claiming more than `defaultPixelLimit` pixels (only JPEG can be decoded scaled), and a JPEG
    /// with no end-of-image marker in its last 64 KB (cut short; cameras may append data after the marker, hence
    /// the window).
    static func header(path: String) throws -> ImageHeader {
        let file = try RandomAccessFile(path: path)
        if let header = try ImageHeaderReader.read(file) {
            if header.format == .jpeg {
                guard hasEndOfImageMarker(file) else { throw ImageError.truncated }
            } else if header.pixelCount > defaultPixelLimit {
                throw ImageError.tooLarge(
                    width: header.storedWidth, height: header.storedHeight,
                    limitMegapixels: defaultPixelLimit / 1_000_000)
            }
            return header
        }
        let size = try SDLImageDecoder.probeSize(path: path)
        return ImageHeader(format: .other, storedWidth: size.width, storedHeight: size.height)
    }

    /// Whether the JPEG's end-of-image marker (FF D9) is in the last 64 KB of `file`.
    private static func hasEndOfImageMarker(_ file: RandomAccessFile) -> Bool {
        let window = min(file.length, 64 << 10)
        let tail = file.bytes(at: file.length - window, count: window)
        guard tail.count >= 2 else { return false }
        for i in stride(from: tail.count - 2, through: 0, by: -1) where tail[i] == 0xFF && tail[i + 1] == 0xD9 {
            return true
        }
        return false
    }

    /// Decodes `path` so that its longest side is at least `maxPixelSize` where the codec allows (nil: full).
    ///
    /// `preview`: a JPEG is decoded at libjpeg-turbo's smallest DCT scale (1/8: only each block's DC coefficient
    /// is transformed) with no box filter, the quickest picture of it there is; `maxPixelSize` is ignored.
    ///
    /// `band`: for a preview, called on this thread with each band of rows as it is decoded, top-down (the rows,
    /// where they go, the header; `JPEGDecoder.decodePreviewInBands`), before the whole preview is
    /// returned. Only for an upright photo: turned by its EXIF orientation, a band of stored rows is no band of
    /// the picture shown (a column for 6 and 8, the bottom first for 3), so such a photo's preview comes whole,
    /// once, as before.
    static func decode(
        path: String, maxPixelSize: Int?, pixelLimit: Int = defaultPixelLimit, preview: Bool = false,
        band: ((_ rows: PixelBuffer, _ place: RowBand, _ header: ImageHeader) -> Void)? = nil
    ) throws -> Decoded {
        countDecodeOnCurrentThread()
        let file = try RandomAccessFile(path: path)
        let parsed = try ImageHeaderReader.read(file)
        if let header = parsed, header.format == .jpeg {
            let data = file.readAll()
            guard data.count == file.length else { throw ImageError.unreadable("short read") }
            if preview {
                let deliver = header.orientation == .up ? band : nil
                let pixels = try JPEGDecoder.decodePreviewInBands(
                    data, pixelLimit: pixelLimit,
                    band: deliver.map { deliver in
                        { rows, first, height in deliver(rows, RowBand(firstRow: first, height: height), header) }
                    })
                let note = pixels.width == header.storedWidth ? "full" : "dct \(pixels.width)/\(header.storedWidth)"
                return Decoded(pixels: header.orientation.apply(to: pixels), header: header, scaleNote: note)
            }
            var pixels = try JPEGDecoder.decode(data, maxPixelSize: maxPixelSize, pixelLimit: pixelLimit)
            var note = pixels.width == header.storedWidth ? "full" : "dct \(pixels.width)/\(header.storedWidth)"
            // DCT scaling stops at 1/8: a thumbnail of a big photo still comes out several times too large, and the
            // renderer samples it nearest. Box-filter it the rest of the way here, on the worker.
            if let target = maxPixelSize, target > 0 {
                let factor = max(pixels.width, pixels.height) / target
                if factor >= 2 {
                    pixels = pixels.boxDownscaled(by: factor)
                    note += ", box 1/\(factor)"
                }
            }
            return Decoded(pixels: header.orientation.apply(to: pixels), header: header, scaleNote: note)
        }
        if let header = parsed, header.pixelCount > pixelLimit {
            throw ImageError.tooLarge(
                width: header.storedWidth, height: header.storedHeight, limitMegapixels: pixelLimit / 1_000_000)
        }
        var pixels = try SDLImageDecoder.decode(path: path)
        let header = parsed ?? ImageHeader(format: .other, storedWidth: pixels.width, storedHeight: pixels.height)
        var note = "full"
        if let target = maxPixelSize, target > 0 {
            let factor = max(pixels.width, pixels.height) / target
            if factor >= 2 {
                pixels = pixels.boxDownscaled(by: factor)
                note = "box 1/\(factor)"
            }
        }
        return Decoded(pixels: pixels, header: header, scaleNote: note)
    }

    private static let decodeCountKey = "GestureLab.ImageDecoder.decodes"

    /// Decodes started on the calling thread so far (a per-thread count: the bench checks the render thread's
    /// stays 0, every decode running on the decode worker).
    static var decodesOnCurrentThread: Int {
        Thread.current.threadDictionary[decodeCountKey] as? Int ?? 0
    }

    private static func countDecodeOnCurrentThread() {
        Thread.current.threadDictionary[decodeCountKey] = decodesOnCurrentThread + 1
    }
}
