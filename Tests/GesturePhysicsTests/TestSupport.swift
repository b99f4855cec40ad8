import Foundation

/// Whether `a` is within `tolerance` of `b`.
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    Swift.abs(a - b) <= tolerance
}

/// Times from `start` to `end` inclusive in steps of `step` (default one millisecond).
func samples(from start: Double = 0, to end: Double, step: Double = 0.001) -> [Double] {
    let count = Int(((end - start) / step).rounded(.up))
    return (0...count).map { start + Double($0) * step }
}
