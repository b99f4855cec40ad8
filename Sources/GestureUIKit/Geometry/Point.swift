/// A location or displacement in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Points to the right (CGPoint.x).
    public var x: Double
    /// Points down (CGPoint.y).
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point (`x`, `y`), unlabelled.
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    /// The origin (CGPoint.zero).
    public static let zero = Point(x: 0, y: 0)

    /// The distance from the origin, in points.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The sum, component by component.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The difference, component by component.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Both components times `k`.
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    /// Both components divided by `k`.
    public static func / (a: Point, k: Double) -> Point { Point(x: a.x / k, y: a.y / k) }
    /// The opposite displacement.
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    /// Adds `b` to `a`.
    public static func += (a: inout Point, b: Point) { a = a + b }
    /// Subtracts `b` from `a`.
    public static func -= (a: inout Point, b: Point) { a = a - b }

    /// The straight-line distance to `other`, in points.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// `(x, y)` with short numbers, for reasons and logs.
    public var description: String { "(\(x.compact), \(y.compact))" }
}

extension Double {
    /// A short rendering for reasons and logs: integers without a fraction, others to 2 places.
    public var compact: String {
        if !isFinite { return "\(self)" }
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
