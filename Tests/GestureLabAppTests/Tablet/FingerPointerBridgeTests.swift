import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

/// The next frame, outside `#expect` (which can't call a mutating method).
private func take(_ bridge: inout FingerPointerBridge) -> FingerPointerBridge.Frame { bridge.nextFrame() }

@Suite("A finger as ImGui's mouse")
struct FingerPointerBridgeTests {
    @Test("a tap that lifts before the next frame still shows down, then up, then no pointer")
    func quickTap() {
        var bridge = FingerPointerBridge()
        bridge.press(at: CGPoint(x: 100, y: 50))
        bridge.release(at: CGPoint(x: 101, y: 50))
        #expect(take(&bridge) == .init(position: CGPoint(x: 100, y: 50), isDown: true))
        #expect(take(&bridge) == .init(position: CGPoint(x: 101, y: 50), isDown: false))
        #expect(take(&bridge) == .init(position: nil, isDown: false))
        #expect(!bridge.hasPendingFrames)
    }

    @Test("a press is shown where it landed even when the finger moved before the frame")
    func pressShownWhereItLanded() {
        var bridge = FingerPointerBridge()
        bridge.press(at: CGPoint(x: 950, y: 16))
        bridge.move(to: CGPoint(x: 900, y: 30), activeIsDrag: false)
        #expect(take(&bridge).position == CGPoint(x: 950, y: 16))
        #expect(take(&bridge).position == CGPoint(x: 900, y: 30))
    }

    @Test("a drag that starts on a drag widget follows the finger with the mouse held down")
    func dragWidgetFollows() {
        var bridge = FingerPointerBridge()
        bridge.press(at: CGPoint(x: 10, y: 10))
        _ = bridge.nextFrame()
        bridge.move(to: CGPoint(x: 60, y: 12), activeIsDrag: true)
        #expect(take(&bridge) == .init(position: CGPoint(x: 60, y: 12), isDown: true))
        bridge.move(to: CGPoint(x: 120, y: 14), activeIsDrag: true)
        #expect(take(&bridge) == .init(position: CGPoint(x: 120, y: 14), isDown: true))
        bridge.release(at: CGPoint(x: 120, y: 14))
        #expect(take(&bridge) == .init(position: CGPoint(x: 120, y: 14), isDown: false))
    }

    @Test("a drag elsewhere past the slop becomes a scroll: the press lets go and the deltas add up")
    func dragScrolls() {
        var bridge = FingerPointerBridge(slop: 10)
        bridge.press(at: CGPoint(x: 10, y: 300))
        _ = bridge.nextFrame()
        bridge.move(to: CGPoint(x: 10, y: 295), activeIsDrag: false)
        #expect(take(&bridge) == .init(position: CGPoint(x: 10, y: 295), isDown: true), "inside the slop")
        bridge.move(to: CGPoint(x: 10, y: 280), activeIsDrag: false)
        bridge.move(to: CGPoint(x: 10, y: 250), activeIsDrag: false)
        // 300 -> 280 starts it (-20), 280 -> 250 adds -30.
        #expect(take(&bridge) == .init(position: nil, isDown: false, beginsScroll: true, scrollDelta: -50))
        bridge.move(to: CGPoint(x: 10, y: 270), activeIsDrag: false)
        #expect(take(&bridge) == .init(position: nil, isDown: false, beginsScroll: false, scrollDelta: 20))
        bridge.release(at: CGPoint(x: 10, y: 270))
        #expect(take(&bridge) == .init(position: nil, isDown: false))
        #expect(!bridge.hasPendingFrames)
    }
}
