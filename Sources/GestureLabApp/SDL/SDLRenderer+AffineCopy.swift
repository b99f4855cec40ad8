internal import CPixelBlend
internal import CSDL2
import Foundation
import GestureUIKit

extension SDLRenderer {
    /// Draws texels `texels` (texel coordinates) of `texture` where `texelToPixel` puts them, nearest texel, white
    /// at `alpha` blended (`SDL_BLENDMODE_BLEND`), straight into the software renderer's own surface; false
    /// (nothing drawn) where it can't, and the caller draws triangles: not the software renderer, a texture target,
    /// a moved or scaled viewport, a surface that is neither ARGB8888 nor RGB888, a texture that can't be locked
    /// (only streaming ones can, `makeTexture(bgra:...)` on the software renderer), a map that can't be inverted
    /// or that shrinks more than 4096 texels to a pixel.
    ///
    /// Found by profiling the viewer's dismiss drag at 2560x1600: the rotation style turns the photo, and SDL 2.26's
    /// software renderer draws its two textured triangles through `SDL_BlitTriangle_Slow` (barycentric weights, a
    /// 64-bit division and a pixel-format decode per pixel), 44 % of the frame. `CPixelBlend`'s
    /// `gesturelab_affine_copy_draw` maps each row's first pixel back and steps in fixed point. A pixel is drawn
    /// when its centre maps inside `texels`, as SDL's filler draws a pixel whose centre is inside the triangles; the
    /// texel taken is the one under that centre, which SDL's fixed-point barycentric sampling matches but for a
    /// one-texel phase at some texel boundaries (`AffineCopyTests`, `AffineCopySceneTests`).
    ///
    /// `opaqueTexels`: every texel's alpha is 255 (`TiledTexture.isOpaque`, read from the decoded pixels); at
    /// alpha 255 each pixel is then stored as its texel without the blend (the same bytes, 2-3x faster).
    func affineCopyDirect(
        _ texture: SDLTexture, texels: CGRect, texelToPixel: CGAffineTransform, alpha: UInt8,
        opaqueTexels: Bool = false
    ) -> Bool {
        guard alpha > 0, let handle, isSoftware, SDL_GetRenderTarget(handle) == nil, let textureHandle = texture.handle
        else { return false }
        let determinant = texelToPixel.a * texelToPixel.d - texelToPixel.b * texelToPixel.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return false }
        let inverse = texelToPixel.inverted()
        let limit = 4096.0
        guard [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy({ $0.isFinite }),
            max(abs(inverse.a), abs(inverse.b), abs(inverse.c), abs(inverse.d)) < limit
        else { return false }
        var format: UInt32 = 0, access: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        guard SDL_QueryTexture(textureHandle, &format, &access, &w, &h) == 0,
            format == SDL_PIXELFORMAT_ARGB8888.rawValue, access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
        else { return false }
        // What SDL queued so far lands first (this draw covers it), and the window's surface is taken anew.
        SDL_RenderFlush(handle)
        guard let output = directOutput(of: handle) else { return false }
        let u0 = max(0, texels.minX), v0 = max(0, texels.minY)
        let u1 = min(Double(w), texels.maxX), v1 = min(Double(h), texels.maxY)
        guard u0 < u1, v0 < v1 else { return true }
        // The pixel bounding box of the drawn texels, so rows and columns far from the image are not visited.
        let corners = [CGPoint(x: u0, y: v0), CGPoint(x: u1, y: v0), CGPoint(x: u1, y: v1), CGPoint(x: u0, y: v1)]
            .map { texelToPixel.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        func pixel(_ v: CGFloat?, _ rule: FloatingPointRoundingRule) -> Int {
            Int(min(1e6, max(-1e6, v ?? 0)).rounded(rule))
        }
        let left = pixel(xs.min(), .down), top = pixel(ys.min(), .down)
        let bounds = PixelRect(x: left, y: top, width: pixel(xs.max(), .up) - left, height: pixel(ys.max(), .up) - top)
            .intersection(output.clip)
        guard !bounds.isEmpty else { return true }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(textureHandle, nil, &pixels, &pitch) == 0, let pixels else { return false }
        defer { SDL_UnlockTexture(textureHandle) }
        var copy = gesturelab_affine_copy(
            pixels: output.pixels.assumingMemoryBound(to: UInt8.self), pitch: output.pitch,
            keeps_alpha: output.hasAlpha ? 1 : 0,
            clip_x: Int32(bounds.x), clip_y: Int32(bounds.y), clip_w: Int32(bounds.width), clip_h: Int32(bounds.height),
            texels: UnsafeRawPointer(pixels).assumingMemoryBound(to: UInt8.self), texel_pitch: pitch,
            texture_w: w, texture_h: h, u0: u0, v0: v0, u1: u1, v1: v1,
            ua: inverse.a, ub: inverse.c, uc: inverse.tx, va: inverse.b, vb: inverse.d, vc: inverse.ty,
            alpha: UInt32(alpha), opaque_texels: opaqueTexels ? 1 : 0)
        _ = gesturelab_affine_copy_draw_banded(rasterBands?.pointer, &copy)
        return true
    }

    /// `directOutput` once SDL has drawn what it queued (the direct pixels go over it), for a software renderer
    /// drawing into its own surface (no texture target); nil otherwise.
    func flushedDirectOutput() -> (pixels: UnsafeMutableRawPointer, pitch: Int32, hasAlpha: Bool, clip: PixelRect)? {
        guard let handle, isSoftware, SDL_GetRenderTarget(handle) == nil else { return nil }
        SDL_RenderFlush(handle)
        return directOutput(of: handle)
    }

    /// The software renderer's own surface when drawing into it directly gives SDL's pixels: no texture target,
    /// an unmoved, unscaled viewport, ARGB8888 or RGB888, not RLE, the output's size; with the pixels it may
    /// write (the surface within the renderer's clip).
    func directOutput(of handle: OpaquePointer)
        -> (pixels: UnsafeMutableRawPointer, pitch: Int32, hasAlpha: Bool, clip: PixelRect)?
    {
        guard let surface = ownSurface(of: handle) else { return nil }
        let hasAlpha: Bool
        switch surface.pointee.format.pointee.format {
        case SDL_PIXELFORMAT_ARGB8888.rawValue: hasAlpha = true
        case SDL_PIXELFORMAT_RGB888.rawValue: hasAlpha = false
        default: return nil
        }
        guard surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let pixels = surface.pointee.pixels else {
            return nil
        }
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(handle, &outputWidth, &outputHeight)
        guard outputWidth == surface.pointee.w, outputHeight == surface.pointee.h else { return nil }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(handle, &viewport)
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_RenderGetScale(handle, &scaleX, &scaleY)
        guard viewport.x == 0, viewport.y == 0, scaleX == 1, scaleY == 1 else { return nil }
        var clip = PixelRect(x: 0, y: 0, width: Int(outputWidth), height: Int(outputHeight))
        if SDL_RenderIsClipEnabled(handle) == SDL_TRUE {
            var rect = SDL_Rect()
            SDL_RenderGetClipRect(handle, &rect)
            clip = clip.intersection(PixelRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h)))
        }
        return (pixels, surface.pointee.pitch, hasAlpha, clip)
    }
}
