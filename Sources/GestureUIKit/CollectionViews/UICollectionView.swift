import Foundation

/// UIKit's `UICollectionView` (open for subclassing): a `UIScrollView` of items in sections, placed by its
/// `collectionViewLayout`, asking its `dataSource` for cells and its `delegate` (a `UICollectionViewDelegate`) about
/// highlight, selection and display.
///
/// As `UITableView`, and as UIKit's (`-[UICollectionView _updateVisibleCellsNow:]`): only the items whose frames
/// the layout reports inside the bounds have cells, made by the data source (usually through
/// `dequeueReusableCell(withReuseIdentifier:for:)`); a cell that scrolls out goes back to a reuse queue for its
/// identifier (10,000 items make about a screenful of cells). The content size is the layout's
/// `collectionViewContentSize`; with a flow layout that is one scrolling axis, so the scroll view's pan
/// (`<name>.pan`) begins only along it, at 10 pt, and the nesting hand-off of `transfersHorizontalScrollingToParent`
/// applies at its ends (`UIScrollView+Nesting.swift`, conflicts.md §7). A tap selects an item on touch-up, after the
/// scroll view's 0.15 s content-touch delay highlights it; the pan beginning cancels the touch and the highlight.
///
/// Deviations: cells only (no supplementary views), one selected item at most (`allowsMultipleSelection` is not
/// modelled), no batch updates, no prefetching, no diffable data source; `delegate` reads back as
/// `UIScrollViewDelegate?`; items are laid out when the view lays out, and the lookups lay it out first.
open class UICollectionView: UIScrollView {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// `.vertical`.
        case vertical
        /// `.horizontal`.
        case horizontal
    }

    /// UIKit's `UICollectionView.ScrollPosition`: where `selectItem(at:animated:scrollPosition:)` would scroll the
    /// item to (the kit does not scroll).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// `init(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.top`.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// `.centeredVertically`.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// `.bottom`.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// `.left`.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// `.centeredHorizontally`.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// `.right`.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// `collectionViewLayout`: setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// `dataSource`, held weakly.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// `allowsSelection` (default true).
    open var allowsSelection = true
    /// `allowsMultipleSelection` (default false). Deviation: stored only; one item is selected at a time.
    open var allowsMultipleSelection = false {
        didSet { reportDeviation(.collectionViewAllowsMultipleSelection, if: allowsMultipleSelection) }
    }

    /// The item counts per section, as the data source last said (nil: ask again).
    private var itemCounts: [Int]?
    /// The cells on screen by index path.
    var visibleByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    private var reuseQueue = CellReuseQueue<UICollectionViewCell>()
    private var registeredClasses: [String: UICollectionViewCell.Type] = [:]
    /// Whether the visible cells must take their frames again (the layout was prepared since they were placed).
    private var needsPlacing = true
    /// The selected item.
    var selectedIndexPath: IndexPath?
    /// The item a touch is on, while the touch may still select it.
    var trackedIndexPath: IndexPath?
    /// The touch the collection view tracks for selection, until it ends.
    weak var currentTouch: UITouch?
    /// Keeps the context-menu interaction's delegate alive (the interaction holds it weakly, as UIKit).
    var contextMenuBridge: CollectionContextMenuBridge?

    /// `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .white
    }

    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The delegate as a `UICollectionViewDelegate`, when it is one.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Data

    /// `reloadData()`: forgets every cell and the selection, and asks the data source again at the next layout.
    open func reloadData() {
        for (indexPath, cell) in visibleByIndexPath { recycle(cell, at: indexPath) }
        visibleByIndexPath = [:]
        selectedIndexPath = nil
        trackedIndexPath = nil
        currentTouch = nil
        itemCounts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    private func counts() -> [Int] {
        if let itemCounts { return itemCounts }
        var found: [Int] = []
        if let dataSource {
            for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
                found.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
            }
        }
        itemCounts = found
        return found
    }

    /// `numberOfSections`.
    open var numberOfSections: Int { counts().count }

    /// `numberOfItems(inSection:)`.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    // MARK: Cells

    /// `register(_:forCellWithReuseIdentifier:)`: `dequeueReusableCell(withReuseIdentifier:for:)` makes cells of
    /// `cellClass` (a `UICollectionViewCell` subclass) when the queue is empty.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a cell from the reuse queue (after `prepareForReuse()`),
    /// else a new one of the registered class. UIKit raises for an unregistered identifier; the kit returns a
    /// plain `UICollectionViewCell` with that identifier.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = reuseQueue.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        let cellClass = registeredClasses[identifier] ?? UICollectionViewCell.self
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Cells waiting in the reuse queues (for tests).
    package var queuedCellCount: Int { reuseQueue.count }

    /// `cellForItem(at:)`: the item's cell if it is on screen, else nil.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutBelowIfNeeded()
        return visibleByIndexPath[indexPath]
    }

    /// `visibleCells`: the cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleByIndexPath[$0] }
    }

    /// `indexPathsForVisibleItems`: in index-path order (UIKit's order is unspecified).
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutBelowIfNeeded()
        return visibleByIndexPath.keys.sorted()
    }

    /// `indexPath(for:)`: the item a visible cell shows.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleByIndexPath.first { $0.value === cell }?.key
    }

    /// `indexPathForItem(at:)`: the item under `point` (collection view coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayout()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let hits = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        return hits.first { $0.frame.contains(point) && !$0.isHidden }?.indexPath
    }

    /// `layoutAttributesForItem(at:)`: the layout's answer for the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayout()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Layout

    /// Prepares the layout if it was invalidated or says the bounds need it, and takes its content size.
    private func prepareLayout() {
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) { layout.needsPrepare = true }
        if layout.needsPrepare {
            layout.prepareIfNeeded()
            needsPlacing = true
        }
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// `layoutSubviews()`: makes cells for the items the layout puts in the bounds and queues those that left, as
    /// UIKit's `_updateVisibleCellsNow:`. Subclasses call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayout()
        let attributes = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { !$0.isHidden }
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for item in attributes { wanted[item.indexPath] = item }
        for (indexPath, cell) in visibleByIndexPath where wanted[indexPath] == nil {
            visibleByIndexPath[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        if needsPlacing {
            for (indexPath, cell) in visibleByIndexPath {
                if let item = wanted[indexPath] { applyLayoutAttributes(item, to: cell) }
            }
            needsPlacing = false
        }
        defer { orderCellsByZIndex(wanted) }
        guard let dataSource else { return }
        for indexPath in wanted.keys.sorted() where visibleByIndexPath[indexPath] == nil {
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.collectionView = self
            if let item = wanted[indexPath] { applyLayoutAttributes(item, to: cell) }
            cell.isSelected = indexPath == selectedIndexPath
            visibleByIndexPath[indexPath] = cell
            insertSubview(cell, at: 0)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// `hitTest(_:with:)`: lays the items out first, so a touch finds the cells UIKit would have laid out before
    /// the event (its run loop lays out before it delivers).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        layoutBelowIfNeeded()
        installContextMenuInteractionIfNeeded(at: point)
        return super.hitTest(point, with: event)
    }

    // MARK: Touches: selection (see UICollectionView+Selection.swift)

    /// `touchesBegan(_:with:)`: touches the content did not handle reach the collection view up the responder
    /// chain; the item of the touch's hit view highlights. Not passed further up (a scroll view keeps its
    /// touches, so a carousel's touches never select the row it is in).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesBegan(touches)
    }

    /// `touchesMoved(_:with:)`: the tracked touch leaving its item gives the item up.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesMoved(touches)
    }

    /// `touchesEnded(_:with:)`: the tracked item is selected.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesEnded(touches)
    }

    /// `touchesCancelled(_:with:)`: a recognizer took the touch; the item unhighlights.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesCancelled(touches)
    }

    /// Takes `cell` off screen and queues it for reuse.
    private func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        if trackedIndexPath == indexPath {  // its touches can no longer reach the collection view through the cell
            trackedIndexPath = nil
            currentTouch = nil
        }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { reuseQueue.enqueue(cell, identifier: identifier) }
    }
}
