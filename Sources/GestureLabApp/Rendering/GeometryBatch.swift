internal import CSDL2
import GestureCore

/// Triangles waiting for one `SDL_RenderGeometry` call, built in pixels; reuses its arrays across frames.
///
/// Consecutive shapes with the same texture (or none) share a call; adding with a different texture, or a
/// clip change, flushes first. A steady frame therefore allocates nothing here once the arrays have grown.
struct GeometryBatch {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []
    private var texture: SDLTexture?
    /// Scratch contours for shape builders, kept to reuse their storage.
    var contourA: [Point] = []
    var contourB: [Point] = []

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
    mutating func vertex(_ p: Point, _ color: SDL_Color, u: Double = 0, v: Double = 0) -> Int32 {
        vertices.append(SDL_Vertex(
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
        _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, color: SDL_Color,
        u0: Double = 0, v0: Double = 0, u1: Double = 1, v1: Double = 1
    ) {
        let a = vertex(p0, color, u: u0, v: v0), b = vertex(p1, color, u: u1, v: v0)
        let c = vertex(p2, color, u: u1, v: v1), d = vertex(p3, color, u: u0, v: v1)
        triangle(a, b, c)
        triangle(a, c, d)
    }

    /// A triangle fan from `center` over the closed `contour`, all one colour.
    mutating func fan(center: Point, contour: [Point], color: SDL_Color) {
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
    mutating func ring(inner: [Point], outer: [Point], innerColor: SDL_Color, outerColor: SDL_Color) {
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
