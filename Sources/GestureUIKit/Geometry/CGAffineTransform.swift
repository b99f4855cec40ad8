import Foundation

/// UIKit's `CGAffineTransform` (Core Graphics): `[a b 0; c d 0; tx ty 1]`, applied to row vectors, so a point
/// maps to (a·x + c·y + tx, b·x + d·y + ty).
///
/// Foundation on Linux has no CGAffineTransform, so the model defines it with Core Graphics' names and
/// semantics: `concatenating(t2)` is `self` then `t2`; rotation is in radians, positive clockwise on screen
/// (y points down), as in UIKit. It is the transform views carry, hit-testing inverts and the renderer draws.
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix entries, Core Graphics' names.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// `CGAffineTransform.identity`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform(translationX:y:)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// `CGAffineTransform(scaleX:y:)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// `CGAffineTransform(rotationAngle:)`, radians.
    public init(rotationAngle angle: CGFloat) {
        let (s, co) = (sin(Double(angle)), cos(Double(angle)))
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// `isIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `concatenating(_:)`: this transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// `translatedBy(x:y:)`: a translation applied before this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `scaledBy(x:y:)`: a scale applied before this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `rotated(by:)`: a rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `inverted()`; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return invertedOrIdentity
    }

    /// The inverse; the identity for a singular transform (hit-testing a view scaled to zero maps nothing).
    package var invertedOrIdentity: CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return .identity }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The rotation in radians (atan2(b, a)).
    package var rotationAngle: CGFloat { atan2(b, a) }

    /// The scale of the first axis (|(a, b)|).
    package var scale: CGFloat { (a * a + b * b).squareRoot() }

    /// `p` transformed.
    package func apply(to p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `v` transformed without the translation (a displacement, a velocity).
    package func applyLinear(to v: CGPoint) -> CGPoint {
        CGPoint(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    /// The bounding box of the transformed rectangle.
    package func apply(to rect: CGRect) -> CGRect {
        let corners = [
            apply(to: rect.origin), apply(to: CGPoint(x: rect.maxX, y: rect.minY)),
            apply(to: CGPoint(x: rect.minX, y: rect.maxY)), apply(to: CGPoint(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

extension CGPoint {
    /// `applying(_:)`: the point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { t.apply(to: self) }
}

extension CGRect {
    /// `applying(_:)`: the bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect { t.apply(to: self) }
}
