import Foundation

/// A 2-D affine transform, as CGAffineTransform: a point maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform with these six coefficients (CGAffineTransform(a:b:c:d:tx:ty:)).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing (CGAffineTransform.identity).
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation (CGAffineTransform(translationX:y:)).
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale about the origin (CGAffineTransform(scaleX:y:)).
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians about the origin, clockwise on screen (CGAffineTransform(rotationAngle:)).
    public init(rotationAngle angle: Double) {
        let (s, co) = (sin(angle), cos(angle))
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// Whether it is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` then `other`, as CGAffineTransformConcat(self, other).
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied before `self` (CGAffineTransform.translatedBy(x:y:)).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (CGAffineTransform.scaledBy(x:y:)).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self` (CGAffineTransform.rotated(by:)).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or identity when the transform is singular (a view scaled to zero hits nothing anyway).
    public var inverted: AffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return .identity }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where `p` maps to (CGPointApplyAffineTransform).
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The rotation angle in radians (valid for rotation-and-uniform-scale transforms).
    public var rotationAngle: Double { atan2(b, a) }

    /// The x scale factor (valid for rotation-and-uniform-scale transforms).
    public var scale: Double { (a * a + b * b).squareRoot() }

    /// The axis-aligned bounding box of `rect` after the transform.
    public func apply(to rect: Rect) -> Rect {
        let corners = [
            apply(to: rect.origin), apply(to: Point(x: rect.maxX, y: rect.minY)),
            apply(to: Point(x: rect.minX, y: rect.maxY)), apply(to: Point(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

extension AffineTransform {
    /// Applies only the linear part: maps a displacement or velocity, not a position.
    public func applyLinear(to v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }
}
