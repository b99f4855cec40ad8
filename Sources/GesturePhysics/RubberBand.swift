import Foundation

/// The resistance felt when content is dragged past a scroll view's edge.
///
/// Maps how far the finger has pulled past an edge (`overscroll`, points) to how far the content actually moves
/// past it (`offset`, points):
///
///     offset = (1 − 1 / (x · c / d + 1)) · d          ( = x·c·d / (x·c + d) )
///
/// with `d` the scroll view's bounds dimension on that axis and `c` the coefficient 0.55. The offset grows like
/// `c · x` for small pulls and never reaches `d`. Signed: a negative overscroll gives a negative offset.
///
/// Source: Grant Paul's analysis (gist originell/6961057 "Analysis of Apple's rubber band scrolling", grp/XNAnimation
/// `XNScrollView` `_elasticDistanceForDistance:`), uikit-behaviour.md §3.4: for d = 960, x = 100 → 52,
/// 400 → 179, 960 → 341. UIKit reads its coefficient from `_UIScrollViewRubberBandCoefficient` (not decoded);
/// 0.55 is the accepted figure.
public enum RubberBand {
    /// Dimensionless. The rubber-band coefficient `c`. Source: Grant Paul / XNScrollView (§3.4): 0.55.
    public static let defaultCoefficient: Double = 0.55

    /// The displayed offset past the edge for a finger pull of `x` points past it.
    ///
    /// `dimension` is the bounds size on that axis (points). Returns 0 when `dimension` or `coefficient` is not
    /// positive, or any input is not finite. The magnitude stays below `dimension` (it rounds to `dimension` only for
    /// astronomically large pulls).
    public static func offset(
        forOverscroll x: Double,
        dimension d: Double,
        coefficient c: Double = RubberBand.defaultCoefficient
    ) -> Double {
        guard x.isFinite, d.isFinite, c.isFinite, d > 0, c > 0, x != 0 else { return 0 }
        let q = Swift.abs(x) * c / d
        // q/(q+1) is exact for small q; 1 − 1/(q+1) stays finite when q overflows to infinity.
        let fraction = q < 1 ? q / (q + 1) : 1 - 1 / (q + 1)
        return x.signum * fraction * d
    }

    /// The finger pull that produces a displayed `offset`: the inverse of `offset(forOverscroll:…)`.
    ///
    ///     x = b · d / (c · (d − |b|))
    ///
    /// Offsets at or beyond the asymptote `dimension` map to ±`Double.greatestFiniteMagnitude`; degenerate
    /// dimensions or coefficients return 0.
    public static func overscroll(
        forOffset b: Double,
        dimension d: Double,
        coefficient c: Double = RubberBand.defaultCoefficient
    ) -> Double {
        guard b.isFinite, d.isFinite, c.isFinite, d > 0, c > 0, b != 0 else { return 0 }
        let remaining = d - Swift.abs(b)
        guard remaining > 0 else { return b.signum * Double.greatestFiniteMagnitude }
        let x = b * d / (c * remaining)
        return x.isFinite ? x : b.signum * Double.greatestFiniteMagnitude
    }

    /// Rubber-bands a raw (finger-driven) position so it resists leaving `[min, max]`.
    ///
    /// Inside the range the value is returned unchanged; past `max` it becomes `max + offset(value − max)`, below
    /// `min` it becomes `min − offset(min − value)`. Used while dragging. If `max < min` the range is `[min, min]`
    /// (content smaller than the bounds scrolls nowhere but still rubber-bands).
    public static func clamp(
        _ value: Double,
        min: Double,
        max: Double,
        dimension: Double,
        coefficient: Double = RubberBand.defaultCoefficient
    ) -> Double {
        let low = min.finiteOr(0)
        let high = Swift.max(max.finiteOr(low), low)
        let raw = value.finiteOr(low)
        if raw > high {
            return high + offset(forOverscroll: raw - high, dimension: dimension, coefficient: coefficient)
        }
        if raw < low {
            return low - offset(forOverscroll: low - raw, dimension: dimension, coefficient: coefficient)
        }
        return raw
    }
}
