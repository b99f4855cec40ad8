import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

@Suite("The panels as an overlay")
struct PanelOverlayLayoutTests {
    @Test("the overlay hugs the right edge, leaves the toolbar's row free and is at most 60% of a portrait screen")
    func placement() {
        var layout = PanelOverlayLayout()
        layout.update(screen: CGSize(width: 1280, height: 800), scale: 1)
        #expect(layout.placedFrame == CGRect(x: 1280 - 420 - 8, y: 8, width: 420, height: 800 - 16 - 64))
        layout.update(screen: CGSize(width: 800, height: 1280), scale: 2)
        #expect(layout.placedFrame.width == 480)
        #expect(layout.placedFrame.maxY <= 1280 - 64 * 2)
    }

    @Test("a title-bar drag that ends past the middle snaps to the other side; touches count only over the panels")
    func snapsToNearerSide() {
        var layout = PanelOverlayLayout()
        layout.update(screen: CGSize(width: 1280, height: 800), scale: 1)
        let placed = layout.placedFrame
        layout.noteDrawn(frame: placed, collapsed: false, moving: false)
        #expect(!layout.needsPlacement)
        #expect(layout.contains(CGPoint(x: 1000, y: 400)) && !layout.contains(CGPoint(x: 400, y: 400)))
        // Dragged to the left half: nothing happens while moving, the snap comes when the drag ends.
        let dragged = CGRect(x: 300, y: 30, width: placed.width, height: placed.height)
        layout.noteDrawn(frame: dragged, collapsed: false, moving: true)
        #expect(layout.side == .right)
        layout.noteDrawn(frame: dragged, collapsed: false, moving: false)
        #expect(layout.side == .left && layout.needsPlacement)
        #expect(layout.placedFrame.minX == 8)
        // Collapsed: only the title bar takes touches.
        layout.noteDrawn(frame: CGRect(x: 8, y: 8, width: 420, height: 19), collapsed: true, moving: false)
        #expect(layout.contains(CGPoint(x: 100, y: 15)) && !layout.contains(CGPoint(x: 100, y: 300)))
    }

    @Test("the automatic UI scale follows the display's DPI in quarter steps, and a HiDPI fitted device")
    func automaticScale() {
        #expect(UIScale.automatic(dpi: 96, fitScale: 1) == 1)
        #expect(UIScale.automatic(dpi: 192, fitScale: 1) == 2)
        #expect(UIScale.automatic(dpi: 144, fitScale: 1) == 1.5)
        #expect(UIScale.automatic(dpi: 72, fitScale: 1) == 1)
        #expect(UIScale.automatic(dpi: nil, fitScale: 2) == 2)
        #expect(UIScale.automatic(dpi: 1000, fitScale: 1) == 4)
    }
}
