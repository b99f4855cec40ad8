import Foundation
import GestureUIKit
import GestureReplay
import Testing
@testable import GestureScenes

/// What translation a delegate reads inside gestureRecognizerShouldBegin.
///
/// UIPanGestureRecognizer `touchesMoved:` removes the hysteresis and then calls `setState:Began`, which asks
/// `_shouldBegin` synchronously (UIGestureRecognizer.mm): the delegate sees the trimmed translation. The
/// KSPhotoBrowser long-image fix reads its sign, so a slow drag whose crossing move lands on exactly 10 pt
/// gives it 0 and the fix does not apply; 10.5 pt gives it +0.5 and it does.
@Suite("Replaying the translation a delegate sees in shouldBegin")
struct ShouldBeginTranslationReplayTests {
    /// Down at the tall photo's top, 5 pt per move every 0.1 s, the crossing move landing at `crossing` pt.
    static func slowDrag(crossing: Double) -> String {
        """
        scene photos open=0 long-image-dismiss=on
        0.1 down 1 195 300
        0.2 move 1 195 305
        0.3 move 1 195 \(300 + crossing)
        0.4 move 1 195 \(305 + crossing)
        0.5 move 1 195 \(520 + crossing)
        0.6 up 1 195 \(520 + crossing)
        """
    }

    @Test("a crossing move landing on exactly 10 pt: the delegate reads 0, the fix does not apply, the page scrolls")
    func exactlyTen() throws {
        let run = try photosSession(Self.slowDrag(crossing: 10), images: [TestImages.tall])
        run.start()
        let scene = try #require(run.photos)
        var readAtShouldBegin: CGPoint?
        var lowest = 0.0
        let page = try #require(scene.currentPageProbe)
        page.scrollPan.addTarget { pan in
            if pan.state == .began { readAtShouldBegin = (pan as? UIPanGestureRecognizer)?.translation(in: page.core) }
        }
        while !run.isFinished, let next = run.nextInstant {
            run.step(to: next)
            lowest = min(lowest, page.contentOffset.y)
        }
        let report = run.report()
        #expect(readAtShouldBegin == CGPoint(0, 0))
        #expect(report.transitions(of: "page.0.pan").first?.to == .began)
        #expect(!report.actionNames.contains("dismissed"))
        #expect(lowest < -20)  // rubber-banded at the top
    }

    @Test("a crossing move landing on 10.5 pt: the delegate reads +0.5 and the drag dismisses")
    func pastTen() throws {
        let report = try photosSession(Self.slowDrag(crossing: 10.5), images: [TestImages.tall]).run()
        #expect(report.transitions(of: "page.0.pan").first?.reason
                == "shouldBegin returned false: at top and dragging down (long-image-dismiss)")
        #expect(report.actionNames.contains("dismissed"))
    }
}
