import Foundation
import Testing

@testable import GestureUIKit

/// Rows whose cells hold an interactive `knob` view (no recognizers) beside the default label.
private final class KnobRows: UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []
    var highlighted: [Int] = []
    /// Each cell's knob, by the cell's identity.
    var knobs: [ObjectIdentifier: UIView] = [:]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        if knobs[ObjectIdentifier(cell)] == nil {
            let knob = UIView(frame: CGRect(x: 300, y: 7, width: 30, height: 30))
            cell.contentView.addSubview(knob)
            knobs[ObjectIdentifier(cell)] = knob
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        highlighted.append(indexPath.row)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
}

@Suite("Cells hit-test like any view; their unhandled touches reach the table up the responder chain")
struct CellTouchesTests {
    private func table(in harness: Harness) -> (UITableView, KnobRows) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let rows = KnobRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        harness.add(table)
        table.layoutIfNeeded()
        return (table, rows)
    }

    @Test("the hit view is the deepest interactive view in the cell: the knob, else the content view under a label")
    func deepestViewIsHit() throws {
        let harness = Harness()
        let (table, rows) = table(in: harness)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let knob = try #require(rows.knobs[ObjectIdentifier(cell)])
        #expect(harness.window.hitTest(CGPoint(x: 315, y: 2 * 44 + 22), with: nil) === knob)
        // The label does not take touches (UILabel's isUserInteractionEnabled is false), so its content view does.
        #expect(harness.window.hitTest(CGPoint(x: 60, y: 2 * 44 + 22), with: nil) === cell.contentView)
    }

    @Test("a tap on a view without touch handling selects its row: the touches travel up to the table")
    func tapOnKnobSelects() {
        let harness = Harness()
        let (_, rows) = table(in: harness)
        harness.tap(CGPoint(x: 315, y: 3 * 44 + 22), at: 1)
        #expect(rows.highlighted == [3])
        #expect(rows.selected == [3])
    }

    @Test("a second finger on another row neither highlights nor selects it: the table tracks one touch")
    func secondFingerIgnored() {
        let harness = Harness()
        let (_, rows) = table(in: harness)
        harness.window.touchDown(finger: 1, at: CGPoint(x: 60, y: 1 * 44 + 22), time: 1)
        harness.window.touchDown(finger: 2, at: CGPoint(x: 60, y: 5 * 44 + 22), time: 1.2)
        harness.window.touchUp(finger: 2, at: CGPoint(x: 60, y: 5 * 44 + 22), time: 1.3)
        harness.window.touchUp(finger: 1, at: CGPoint(x: 60, y: 1 * 44 + 22), time: 1.4)
        #expect(rows.highlighted == [1])
        #expect(rows.selected == [1])
    }

    @Test("a cell outside a table shows itself selected while a finger is on it, as UIKit's cell does")
    func standaloneCellSelectsWhileTouched() {
        let harness = Harness()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        harness.add(cell)
        harness.window.touchDown(finger: 1, at: CGPoint(x: 60, y: 122), time: 1)
        #expect(cell.isSelected)
        harness.window.touchMoved(finger: 1, to: CGPoint(x: 60, y: 200), time: 1.1)
        #expect(!cell.isSelected)
        harness.window.touchMoved(finger: 1, to: CGPoint(x: 60, y: 122), time: 1.2)
        #expect(cell.isSelected)
        harness.window.touchUp(finger: 1, at: CGPoint(x: 60, y: 122), time: 1.3)
        #expect(!cell.isSelected)
    }

    @Test("a collection view cell's content is hit and its touches select the item through the responder chain")
    func collectionCellContentIsHit() throws {
        let harness = Harness()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let source = Tiles()
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = source
        grid.delegate = source
        harness.add(grid)
        grid.layoutIfNeeded()
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        let point = cell.convert(CGPoint(x: 50, y: 50), to: harness.window)
        #expect(harness.window.hitTest(point, with: nil) === cell.contentView)
        harness.tap(point, at: 1)
        #expect(source.selected == [0])
    }
}

private final class Tiles: UICollectionViewDataSource, UICollectionViewDelegate {
    var selected: [Int] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}
