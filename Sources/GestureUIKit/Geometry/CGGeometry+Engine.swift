import Foundation

// The engine's arithmetic on Foundation's CGPoint, CGSize and CGRect, which are the model's geometry (UIKit's
// own types; CGFloat is a Double on Linux). `package`: the app, replay and tests use them; a user's package sees
// only Foundation's members, as on iOS.

extension CGPoint {
    /// The point (`x`, `y`), unlabelled.
    package init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }

    /// The distance from the origin, in points.
    package var length: CGFloat { (x * x + y * y).squareRoot() }

    /// The sum, component by component.
    package static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    /// The difference, component by component.
    package static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    /// Both components times `k`.
    package static func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
    /// Both components divided by `k`.
    package static func / (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x / k, y: a.y / k) }
    /// Both components negated.
    package static prefix func - (a: CGPoint) -> CGPoint { CGPoint(x: -a.x, y: -a.y) }
    /// Adds `b` to `a`.
    package static func += (a: inout CGPoint, b: CGPoint) { a = a + b }
    /// Subtracts `b` from `a`.
    package static func -= (a: inout CGPoint, b: CGPoint) { a = a - b }

    /// The distance to `other`, in points.
    package func distance(to other: CGPoint) -> CGFloat { (self - other).length }

    /// `(x, y)` with at most two decimals, as reports print points.
    package var compactText: String { "(\(Double(x).compact), \(Double(y).compact))" }
}

extension CGSize {
    /// The size (`width`, `height`), unlabelled.
    package init(_ width: CGFloat, _ height: CGFloat) { self.init(width: width, height: height) }

    /// Both sides times `k`.
    package static func * (s: CGSize, k: CGFloat) -> CGSize { CGSize(width: s.width * k, height: s.height * k) }

    /// `WxH` with at most two decimals, as reports print sizes.
    package var compactText: String { "\(Double(width).compact)x\(Double(height).compact)" }
}

extension CGRect {
    /// The centre point.
    package var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// `[x, y, WxH]` with at most two decimals, as reports print rectangles.
    package var compactText: String {
        "[\(Double(minX).compact), \(Double(minY).compact), \(Double(width).compact)x\(Double(height).compact)]"
    }
}
