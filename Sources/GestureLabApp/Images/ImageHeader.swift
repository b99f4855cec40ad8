/// What a file's header says: format, stored pixel size and EXIF orientation; read without decoding.
struct ImageHeader: Equatable, Sendable {
    /// `other`: a format SDL_image reads, sized by its probe.
    enum Format: String, Sendable { case jpeg, png, other }

    var format: Format
    /// The size of the stored pixels, before orientation.
    var storedWidth: Int
    var storedHeight: Int
    var orientation: ExifOrientation = .up

    /// The upright size in pixels, as the image is shown (width and height swapped for orientations 5...8).
    var pixelSize: (width: Int, height: Int) {
        orientation.swapsDimensions ? (storedHeight, storedWidth) : (storedWidth, storedHeight)
    }

    var pixelCount: Int { storedWidth * storedHeight }

    static func == (a: ImageHeader, b: ImageHeader) -> Bool {
        a.format == b.format && a.storedWidth == b.storedWidth && a.storedHeight == b.storedHeight
            && a.orientation == b.orientation
    }
}
