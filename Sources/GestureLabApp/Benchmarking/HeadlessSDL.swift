import Foundation

/// SDL started headless (the dummy video driver unless `SDL_VIDEODRIVER` is set) for `gesturelab-bench`; create
/// probes after it, close them, then `quit()`.
@_spi(Benchmarking)
public final class HeadlessSDL {
    private let context: SDLContext

    /// Starts SDL headless; throws when SDL cannot start.
    public init() throws {
        context = try SDLContext(headless: true)
    }

    /// Shuts SDL down (after every probe is closed).
    public func quit() { context.quit() }
}

/// The image decoder's paths, timed one call at a time, for `gesturelab-bench`.
@_spi(Benchmarking)
public enum DecodeProbe {
    /// Decodes `path` as the decode worker does (`maxPixelSize` nil: full size); returns the pixel size and how
    /// it was made ("full", "dct 1728/6912", "box 1/2").
    public static func decode(path: String, maxPixelSize: Int?) throws -> (width: Int, height: Int, note: String) {
        let decoded = try ImageDecoder.decode(path: path, maxPixelSize: maxPixelSize)
        return (decoded.pixels.width, decoded.pixels.height, decoded.scaleNote)
    }
}
