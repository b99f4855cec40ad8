import GestureUIKit
import GestureReplay
import GestureScript
import Testing
@testable import GestureScenes

/// Through the photos scene: once the pager has taken a finger's drag from a zoomed photo at its
/// edge, it keeps it to the lift, even when the finger comes back past the photo's page boundary.
///
/// UIKit arms its mid-drag hand-back (`_shouldTransferTrackingFromParentScrollViewForCurrentOffset`) only in
/// `_beginScroll`, which for a touch runs at the first touch-down with a zero translation, where
/// `_canTransferTrackingFromParentPagingScrollView` answers NO (decompiled UIKitCore, iOS 18.2 and 26.1; quoted in
/// `UIScrollView+Nesting.swift`). The script states the outcome with `expect` lines, so it reads the report only.
@Suite("Replaying a drag the pager took from a zoomed photo, brought back past the page boundary")
struct PagingHandBackReplayTests {
    /// Page 1 of three, zoomed to 3× at its left edge by a double tap; then one finger drags 150 pt right (the pager
    /// takes it), comes back 250 pt left (100 pt left of where it touched down) in 10 pt steps every 10 ms, rests
    /// 0.2 s and lifts.
    private static func script() -> String {
        var lines = [
            "scene photos open=1",
            "0.1 tap 20 422 count 2",
            "0.9 expect zoom page.1 == 3",
            "0.9 expect offset page.1 x == 0",
            "0.9 expect offset pager x == 410",
            "1 down 1 100 422",
        ]
        var x = 100
        var time = 100  // centiseconds
        for target in [250, 0] {
            while x != target {
                x += target > x ? 10 : -10
                time += 1
                lines.append("\(time.seconds) move 1 \(x) 422")
            }
            if target == 250 {
                // 150 pt right less the 10 pt hysteresis: the pager moved 140 pt towards page 0.
                lines.append("\(time.seconds) expect page.1.pan failed")
                lines.append("\(time.seconds) expect pager.pan began")
                lines.append("\(time.seconds) expect offset pager x == 270")
            }
        }
        lines += [
            // Past page 1's boundary (410) by 110 pt: not pinned there, and the photo has not moved.
            "\(time.seconds) expect offset pager x == 520",
            "\(time.seconds) expect offset page.1 x == 0",
            "\(time.seconds) expect not pager.pan cancelled",
            "\(time.seconds) expect pager.pan is changed",
            "\(time.seconds) expect not page.1.pan began",
            "\((time + 20).seconds) up 1 0 422",
            "\((time + 250).seconds) expect pager.pan ended",
            "\((time + 250).seconds) expect page pager 1",
            "\((time + 250).seconds) expect offset pager x == 410",
            "\((time + 250).seconds) expect offset page.1 x == 0",
            "\((time + 250).seconds) expect zoom page.1 == 3",
        ]
        return lines.joined(separator: "\n")
    }

    @Test("the pager follows the finger past page 1's boundary and the zoomed photo stays at its left edge")
    func pagerKeepsTheDrag() throws {
        let report = try photosSession(
            Self.script(), images: [TestImages.portrait, TestImages.portrait, TestImages.portrait]
        ).run()
        #expect(report.expectations.count == 16)
        for result in report.expectations where !result.passed {
            Issue.record("line \(result.line): \(result.expectation) got \(result.actual)")
        }
        // In the drag (from 1 s: the double tap's two taps failed both pans before), the photo's pan failed once,
        // at the hand-off, and the pager's pan ran from began to ended, never failed or cancelled.
        let photoPan = report.transitions(of: "page.1.pan").filter { $0.time >= 1 }
        #expect(photoPan.map(\.to) == [.failed])
        #expect(photoPan.first?.reason == "shouldBegin returned false: at left edge; hands the drag to pager")
        let pagerPan = report.transitions(of: "pager.pan").filter { $0.time >= 1 }.map(\.to)
        #expect(pagerPan.first == .began)
        #expect(pagerPan.last == .ended)
        #expect(!pagerPan.contains(.failed) && !pagerPan.contains(.cancelled))
    }
}

extension Int {
    /// Centiseconds as a script time in seconds.
    fileprivate var seconds: String { "\(Double(self) / 100)" }
}
