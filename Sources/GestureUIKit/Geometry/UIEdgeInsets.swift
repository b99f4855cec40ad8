import Foundation

/// UIKit's `UIEdgeInsets`: distances inset from the edges of a rectangle, in points.
///
/// A scroll view's `contentInset` adds this much scrollable room around its content: the smallest content
/// offset becomes (−left, −top) and the largest grows by right and bottom.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Points from each edge.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// `UIEdgeInsets(top:left:bottom:right:)` (each 0 unless given).
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets()

    /// `{top, left, bottom, right}` as UIKit prints it (`NSStringFromUIEdgeInsets`).
    public var description: String {
        "{\(top.compact), \(left.compact), \(bottom.compact), \(right.compact)}"
    }
}

extension CGRect {
    /// `inset(by:)`: the rectangle shrunk by `insets` (UIKit's `UIEdgeInsetsInsetRect`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}

/// UIKit's `UIRectEdge`: a set of a rectangle's edges (`UIScreenEdgePanGestureRecognizer.edges`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// `rawValue` (OptionSet).
    public let rawValue: UInt
    /// `init(rawValue:)` (OptionSet).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `UIRectEdge.top`.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// `UIRectEdge.left`.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// `UIRectEdge.bottom`.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// `UIRectEdge.right`.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// `UIRectEdge.all`.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
