internal import CSDL2
import Foundation

/// Anti-aliased discs kept as white textures by pixel radius, copied tinted (the touch overlay's fingers and
/// trail, page dots) on the software renderer.
///
/// Found by profiling the window at 2560x1600 (docs/performance.md): the touch overlay's discs were triangle fans
/// with a feathered rim, which SDL's software rasterizer fills pixel by pixel with barycentric blending, four times
/// the pixels of 1280x800 at twice the scale. A blended copy of the same coverage is a row loop. The coverage is
/// the fan's: full inside the radius, falling to none over one pixel across the edge. The disc lands on whole
/// pixels (its centre rounded, at most half a pixel off). Render thread only.
final class DiscCache {
    /// Radii are kept in quarter pixels.
    static let steps = 4.0
    /// Pixels: larger discs are drawn as triangles (a disc filling a screen is no overlay).
    static let maxRadius = 256.0
    /// Discs kept at once; more are all freed (radii repeat: a finger's indicator, a trail's dots).
    static let capacity = 32

    private let renderer: SDLRenderer
    private var textures: [Int: SDLTexture] = [:]

    init(renderer: SDLRenderer) {
        self.renderer = renderer
    }

    /// Discs held now.
    var count: Int { textures.count }

    /// Copies a disc of `radius` pixels centred on `center` (output pixels) in `color`; false when the caller should
    /// draw it as triangles (too large, too small, or SDL refused the texture).
    func draw(center: CGPoint, radius: Double, color: SDL_Color) -> Bool {
        guard radius >= 1, radius <= Self.maxRadius, center.x.isFinite, center.y.isFinite else { return false }
        let key = Int((radius * Self.steps).rounded())
        guard let texture = textures[key] ?? make(key) else { return false }
        let size = Int32(texture.width)
        let x = Int32((center.x - Double(size) / 2).rounded()), y = Int32((center.y - Double(size) / 2).rounded())
        renderer.copy(
            texture, source: (0, 0, size, size), destination: (x, y, size, size), color: color, opaque: false)
        return true
    }

    /// A white disc of `key` quarter pixels of radius, its coverage in the alpha channel.
    private func make(_ key: Int) -> SDLTexture? {
        if textures.count >= Self.capacity { removeAll() }
        let radius = Double(key) / Self.steps
        let size = 2 * (Int(radius.rounded(.up)) + 1)
        let middle = Double(size) / 2
        var bgra = [UInt8](repeating: 255, count: size * size * 4)
        for row in 0..<size {
            for column in 0..<size {
                let dx = Double(column) + 0.5 - middle, dy = Double(row) + 0.5 - middle
                let coverage = min(1, max(0, radius + 0.5 - (dx * dx + dy * dy).squareRoot()))
                bgra[(row * size + column) * 4 + 3] = UInt8((coverage * 255).rounded())
            }
        }
        guard let texture = try? renderer.makeTexture(bgra: bgra, rowPixels: size, width: size, height: size) else {
            return nil
        }
        textures[key] = texture
        return texture
    }

    /// Frees every texture (render reset, or before the renderer goes).
    func removeAll() {
        for texture in textures.values { texture.destroy() }
        textures.removeAll()
    }
}
