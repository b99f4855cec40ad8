import Foundation

/// UIKit's `UITableView` (open for subclassing): a vertical `UIScrollView` of rows in sections, asking its
/// `dataSource` for cells and its `delegate` (a `UITableViewDelegate`) for heights, selection and swipe actions.
///
/// As UIKit's: only the rows that intersect the bounds have cells, made by the data source (usually through
/// `dequeueReusableCell(withIdentifier:for:)`), and a cell that scrolls out goes back to a reuse queue for its
/// identifier (10,000 rows make about a screenful of cells). A tap selects a row on touch-up, after the scroll
/// view's 0.15 s content-touch delay highlights it; the table's pan (`<name>.pan`) beginning cancels the touch and
/// the highlight. The swipe-actions pan (`<name>.swipeActions`, UIKit's private `_UISwipeActionPanGestureRecognizer`)
/// and the dismissal recognizer (`<name>.swipeDismissal`) are on the table itself, as UIKit's `_UISwipeHandler` puts
/// them (`gestureRecognizerViewForSwipeActionController:` is the table), so `tableView.gestureRecognizers` lists
/// them after the scroll view's own.
///
/// The concerns: data and layout here, `+Selection` (touches, highlight, selection), `+Updates` (deleting and
/// inserting rows), `UISwipeActionController` (the swipe). Deviations: no section headers, footers, index or
/// editing mode; `delegate` reads back as `UIScrollViewDelegate?` (see `UITableViewDelegate`); rows are laid out
/// when the table lays out (UIKit's `_updateVisibleCellsNow`), and the lookups (`cellForRow(at:)`,
/// `visibleCells`) lay it out first.
open class UITableView: UIScrollView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// `.plain`.
        case plain
        /// `.grouped` (laid out as plain).
        case grouped
        /// `.insetGrouped` (laid out as plain).
        case insetGrouped
    }

    /// UIKit's `UITableView.RowAnimation`: how `deleteRows(at:with:)` and `insertRows(at:with:)` animate rows.
    /// Deviation: every style but `.none` fades the rows in or out while the others slide, in 0.3 s; `.left`
    /// and `.right` also slide a deleted row out that way.
    public enum RowAnimation: Int, Sendable {
        /// `.fade`.
        case fade
        /// `.right`.
        case right
        /// `.left`.
        case left
        /// `.top`.
        case top
        /// `.bottom`.
        case bottom
        /// `.none`: no animation.
        case none
        /// `.middle`.
        case middle
        /// `.automatic`.
        case automatic = 100
    }

    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// `.none`.
        case none
        /// `.top`.
        case top
        /// `.middle`.
        case middle
        /// `.bottom`.
        case bottom
    }

    /// `style`.
    public let style: Style
    /// `dataSource`, held weakly.
    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// The separators' style, colour and inset (`UITableView+Separators.swift`).
    var separatorAppearance = TableSeparatorAppearance()
    /// `rowHeight`, points (UIKit's default for a plain table, 44).
    open var rowHeight: CGFloat = 44 {
        didSet { setNeedsReload() }
    }
    /// `allowsSelection` (default true).
    open var allowsSelection = true
    /// `allowsMultipleSelection` (default false). Deviation: stored only; one row is selected at a time.
    open var allowsMultipleSelection = false {
        didSet { reportDeviation(.tableViewAllowsMultipleSelection, if: allowsMultipleSelection) }
    }
    /// `isEditing` (default false). Deviation: stored only; there is no editing mode (no delete or reorder
    /// controls), so rows behave the same either way.
    open var isEditing = false {
        didSet { reportDeviation(.tableViewIsEditing, if: isEditing) }
    }

    /// `setEditing(_:animated:)`. Deviation: sets `isEditing` only (no editing mode, no animation).
    open func setEditing(_ editing: Bool, animated: Bool) {
        reportDeviation(.tableViewSetEditing, if: editing)
        isEditing = editing
    }

    /// The row counts per section, as the data source last said.
    var rowCounts: [Int] = []
    /// The flat index of each section's first row.
    var sectionStarts: [Int] = []
    /// The top of each row by flat index, and the content's bottom last: `rowTops.count == rows + 1`.
    var rowTops: [CGFloat] = [0]
    private var needsReload = true
    /// The cells on screen by index path.
    var visibleByIndexPath: [IndexPath: UITableViewCell] = [:]
    private var reuseQueue = CellReuseQueue<UITableViewCell>()
    /// Separators, header and footer views (UITableView+Appearance.swift).
    package var appearance = TableViewAppearance()
    private var registeredClasses: [String: UITableViewCell.Type] = [:]
    /// The width the visible cells were last placed at.
    private var laidOutWidth: CGFloat = -1
    /// Self-sizing rows: the estimate and the heights measured (`UITableView+SelfSizing.swift`).
    var selfSizing = SelfSizingRows()
    /// The selected row.
    var selectedIndexPath: IndexPath?
    /// The row a touch is on, while the touch may still select it.
    var trackedIndexPath: IndexPath?
    /// The touch the table tracks for selection (UIKit's `currentTouch`, `UITableView.h`), until it ends.
    weak var currentTouch: UITouch?
    /// Keeps the context-menu interaction's delegate alive (the interaction holds it weakly, as UIKit).
    var contextMenuBridge: TableContextMenuBridge?
    /// The swipe's recognizers and state (UIKit's `UISwipeActionController` with its `_UISwipeHandler`).
    private(set) lazy var swipeActionController = UISwipeActionController(tableView: self)

    /// `init(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = .white
        _ = swipeActionController
    }

    /// `init(frame:)`: a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The delegate as a `UITableViewDelegate`, when it is one.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Data

    /// `reloadData()`: forgets every cell and asks the data source again at the next layout; closes a swiped row
    /// and clears the selection.
    open func reloadData() {
        swipeActionController.resetSwipe(animated: false)
        for (indexPath, cell) in visibleByIndexPath { recycle(cell, at: indexPath) }
        visibleByIndexPath = [:]
        selfSizing.measured = [:]
        selectedIndexPath = nil
        trackedIndexPath = nil
        currentTouch = nil
        setNeedsReload()
        reportSectionHeaders()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source for the counts and the delegate for the heights, if anything changed.
    func reloadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        rowCounts = []
        sectionStarts = []
        rowTops = [0]
        guard let dataSource else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        let sections = dataSource.numberOfSections(in: self)
        let delegate = tableDelegate
        var top: CGFloat = 0
        for section in 0..<max(0, sections) {
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            sectionStarts.append(rowTops.count - 1)
            rowCounts.append(rows)
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                let height = resolvedRowHeight(
                    delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight, indexPath)
                top += max(0, height)
                rowTops.append(top)
            }
        }
        contentSize = CGSize(width: bounds.width, height: top)
    }

    /// `numberOfSections`.
    open var numberOfSections: Int {
        reloadCountsIfNeeded()
        return rowCounts.count
    }

    /// `numberOfRows(inSection:)`.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The flat index of `indexPath`, if it names a row.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, rowCounts.indices.contains(indexPath.section),
            (0..<rowCounts[indexPath.section]).contains(indexPath.row)
        else { return nil }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    /// The index path of the row at flat index `flat`.
    func indexPath(ofFlat flat: Int) -> IndexPath {
        var section = sectionStarts.count - 1
        while section > 0, sectionStarts[section] > flat || rowCounts[section] == 0 { section -= 1 }
        return IndexPath(row: flat - sectionStarts[section], section: section)
    }

    // MARK: Cells

    /// `register(_:forCellReuseIdentifier:)`: `dequeueReusableCell(withIdentifier:for:)` makes cells of
    /// `cellClass` (a `UITableViewCell` subclass) when the queue is empty.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// `dequeueReusableCell(withIdentifier:)`: a cell from the reuse queue (after `prepareForReuse()`), else a new
    /// one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reuseQueue.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else { return nil }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: as `dequeueReusableCell(withIdentifier:)`, for a registered
    /// identifier. UIKit raises for an unregistered one; the kit returns a default cell with that identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// `cellForRow(at:)`: the row's cell if it is on screen, else nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutBelowIfNeeded()
        return visibleByIndexPath[indexPath]
    }

    /// `visibleCells`: the cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleByIndexPath[$0] }
    }

    /// `indexPathsForVisibleRows`: top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutBelowIfNeeded()
        return visibleByIndexPath.keys.sorted()
    }

    /// `indexPath(for:)`: the row a visible cell shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleByIndexPath.first { $0.value === cell }?.key
    }

    /// `rect(forRowAt:)`, in the table's (content) coordinates.
    open func rect(forRowAt indexPath: IndexPath) -> CGRect {
        reloadCountsIfNeeded()
        guard let flat = flatIndex(of: indexPath) else { return .zero }
        return CGRect(x: 0, y: rowTops[flat], width: bounds.width, height: rowTops[flat + 1] - rowTops[flat])
    }

    /// `indexPathForRow(at:)`: the row under `point` (table coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadCountsIfNeeded()
        guard point.x >= 0, point.x <= bounds.width, let flat = flatRow(at: point.y) else { return nil }
        return indexPath(ofFlat: flat)
    }

    /// The flat index of the row covering `y`, if any.
    private func flatRow(at y: CGFloat) -> Int? {
        let rows = rowTops.count - 1
        guard rows > 0, y >= 0, y < rowTops[rows] else { return nil }
        var low = 0
        var high = rows - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowTops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    // MARK: Layout

    /// `layoutSubviews()`: makes cells for the rows that came into the bounds and queues those that left, as
    /// UIKit's `_updateVisibleCellsNow:`. Subclasses call super.
    /// Self-sizing rows are measured as their cells appear and the rows below move (`UITableView+SelfSizing.swift`),
    /// which can bring more rows into the bounds, so the pass repeats while heights change.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadCountsIfNeeded()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        var passes = 0
        repeat {
            updateVisibleCells()
            passes += 1
        } while applyMeasuredRowHeights() && passes < 8
    }

    /// Makes cells for the rows that came into the bounds and queues those that left.
    private func updateVisibleCells() {
        let visibleFlat = visibleFlatRange()
        var wanted = Set<IndexPath>()
        for flat in visibleFlat { wanted.insert(indexPath(ofFlat: flat)) }
        for (indexPath, cell) in visibleByIndexPath where !wanted.contains(indexPath) {
            visibleByIndexPath[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        let widthChanged = laidOutWidth != bounds.width
        laidOutWidth = bounds.width
        if widthChanged {
            remeasureSelfSizingRowsForNewWidth()
            for (indexPath, cell) in visibleByIndexPath { cell.frame = rect(forRowAt: indexPath) }
        }
        guard let dataSource else { return }
        for indexPath in wanted.sorted() where visibleByIndexPath[indexPath] == nil {
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.tableView = self
            cell.frame = rect(forRowAt: indexPath)
            cell.isSelected = indexPath == selectedIndexPath
            visibleByIndexPath[indexPath] = cell
            measureIfSelfSizing(cell, at: indexPath)
            insertSubview(cell, at: 0)
            swipeActionController.cellDidAppear(cell, at: indexPath)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// `hitTest(_:with:)`: lays the rows out first, so a touch finds the cells UIKit would have laid out before
    /// the event (its run loop lays out before it delivers).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        layoutBelowIfNeeded()
        installContextMenuInteractionIfNeeded(at: point)
        return super.hitTest(point, with: event)
    }

    // MARK: Touches: selection (see UITableView+Selection.swift)

    /// `touchesBegan(_:with:)`: touches the content did not handle reach the table up the responder chain; the
    /// row of the touch's hit view highlights. Not passed further up (a scroll view keeps its touches).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesBegan(touches)
    }

    /// `touchesMoved(_:with:)`: the tracked touch leaving its row gives the row up.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesMoved(touches)
    }

    /// `touchesEnded(_:with:)`: the tracked row is selected.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesEnded(touches)
    }

    /// `touchesCancelled(_:with:)`: a recognizer took the touch; the row unhighlights.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesCancelled(touches)
    }

    /// The flat indices of the rows intersecting the bounds.
    private func visibleFlatRange() -> Range<Int> {
        let rows = rowTops.count - 1
        guard rows > 0 else { return 0..<0 }
        let top = max(0, bounds.minY)
        let bottom = bounds.maxY
        guard bottom > 0, top < rowTops[rows] else { return 0..<0 }
        let first = flatRow(at: top) ?? 0
        var end = first
        while end < rows, rowTops[end] < bottom { end += 1 }
        return first..<end
    }

    /// Takes `cell` off screen and queues it for reuse.
    func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        if trackedIndexPath == indexPath {  // its touches can no longer reach the table through the cell
            trackedIndexPath = nil
            currentTouch = nil
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reuseQueue.enqueue(cell, identifier: identifier) }
    }
}
