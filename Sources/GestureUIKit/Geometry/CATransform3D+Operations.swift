import Foundation

// Core Animation's transform functions, as Swift imports them (C names). Core Animation multiplies row vectors,
// as `CGAffineTransform` does: `CATransform3DConcat(a, b)` is `a` then `b`, and `CATransform3DRotate(t, ...)`
// (likewise `Scale`, `Translate`) applies the new step before `t` ("t' = rotation(angle, x, y, z) * t",
// CATransform3D.h).

extension CATransform3D {
    /// The 16 entries, row by row.
    package var rows: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    /// A transform from 16 entries, row by row.
    package init(rows e: [CGFloat]) {
        self.init()
        (m11, m12, m13, m14, m21, m22, m23, m24) = (e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7])
        (m31, m32, m33, m34, m41, m42, m43, m44) = (e[8], e[9], e[10], e[11], e[12], e[13], e[14], e[15])
    }

    /// The 2D transform that draws the layer's plane (z = 0) exactly when the transform has no perspective along
    /// x or y (`m14`, `m24` zero): the affine entries divided by `m44`. With `m14` or `m24` set (perspective
    /// combined with a rotation about x or y) the plane's image is not affine, and this is its affine part.
    package var planeProjection: CGAffineTransform {
        let w = m44 != 0 && m44.isFinite ? m44 : 1
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m41 / w, ty: m42 / w)
    }

    /// Whether `planeProjection` is exact for the layer's plane (no perspective along x or y).
    package var projectsPlaneAffinely: Bool { m14 == 0 && m24 == 0 }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `CATransform3DConcat(_:_:)`: `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (x, y) = (a.rows, b.rows)
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += x[row * 4 + k] * y[k * 4 + column] }
            product[row * 4 + column] = sum
        }
    }
    return CATransform3D(rows: product)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `CATransform3DMakeTranslation(_:_:_:)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `CATransform3DMakeScale(_:_:_:)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `CATransform3DMakeRotation(_:_:_:_:)`: `angle` radians about the axis `(x, y, z)`; about z it is
/// `CGAffineTransform(rotationAngle:)` (clockwise on screen for a positive angle). A zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (s, c) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
    let t = 1 - c
    var r = CATransform3DIdentity
    (r.m11, r.m12, r.m13) = (t * ux * ux + c, t * ux * uy + uz * s, t * ux * uz - uy * s)
    (r.m21, r.m22, r.m23) = (t * ux * uy - uz * s, t * uy * uy + c, t * uy * uz + ux * s)
    (r.m31, r.m32, r.m33) = (t * ux * uz + uy * s, t * uy * uz - ux * s, t * uz * uz + c)
    return r
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `CATransform3DTranslate(_:_:_:_:)`: a translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `CATransform3DScale(_:_:_:_:)`: a scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `CATransform3DRotate(_:_:_:_:_:)`: a rotation applied before `t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `CATransform3DEqualToTransform(_:_:)`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
