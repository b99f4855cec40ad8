import Foundation

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
