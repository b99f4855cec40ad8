import Foundation

/// UIKit's `UIEdgeInsets`: insets in points from each edge.
public struct UIEdgeInsets: Hashable, Sendable {
    /// Points from each edge.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// `UIEdgeInsets(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    init(_ insets: EdgeInsets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
    }

    var core: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
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

    var core: RectEdge {
        var edges: RectEdge = []
        if contains(.top) { edges.insert(.top) }
        if contains(.left) { edges.insert(.left) }
        if contains(.bottom) { edges.insert(.bottom) }
        if contains(.right) { edges.insert(.right) }
        return edges
    }

    init(_ edges: RectEdge) {
        var result: UIRectEdge = []
        if edges.contains(.top) { result.insert(.top) }
        if edges.contains(.left) { result.insert(.left) }
        if edges.contains(.bottom) { result.insert(.bottom) }
        if edges.contains(.right) { result.insert(.right) }
        self = result
    }
}
