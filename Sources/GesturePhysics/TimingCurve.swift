import Foundation

/// A cubic Bézier timing function mapping animation progress (time fraction) to value progress.
///
/// The curve runs from (0, 0) through control points P1 = (x1, y1) and P2 = (x2, y2) to (1, 1), as in
/// `CAMediaTimingFunction(controlPoints:)` and CSS `cubic-bezier()`. `value(at:)` solves x(s) = progress for the
/// curve parameter s (Newton's method, falling back to bisection, as WebKit's `UnitBezier`), then returns y(s).
/// Control-point x coordinates are clamped to [0, 1], which makes x(s) monotonic so the solution is unique.
///
/// Presets are the `CAMediaTimingFunctionName` control points (Apple's CAMediaTimingFunction documentation).
public struct TimingCurve: Hashable, Sendable {
    /// First control point x, in [0, 1].
    public let x1: Double
    /// First control point y.
    public let y1: Double
    /// Second control point x, in [0, 1].
    public let x2: Double
    /// Second control point y.
    public let y2: Double

    /// Creates a curve from its two control points; x coordinates are clamped to [0, 1], non-finite values become 0.
    public init(controlPoint1: (x: Double, y: Double), controlPoint2: (x: Double, y: Double)) {
        x1 = controlPoint1.x.finiteOr(0).clamped(to: 0...1)
        y1 = controlPoint1.y.finiteOr(0)
        x2 = controlPoint2.x.finiteOr(0).clamped(to: 0...1)
        y2 = controlPoint2.y.finiteOr(0)
    }

    /// The first control point.
    public var controlPoint1: (x: Double, y: Double) { (x1, y1) }
    /// The second control point.
    public var controlPoint2: (x: Double, y: Double) { (x2, y2) }

    /// `kCAMediaTimingFunctionLinear`: (0, 0), (1, 1).
    public static let linear = TimingCurve(controlPoint1: (0, 0), controlPoint2: (1, 1))
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve(controlPoint1: (0.42, 0), controlPoint2: (1, 1))
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve(controlPoint1: (0, 0), controlPoint2: (0.58, 1))
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0), (0.58, 1).
    public static let easeInOut = TimingCurve(controlPoint1: (0.42, 0), controlPoint2: (0.58, 1))
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1), (0.25, 1).
    public static let `default` = TimingCurve(controlPoint1: (0.25, 0.1), controlPoint2: (0.25, 1))

    /// The value progress at time fraction `progress`; exactly 0 at or below 0 and exactly 1 at or above 1.
    public func value(at progress: Double) -> Double {
        guard progress.isFinite else { return progress > 0 ? 1 : 0 }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return Self.sample(solveParameter(forX: progress), p1: y1, p2: y2)
    }

    /// Solves x(s) = x for s in [0, 1] to within 1e-9.
    func solveParameter(forX x: Double) -> Double {
        let epsilon = 1e-9
        var s = x
        for _ in 0..<8 {
            let error = Self.sample(s, p1: x1, p2: x2) - x
            if Swift.abs(error) < epsilon { return s }
            let slope = Self.slope(s, p1: x1, p2: x2)
            if Swift.abs(slope) < 1e-6 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = Self.sample(s, p1: x1, p2: x2)
            if Swift.abs(value - x) < epsilon { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the Bézier at parameter s: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, in Horner form.
    static func sample(_ s: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// The derivative of `sample` with respect to s.
    static func slope(_ s: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}
