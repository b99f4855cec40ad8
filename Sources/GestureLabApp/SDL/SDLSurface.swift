internal import CSDL2
internal import CSDLImageOnDemand

/// An owned `SDL_Surface`: CPU pixels, the target of the headless renderer and of SDL_image decodes.
final class SDLSurface {
    private(set) var pointer: UnsafeMutablePointer<SDL_Surface>?

    /// Takes ownership of a surface SDL returned; throws the SDL error when it is nil.
    init(taking surface: UnsafeMutablePointer<SDL_Surface>?, call: String) throws {
        guard let surface else { throw SDLError.current(call) }
        pointer = surface
    }

    /// A blank 32-bit ARGB8888 surface (bytes B, G, R, A in memory on little-endian machines).
    convenience init(width: Int, height: Int) throws {
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        try self.init(
            taking: SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format),
            call: "SDL_CreateRGBSurfaceWithFormat")
    }

    var width: Int { Int(pointer?.pointee.w ?? 0) }
    var height: Int { Int(pointer?.pointee.h ?? 0) }

    /// This surface converted to ARGB8888 (a new surface; this one is untouched).
    func convertedToARGB8888() throws -> SDLSurface {
        guard let pointer else { throw SDLError(call: "SDL_ConvertSurfaceFormat", message: "surface destroyed") }
        return try SDLSurface(
            taking: SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, 0),
            call: "SDL_ConvertSurfaceFormat")
    }

    /// Copies the pixels of an ARGB8888 surface into a tightly packed BGRA byte array (row pitch = width × 4).
    func packedBytes() throws -> [UInt8] {
        guard let surface = pointer, let pixels = surface.pointee.pixels else {
            throw SDLError(call: "packedBytes", message: "surface has no pixels")
        }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        let rowBytes = w * 4
        let needsLock = (surface.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
        if needsLock { try sdlCheck(SDL_LockSurface(surface), "SDL_LockSurface") }
        defer { if needsLock { SDL_UnlockSurface(surface) } }
        let source = pixels.assumingMemoryBound(to: UInt8.self)
        return [UInt8](unsafeUninitializedCapacity: rowBytes * h) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<h { (base + y * rowBytes).update(from: source + y * pitch, count: rowBytes) }
            count = rowBytes * h
        }
    }

    /// Writes the surface as a PNG with `IMG_SavePNG`.
    func savePNG(_ path: String) throws {
        guard let pointer else { throw SDLError(call: "IMG_SavePNG", message: "surface destroyed") }
        try sdlCheck(gesturelab_img_save_png(pointer, path), "IMG_SavePNG")
    }

    func destroy() {
        if let pointer { SDL_FreeSurface(pointer) }
        pointer = nil
    }
}
