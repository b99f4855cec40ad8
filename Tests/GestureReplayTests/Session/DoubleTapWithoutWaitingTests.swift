import Testing
@testable import GestureReplay

/// `single-waits-for-double=off`: what one double tap reports, as UIKit does it.
///
/// UIKit (decompiled UITapRecognizer, iOS 18.2): every tap's end runs `_interactionEndedTouch:`, which counts
/// `_currentNumberOfTaps + 1` and, when it equals `_numberOfTapsRequired`, calls `tapRecognizerRecognizedTap:`:
/// a one-tap recognizer recognizes on each tap's lift, the second tap of a double tap included (it was reset after
/// the first). And "a UITapGestureRecognizer never prevents another UITapGestureRecognizer with a higher tap
/// count", so the single tap's recognition does not stop the double tap.
@Suite("Double tap without the single tap waiting")
struct DoubleTapWithoutWaitingTests {
    @Test("one double tap reports singleTap on each lift and doubleTap on the second, at the same time")
    func doubleTapFiresSingleTwice() throws {
        let report = try replay("""
            scene taps
            set single-waits-for-double=off
            0.4 tap 195 422 count 2
            1.5 end
            """)
        #expect(report.actionNames == ["singleTap", "singleTap", "doubleTap"])
        #expect(report.actions[1].time == report.actions[2].time)
    }

    @Test("with the single tap waiting, the same double tap reports doubleTap only")
    func waitingReportsDoubleOnly() throws {
        let report = try replay("""
            scene taps
            set single-waits-for-double=on
            0.4 tap 195 422 count 2
            1.5 end
            """)
        #expect(report.actionNames == ["doubleTap"])
    }
}
