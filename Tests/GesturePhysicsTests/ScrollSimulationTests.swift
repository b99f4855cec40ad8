import Foundation
import Testing

@testable import GesturePhysics

@Suite("Scroll simulation")
struct ScrollSimulationTests {
    @Test("A slow release inside the range stays inside and ends where its deceleration stops")
    func insideStaysInside() {
        let simulation = ScrollSimulation(position: 500, velocity: 300, minOffset: 0, maxOffset: 2000)
        let deceleration = DecelerationSimulation(position: 500, velocity: 300)
        // stop = 500 + (300 − 10) / 2.002 = 644.855; asymptote 500 + 300/2.002 = 649.850
        #expect(isClose(simulation.finalPosition, 644.855, within: 1e-3))
        #expect(simulation.finalPosition == deceleration.stopPosition)
        #expect(isClose(deceleration.destination - simulation.finalPosition, 10 / 2.002, within: 1e-3))
        #expect(simulation.settleDuration == deceleration.duration)
        #expect(samples(to: simulation.settleDuration + 1).allSatisfy { (0...2000).contains(simulation.position(at: $0)) })
        #expect(simulation.isDone(at: simulation.settleDuration))
        #expect(simulation.position(at: 100) == simulation.finalPosition)
        #expect(simulation.phase(at: 0.1) == .decelerating)
    }

    @Test("A fling into an edge goes past it, returns exactly to it and is done")
    func flingBounces() {
        let simulation = ScrollSimulation(position: 900, velocity: 1000, minOffset: 0, maxOffset: 1000)
        // crossing: t = ln(1 + 100·(−2.002)/1000)/(−2.002) = 0.11159 s at v = 1000 − 200.2 = 799.8 pt/s
        // critical spring ω = 10: peak overshoot = v/(ω·e) = 799.8/27.18 = 29.42 pt, 0.1 s after the crossing
        #expect(isClose(simulation.position(at: 0.111585), 1000, within: 1e-3))
        #expect(simulation.phase(at: 0.2) == .bouncing)
        let peak = samples(to: simulation.settleDuration).map { simulation.position(at: $0) }.max() ?? 0
        #expect(isClose(peak, 1029.42, within: 0.05))
        #expect(isClose(simulation.position(at: 0.211585), 1029.42, within: 0.01))
        #expect(simulation.finalPosition == 1000)
        #expect(simulation.position(at: simulation.settleDuration) == 1000)
        #expect(simulation.velocity(at: simulation.settleDuration) == 0)
        #expect(simulation.isDone(at: simulation.settleDuration))
        #expect(!simulation.isDone(at: 0.5))
        #expect(simulation.phase(at: simulation.settleDuration) == .resting)
    }

    @Test("Position is continuous: no frame jumps more than its speed allows, apart from the final ≤ 0.5 pt snap")
    func continuity() {
        let cases = [
            ScrollSimulation(position: 900, velocity: 1000, minOffset: 0, maxOffset: 1000),
            ScrollSimulation(position: 100, velocity: -4000, minOffset: 0, maxOffset: 1000),
            ScrollSimulation(position: -50, velocity: 3000, minOffset: 0, maxOffset: 1000),
            ScrollSimulation(position: 1080, velocity: 200, minOffset: 0, maxOffset: 1000),
        ]
        for simulation in cases {
            let times = samples(to: simulation.settleDuration + 0.01)
            for (a, b) in zip(times, times.dropFirst()) {
                let jump = Swift.abs(simulation.position(at: b) - simulation.position(at: a))
                // speed is capped by max(|v0|, 5000) pt/s → at most 5 pt per ms here, plus the 0.5 pt settle snap
                #expect(jump <= 5.5, "jump \(jump) at \(a)")
            }
        }
    }

    @Test("Released outside the range, it springs back to the nearest edge")
    func outsideSpringsBack() {
        let below = ScrollSimulation(position: -80, velocity: 0, minOffset: 0, maxOffset: 1000)
        #expect(samples(to: below.settleDuration).allSatisfy { below.position(at: $0) <= 0 })
        #expect(below.finalPosition == 0)
        #expect(below.isDone(at: below.settleDuration))
        #expect(below.phase(at: 0.05) == .bouncing)

        // moving further out: it keeps going briefly, then returns
        let outward = ScrollSimulation(position: 1050, velocity: 500, minOffset: 0, maxOffset: 1000)
        #expect(outward.position(at: 0.05) > 1050)
        #expect(outward.finalPosition == 1000)
    }

