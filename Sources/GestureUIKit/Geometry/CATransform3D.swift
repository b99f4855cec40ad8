import Foundation

/// Core Animation's `CATransform3D`: a 4x4 matrix applied to row vectors, Core Animation's field names. The kit's
/// layers only carry 2D transforms (a view's `transform`), so a layer's is always affine.
public struct CATransform3D: Hashable, Sendable {
    /// The matrix entries, row by row (`m41`, `m42` are the translation).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// `CATransform3D()`: all zero, as the imported C struct's initializer.
    public init() {
        (m11, m12, m13, m14, m21, m22, m23, m24) = (0, 0, 0, 0, 0, 0, 0, 0)
        (m31, m32, m33, m34, m41, m42, m43, m44) = (0, 0, 0, 0, 0, 0, 0, 0)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Animation's C names, as Swift imports them.
/// `CATransform3DIdentity`.
public let CATransform3DIdentity: CATransform3D = {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33, t.m44) = (1, 1, 1, 1)
    return t
}()

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Animation's C names, as Swift imports them.
/// `CATransform3DMakeAffineTransform(_:)`: the 3D form of a 2D transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Animation's C names, as Swift imports them.
/// `CATransform3DIsAffine(_:)`: whether `t` is a 2D transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Animation's C names, as Swift imports them.
/// `CATransform3DGetAffineTransform(_:)`: the 2D part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Animation's C names, as Swift imports them.
/// `CATransform3DIsIdentity(_:)`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
