import Foundation
import Testing

@testable import GesturePhysics

@Suite("Rubber band")
struct RubberBandTests {
    @Test("On an 844 pt screen, pulls of 100 and 400 pt show 51.6 and 174.5 pt")
    func iPhoneHeight() {
        // (1 − 1/(100·0.55/844 + 1))·844 = 100·0.55·844 / (55 + 844) = 46420 / 899 = 51.635
        #expect(isClose(RubberBand.offset(forOverscroll: 100, dimension: 844), 51.6352, within: 1e-3))
        // 400·0.55·844 / (220 + 844) = 185680 / 1064 = 174.511
        #expect(isClose(RubberBand.offset(forOverscroll: 400, dimension: 844), 174.5113, within: 1e-3))
    }

    @Test("On a 960 pt dimension, pulls of 100, 400 and 960 pt show 52, 179 and 341 pt")
    func grantPaulTable() {
        // 52800/1015 = 52.02; 211200/1180 = 178.98; 506880/1488 = 340.65 (uikit-behaviour.md §3.4)
        #expect(isClose(RubberBand.offset(forOverscroll: 100, dimension: 960), 52.0197, within: 1e-3))
        #expect(isClose(RubberBand.offset(forOverscroll: 400, dimension: 960), 178.9831, within: 1e-3))
        #expect(isClose(RubberBand.offset(forOverscroll: 960, dimension: 960), 340.6452, within: 1e-3))
    }

    @Test("The offset is signed, starts at slope 0.55 and never reaches the dimension")
    func shape() {
        #expect(RubberBand.offset(forOverscroll: -400, dimension: 844) == -RubberBand.offset(forOverscroll: 400, dimension: 844))
        #expect(RubberBand.offset(forOverscroll: 0, dimension: 844) == 0)
        // tiny pull: b ≈ 0.55·x
        #expect(isClose(RubberBand.offset(forOverscroll: 0.01, dimension: 844), 0.0055, within: 1e-7))
        #expect(RubberBand.offset(forOverscroll: 1e9, dimension: 844) < 844)
        #expect(RubberBand.offset(forOverscroll: .greatestFiniteMagnitude, dimension: 844) <= 844)
        #expect(RubberBand.offset(forOverscroll: 100, dimension: 0) == 0)
    }

    @Test("The inverse round-trips")
    func inverseRoundTrips() {
        for x in [-2000.0, -400, -1, 0, 0.5, 100, 400, 960, 5000] {
            let b = RubberBand.offset(forOverscroll: x, dimension: 960)
            let back = RubberBand.overscroll(forOffset: b, dimension: 960)
            #expect(isClose(back, x, within: 1e-6 * Swift.max(1, Swift.abs(x))))
        }
        #expect(RubberBand.overscroll(forOffset: 960, dimension: 960) == .greatestFiniteMagnitude)
        #expect(RubberBand.overscroll(forOffset: -2000, dimension: 960) == -.greatestFiniteMagnitude)
    }

    @Test("Clamping leaves in-range values alone and bands values past either edge")
    func clampBandsOutside() {
        #expect(RubberBand.clamp(500, min: 0, max: 1000, dimension: 844) == 500)
        // 1100 is 100 past max → 1000 + 51.635
        #expect(isClose(RubberBand.clamp(1100, min: 0, max: 1000, dimension: 844), 1051.6352, within: 1e-3))
        #expect(isClose(RubberBand.clamp(-400, min: 0, max: 1000, dimension: 844), -174.5113, within: 1e-3))
        // empty range: everything bands around the single point
        #expect(isClose(RubberBand.clamp(100, min: 0, max: -50, dimension: 844), 51.6352, within: 1e-3))
    }
}