    @Test("Thrown back in from outside, it crosses the edge and decelerates inside")
    func outsideThrownInside() {
        let simulation = ScrollSimulation(position: -50, velocity: 1500, minOffset: 0, maxOffset: 1000)
        // spring: A = −50, B = 1500 + 10·(−50) = 1000 → reaches the edge at t = 50/1000 = 0.05 s
        // with v = (B − ω(A + B·t))·e^(−ωt) = 1000·e^(−0.5) = 606.53 pt/s
        #expect(isClose(simulation.position(at: 0.05), 0, within: 1e-9))
        #expect(isClose(simulation.velocity(at: 0.05), 606.53, within: 0.01))
        #expect(simulation.phase(at: 0.06) == .decelerating)
        // then decelerates from the edge: stop = (606.53 − 10) / 2.002 = 297.97
        #expect(isClose(simulation.finalPosition, 297.97, within: 0.01))

        // thrown harder (3000 pt/s: 2047 pt/s at the edge, projecting 1022 pt) it bounces off the far edge
        let harder = ScrollSimulation(position: -50, velocity: 3000, minOffset: 0, maxOffset: 1000)
        #expect(harder.finalPosition == 1000)
        #expect(harder.segments.count == 3)
    }

    @Test("Without bounces a fling stops dead at the edge")
    func noBounceStopsAtEdge() {
        let simulation = ScrollSimulation(
            position: 900, velocity: 1000, minOffset: 0, maxOffset: 1000, bounces: false)
        #expect(samples(to: 2).allSatisfy { simulation.position(at: $0) <= 1000 })
        #expect(simulation.finalPosition == 1000)
        // it stops when it reaches the edge: 0.11159 s (see the bounce test)
        #expect(isClose(simulation.settleDuration, 0.111585, within: 1e-5))
        #expect(simulation.isDone(at: 0.12))
        #expect(simulation.velocity(at: 0.12) == 0)
    }

    @Test("Enormous velocities and empty ranges stay finite and settle at an edge")
    func extremesStayFinite() {
        let cases = [
            ScrollSimulation(position: 0, velocity: 1e7, minOffset: 0, maxOffset: 1000),
            ScrollSimulation(position: 500, velocity: -1e7, minOffset: 0, maxOffset: 1000, rate: .fast),
            ScrollSimulation(position: 0, velocity: 1e7, minOffset: 0, maxOffset: 0),
            ScrollSimulation(position: 0, velocity: -1e7, minOffset: 0, maxOffset: 0, bounces: false),
            ScrollSimulation(position: 40, velocity: -1e7, minOffset: 0, maxOffset: 0),
            ScrollSimulation(position: 1e9, velocity: 1e7, minOffset: 0, maxOffset: 1000),
            ScrollSimulation(position: 0, velocity: 0, minOffset: 0, maxOffset: 0),
            ScrollSimulation(position: 10, velocity: 500, minOffset: 300, maxOffset: 100),
            ScrollSimulation(position: .nan, velocity: .infinity, minOffset: .nan, maxOffset: 10),
        ]
        for simulation in cases {
            #expect(simulation.settleDuration.isFinite)
            #expect(simulation.finalPosition.isFinite)
            for t in samples(to: simulation.settleDuration + 0.1, step: 0.004) {
                #expect(simulation.position(at: t).isFinite)
                #expect(simulation.velocity(at: t).isFinite)
            }
            #expect(simulation.isDone(at: simulation.settleDuration))
        }
        // a 1e7 pt/s fling overshoots by at most 5000/(10·e) = 184 pt (transfer velocity capped at 5000)
        let huge = cases[0]
        let peak = samples(to: huge.settleDuration).map { huge.position(at: $0) }.max() ?? 0
        #expect(peak <= 1000 + 184)
        #expect(huge.finalPosition == 1000)
        #expect(cases[2].finalPosition == 0)
        #expect(cases[3].settleDuration == 0)
    }
}
