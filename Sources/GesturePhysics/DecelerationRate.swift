import Foundation

/// How quickly a scroll view's content slows down after the finger lifts.
///
/// `perMillisecond` is the factor the velocity is multiplied by every millisecond: after `t` seconds the velocity
/// is `v0 · perMillisecond^(1000·t)`. It mirrors `UIScrollView.DecelerationRate`, whose raw values are these
/// factors.
///
/// Sources (uikit-behaviour.md §3.3): normal 0.998 and fast 0.99 are the constants in Chameleon `UIScrollView.m`,
/// flowkey `Sources/UIScrollView.swift` and XITRIX `UIScrollViewDecelerationRate.hpp`; Flutter's
/// `BouncingScrollSimulation` uses drag 0.135 = 0.998^1000, "Taken from UIScrollView.decelerationRate".
public struct DecelerationRate: Hashable, Sendable {
    /// Velocity multiplier per millisecond, in (0, 1). Values outside are clamped when used (see `lnPerSecond`).
    public var perMillisecond: Double

    /// Creates a rate from its per-millisecond velocity multiplier.
    public init(perMillisecond: Double) {
        self.perMillisecond = perMillisecond
    }

    /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond (velocity × 0.135 per second).
    public static let normal = DecelerationRate(perMillisecond: 0.998)

    /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond (velocity × 4.3e-5 per second).
    public static let fast = DecelerationRate(perMillisecond: 0.99)

    /// The factor actually used: `perMillisecond` clamped into [0.001, 1 − 1e-9] (non-finite becomes 0.998).
    ///
    /// The clamp keeps `ln` negative and finite, so every derived distance and duration is finite.
    public var sanitizedPerMillisecond: Double {
        perMillisecond.finiteOr(0.998).clamped(to: 0.001...(1 - 1e-9))
    }

    /// `1000 · ln(perMillisecond)`, the exponential decay constant per second. Always negative and finite.
    ///
    /// For `.normal` this is −2.002 s⁻¹; for `.fast` −10.05 s⁻¹.
    public var lnPerSecond: Double {
        1000 * Foundation.log(sanitizedPerMillisecond)
    }
}
