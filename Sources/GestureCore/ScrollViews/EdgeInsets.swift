/// Distances inset from the edges of a rectangle, as UIEdgeInsets; in points.
///
/// A scroll view's `contentInset` adds this much scrollable room around its content: the smallest content
/// offset becomes (−left, −top) and the largest grows by right and bottom.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    public var description: String {
        "{\(top.compact), \(left.compact), \(bottom.compact), \(right.compact)}"
    }
}
