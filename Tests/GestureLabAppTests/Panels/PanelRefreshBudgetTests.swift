import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

/// The panels' periodic refresh waits for a frame whose device redraw is light (`PanelRefreshBudget`), at most
/// `longestWait`; a change of state redraws at once, heavy frame or not. On the panels' own clock (`now`).
// In the headless-frame suite, which is serialized: Dear ImGui's current context is process-wide.
extension SDLSuites.PanelsFrameTests {
    @Test("a periodic refresh skips heavy frames until a light one or the longest wait; a state change does not wait")
    func periodicRefreshWaitsForLightFrame() throws {
        try withCachedColumn(scene: "taps") { panels, fixture, draw in
            try periodicRefreshWaits(panels, fixture) { now, heavy in
                panels.deviceFrameIsHeavy = heavy
                draw(now)
            }
        }
    }

    private func periodicRefreshWaits(
        _ panels: Panels, _ fixture: PanelFixture, drawFrame: (Double, Bool) -> Void
    ) throws {
        panels.defersOnHeavyFrames = true
        let window = fixture.window
        func frame(_ now: Double, heavy: Bool) { drawFrame(now, heavy) }
        frame(0, heavy: false)
        // A finger lands on the card: a change of state, redrawn at once on a heavy frame.
        window.advance(to: 0.5)
        window.touchDown(finger: 0, at: CGPoint(x: 195, y: 422), time: 0.5)
        let beforeDown = panels.columnRedraws
        frame(1, heavy: true)
        #expect(panels.columnRedraws == beforeDown + 1)
        #expect(panels.lastRedrawReason == .stateChange)
        // Only time moves (smooth values). Heavy frames past the interval: not redrawn, still stale.
        let afterDown = panels.columnRedraws
        var now = 1.0
        for step in 1...5 {
            now = 1 + Panels.redrawInterval + Double(step) / 240
            window.advance(to: 0.5 + now - 1)
            frame(now, heavy: true)
        }
        #expect(now - 1 < PanelRefreshBudget.longestWait)
        #expect(panels.columnRedraws == afterDown, "heavy frames within the longest wait don't redraw")
        #expect(panels.isStale)
        // The first light frame redraws.
        now += 1.0 / 240
        window.advance(to: 0.5 + now - 1)
        frame(now, heavy: false)
        #expect(panels.columnRedraws == afterDown + 1)
        #expect(panels.lastRedrawReason == .smoothValues)
        // Heavy frames only: redrawn once the longest wait has passed, never later.
        let last = now, beforeWait = panels.columnRedraws
        var redrawnAt: Double?
        for step in 1...40 where redrawnAt == nil {
            now = last + Double(step) / 240
            window.advance(to: 0.5 + now - 1)
            frame(now, heavy: true)
            if panels.columnRedraws > beforeWait { redrawnAt = now - last }
        }
        let waited = try #require(redrawnAt)
        #expect(waited >= PanelRefreshBudget.longestWait && waited < PanelRefreshBudget.longestWait + 1.0 / 120)
    }

    @Test("a frame is heavy from a megabyte of textures uploaded, or half the device redrawn after a light frame")
    func heavyFrames() {
        #expect(!PanelRefreshBudget.isHeavy(deviceShare: 0.3, previousShare: 0.1, uploadedBytes: 0))
        #expect(PanelRefreshBudget.isHeavy(deviceShare: 1, previousShare: 0.1, uploadedBytes: 0))
        // A fade redrawing the whole device frame after frame: no frame is heavier than the next.
        #expect(!PanelRefreshBudget.isHeavy(deviceShare: 1, previousShare: 1, uploadedBytes: 0))
        #expect(PanelRefreshBudget.isHeavy(deviceShare: 1, previousShare: 1, uploadedBytes: 4 << 20))
        #expect(PanelRefreshBudget.isHeavy(deviceShare: 0.1, previousShare: 0.1, uploadedBytes: 4 << 20))
        #expect(PanelRefreshBudget.refreshes(elapsed: Panels.redrawInterval, heavy: false))
        #expect(!PanelRefreshBudget.refreshes(elapsed: Panels.redrawInterval, heavy: true))
        #expect(PanelRefreshBudget.refreshes(elapsed: PanelRefreshBudget.longestWait, heavy: true))
    }

    @Test("a frame after one that redrew most of the device uploads a quarter of the bytes; after a light one, 8 MB")
    func uploadBudget() {
        #expect(UploadBudget.bytesPerFrame(previousDeviceShare: 0.2) == 8 << 20)
        #expect(UploadBudget.bytesPerFrame(previousDeviceShare: 1) == 2 << 20)
        #expect(UploadBudget.bytesPerFrame(previousDeviceShare: 1) < UploadBudget.lightFrameBytes)
    }
}
