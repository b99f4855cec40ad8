import Foundation
import GestureUIKit
import Testing
@testable import GestureLabApp

@Suite("Window layout: the panel column")
struct PanelColumnWidthTests {
    @Test("the column widens into room the device leaves unused, up to its widest, and the device keeps its scale")
    func widensWithRoom() {
        // 1920x1080: the 390x844 device is limited by the height, (1080 − 32) / 844 = 1.2417 px a point, 484 px wide.
        let wide = WindowLayout(outputWidth: 1920, height: 1080, device: CGSize(width: 390, height: 844), deviceScale: 3,
                                zoom: nil, showsPanels: true, fitsDevice: false)
        #expect(wide.panelColumn?.width == CGFloat(WindowLayout.widestPanelColumn))
        #expect(abs(wide.viewport.scale - 1048.0 / 844) < 1e-9)
        #expect(wide.viewport.origin.x + 390 * wide.viewport.scale <= 1920 - WindowLayout.widestPanelColumn)
        // Just wide enough for the device and a 420 px column: no room, no growth.
        let snug = WindowLayout(outputWidth: 853, height: 900, device: CGSize(width: 390, height: 844), deviceScale: 3,
                                zoom: nil, showsPanels: true, fitsDevice: false)
        #expect(snug.panelColumn?.width == CGFloat(WindowLayout.panelColumnWidth))
        // Some room: the column takes exactly what the device leaves (less than the widest).
        let some = WindowLayout(outputWidth: 1000, height: 900, device: CGSize(width: 390, height: 844), deviceScale: 3,
                                zoom: nil, showsPanels: true, fitsDevice: false)
        let used = 390 * some.viewport.scale + 2 * WindowLayout.margin
        #expect(abs((some.panelColumn?.width ?? 0) - (1000 - used).rounded(.down)) <= 1)
    }
}

@Suite("Window layout: the first window size")
struct InitialWindowSizeTests {
    @Test("a window manager's title bar and frame are counted, so the whole window fits the usable area")
    func bordersCount() {
        let usable = CGSize(width: 1280, height: 800)
        let borders = WindowBorders(top: 30, left: 2, bottom: 4, right: 2)
        let area = WindowLayout.contentArea(usable: usable, borders: borders)
        #expect(area == CGSize(width: 1276, height: 766))
        let size = WindowLayout.initialWindowSize(device: CGSize(width: 390, height: 844), deviceScale: 3, zoom: nil,
                                                  showsPanels: true, usable: area)
        #expect(Double(size.height) + borders.top + borders.bottom <= usable.height)
        #expect(Double(size.width) + borders.left + borders.right <= usable.width)
        // Without decorations the content may take the whole usable height.
        #expect(WindowLayout.contentArea(usable: usable, borders: nil) == usable)
    }
}
