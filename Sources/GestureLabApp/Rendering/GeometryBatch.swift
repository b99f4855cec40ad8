internal import CSDL2
import Foundation
import GestureUIKit

/// Triangles waiting for one `SDL_RenderGeometry` call, built in pixels; reuses its arrays across frames.
///
/// Consecutive shapes with the same texture (or none) share a call; adding with a different texture, or a
/// clip change, flushes first. A steady frame therefore allocates nothing here once the arrays have grown.
struct GeometryBatch {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []
    private var texture: SDLTexture?
    /// Scratch contours for shape builders, kept to reuse their storage.
    var contourA: [CGPoint] = []
    var contourB: [CGPoint] = []

    /// Exchanges the scratch contours (the outer one becomes the next ring's inner one).
    mutating func swapContours() { swap(&contourA, &contourB) }

    init() {
        vertices.reserveCapacity(4096)
        indices.reserveCapacity(8192)
    }

    /// Draws what is batched and empties the batch (keeping capacity).
    mutating func flush(to renderer: SDLRenderer) {
        if !vertices.isEmpty { renderer.drawGeometry(vertices, indices: indices, texture: texture) }
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Makes `texture` the batch's texture, flushing triangles that used another.
    mutating func use(_ texture: SDLTexture?, renderer: SDLRenderer) {
        if self.texture !== texture {
            flush(to: renderer)
            self.texture = texture
        }
    }

    /// Appends a vertex and returns its index.
    @discardableResult
    mutating func vertex(_ p: CGPoint, _ color: SDL_Color, u: Double = 0, v: Double = 0) -> Int32 {
        vertices.append(
            SDL_Vertex(
                position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color,
                tex_coord: SDL_FPoint(x: Float(u), y: Float(v))))
        return Int32(vertices.count - 1)
    }

    mutating func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    /// A quad p0 p1 p2 p3 (in order around it) in one colour, texture coordinates u0...u1 × v0...v1.
    mutating func quad(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, color: SDL_Color,
        u0: Double = 0, v0: Double = 0, u1: Double = 1, v1: Double = 1
    ) {
        let a = vertex(p0, color, u: u0, v: v0), b = vertex(p1, color, u: u1, v: v0)
        let c = vertex(p2, color, u: u1, v: v1), d = vertex(p3, color, u: u0, v: v1)
        triangle(a, b, c)
        triangle(a, c, d)
    }

    /// The most a textured triangle may reach in SDL's software filler: |texel coordinate| × its doubled area in
    /// half pixels, kept at half of `Int32.max` for margin.
    ///
    /// SDL 2.26 `SDL_SW_BlitTriangle` (src/render/software/SDL_triangle.c) precomputes `s2_x_area.x = s2->x * area`
    /// in an `int` (an `SDL_Point`), where `area` is the cross product of the vertices in fixed point with
    /// `FP_BITS 1` (4 × the doubled area in pixels). A 860x930-pixel tile quad with texel rows up to 1024
    /// overflows it, and the triangle then samples scrambled rows and columns (the dismissing tall
    /// photo looked like stripes of other photos) or reads outside the texture and crashes.
    static let softwareTriangleLimit = 1 << 30

    /// How many parts per side a textured quad needs so each triangle stays under `softwareTriangleLimit`: 1 when
    /// it is small enough; at most 64.
    ///
    /// `doubledArea` is |cross product| of two adjacent edges in pixels, `maxTexel` the largest texel coordinate of
    /// its corners. Splitting into n×n parts divides the area by n², the texel coordinates stay as they are.
    static func softwareSubdivisions(doubledArea: Double, maxTexel: Double) -> Int {
        let product = 4 * doubledArea * max(1, maxTexel)
        guard product.isFinite, product >= Double(softwareTriangleLimit) else { return 1 }
        return min(64, Int((product / Double(softwareTriangleLimit)).squareRoot().rounded(.up)) + 1)
    }

    /// A quad textured with `texture`'s texels u0...u1 × v0...v1 (0...1), as a grid of smaller quads when SDL's
    /// software renderer would overflow on it (`softwareTriangleLimit`). Corners run p0 p1 p2 p3 around it; the
    /// grid interpolates them, exact for the affine maps drawn here.
    mutating func texturedQuad(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, color: SDL_Color, texture: SDLTexture,
        u0: Double, v0: Double, u1: Double, v1: Double
    ) {
        let ex = CGPoint(x: p1.x - p0.x, y: p1.y - p0.y), ey = CGPoint(x: p3.x - p0.x, y: p3.y - p0.y)
        let doubledArea = abs(ex.x * ey.y - ex.y * ey.x)
        let maxTexel = max(abs(u0), abs(u1)) * Double(texture.width) + max(abs(v0), abs(v1)) * Double(texture.height)
        let n = Self.softwareSubdivisions(doubledArea: doubledArea, maxTexel: maxTexel)
        guard n > 1 else {
            quad(p0, p1, p2, p3, color: color, u0: u0, v0: v0, u1: u1, v1: v1)
            return
        }
        // An (n+1)² grid of shared vertices, so neighbouring parts meet exactly (no seams from rounding twice).
        let first = Int32(vertices.count)
        for j in 0...n {
            let t = Double(j) / Double(n)
            for i in 0...n {
                let s = Double(i) / Double(n)
                let top = CGPoint(x: p0.x + (p1.x - p0.x) * s, y: p0.y + (p1.y - p0.y) * s)
                let bottom = CGPoint(x: p3.x + (p2.x - p3.x) * s, y: p3.y + (p2.y - p3.y) * s)
                vertex(
                    CGPoint(x: top.x + (bottom.x - top.x) * t, y: top.y + (bottom.y - top.y) * t), color,
                    u: u0 + (u1 - u0) * s, v: v0 + (v1 - v0) * t)
            }
        }
        let row = Int32(n + 1)
        for j in 0..<Int32(n) {
            for i in 0..<Int32(n) {
                let a = first + j * row + i, b = a + 1, c = a + row + 1, d = a + row
                triangle(a, b, c)
                triangle(a, c, d)
            }
        }
    }

    /// A triangle fan from `center` over the closed `contour`, all one colour.
    mutating func fan(center: CGPoint, contour: [CGPoint], color: SDL_Color) {
        guard contour.count >= 3 else { return }
        let c = vertex(center, color)
        let first = Int32(vertices.count)
        for p in contour { vertex(p, color) }
        let n = Int32(contour.count)
        // Even triangles, then odd ones: SDL's software renderer reads each pair of consecutive triangles that
        // share an edge as a possible axis-aligned rectangle, and two fan triangles with a right angle at the
        // centre (a square turned 45°) pass its test wrongly. Pairs that share only the centre never do.
        for i in stride(from: 0, to: n, by: 2) { triangle(c, first + i, first + (i + 1) % n) }
        for i in stride(from: 1, to: n, by: 2) { triangle(c, first + i, first + (i + 1) % n) }
    }

    /// The band between two closed contours of equal length, colours interpolated from `innerColor` to
    /// `outerColor` (feathered edges, shadows, strokes).
    mutating func ring(inner: [CGPoint], outer: [CGPoint], innerColor: SDL_Color, outerColor: SDL_Color) {
        guard inner.count == outer.count, inner.count >= 2 else { return }
        let n = Int32(inner.count)
        let firstInner = Int32(vertices.count)
        for p in inner { vertex(p, innerColor) }
        let firstOuter = Int32(vertices.count)
        for p in outer { vertex(p, outerColor) }
        // All first halves, then all second halves of the band's quads: see `fan` on SDL's rectangle test.
        for i in 0..<n { triangle(firstInner + i, firstOuter + i, firstOuter + (i + 1) % n) }
        for i in 0..<n { triangle(firstInner + i, firstOuter + (i + 1) % n, firstInner + (i + 1) % n) }
    }
}

extension SDL_Color {
    /// A core colour (straight alpha, 0...1) times `alpha`, as SDL's bytes.
    init(_ color: Color, alpha: Double = 1) {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        self.init(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha * alpha))
    }
}
