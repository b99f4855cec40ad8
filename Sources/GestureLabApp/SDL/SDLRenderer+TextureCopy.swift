internal import CPixelBlend
internal import CSDL2
import Foundation

extension SDLRenderer {
    /// Whether opaque texture copies go through `textureCopyDirect`; `GESTURELAB_TEXTURE_COPIES=sdl` leaves them to
    /// SDL for a run (the performance page's before and after from one build).
    static let drawsTextureCopiesDirectly = ProcessInfo.processInfo.environment["GESTURELAB_TEXTURE_COPIES"] != "sdl"

    /// `SDL_RenderCopy` of `source` (texels) of an opaque texture to the pixel rectangle `destination` with
    /// `SDL_BLENDMODE_NONE` and no modulation, drawn straight into the software renderer's own surface on two
    /// threads, writing SDL's bytes (`CPixelBlend`'s `gesturelab_texture_copy`: SDL 2.26.5's `SDL_UpperBlit` and
    /// `SDL_PrivateUpperBlitScaled` clipping, its row copy, `Blit4to4MaskAlpha` and nearest stretches); false
    /// (nothing drawn) where it can't, and the caller lets SDL draw: not the software renderer's own surface
    /// (`flushedDirectOutput`), a texture that can't be locked (only streaming ARGB8888 ones can: the tiles of
    /// `makeTexture(bgra:...)` and `PrescaledImages`' bands on the software renderer), or sides past SDL's limits.
    ///
    /// Found by profiling the tall photo's scroll at 2560x1600: SDL's 1:1 copy of the pre-scaled photo
    /// (`Blit4to4MaskAlpha`, one pixel at a time in a Duff's device on the render thread) was the largest part of
    /// the scroll frame. And by counting the render thread's page faults in the panels' zoom workload at 2560x1600: a
    /// zoomed photo runs past the window, and SDL stretches such a copy whole into a temporary surface of the
    /// destination's size, allocated and cleared each time, before copying its visible part (2,912 page faults under
    /// `SDL_RenderCopy` in one run, none since); here only the visible part is stretched, straight into the window's
    /// surface.
    func textureCopyDirect(
        _ texture: SDLTexture, source: SDL_Rect, destination: SDL_Rect
    ) -> Bool {
        guard Self.drawsTextureCopiesDirectly, let textureHandle = texture.handle else { return false }
        var format: UInt32 = 0, access: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        guard SDL_QueryTexture(textureHandle, &format, &access, &w, &h) == 0,
            format == SDL_PIXELFORMAT_ARGB8888.rawValue, access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            let output = flushedDirectOutput()
        else { return false }
        var texels: UnsafeMutableRawPointer?
        var texelPitch: Int32 = 0
        guard SDL_LockTexture(textureHandle, nil, &texels, &texelPitch) == 0, let texels else { return false }
        defer { SDL_UnlockTexture(textureHandle) }
        let size = outputSize
        return gesturelab_texture_copy(
            rasterBands?.pointer, output.pixels.assumingMemoryBound(to: UInt8.self), Int(output.pitch),
            output.hasAlpha ? 1 : 0, Int32(size.width), Int32(size.height), Int32(output.clip.x),
            Int32(output.clip.y), Int32(output.clip.width), Int32(output.clip.height),
            UnsafeRawPointer(texels).assumingMemoryBound(to: UInt8.self), Int(texelPitch), w, h, source.x, source.y,
            source.w, source.h, destination.x, destination.y, destination.w, destination.h) == 1
    }
}
