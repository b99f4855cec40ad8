import Foundation

/// Highlight and selection, from the touches a cell hands its table.
///
/// UIKit selects in the table's own touch handling, not with a recognizer: the row highlights when its touchesBegan
/// arrives, which inside a scroll view is after the 0.15 s content-touch delay (`delaysContentTouches`) or with
/// the lift for a quick tap; a recognizer that begins (the table's pan, the swipe pan, a pager's pan) cancels
/// the touch and the highlight goes; touchesEnded on the row selects it, however long the finger rested
/// (conflicts.md §0, §4). Moving off the row ends the touch's claim (our choice: UIKit's rule for sliding along a
/// row that does not scroll is not decoded).
extension UITableView {
    /// `indexPathForSelectedRow`.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// `indexPathsForSelectedRows`.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPath.map { [$0] } }

    /// `selectRow(at:animated:scrollPosition:)`: selects without telling the delegate, as UIKit. Deviation: it
    /// does not scroll.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        reportDeviation(.tableViewSelectRow, if: indexPath != nil && scrollPosition != .none)
        if let old = selectedIndexPath { visibleByIndexPath[old]?.setSelected(false, animated: animated) }
        selectedIndexPath = indexPath
        if let indexPath { cellForRow(at: indexPath)?.setSelected(true, animated: animated) }
    }

    /// `deselectRow(at:animated:)`: without telling the delegate, as UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPath == indexPath else { return }
        selectedIndexPath = nil
        visibleByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }

    func cellTouchesBegan(_ cell: UITableViewCell, _ touches: Set<UITouch>) {
        guard allowsSelection, trackedIndexPath == nil, let indexPath = indexPath(for: cell) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        trackedIndexPath = indexPath
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func cellTouchesMoved(_ cell: UITableViewCell, _ touches: Set<UITouch>) {
        guard let tracked = trackedIndexPath, let touch = touches.first else { return }
        if !cell.bounds.contains(touch.location(in: cell)) { unhighlight(tracked) }
    }

    func cellTouchesEnded(_ cell: UITableViewCell, _ touches: Set<UITouch>) {
        guard let tracked = trackedIndexPath, indexPath(for: cell) == tracked else { return }
        unhighlight(tracked)
        let proposed: IndexPath? = tableDelegate.map { $0.tableView(self, willSelectRowAt: tracked) } ?? tracked
        guard let target = proposed else { return }
        if let old = selectedIndexPath, old != target {
            reportDeviation(
                .tableViewWillDeselectRow, if: tableDelegate?.tableView(self, willDeselectRowAt: old) != old)
            deselectRow(at: old, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: old)
        }
        selectedIndexPath = target
        visibleByIndexPath[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    func cellTouchesCancelled(_ cell: UITableViewCell) {
        if let tracked = trackedIndexPath { unhighlight(tracked) }
    }

    private func unhighlight(_ indexPath: IndexPath) {
        trackedIndexPath = nil
        guard let cell = visibleByIndexPath[indexPath], cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
