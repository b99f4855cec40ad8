import Foundation
import Testing

@testable import GestureUIKit

/// A cell whose content view holds a column of one-line labels pinned top to bottom: the kit's labels do not wrap
/// (`numberOfLines` is not modelled), so N lines of text are N labels in a vertical stack view.
private final class LinesCell: UITableViewCell {
    let lines = UIStackView()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        lines.axis = .vertical
        lines.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(lines)
        NSLayoutConstraint.activate([
            lines.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            lines.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            lines.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            lines.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { return nil }

    func show(lineCount: Int) {
        for line in lines.arrangedSubviews { line.removeFromSuperview() }
        for index in 0..<lineCount {
            let label = UILabel()
            label.text = "Line \(index + 1)"
            lines.addArrangedSubview(label)
        }
    }
}

/// A cell whose height follows its width: a banner half as high as it is wide, 11 points above and below.
private final class BannerCell: UITableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            banner.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 0.5),
        ])
    }

    required init?(coder: NSCoder) { return nil }
}

/// Rows of banners.
private final class BannerRows: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "banner", for: indexPath)
    }
}

/// Rows of 1, 2 and 5 lines, repeated, with a Delete swipe action.
private final class LinesRows: UITableViewDataSource, UITableViewDelegate {
    static let pattern = [1, 2, 5]
    var rowCount = 30
    /// What `tableView(_:estimatedHeightForRowAt:)` answers; nil for the table's `estimatedRowHeight`.
    var estimate: CGFloat?

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimate ?? tableView.estimatedRowHeight
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "lines", for: indexPath)
        (cell as? LinesCell)?.show(lineCount: Self.pattern[indexPath.row % Self.pattern.count])
        return cell
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        ])
    }
}

@Suite("Self-sizing cells: rowHeight = automaticDimension")
struct SelfSizingCellTests {
    /// One line of the 17-point system font: 17 × 1.193 = 20.281, rounded up to the 3x grid, 61/3.
    private static let line: CGFloat = 61.0 / 3

    /// The row height of `lines` lines: 11 above, the lines, 11 below, on the 3x grid.
    private static func rowHeight(lines: Int) -> CGFloat {
        ((22 + CGFloat(lines) * line) * 3).rounded(.up) / 3
    }

    private func table(rows: LinesRows) -> (UIWindow, UITableView) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.accessibilityIdentifier = "feed"
        table.register(LinesCell.self, forCellReuseIdentifier: "lines")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        return (window, table)
    }

    @Test("rows of one, two and five lines take the heights their cells' constraints give")
    func rowsTakeTheirCellsHeights() {
        let rows = LinesRows()
        let (window, table) = table(rows: rows)
        window.layoutIfNeeded()
        let expected = [1, 2, 5].map { Self.rowHeight(lines: $0) }
        for row in 0..<3 {
            let rect = table.rect(forRowAt: IndexPath(row: row, section: 0))
            #expect(abs(rect.height - expected[row]) < 0.001, "row \(row)")
            let cellFrame = table.cellForRow(at: IndexPath(row: row, section: 0))?.frame ?? .zero
            #expect(cellFrame.minY.isApproximately(rect.minY) && cellFrame.height.isApproximately(rect.height))
        }
        #expect(
            table.rect(forRowAt: IndexPath(row: 1, section: 0)).minY
                == table.rect(forRowAt: IndexPath(row: 0, section: 0)).maxY)
        // A cell's labels are laid out inside the measured row.
        let fiveLines = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? LinesCell
        #expect(fiveLines?.lines.arrangedSubviews.last?.frame.maxY.isApproximately(5 * Self.line) == true)
        withExtendedLifetime(rows) {}
    }

    @Test("rows not yet shown count at the estimate; the content size is corrected as rows are laid out")
    func estimatesUntilDisplayed() {
        let rows = LinesRows()
        let (window, table) = table(rows: rows)
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.contentSize.height == CGFloat(30 * 60))
        window.layoutIfNeeded()
        let shown = table.indexPathsForVisibleRows ?? []
        #expect(shown.count > 5 && shown.count < 30)
        for indexPath in shown {
            let expected = Self.rowHeight(lines: LinesRows.pattern[indexPath.row % 3])
            #expect(table.rect(forRowAt: indexPath).height.isApproximately(expected), "row \(indexPath.row)")
        }
        // The content size is the rows as laid out now: the measured ones (those shown, and any measured on the way
        // that the growing rows pushed out again) and the estimates of the rest.
        let rowsTotal = (0..<30).reduce(CGFloat(0)) { $0 + table.rect(forRowAt: IndexPath(row: $1, section: 0)).height }
        #expect(table.contentSize.height.isApproximately(rowsTotal))
        #expect(table.contentSize.height != CGFloat(30 * 60))
        // The last row is still an estimate.
        #expect(table.rect(forRowAt: IndexPath(row: 29, section: 0)).height == 60)
        withExtendedLifetime(rows) {}
    }

    @Test("a delegate's tableView(_:estimatedHeightForRowAt:) estimates the rows not yet shown")
    func delegateEstimates() {
        let rows = LinesRows()
        rows.estimate = 100
        let (window, table) = table(rows: rows)
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.contentSize.height == CGFloat(30 * 100))
        window.layoutIfNeeded()
        #expect(table.rect(forRowAt: IndexPath(row: 29, section: 0)).height == 100)
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).height.isApproximately(Self.rowHeight(lines: 1)))
        withExtendedLifetime(rows) {}
    }

    @Test("a new table width measures the rows again: a banner half the width high")
    func widthChangeRemeasures() {
        let rows = BannerRows()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(BannerCell.self, forCellReuseIdentifier: "banner")
        table.rowHeight = UITableView.automaticDimension
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        // (390 - 32) / 2 = 179, plus 22.
        #expect(
            table.rect(forRowAt: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 201, width: 390, height: 201))
        table.frame = CGRect(x: 0, y: 0, width: 200, height: 844)
        window.layoutIfNeeded()
        // (200 - 32) / 2 = 84, plus 22.
        #expect(table.rect(forRowAt: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 106, width: 200, height: 106))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 106)
        withExtendedLifetime(rows) {}
    }

    @Test("a swipe on a self-sized row slides that row's cell, not a neighbour's")
    func swipeHitsTheSelfSizedRow() {
        let rows = LinesRows()
        let (window, table) = table(rows: rows)
        window.layoutIfNeeded()
        let target = IndexPath(row: 2, section: 0)  // five lines, below a one- and a two-line row
        let rect = table.rect(forRowAt: target)
        // Near the bottom of the tall row: inside it only because the rows above were measured (with estimates of
        // 60 this point would be in row 3).
        let y = rect.maxY - 5
        #expect(y > 3 * 60)
        window.touchDown(finger: 1, at: CGPoint(x: 300, y: y), time: 0)
        for step in 1...12 {
            window.touchMoved(finger: 1, to: CGPoint(x: 300 - 10 * Double(step), y: y), time: Double(step) / 60)
        }
        window.touchUp(finger: 1, at: CGPoint(x: 180, y: y), time: 0.25)
        window.advance(to: 1)
        let swiped = table.cellForRow(at: target)
        #expect((swiped?.contentView.frame.minX ?? 0) < 0)
        for row in [1, 3] {
            #expect(table.cellForRow(at: IndexPath(row: row, section: 0))?.contentView.frame.minX == 0, "row \(row)")
        }
        withExtendedLifetime(rows) {}
    }
}

extension CGFloat {
    fileprivate func isApproximately(_ other: CGFloat) -> Bool { Swift.abs(self - other) < 0.01 }
}
