import Foundation
import Testing

@testable import GestureUIKit

/// A data source of `count` rows in one section, counting the cells it was handed.
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var count: Int
    var selected: [IndexPath] = []
    var made = 0
    init(_ count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        made += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@Suite("UITableView: cells, reuse and updates")
struct UITableViewTests {
    private func table(rows: Int, height: CGFloat = 844) -> (UITableView, Rows) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: height), style: .plain)
        let rows = Rows(rows)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return (table, rows)
    }

    @Test("10,000 rows make only a screenful of cells: 844 / 44 → 20 rows on screen")
    func onlyVisibleRows() {
        let (table, rows) = table(rows: 10_000)
        #expect(table.contentSize.height == CGFloat(440_000))
        #expect(table.visibleCells.count == 20)  // rows 0...19: 19 × 44 = 836 < 844
        #expect(rows.made == 20)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 20)
    }

    @Test("scrolling reuses the cells that left: far down, still about a screenful exists")
    func reuse() {
        let (table, rows) = table(rows: 10_000)
        let first = Set(table.visibleCells.map(ObjectIdentifier.init))
        table.contentOffset = CGPoint(x: 0, y: 44 * 5000)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5000, section: 0))
        #expect(table.visibleCells.first?.textLabel?.text == "Row 5000")
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == first)  // the same 20 cells, reused
        #expect(rows.made == 40)
    }

    @Test("indexPathForRow(at:) and rect(forRowAt:) agree, row and section helpers included")
    func geometry() {
        let (table, _) = table(rows: 50)
        let path = IndexPath(row: 3, section: 0)
        #expect(path.row == 3 && path.section == 0)
        #expect(table.rect(forRowAt: path) == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == path)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50 * 44 + 1)) == nil)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 50)
    }

    @Test("deleteRows(at:with:) re-keys the cells below and the content shrinks by a row")
    func deleteRows() {
        let (table, rows) = table(rows: 50)
        let below = table.cellForRow(at: IndexPath(row: 4, section: 0))
        rows.count -= 1
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(table.contentSize.height == CGFloat(49 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === below)
        #expect(below?.frame.minY == CGFloat(3 * 44))
    }

    @Test("insertRows(at:with:) pushes the rows below down")
    func insertRows() {
        let (table, rows) = table(rows: 10)
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
        rows.count += 1
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === second)
        #expect(table.visibleCells.count == 11)
    }

    @Test("selectRow and deselectRow set the cell's isSelected without telling the delegate")
    func selection() {
        let (table, rows) = table(rows: 10)
        let path = IndexPath(row: 2, section: 0)
        table.selectRow(at: path, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == path)
        #expect(table.cellForRow(at: path)?.isSelected == true)
        table.deselectRow(at: path, animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: path)?.isSelected == false)
        #expect(rows.selected.isEmpty)
    }

    @Test("the table's recognizers: its pan, then the swipe-actions pan, a UIPanGestureRecognizer of its own")
    func recognizers() {
        let (table, _) = table(rows: 3)
        let pans = (table.gestureRecognizers ?? []).filter { $0 is UIPanGestureRecognizer }
        #expect(pans.count == 2)
        let swipe = pans.first { $0 !== table.panGestureRecognizer }
        #expect(swipe.map { String(describing: type(of: $0)) } == "_UISwipeActionPanGestureRecognizer")
    }
}
