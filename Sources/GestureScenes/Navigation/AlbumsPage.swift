import GestureCore

/// The root page `albums`: a vertical list `list` of rows; a tap on a row pushes an album page.
///
/// The rows are plain views laid out once; the selection is a recognizer on the list named `list.select`: as a
/// table view, the row highlights after the 0.15 s content-touch delay, is selected on touch-up however long it
/// was held, and unhighlights when the list's pan takes the touch (it excludes `list.select`).
final class AlbumsPage: NavigationPage {
    /// Points: a row's height (UITableView's default 44 is small for a photo list; 60 as in Photos).
    static let rowHeight = 60.0
    static let rowCount = 20

    let list = ScrollView(name: "list")
    let select = SelectionGestureRecognizer(name: "list.select")
    /// The highlighted row, if any (drawn in grey).
    private(set) var highlightedRow: Int?
    /// Called with the row's title when a row is tapped.
    var onSelect: ((String) -> Void)?
    private var rows: [View] = []
    private var didPlaceContent = false

    init() {
        super.init(name: "albums", title: "Albums", view: AlbumsView(name: "albums"))
        view.backgroundColor = .white
        list.alwaysBounceVertical = true
        view.addSubview(list)
        for index in 0..<Self.rowCount {
            let row = View(name: "list.row.\(index)")
            row.isUserInteractionEnabled = false
            row.addSubview(Label(text: Self.rowTitle(index), fontSize: 17))
            let separator = View(name: "")
            separator.backgroundColor = .separator
            row.addSubview(separator)
            rows.append(row)
            list.addSubview(row)
        }
        list.addGestureRecognizer(select)
        select.itemAt = { point in
            let index = Int((point.y / Self.rowHeight).rounded(.down))
            return point.y >= 0 && index < Self.rowCount ? index : nil
        }
        select.onHighlight = { [weak self] row in self?.highlight(row) }
        select.addTarget { [weak self] recognizer in
            guard let self, recognizer.state == .ended, let index = self.select.item else { return }
            self.onSelect?(Self.rowTitle(index))
        }
        (view as? AlbumsView)?.page = self
    }

    static func rowTitle(_ index: Int) -> String { "Album \(index + 1)" }

    private func highlight(_ row: Int?) {
        highlightedRow = row
        for (index, view) in rows.enumerated() { view.backgroundColor = index == row ? Color.systemGray6 : nil }
    }

    func layout() {
        let bounds = view.bounds
        list.frame = bounds
        let top = navigationController?.contentTopInset ?? 0
        list.contentInset = EdgeInsets(top: top)
        list.contentSize = Size(width: bounds.width, height: Double(Self.rowCount) * Self.rowHeight)
        if !didPlaceContent {
            didPlaceContent = true
            list.contentOffset = Point(x: 0, y: -top)  // the first row just below the bar
        }
        for (index, row) in rows.enumerated() {
            row.frame = Rect(x: 0, y: Double(index) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
            row.subviews[0].frame = Rect(x: 20, y: 0, width: bounds.width - 40, height: Self.rowHeight)
            row.subviews[1].frame = Rect(x: 20, y: Self.rowHeight - 0.5, width: bounds.width - 20, height: 0.5)
        }
    }
}

private final class AlbumsView: View {
    weak var page: AlbumsPage?
    override func layoutSubviews() { page?.layout() }
}
