import Foundation
import Testing

@testable import GesturePhysics

@Suite("Deceleration")
struct DecelerationSimulationTests {
    @Test("The normal rate is 0.998 and the fast rate 0.99 per millisecond")
    func rates() {
        #expect(DecelerationRate.normal.perMillisecond == 0.998)
        #expect(DecelerationRate.fast.perMillisecond == 0.99)
        // 1000 · ln 0.998 = −2.002
        #expect(isClose(DecelerationRate.normal.lnPerSecond, -2.002_002_67, within: 1e-6))
    }

    @Test("A 1000 pt/s fling at the normal rate projects about 499.5 pt")
    func normalProjection() {
        // −1000 / (1000 · ln 0.998) = −1000 / −2.0020027 = 499.4998
        let distance = DecelerationSimulation.projectedDistance(velocity: 1000, rate: .normal)
        #expect(isClose(distance, 499.4998, within: 1e-3))
        let simulation = DecelerationSimulation(position: 100, velocity: 1000)
        #expect(isClose(simulation.destination, 599.4998, within: 1e-3))
    }

    @Test("A 1000 pt/s fling at the fast rate projects about 99.5 pt")
    func fastProjection() {
        // −1000 / (1000 · ln 0.99) = −1000 / −10.050336 = 99.4992
        let distance = DecelerationSimulation.projectedDistance(velocity: 1000, rate: .fast)
        #expect(isClose(distance, 99.4992, within: 1e-3))
        #expect(isClose(DecelerationSimulation.projectedDistance(velocity: -1000, rate: .fast), -99.4992, within: 1e-3))
    }

    @Test("Velocity decays to 1000 · 0.998^1000 ≈ 135 pt/s after one second")
    func velocityAfterOneSecond() {
        let simulation = DecelerationSimulation(position: 0, velocity: 1000)
        // 1000 · 0.998^1000 = 1000 · e^(−2.002) = 135.0645
        #expect(isClose(simulation.velocity(at: 1), 135.0645, within: 1e-3))
        // x(1) = 1000 · (0.135065 − 1) / −2.002003 = 432.035
        #expect(isClose(simulation.position(at: 1), 432.035, within: 1e-2))
    }

    @Test("Duration is the time for the velocity to fall to 10 pt/s")
    func durationToStopVelocity() {
        let simulation = DecelerationSimulation(position: 0, velocity: 1000)
        // ln(10 / 1000) / (1000 · ln 0.998) = −4.60517 / −2.002003 = 2.30028 s
        #expect(isClose(simulation.duration, 2.30028, within: 1e-4))
        #expect(isClose(simulation.velocity(at: simulation.duration - 1e-9), 10, within: 1e-3))
        #expect(simulation.isDone(at: simulation.duration))
        #expect(!simulation.isDone(at: simulation.duration - 0.001))
        // stopPosition = (1000 − 10) / 2.002003 = 494.505; 5.0 pt short of the 499.5 pt asymptote
        #expect(isClose(simulation.stopPosition, 494.5048, within: 1e-3))
        #expect(isClose(simulation.destination - simulation.stopPosition, 4.995, within: 1e-3))
    }

    @Test("The motion freezes at its stop position without a jump")
    func freezesWithoutJump() {
        let simulation = DecelerationSimulation(position: 0, velocity: -2500, rate: .fast)
        let justBefore = simulation.position(at: simulation.duration - 1e-6)
        #expect(isClose(justBefore, simulation.stopPosition, within: 1e-3))
        #expect(simulation.position(at: simulation.duration + 10) == simulation.stopPosition)
        #expect(simulation.velocity(at: simulation.duration + 10) == 0)
        #expect(simulation.stopPosition < 0)
    }

    @Test("A release slower than the stop velocity does not move")
    func slowReleaseIsDone() {
        let simulation = DecelerationSimulation(position: 42, velocity: 9)
        #expect(simulation.duration == 0)
        #expect(simulation.isDone(at: 0))
        #expect(simulation.position(at: 1) == 42)
    }

    @Test("The time to reach a position inverts the position function")
    func timeReachingInvertsPosition() throws {
        let simulation = DecelerationSimulation(position: 0, velocity: 1000)
        let t = try #require(simulation.time(reaching: 100))
        // ln(1 + 100 · (−2.002) / 1000) / −2.002 = 0.11159 s
        #expect(isClose(t, 0.111585, within: 1e-5))
        #expect(isClose(simulation.position(at: t), 100, within: 1e-9))
        #expect(simulation.time(reaching: 600) == nil)
        #expect(simulation.time(reaching: -1) == nil)
    }

    @Test("Out-of-range rates are clamped so everything stays finite")
    func degenerateRates() {
        for factor in [1.0, 1.5, 0, -3, .nan] {
            let simulation = DecelerationSimulation(
                position: 0, velocity: 1e7, rate: DecelerationRate(perMillisecond: factor))
            #expect(simulation.duration.isFinite)
            #expect(simulation.destination.isFinite)
            #expect(simulation.position(at: 1).isFinite)
        }
    }
}
