import Foundation

extension Double {
    /// This value when it is finite, otherwise `fallback`.
    ///
    /// Every public initializer in this module passes its inputs through this so that a NaN or infinity handed
    /// in by a caller never propagates into a simulation.
    func finiteOr(_ fallback: Double) -> Double {
        isFinite ? self : fallback
    }

    /// This value clamped into `range`; NaN becomes the lower bound.
    func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// -1, 0 or +1 as a Double.
    var signum: Double {
        self > 0 ? 1 : (self < 0 ? -1 : 0)
    }
}

/// Solves for the earliest time after which a non-increasing envelope stays at or below `tolerance`.
///
/// `envelope` must be non-increasing on `[start, ∞)`. Brackets by doubling from `start + scale`, then bisects
/// (100 halvings, far below a microsecond). Returns `.infinity` when the envelope never drops below the tolerance
/// within about 2^1000 seconds (only possible for undamped motion).
func firstTime(
    from start: Double,
    scale: Double,
    atOrBelow tolerance: Double,
    envelope: (Double) -> Double
) -> Double {
    if envelope(start) <= tolerance { return start }
    let step = scale.isFinite && scale > 0 ? scale : 1
    var low = start
    var high = start + step
    var doublings = 0
    while !(envelope(high) <= tolerance) {
        low = high
        high = start + 2 * (high - start)
        doublings += 1
        if doublings > 1000 || !high.isFinite { return .infinity }
    }
    for _ in 0..<100 {
        let middle = (low + high) / 2
        if middle <= low || middle >= high { break }
        if envelope(middle) <= tolerance { high = middle } else { low = middle }
    }
    return high
}
