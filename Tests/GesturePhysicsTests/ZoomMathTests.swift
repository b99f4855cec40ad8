import Foundation
import Testing

@testable import GesturePhysics

@Suite("Zoom math")
struct ZoomMathTests {
    @Test("Clamping keeps scales within the limits")
    func clamping() {
        #expect(ZoomMath.clampedScale(2, min: 1, max: 3) == 2)
        #expect(ZoomMath.clampedScale(5, min: 1, max: 3) == 3)
        #expect(ZoomMath.clampedScale(0.2, min: 1, max: 3) == 1)
        #expect(ZoomMath.clampedScale(-1, min: 1, max: 3) == 1)
        #expect(ZoomMath.clampedScale(2, min: 1, max: 0.5) == 1)
    }

    @Test("Pinching past the limits resists in log space")
    func rubberBanding() {
        #expect(ZoomMath.rubberBandedScale(2, min: 1, max: 3) == 2)
        // asking for 2 × max: log overscroll ln 2 → (1 − 1/1.55)·ln 2 = 0.24593 → 3·e^0.24593 = 3.8365
        #expect(isClose(ZoomMath.rubberBandedScale(6, min: 1, max: 3), 3.8365, within: 1e-4))
        // asking for min / 2: 1·e^−0.24593 = 0.78196
        #expect(isClose(ZoomMath.rubberBandedScale(0.5, min: 1, max: 3), 0.78196, within: 1e-4))
        #expect(ZoomMath.rubberBandedScale(1e6, min: 1, max: 3) < 6)
        #expect(ZoomMath.rubberBandedScale(1e-6, min: 1, max: 3) > 0.5)
    }

    @Test("The raw scale inverts the rubber band")
    func inverse() {
        for scale in [0.3, 0.9, 1, 2, 3, 4.5, 20] {
            let shown = ZoomMath.rubberBandedScale(scale, min: 1, max: 3)
            #expect(isClose(ZoomMath.rawScale(forRubberBandedScale: shown, min: 1, max: 3), scale, within: 1e-9 * scale))
        }
        #expect(ZoomMath.rawScale(forRubberBandedScale: 6, min: 1, max: 3) == .greatestFiniteMagnitude)
    }
}
