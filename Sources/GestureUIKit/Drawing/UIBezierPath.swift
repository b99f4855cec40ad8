import Foundation

/// Core Graphics' `CGPath`: an immutable path of straight segments (curves are kept as their end points), enough
/// for what gesture code hands layers: a shadow's outline (`shadowPath`) and a shape layer's `path`.
public final class CGPath: Hashable, Sendable {
    /// The subpaths' points, in order.
    package let subpaths: [[CGPoint]]

    package init(subpaths: [[CGPoint]]) { self.subpaths = subpaths }

    /// `boundingBox`: the smallest rectangle holding every point (`.null` for an empty path).
    public var boundingBox: CGRect {
        let points = subpaths.joined()
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Paths are equal when their points are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.subpaths == rhs.subpaths }

    /// Hashes the points.
    public func hash(into hasher: inout Hasher) {
        for point in subpaths.joined() {
            hasher.combine(point.x)
            hasher.combine(point.y)
        }
    }
}

/// UIKit's `UIBezierPath`: a path built from rectangles, ovals and lines, as `cgPath` for a layer.
///
/// Deviation: curves (ovals, rounded corners, arcs) are kept by their outline's bounding points only, so a path's
/// `bounds` is exact but the kit draws no path (`CAShapeLayer` is stored only; a shadow uses the bounding box).
open class UIBezierPath {
    private var subpaths: [[CGPoint]] = []

    /// `UIBezierPath()`: an empty path.
    public init() {}

    /// `UIBezierPath(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        subpaths = [Self.corners(of: rect)]
    }

    /// `UIBezierPath(ovalIn:)`: the oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }

    /// `UIBezierPath(roundedRect:cornerRadius:)`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(rect: rect)
    }

    /// `move(to:)`: starts a new subpath at `point`.
    open func move(to point: CGPoint) { subpaths.append([point]) }

    /// `addLine(to:)`: a straight segment from the current point.
    open func addLine(to point: CGPoint) {
        if subpaths.isEmpty { subpaths.append([]) }
        subpaths[subpaths.count - 1].append(point)
    }

    /// `close()`: closes the subpath (back to its first point).
    open func close() {
        guard let first = subpaths.last?.first else { return }
        addLine(to: first)
    }

    /// `append(_:)`: adds `bezierPath`'s subpaths.
    open func append(_ bezierPath: UIBezierPath) { subpaths += bezierPath.subpaths }

    /// `bounds`: the path's bounding box.
    open var bounds: CGRect { cgPath.boundingBox }

    /// `isEmpty`.
    open var isEmpty: Bool { subpaths.allSatisfy(\.isEmpty) }

    /// `cgPath`: the path as a `CGPath`.
    open var cgPath: CGPath { CGPath(subpaths: subpaths) }

    private static func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            CGPoint(x: rect.minX, y: rect.minY),
        ]
    }
}

/// UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    /// `rawValue` (OptionSet).
    public let rawValue: UInt
    /// `init(rawValue:)` (OptionSet).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.topLeft`.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// `.topRight`.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// `.bottomLeft`.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// `.bottomRight`.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// `.allCorners`.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
