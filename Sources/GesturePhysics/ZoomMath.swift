import Foundation

/// Zoom-scale arithmetic for a scroll view's pinch: clamping and rubber-banding past the scale limits.
///
/// UIScrollView's `bouncesZoom` (default YES) lets a pinch go past `minimumZoomScale`/`maximumZoomScale` and
/// animates back at the end (uikit-behaviour.md §3.7, Apple documentation); the resistance curve is not
/// documented or decoded. Our model: apply `RubberBand` in log-scale space, because pinching is multiplicative
/// (doubling the finger spread doubles the scale), so the resistance is the same at every zoom level:
///
///     ln s' = ln max + RubberBand.offset(ln s − ln max, dimension: ln 2, coefficient: 0.55)
///
/// and symmetrically below `min`. The dimension ln 2 means the banded scale can never exceed 2 × max (or go
/// below min / 2); pinching to 2 × max shows (1 − 1/1.55)·ln 2 = 0.246 → ×1.28 past max. (Our choice.)
public enum ZoomMath {
    /// Natural-log units. The rubber-band "dimension" in log-scale space: ln 2, one doubling. Our choice (see above).
    public static let rubberBandLogDimension: Double = Foundation.log(2)

    /// Smallest positive scale accepted; smaller or non-finite limits are raised to this.
    public static let smallestScale: Double = 1e-6

    /// `scale` limited to `[min, max]`. Non-positive or non-finite scales give `min`; `max < min` means `max = min`.
    public static func clampedScale(_ scale: Double, min: Double, max: Double) -> Double {
        let (low, high) = limits(min: min, max: max)
        guard scale.isFinite, scale > 0 else { return low }
        return Swift.min(Swift.max(scale, low), high)
    }

    /// The displayed scale for a pinch that asks for `scale` when `bouncesZoom` is on (model above).
    ///
    /// Inside `[min, max]` it is `scale` unchanged; outside it resists, never passing `max · 2` or `min / 2`.
    public static func rubberBandedScale(
        _ scale: Double,
        min: Double,
        max: Double,
        coefficient: Double = RubberBand.defaultCoefficient
    ) -> Double {
        let (low, high) = limits(min: min, max: max)
        guard scale.isFinite, scale > 0 else { return low }
        let banded = RubberBand.clamp(
            Foundation.log(scale), min: Foundation.log(low), max: Foundation.log(high),
            dimension: rubberBandLogDimension, coefficient: coefficient
        )
        return Foundation.exp(banded)
    }

    /// The pinch scale that `rubberBandedScale` maps to `displayedScale`: its inverse.
    ///
    /// Displayed scales at or beyond the asymptote (`max · 2`, `min / 2`) map to the largest / smallest finite
    /// positive scale.
    public static func rawScale(
        forRubberBandedScale displayedScale: Double,
        min: Double,
        max: Double,
        coefficient: Double = RubberBand.defaultCoefficient
    ) -> Double {
        let (low, high) = limits(min: min, max: max)
        guard displayedScale.isFinite, displayedScale > 0 else { return low }
        let logScale = Foundation.log(displayedScale)
        let logLow = Foundation.log(low)
        let logHigh = Foundation.log(high)
        let raw: Double
        if logScale > logHigh {
            raw =
                logHigh
                + RubberBand.overscroll(
                    forOffset: logScale - logHigh, dimension: rubberBandLogDimension, coefficient: coefficient)
        } else if logScale < logLow {
            raw =
                logLow
                - RubberBand.overscroll(
                    forOffset: logLow - logScale, dimension: rubberBandLogDimension, coefficient: coefficient)
        } else {
            raw = logScale
        }
        let result = Foundation.exp(raw)
        if result.isInfinite { return Double.greatestFiniteMagnitude }
        return result > 0 ? result : Double.leastNonzeroMagnitude
    }

    private static func limits(min: Double, max: Double) -> (Double, Double) {
        let low = min.isFinite && min > smallestScale ? min : smallestScale
        let high = max.isFinite ? Swift.max(max, low) : low
        return (low, high)
    }
}
