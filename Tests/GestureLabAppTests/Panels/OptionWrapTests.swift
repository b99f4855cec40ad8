import Testing
@testable import GestureLabApp

/// Option choices wrap in the panel column instead of running off its edge (`per-page`,
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
