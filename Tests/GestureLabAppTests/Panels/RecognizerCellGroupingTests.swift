import Foundation
import Testing
@testable import GestureLabApp

/// Issue 42: the recognizers panel listed the recognizers of every visible cell with no grouping. Each row now knows
/// the cell its view is in, found through the superview chain, and a cell's rows stand together under its name.
@Suite("The recognizers panel groups rows by cell")
struct RecognizerCellGroupingTests {
    @Test("context-menu with a long press on each cell: every cell's rows carry it and are contiguous")
    func cellRowsGrouped() throws {
        let fixture = try PanelFixture(scene: "context-menu", options: [("long-press", "cell-long-press")])
        fixture.window.layoutIfNeeded()  // the list lays out its visible cells
        fixture.model.update(window: fixture.window, scene: fixture.host.scene)
        let rows = fixture.model.recognizers
        let cells = Set(rows.compactMap(\.cellID))
        #expect(cells.count >= 2, "\(rows.map { "\($0.name)@\($0.cell ?? "-")" })")
        for cell in cells {
            let indices = rows.indices.filter { rows[$0].cellID == cell }
            #expect(indices == Array((indices.first ?? 0)...(indices.last ?? 0)), "a cell's rows are apart")
        }
        #expect(rows.contains { $0.name == "row.longPress" && $0.cell != nil })
        #expect(rows.contains { $0.cell == nil }, "the list's own recognizers are in no cell")
    }

    @Test("grouping moves a cell's later rows up to its first one and keeps everything else in order")
    func groupingKeepsOrder() throws {
        let fixture = try PanelFixture(scene: "inbox")
        var rows = Array(fixture.model.recognizers.prefix(3))
        try #require(rows.count == 3)
        let cell = ObjectIdentifier(fixture.window)
        rows[0].cellID = cell
        rows[1].cellID = nil
        rows[2].cellID = cell
        let grouped = RecognizerCellGrouping.grouped(rows)
        #expect(grouped.map(\.name) == [rows[0].name, rows[2].name, rows[1].name])
    }
}
