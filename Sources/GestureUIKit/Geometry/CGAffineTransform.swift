import Foundation

/// UIKit's `CGAffineTransform` (Core Graphics): `[a b 0; c d 0; tx ty 1]`, applied to row vectors.
///
/// Foundation on Linux has no CGAffineTransform, so the kit defines it with Core Graphics' names and
/// semantics: `concatenating(t2)` is `self` then `t2`; rotation is in radians, positive clockwise on screen
/// (y points down), as in UIKit.
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
        self.init(GestureUIKit.AffineTransform(rotationAngle: Double(angle)))
    }

    /// `isIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `concatenating(_:)`: this transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(core.concatenating(t2.core))
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
        guard det != 0 else { return self }
        return CGAffineTransform(core.inverted)
    }

    init(_ t: GestureUIKit.AffineTransform) {
        self.init(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }

    var core: GestureUIKit.AffineTransform {
        GestureUIKit.AffineTransform(
            a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    /// `applying(_:)`: the point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.core.apply(to: core)) }
}

extension CGRect {
    /// `applying(_:)`: the bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(t.core.apply(to: core)) }
}
