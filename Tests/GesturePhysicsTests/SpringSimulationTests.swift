import Foundation
import Testing

@testable import GesturePhysics

@Suite("Spring")
struct SpringSimulationTests {
    static let regimes: [(name: String, damping: Double)] = [
        ("underdamped", 8),  // ζ = 8 / (2·√100) = 0.4
        ("critical", 20),  // ζ = 1
        ("overdamped", 40),  // ζ = 2
    ]

    @Test("Every regime starts where it was released and converges to its target")
    func convergesToTarget() {
        for regime in Self.regimes {
            let spring = SpringSimulation(stiffness: 100, damping: regime.damping, from: 300, to: 20, velocity: -150)
            #expect(spring.position(at: 0) == 300, "\(regime.name)")
            #expect(isClose(spring.velocity(at: 0), -150, within: 1e-9), "\(regime.name)")
            #expect(spring.settleDuration.isFinite, "\(regime.name)")
            #expect(isClose(spring.position(at: spring.settleDuration), 20, within: 0.5), "\(regime.name)")
            #expect(Swift.abs(spring.velocity(at: spring.settleDuration)) <= 10, "\(regime.name)")
            #expect(isClose(spring.position(at: 30), 20, within: 1e-6), "\(regime.name)")
        }
    }

    @Test("Velocity is the derivative of position in every regime")
    func velocityIsDerivative() {
        let h = 1e-6
        for regime in Self.regimes {
            let spring = SpringSimulation(stiffness: 100, damping: regime.damping, from: -40, to: 60, velocity: 900)
            for t in [0.01, 0.1, 0.37, 1.2] {
                let slope = (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h)
                #expect(isClose(spring.velocity(at: t), slope, within: 1e-3), "\(regime.name) at \(t)")
            }
        }
    }

    @Test("A critically damped spring released from rest never overshoots")
    func criticalNeverOvershoots() {
        let spring = SpringSimulation.critical(from: 500, to: 0, velocity: 0)
        // damping = 2·√(100·1) = 20 → ζ = 1
        #expect(isClose(spring.dampingRatio, 1, within: 1e-12))
        #expect(samples(to: 3).allSatisfy { spring.position(at: $0) >= 0 })
        #expect(spring.timeOfFirstArrival() == nil)
    }

    @Test("An underdamped spring overshoots its target")
    func underdampedOvershoots() {
        let spring = SpringSimulation(stiffness: 100, damping: 8, from: 100, to: 0, velocity: 0)
        // ζ = 0.4: overshoot = 100·e^(−π·0.4/√(1−0.16)) = 100·e^(−1.3712) = 25.38 pt below the target
        let lowest = samples(to: 2).map { spring.position(at: $0) }.min() ?? 0
        #expect(isClose(lowest, -25.38, within: 0.05))
    }

    @Test("An overdamped spring released from rest approaches without crossing")
    func overdampedCreeps() {
        let spring = SpringSimulation(stiffness: 100, damping: 40, from: 100, to: 0, velocity: 0)
        #expect(samples(to: 5).allSatisfy { spring.position(at: $0) >= 0 })
        #expect(spring.timeOfFirstArrival() == nil)
    }

    @Test("The first arrival at the target is found in closed form")
    func firstArrival() throws {
        // critical, ω = 10: A = 100, B = −2000 + 10·100 = −1000 → t = −A/B = 0.1 s
        let critical = SpringSimulation.critical(from: 100, to: 0, velocity: -2000)
        let t = try #require(critical.timeOfFirstArrival())
        #expect(isClose(t, 0.1, within: 1e-12))
        for damping in [8.0, 40] {
            let spring = SpringSimulation(stiffness: 100, damping: damping, from: 100, to: 0, velocity: -4000)
            let arrival = try #require(spring.timeOfFirstArrival())
            #expect(isClose(spring.position(at: arrival), 0, within: 1e-9))
            #expect(samples(to: arrival, step: arrival / 200).dropLast().allSatisfy { spring.position(at: $0) > 0 })
        }
    }

    @Test("Done-ness is monotonic: once done, the motion stays within tolerance")
    func doneIsFinal() {
        let spring = SpringSimulation(stiffness: 100, damping: 8, from: 100, to: 0, velocity: 500)
        #expect(!spring.isDone(at: spring.settleDuration - 0.01))
        for t in samples(from: spring.settleDuration, to: spring.settleDuration + 3) {
            #expect(Swift.abs(spring.position(at: t)) <= 0.5)
            #expect(Swift.abs(spring.velocity(at: t)) <= 10)
        }
    }

    @Test("Damping ratio and response map to SwiftUI's stiffness and damping")
    func responseParameters() {
        let spring = SpringSimulation(dampingRatio: 0.8, response: 0.5, from: 0, to: 1, velocity: 0, tolerance: .unit)
        // stiffness = (2π/0.5)² = 157.914; damping = 4π·0.8/0.5 = 20.106
        #expect(isClose(spring.stiffness, 157.9137, within: 1e-3))
        #expect(isClose(spring.damping, 20.1062, within: 1e-3))
        #expect(isClose(spring.dampingRatio, 0.8, within: 1e-9))
        #expect(isClose(spring.position(at: spring.settleDuration), 1, within: 1e-3))
    }

    @Test("An undamped spring never settles and degenerate inputs stay finite")
    func degenerateInputs() {
        let undamped = SpringSimulation(stiffness: 100, damping: 0, from: 1, to: 0, velocity: 0)
        #expect(undamped.settleDuration == .infinity)
        #expect(isClose(undamped.position(at: Double.pi / 10), -1, within: 1e-9))
        let weird = SpringSimulation(mass: 0, stiffness: -5, damping: .nan, from: .infinity, to: 3, velocity: 1e12)
        #expect(weird.position(at: 0.5).isFinite)
        #expect(weird.velocity(at: 0.5).isFinite)
    }
}
