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
