internal import CSDL2
import Foundation
import GestureUIKit

/// Fast paths for shapes that stay whole-pixel rectangles: unrotated, unmirrored fills and textured quads go
/// through SDL's rectangle fill and copy instead of `SDL_RenderGeometry`. On the software renderer the triangle
/// filler blends every pixel and sets up every edge; a rectangle fill of an opaque colour is a row copy.
extension DisplayListRenderer {
    /// A pixel rectangle: origin and size in output pixels.
    typealias PixelBox = (x: Int32, y: Int32, width: Int32, height: Int32)

    /// Pixels: coordinates are clamped to ±this so a hugely zoomed rectangle still fits `Int32`.
    private static let coordinateLimit = 1_000_000.0

    /// The whole pixels whose centres `rect` covers under `t` (points already mapped to pixels), or nil when
    /// `t` rotates, shears or mirrors. `keepsSize`: round the size rather than each edge (text stays 1:1).
    func pixelBox(_ rect: CGRect, pixelTransform t: CGAffineTransform, keepsSize: Bool = false) -> PixelBox? {
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return nil }
        func clamp(_ v: Double) -> Double { min(Self.coordinateLimit, max(-Self.coordinateLimit, v)) }
        let minX = clamp(t.a * rect.minX + t.tx), maxX = clamp(t.a * rect.maxX + t.tx)
        let minY = clamp(t.d * rect.minY + t.ty), maxY = clamp(t.d * rect.maxY + t.ty)
        let x0 = minX.rounded(), y0 = minY.rounded()
        let x1 = keepsSize ? x0 + (maxX - minX).rounded() : maxX.rounded()
        let y1 = keepsSize ? y0 + (maxY - minY).rounded() : maxY.rounded()
        return (Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    }

    /// Fills `rect` with SDL's rectangle fill (no blending when `color` is opaque); false when `t` isn't
    /// axis-aligned, and the caller draws triangles. Flushes the batch first, keeping the drawing order.
    ///
    /// A fill thinner than a pixel still covers one, as a device draws a hairline: a table's 0.5 pt separator at a
    /// zoom near 1 is half a pixel, and rounding each edge would draw every other one and drop the rest.
    func fillRectFast(_ rect: CGRect, pixelTransform t: CGAffineTransform, color: SDL_Color) -> Bool {
        guard let box = pixelBox(rect, pixelTransform: t) else { return false }
        let width = box.width == 0 && rect.width > 0 ? 1 : box.width
        let height = box.height == 0 && rect.height > 0 ? 1 : box.height
        batch.flush(to: renderer)
        renderer.fillRect(x: box.x, y: box.y, width: width, height: height, color: color)
        return true
    }

    /// Copies the texels u0...u1 × v0...v1 of `texture` to `rect` with SDL's (scaled) copy, tinted by `color`;
    /// false when `t` isn't axis-aligned. `opaque`: every texel is opaque, so an untinted copy needs no blending.
    func copyRectFast(
        _ texture: SDLTexture, rect: CGRect, pixelTransform t: CGAffineTransform, color: SDL_Color,
        u0: Double = 0, v0: Double = 0, u1: Double = 1, v1: Double = 1, opaque: Bool = false, keepsSize: Bool = false
    ) -> Bool {
        guard let box = pixelBox(rect, pixelTransform: t, keepsSize: keepsSize) else { return false }
        let w = Double(texture.width), h = Double(texture.height)
        let sx0 = (u0 * w).rounded(), sx1 = (u1 * w).rounded()
        let sy0 = (v0 * h).rounded(), sy1 = (v1 * h).rounded()
        batch.flush(to: renderer)
        renderer.copy(
            texture, source: (Int32(sx0), Int32(sy0), Int32(sx1 - sx0), Int32(sy1 - sy0)), destination: box,
            color: color, opaque: opaque)
        return true
    }
}
