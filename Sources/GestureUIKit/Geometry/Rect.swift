/// An axis-aligned rectangle in points, origin at its top-left corner.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (CGRect.origin).
    public var origin: Point
    /// The width and height (CGRect.size).
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle at (`x`, `y`) of `width`×`height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin (CGRect.zero).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge (CGRect.minX).
    public var minX: Double { origin.x }
    /// The top edge (CGRect.minY).
    public var minY: Double { origin.y }
    /// The right edge (CGRect.maxX), outside the rectangle for `contains(_:)`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge (CGRect.maxY), outside the rectangle for `contains(_:)`.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre (CGRect.midX).
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre (CGRect.midY).
    public var midY: Double { origin.y + size.height / 2 }
    /// The width (CGRect.width).
    public var width: Double { size.width }
    /// The height (CGRect.height).
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// True when either dimension is zero or negative.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Half-open containment, as CGRectContainsPoint: the max edges are outside.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether the two overlap with a positive area (touching edges do not).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The overlap, or `.zero` when they do not overlap (CGRectIntersection gives the null rect).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Shrinks by `dx` on the left and right and `dy` on the top and bottom (CGRect.insetBy); negative grows.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The same size moved by (`dx`, `dy`) (CGRect.offsetBy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// `[x, y, WxH]` with short numbers, for reasons and logs.
    public var description: String { "[\(minX.compact), \(minY.compact), \(width.compact)x\(height.compact)]" }
}
