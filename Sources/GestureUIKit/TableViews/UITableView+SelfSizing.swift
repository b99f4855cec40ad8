import Foundation

/// The table's memory of self-sizing rows: the estimate rows start with and the heights their cells measured.
struct SelfSizingRows {
    /// `estimatedRowHeight` (UIKit's default since iOS 11: `automaticDimension`, which estimates 44).
    var estimatedRowHeight = UITableView.automaticDimension
    /// The height each self-sizing row's cell measured, by index path; forgotten by `reloadData()`.
    var measured: [IndexPath: CGFloat] = [:]
    /// Rows measured during this layout pass whose heights differ from the ones laid out: (flat index, height).
    var changed: [(flat: Int, height: CGFloat)] = []
}

/// Self-sizing cells: rows whose height is `UITableView.automaticDimension` take it from their cell's constraints.
///
/// As UIKit does it: such a row counts at its estimate (`estimatedRowHeight`, 44 when that is `automaticDimension`)
/// until its cell is made for display; then the cell's `contentView` is measured with
/// `systemLayoutSizeFitting(CGSize(width: tableWidth, height: UIView.layoutFittingCompressedSize.height),
/// withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)` (UIKit's
/// `-[UITableViewCell systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:]`, which
/// `_heightForRowAtIndexPath:` asks of a cell whose height is automatic), the row takes that height on the pixel
/// grid, the rows below move and the content size is corrected; the height is kept, so the row does not change when
/// it comes back. Rows never shown stay estimated, so `contentSize` is exact only once every row has been shown.
///
/// A change of the table's width measures the visible rows again and forgets the others' heights.
///
/// Deviations: the content offset is not
/// adjusted when rows above the visible ones are measured (UIKit keeps the visible rows still while scrolling up);
/// `estimatedRowHeight = 0` (UIKit: no estimates, every row measured up front) estimates 44 like the default.
extension UITableView {
    /// `UITableView.automaticDimension` (UIKit's `UITableViewAutomaticDimension`, -1): as `rowHeight` or from
    /// `tableView(_:heightForRowAt:)`, the row's cell sizes it; as `estimatedRowHeight`, the table's own estimate.
    public static let automaticDimension: CGFloat = -1

    /// Points a row is estimated at when `estimatedRowHeight` is `automaticDimension` (or 0): UIKit's 44.
    static let defaultEstimatedRowHeight: CGFloat = 44

    /// `estimatedRowHeight`: the height self-sizing rows count at before their cells are measured (default
    /// `automaticDimension`, an estimate of 44).
    public var estimatedRowHeight: CGFloat {
        get { selfSizing.estimatedRowHeight }
        set {
            guard newValue != selfSizing.estimatedRowHeight else { return }
            selfSizing.estimatedRowHeight = newValue
            setNeedsReload()
        }
    }

    /// The height a row is laid out at, given the height asked for it: an automatic row's measured height, else
    /// its estimate (the delegate's `tableView(_:estimatedHeightForRowAt:)`, by default `estimatedRowHeight`; 44
    /// for `automaticDimension`).
    func resolvedRowHeight(_ asked: CGFloat, _ indexPath: IndexPath) -> CGFloat {
        guard asked == Self.automaticDimension else { return asked }
        if let measured = selfSizing.measured[indexPath] { return measured }
        let estimate =
            tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? selfSizing.estimatedRowHeight
        return estimate > 0 ? estimate : Self.defaultEstimatedRowHeight
    }

    /// Whether the row's height comes from its cell.
    func isSelfSizingRow(_ indexPath: IndexPath) -> Bool {
        (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) == Self.automaticDimension
    }

    /// A cell was just made for display: a self-sizing row's cell is measured, and a height that differs from the
    /// one laid out is queued for `applyMeasuredRowHeights()`.
    func measureIfSelfSizing(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard isSelfSizingRow(indexPath), let flat = flatIndex(of: indexPath) else { return }
        let height = measuredHeight(of: cell)
        selfSizing.measured[indexPath] = height
        if height != rowTops[flat + 1] - rowTops[flat] { selfSizing.changed.append((flat, height)) }
    }

    /// The height the cell's content view's constraints give it at the table's width, rounded up to the 3x pixel
    /// grid (UIKit rounds row heights to the screen's pixels).
    func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        let fitting = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return (fitting.height * LayoutEngine.pixelScale).rounded(.up) / LayoutEngine.pixelScale
    }

    /// The table's width changed, so the measured heights are the old width's: the visible self-sizing rows are
    /// measured again at the new width, the others forgotten (estimated until shown again), and the rows' tops made
    /// again (UIKit invalidates its cached heights when the table's width changes).
    func remeasureSelfSizingRowsForNewWidth() {
        guard !selfSizing.measured.isEmpty else { return }
        selfSizing.measured = [:]
        selfSizing.changed = []
        for (indexPath, cell) in visibleByIndexPath where isSelfSizingRow(indexPath) {
            selfSizing.measured[indexPath] = measuredHeight(of: cell)
        }
        setNeedsReload()
        reloadCountsIfNeeded()
    }

    /// Moves the rows below each newly measured row, corrects the content size and places the visible cells again;
    /// returns whether anything moved (so the layout pass looks for rows that came into or left the bounds).
    func applyMeasuredRowHeights() -> Bool {
        guard !selfSizing.changed.isEmpty else { return false }
        for (flat, height) in selfSizing.changed {
            let delta = height - (rowTops[flat + 1] - rowTops[flat])
            for index in (flat + 1)..<rowTops.count { rowTops[index] += delta }
        }
        selfSizing.changed = []
        contentSize.height = rowTops[rowTops.count - 1]
        for (indexPath, cell) in visibleByIndexPath { cell.frame = rect(forRowAt: indexPath) }
        return true
    }
}
