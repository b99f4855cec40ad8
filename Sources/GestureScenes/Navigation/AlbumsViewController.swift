import Foundation
import GestureUIKit

/// The root screen `albums`: a vertical list `list` of rows; a tap on a row pushes an album page.
///
/// The list stands in for a UITableView, which the kit does not have: the rows are plain views laid out once,
/// and the selection is the engine's `SelectionGestureRecognizer` (`list.select`) put on the list itself (a
/// small bridge below the kit). As a table view, the row highlights after the 0.15 s content-touch delay, is
/// selected on touch-up however long it was held, and unhighlights when the list's pan takes the touch (it
/// excludes `list.select`).
final class AlbumsViewController: UIViewController {
    /// Points: a row's height (UITableView's default 44 is small for a photo list; 60 as in Photos).
    static let rowHeight: CGFloat = 60
    static let rowCount = 20

    let list = UIScrollView()
    let select = SelectionGestureRecognizer(name: "list.select")
    /// The highlighted row, if any (drawn in grey).
    private(set) var highlightedRow: Int?
    /// Called with the row's title when a row is tapped.
    var onSelect: ((String) -> Void)?
    private var rows: [UIView] = []

    init(lab: LabContext) {
        super.init(nibName: nil, bundle: nil)
        title = "albums"
    }

    required init?(coder: NSCoder) { return nil }

    static func rowTitle(_ index: Int) -> String { "Album \(index + 1)" }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layout()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        list.accessibilityIdentifier = "list"
        list.alwaysBounceVertical = true
        view.addSubview(list)
        for index in 0..<Self.rowCount {
            let row = UIView()
            row.isUserInteractionEnabled = false
            let label = UILabel()
            label.text = Self.rowTitle(index)
            label.font = .systemFont(ofSize: 17)
            row.addSubview(label)
            let separator = UIView()
            // UIKit's separator grey.
            separator.backgroundColor = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
            row.addSubview(separator)
            rows.append(row)
            list.addSubview(row)
        }
        // The bridge: UITableView's selection, on the list itself.
        list.addGestureRecognizer(select)
        select.itemAt = { point in
            let index = Int((point.y / Double(Self.rowHeight)).rounded(.down))
            return point.y >= 0 && index < Self.rowCount ? index : nil
        }
        select.onHighlight = { [weak self] row in self?.highlight(row) }
        select.addTarget { [weak self] recognizer in
            guard let self, recognizer.state == .ended, let index = self.select.item else { return }
            self.onSelect?(Self.rowTitle(index))
        }
    }

    private func highlight(_ row: Int?) {
        highlightedRow = row
        for (index, view) in rows.enumerated() { view.backgroundColor = index == row ? .systemGray6 : nil }
    }

    private func layout() {
        let bounds = view.bounds
        list.frame = bounds
        // As a UITableView under a navigation bar: `.automatic` adds the bar and the status bar (the list's safe
        // area) to its adjusted content inset, and it first rests there, the first row just below the bar.
        list.contentSize = CGSize(width: bounds.width, height: CGFloat(Self.rowCount) * Self.rowHeight)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
            row.subviews[0].frame = CGRect(x: 20, y: 0, width: bounds.width - 40, height: Self.rowHeight)
            row.subviews[1].frame = CGRect(x: 20, y: Self.rowHeight - 0.5, width: bounds.width - 20, height: 0.5)
        }
    }
}
