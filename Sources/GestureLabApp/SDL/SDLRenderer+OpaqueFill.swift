internal import CPixelBlend
internal import CSDL2
import Foundation

extension SDLRenderer {
    /// Whether opaque fills go through `opaqueFillDirect`; `GESTURELAB_OPAQUE_FILLS=sdl` leaves them to SDL for a
    /// run (the performance page's before and after from one build).
    static let drawsOpaqueFillsDirectly = ProcessInfo.processInfo.environment["GESTURELAB_OPAQUE_FILLS"] != "sdl"

    /// Fills a pixel rectangle of the software renderer's own surface with the opaque `color`, writing the pixels
    /// `SDL_RenderFillRect` with `SDL_BLENDMODE_NONE` writes (`SDL_MapRGBA`: alpha 255 on ARGB8888, the fourth
    /// byte 0 on RGB888), with ordinary stores; false (nothing drawn) where `directOutput` can't be used or the
    /// colour is translucent.
    ///
    /// Found by profiling the viewer's dismiss fade at 2560x1600: SDL 2.26's `SDL_FillRect` (`SDL_FillRect4SSE`)
    /// writes with `movntps`, which bypasses the cache, and was a third of the frame; the same pixels are read
    /// back at once by the thumbnails' copies and the backdrop's blend.
    func opaqueFillDirect(x: Int32, y: Int32, width: Int32, height: Int32, color: SDL_Color) -> Bool {
        guard color.a == 255, width > 0, height > 0, let output = flushedDirectOutput() else { return false }
        let area = PixelRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height)).intersection(output.clip)
        guard !area.isEmpty else { return true }
        let pixel = (output.hasAlpha ? 0xFF00_0000 : 0) | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let origin = (output.pixels + area.y * Int(output.pitch) + area.x * 4).assumingMemoryBound(to: UInt8.self)
        gesturelab_fill_rect(
            rasterBands?.pointer, origin, Int(output.pitch), Int32(area.width), Int32(area.height), pixel)
        return true
    }
}
