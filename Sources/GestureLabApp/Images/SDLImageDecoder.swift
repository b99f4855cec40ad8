internal import CSDL2
internal import CSDLImageOnDemand

/// Decodes everything but JPEG (PNG, GIF, BMP, WebP, TIFF) with SDL_image, converted to ARGB8888. SDL_image is
/// loaded by the first call (`CSDLImageOnDemand`), not at start.
///
/// Thread-safe: uses only surfaces (no renderer) and SDL's per-thread error string.
enum SDLImageDecoder {
    static func decode(path: String) throws -> PixelBuffer {
        let loaded: SDLSurface
        do {
            loaded = try SDLSurface(taking: gesturelab_img_load(path), call: "IMG_Load")
        } catch let error as SDLError {
            throw ImageError.decodeFailed(error.message)
        }
        defer { loaded.destroy() }
        do {
            let converted = try loaded.convertedToARGB8888()
            defer { converted.destroy() }
            return PixelBuffer(width: converted.width, height: converted.height, bgra: try converted.packedBytes())
        } catch let error as SDLError {
            throw ImageError.decodeFailed(error.description)
        }
    }

    /// The size SDL_image finds by loading the file: the fallback for formats whose header we don't parse.
    static func probeSize(path: String) throws -> (width: Int, height: Int) {
        guard let surface = gesturelab_img_load(path) else { throw ImageError.unknownFormat }
        defer { SDL_FreeSurface(surface) }
        return (Int(surface.pointee.w), Int(surface.pointee.h))
    }
}
