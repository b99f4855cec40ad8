import GestureUIKit
import Testing
@testable import GestureReplay

/// A double tap's allowable movement is measured from where the first tap began.
///
/// UITapRecognizer [RE] (iOS 18.2) sets `_startPoint` only while `_currentNumberOfTaps` is 0, and both
/// `touchesBegan:` (a later tap's landing) and `touchesMoved:` compare the fingers' centroid with it.
@Suite("Replaying a double tap's allowable movement")
struct DoubleTapMovementReplayTests {
    @Test("a second tap that lands 40 pt away and slides 8 pt further (48 pt from the first) is no double tap")
    func secondTapDriftsPastTheLimit() throws {
        let report = try replay("""
            scene taps
            0.1 down 1 195 422
            0.15 up 1 195 422
            0.25 down 1 235 422
            0.27 move 1 243 422
            0.3 up 1 243 422
            """)
        #expect(!report.actionNames.contains("doubleTap"))
        let double = report.transitions(of: "card.doubleTap")
        #expect(double.map(\.to) == [.failed])
        #expect(double.first?.reason == "moved 48 pt from where the first tap began (> 45)")
        #expect(report.transitions(of: "card.pan").allSatisfy { $0.to == .failed })  // 8 pt: never a pan
    }

    @Test("a second tap that lands 40 pt away and stays is a double tap")
    func secondTapWithinTheLimit() throws {
        let report = try replay("""
            scene taps
            0.1 down 1 195 422
            0.15 up 1 195 422
            0.25 down 1 235 422
            0.3 up 1 235 422
            """)
        #expect(report.actionNames == ["doubleTap"])
    }

    @Test("a second tap that lands 50 pt away fails at touch-down, naming the distance")
    func secondTapLandsTooFar() throws {
        let report = try replay("""
            scene taps
            0.1 down 1 195 422
            0.15 up 1 195 422
            0.25 down 1 245 422
            0.3 up 1 245 422
            """)
        #expect(report.transitions(of: "card.doubleTap").first?.reason
                == "tap 2 landed 50 pt from where the first began (> 45)")
    }
}
