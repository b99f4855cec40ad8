import Foundation
import GestureUIKit
@testable import GestureLabApp

extension SDLSuites.AffineCopyTests {
    /// Pixels drawn, pixels outside the tolerance, and the first of those.
    struct Comparison {
        var drawn = 0, wrong = 0
        var first: (x: Int, y: Int)?
    }

    /// SDL's blend of a texel over a destination pixel for a white vertex colour at `alpha`
    /// (`SDL_BlitTriangle_Slow`, SDL_blit_slow.c), with plain divisions.
    static func blend(texel: UInt32, over dst: UInt32, alpha: UInt8, keepsAlpha: Bool) -> UInt32 {
        var a = texel >> 24
        if alpha < 255 { a = a * UInt32(alpha) / 255 }
        var r = (texel >> 16) & 0xFF, g = (texel >> 8) & 0xFF, b = texel & 0xFF
        if a < 255 { (r, g, b) = (r * a / 255, g * a / 255, b * a / 255) }
        r += (255 - a) * ((dst >> 16) & 0xFF) / 255
        g += (255 - a) * ((dst >> 8) & 0xFF) / 255
        b += (255 - a) * (dst & 0xFF) / 255
        let outA = a + (255 - a) * (dst >> 24) / 255
        return (keepsAlpha ? outA << 24 : 0) | r << 16 | g << 8 | b
    }

    static func texel(_ texels: [UInt8], _ x: Int, _ y: Int) -> UInt32 {
        let i = (y * textureWidth + x) * 4
        return UInt32(texels[i + 3]) << 24 | UInt32(texels[i + 2]) << 16 | UInt32(texels[i + 1]) << 8
            | UInt32(texels[i])
    }

    /// Checks every pixel of `after` against the reference inverse map (see the suite's tolerance).
    static func compare(
        before: [UInt32], after: [UInt32], texels: [UInt8], drawn: CGRect, inverse: CGAffineTransform,
        clip: PixelRect, alpha: UInt8, keepsAlpha: Bool
    ) -> Comparison {
        let epsilon = 1e-4
        var result = Comparison()
        func fail(_ x: Int, _ y: Int) {
            result.wrong += 1
            if result.first == nil { result.first = (x, y) }
        }
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let p = inverse.apply(to: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let inClip = x >= clip.x && x < clip.x + clip.width && y >= clip.y && y < clip.y + clip.height
                let covered = inClip && p.x >= drawn.minX && p.x < drawn.maxX && p.y >= drawn.minY && p.y < drawn.maxY
                let nearEdge =
                    inClip
                    && (abs(p.x - drawn.minX) < epsilon || abs(p.x - drawn.maxX) < epsilon
                        || abs(p.y - drawn.minY) < epsilon || abs(p.y - drawn.maxY) < epsilon)
                if !covered {
                    if after[index] != before[index], !nearEdge { fail(x, y) }
                    continue
                }
                result.drawn += 1
                let tx = Int(p.x.rounded(.down)), ty = Int(p.y.rounded(.down))
                // The texels allowed: the reference's, and its neighbour across a boundary the centre is on.
                var xs = [tx], ys = [ty]
                if p.x - Double(tx) < epsilon { xs.append(tx - 1) }
                if Double(tx + 1) - p.x < epsilon { xs.append(tx + 1) }
                if p.y - Double(ty) < epsilon { ys.append(ty - 1) }
                if Double(ty + 1) - p.y < epsilon { ys.append(ty + 1) }
                var matches = nearEdge && after[index] == before[index]
                for sx in xs where sx >= 0 && sx < textureWidth {
                    for sy in ys where sy >= 0 && sy < textureHeight {
                        let expected = blend(
                            texel: texel(texels, sx, sy), over: before[index], alpha: alpha, keepsAlpha: keepsAlpha)
                        if expected == after[index] { matches = true }
                    }
                }
                if !matches { fail(x, y) }
            }
        }
        return result
    }
}
