/// Distances inset from the edges of a rectangle, as UIEdgeInsets; in points.
///
/// A scroll view's `contentInset` adds this much scrollable room around its content: the smallest content
/// offset becomes (−left, −top) and the largest grows by right and bottom.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Points inset from the top.
    public var top: Double
    /// Points inset from the left.
    public var left: Double
    /// Points inset from the bottom.
    public var bottom: Double
    /// Points inset from the right.
    public var right: Double

    /// Insets of the given points on each edge (0 unless given).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset (UIEdgeInsets.zero).
    public static let zero = EdgeInsets()

    /// `{top, left, bottom, right}` as UIKit prints it (NSStringFromUIEdgeInsets).
    public var description: String {
        "{\(top.compact), \(left.compact), \(bottom.compact), \(right.compact)}"
    }
}
