internal import CSDL2

/// A frame read back from a renderer: tightly packed ARGB8888 pixels (bytes B, G, R, A in memory).
struct RenderedImage: Sendable, CustomStringConvertible {
    var width: Int
    var height: Int
    var bgra: [UInt8]

    var description: String { "RenderedImage(\(width)x\(height))" }

    /// The pixel at (`x`, `y`) as 0...255 channels; transparent black outside the image.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (bgra[i + 2], bgra[i + 1], bgra[i], bgra[i + 3])
    }

    /// Encodes the frame as PNG with `IMG_SavePNG` (off the render thread is fine: it uses only these bytes).
    func savePNG(_ path: String) throws {
        var copy = bgra
        try copy.withUnsafeMutableBytes { raw in
            let surface = try SDLSurface(
                taking: SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_ARGB8888.rawValue),
                call: "SDL_CreateRGBSurfaceWithFormatFrom")
            defer { surface.destroy() }
            try surface.savePNG(path)
        }
    }
}
