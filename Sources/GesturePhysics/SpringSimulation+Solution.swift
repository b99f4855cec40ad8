import Foundation

extension SpringSimulation {
    /// The closed-form solution of the spring equation for the displacement `x − target`.
    ///
    /// Internal: the public surface is `SpringSimulation`. All coefficients are finite for finite inputs.
    enum Solution: Hashable, Sendable {
        /// e^(−decay·t)·(a·cos ωt + b·sin ωt).
        case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
        /// (a + b·t)·e^(−ω·t).
        case critical(omega: Double, a: Double, b: Double)
        /// c1·e^(r1·t) + c2·e^(r2·t), with r2 < r1 < 0.
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)

        /// Ratios within this of 1 use the critical form (the underdamped one divides by ω_d → 0).
        static let criticalBand = 1e-6

        init(omega: Double, zeta: Double, displacement a: Double, velocity v0: Double) {
            if Swift.abs(zeta - 1) <= Self.criticalBand {
                self = .critical(omega: omega, a: a, b: v0 + omega * a)
            } else if zeta < 1 {
                let decay = zeta * omega
                let frequency = omega * (1 - zeta * zeta).squareRoot()
                self = .underdamped(decay: decay, frequency: frequency, a: a, b: (v0 + decay * a) / frequency)
            } else {
                let root = omega * (zeta * zeta - 1).squareRoot()
                let r1 = -zeta * omega + root
                let r2 = -zeta * omega - root
                let c2 = (v0 - r1 * a) / (r2 - r1)
                self = .overdamped(r1: r1, r2: r2, c1: a - c2, c2: c2)
            }
        }

        func displacement(at t: Double) -> Double {
            switch self {
            case .underdamped(let decay, let frequency, let a, let b):
                return Foundation.exp(-decay * t)
                    * (a * Foundation.cos(frequency * t) + b * Foundation.sin(frequency * t))
            case .critical(let omega, let a, let b):
                return (a + b * t) * Foundation.exp(-omega * t)
            case .overdamped(let r1, let r2, let c1, let c2):
                return c1 * Foundation.exp(r1 * t) + c2 * Foundation.exp(r2 * t)
            }
        }

        func velocity(at t: Double) -> Double {
            switch self {
            case .underdamped(let decay, let frequency, let a, let b):
                let cosine = Foundation.cos(frequency * t)
                let sine = Foundation.sin(frequency * t)
                return Foundation.exp(-decay * t)
                    * ((b * frequency - decay * a) * cosine - (a * frequency + decay * b) * sine)
            case .critical(let omega, let a, let b):
                return (b - omega * (a + b * t)) * Foundation.exp(-omega * t)
            case .overdamped(let r1, let r2, let c1, let c2):
                return c1 * r1 * Foundation.exp(r1 * t) + c2 * r2 * Foundation.exp(r2 * t)
            }
        }

        /// Earliest time after which envelopes of |displacement| and |velocity| stay within `tolerance`.
        ///
        /// Envelopes: underdamped `e^(−decay·t)·amplitude` (solved exactly); critical `(p + q·t)·e^(−ωt)`
        /// (unimodal, bisected on its falling side); overdamped `|c1|e^(r1 t) + |c2|e^(r2 t)` (decreasing, bisected).
        func settleTime(tolerance: Tolerance) -> Double {
            switch self {
            case .underdamped(let decay, let frequency, let a, let b):
                let positionAmplitude = (a * a + b * b).squareRoot()
                let velocityAmplitude = Foundation.hypot(b * frequency - decay * a, a * frequency + decay * b)
                return Swift.max(
                    Self.exponentialSettle(amplitude: positionAmplitude, decay: decay, tolerance: tolerance.position),
                    Self.exponentialSettle(amplitude: velocityAmplitude, decay: decay, tolerance: tolerance.velocity)
                )
            case .critical(let omega, let a, let b):
                return Swift.max(
                    Self.linearTimesExponentialSettle(
                        p: Swift.abs(a), q: Swift.abs(b), omega: omega, tolerance: tolerance.position),
                    Self.linearTimesExponentialSettle(
                        p: Swift.abs(b - omega * a), q: omega * Swift.abs(b), omega: omega,
                        tolerance: tolerance.velocity)
                )
            case .overdamped(let r1, let r2, let c1, let c2):
                let scale = 1 / Swift.max(Swift.abs(r1), 1e-12)
                let position = firstTime(from: 0, scale: scale, atOrBelow: tolerance.position) { t in
                    Swift.abs(c1) * Foundation.exp(r1 * t) + Swift.abs(c2) * Foundation.exp(r2 * t)
                }
                let velocity = firstTime(from: 0, scale: scale, atOrBelow: tolerance.velocity) { t in
                    Swift.abs(c1 * r1) * Foundation.exp(r1 * t) + Swift.abs(c2 * r2) * Foundation.exp(r2 * t)
                }
                return Swift.max(position, velocity)
            }
        }

        /// The first t ≥ 0 where the displacement is zero, or nil.
        func firstZero() -> Double? {
            switch self {
            case .underdamped(_, let frequency, let a, let b):
                if a == 0 { return 0 }
                // a·cos θ + b·sin θ = R·cos(θ − φ), φ = atan2(b, a): zero at θ = φ + π/2 + nπ.
                var theta = (Foundation.atan2(b, a) + Double.pi / 2).truncatingRemainder(dividingBy: Double.pi)
                if theta <= 0 { theta += Double.pi }
                return theta / frequency
            case .critical(_, let a, let b):
                if a == 0 { return 0 }
                guard b != 0 else { return nil }
                let t = -a / b
                return t > 0 && t.isFinite ? t : nil
            case .overdamped(let r1, let r2, let c1, let c2):
                if c1 + c2 == 0 { return 0 }
                guard c1 != 0 else { return nil }
                let ratio = -c2 / c1
                guard ratio > 1 else { return nil }
                let t = Foundation.log(ratio) / (r1 - r2)
                return t.isFinite ? t : nil
            }
        }

        private static func exponentialSettle(amplitude: Double, decay: Double, tolerance: Double) -> Double {
            if amplitude <= tolerance { return 0 }
            guard decay > 0 else { return .infinity }
            return Foundation.log(amplitude / tolerance) / decay
        }

        /// Settle time for `(p + q·t)·e^(−ω·t)`, which rises until t* = 1/ω − p/q and falls after.
        private static func linearTimesExponentialSettle(p: Double, q: Double, omega: Double, tolerance: Double)
            -> Double
        {
            let peak = q > 0 ? Swift.max(1 / omega - p / q, 0) : 0
            let envelope: (Double) -> Double = { t in (p + q * t) * Foundation.exp(-omega * t) }
            if envelope(peak) <= tolerance { return 0 }
            return firstTime(from: peak, scale: 1 / omega, atOrBelow: tolerance, envelope: envelope)
        }
    }
}
