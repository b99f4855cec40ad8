import GestureCore
import Testing
@testable import GestureLabApp

/// Option choices wrap in the panel column instead of running off its edge (issue 19: `per-page`,
/// `require-to-fail` and `coordinated` were invisible in a 420 px column).
@Suite("Panels: option choices wrap")
struct OptionWrapTests {
    @Test("choices fill a line, then start the next; every choice is placed once, in order")
    func wrapsInOrder() {
        // Five choices of 90 px with 8 px spacing in 400 px: four fit on the first line (4·90 + 3·8 = 384).
        let lines = PanelView.wrap([90, 90, 90, 90, 90], into: 400, spacing: 8)
        #expect(lines == [[0, 1, 2, 3], [4]])
        #expect(lines.flatMap { $0 } == Array(0..<5))
    }

    @Test("no line is wider than the column unless one choice alone is")
    func linesFit() {
        let widths: [Double] = [60, 130, 170, 150, 120, 40, 300, 500, 20]
        for line in PanelView.wrap(widths, into: 390, spacing: 8) {
            let total = line.map { widths[$0] }.reduce(0, +) + Double(line.count - 1) * 8
            #expect(total <= 390 || line.count == 1)
        }
        #expect(PanelView.wrap(widths, into: 390, spacing: 8).first { $0.contains(7) } == [7])
    }

    @Test("an empty list has no lines")
    func empty() {
        #expect(PanelView.wrap([], into: 300, spacing: 8).isEmpty)
    }
}

@Suite("Window layout: the panel column")
struct PanelColumnWidthTests {
    @Test("the column widens into room the device leaves unused, up to its widest, and the device keeps its scale")
    func widensWithRoom() {
        // 1920x1080: the 390x844 device is limited by the height, (1080 − 32) / 844 = 1.2417 px a point, 484 px wide.
        let wide = WindowLayout(outputWidth: 1920, height: 1080, device: Size(width: 390, height: 844), deviceScale: 3,
                                zoom: nil, showsPanels: true, fitsDevice: false)
        #expect(wide.panelColumn?.width == WindowLayout.widestPanelColumn)
        #expect(abs(wide.viewport.scale - 1048.0 / 844) < 1e-9)
        #expect(wide.viewport.origin.x + 390 * wide.viewport.scale <= 1920 - WindowLayout.widestPanelColumn)
        // Just wide enough for the device and a 420 px column: no room, no growth.
        let snug = WindowLayout(outputWidth: 853, height: 900, device: Size(width: 390, height: 844), deviceScale: 3,
                                zoom: nil, showsPanels: true, fitsDevice: false)
        #expect(snug.panelColumn?.width == WindowLayout.panelColumnWidth)
        // Some room: the column takes exactly what the device leaves (less than the widest).
        let some = WindowLayout(outputWidth: 1000, height: 900, device: Size(width: 390, height: 844), deviceScale: 3,
                                zoom: nil, showsPanels: true, fitsDevice: false)
        let used = 390 * some.viewport.scale + 2 * WindowLayout.margin
        #expect(abs((some.panelColumn?.width ?? 0) - (1000 - used).rounded(.down)) <= 1)
    }
}
