import Foundation
import Testing

@testable import GesturePhysics

@Suite("Timing curves")
struct TimingCurveTests {
    static let presets: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("default", .default),
    ]

    @Test("Every preset is exactly 0 at 0 and exactly 1 at 1")
    func endpoints() {
        for (name, curve) in Self.presets {
            #expect(curve.value(at: 0) == 0, "\(name)")
            #expect(curve.value(at: 1) == 1, "\(name)")
            #expect(curve.value(at: -0.5) == 0, "\(name)")
            #expect(curve.value(at: 7) == 1, "\(name)")
        }
    }

    @Test("Midpoints match the Bézier solved independently")
    func midpoints() {
        // values from bisecting x(s) = 0.5 on the control points to 1e-15
        #expect(isClose(TimingCurve.linear.value(at: 0.5), 0.5, within: 1e-9))
        #expect(isClose(TimingCurve.easeInOut.value(at: 0.5), 0.5, within: 1e-7))
        #expect(isClose(TimingCurve.easeIn.value(at: 0.5), 0.315357, within: 1e-6))
        #expect(isClose(TimingCurve.easeOut.value(at: 0.5), 0.684643, within: 1e-6))
        #expect(isClose(TimingCurve.default.value(at: 0.5), 0.802403, within: 1e-6))
        #expect(isClose(TimingCurve.default.value(at: 0.25), 0.408511, within: 1e-6))
        #expect(isClose(TimingCurve.easeInOut.value(at: 0.25), 0.129162, within: 1e-6))
    }

    @Test("Every preset is monotonic")
    func monotonic() {
        for (name, curve) in Self.presets {
            let values = samples(to: 1).map { curve.value(at: $0) }
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "\(name)")
        }
    }

    @Test("Steep curves that defeat Newton's method still solve by bisection")
    func steepCurveFallsBack() {
        let steep = TimingCurve(controlPoint1: (1, 0), controlPoint2: (1, 0))
        // x(s) = 3(1−s)s² + s³ has zero slope at s = 0; the solved s must reproduce x
        for x in [0.001, 0.1, 0.5, 0.99] {
            let s = steep.solveParameter(forX: x)
            #expect(isClose(TimingCurve.sample(s, p1: 1, p2: 1), x, within: 1e-8))
        }
        let clamped = TimingCurve(controlPoint1: (-2, 0), controlPoint2: (3, 1))
        #expect(clamped.controlPoint1.x == 0 && clamped.controlPoint2.x == 1)
    }
}
