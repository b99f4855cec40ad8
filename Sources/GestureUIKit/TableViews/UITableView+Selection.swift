import Foundation

/// Highlight and selection, in the table's own touch methods.
///
/// UIKit selects in the table's touch handling, not with a recognizer. A touch's hit view is the deepest view under
/// the finger; the touches it does not handle (a label, an image view, the content view, a custom view that does
/// not override them) travel up the responder chain, through the cell (whose touch methods call super while it is
/// in a table, decompiled `UITableViewCell.m`, iOS 18.2) to the table. The table tracks one touch (`currentTouch`
/// in `UITableView.h`) on the row whose cell contains the hit view (`_canSelectRowContainingHitView:`, whose body
/// the decompile read did not show: the kit takes the cell that contains the hit view, a cell of this table). The
/// row highlights when that touchesBegan arrives, which inside a scroll view is after the 0.15 s content-touch delay
/// (`delaysContentTouches`) or with the lift for a quick tap; a recognizer that begins (the table's pan, the swipe
/// pan, a pager's pan, a tap recognizer on a view in the cell with `cancelsTouchesInView`) cancels the touch and the
/// highlight goes; touchesEnded on the row selects it, however long the finger rested (conflicts.md §0, §4).
/// Touches that a view handles never reach the table: a control tracks its own, and a scroll view in a row (a
/// carousel) keeps its own. Moving off the row ends the touch's claim (our choice: UIKit's rule for sliding along a
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

    /// The visible cell of this table that contains `view` (the touch's hit view), if any.
    func selectableCell(containing view: UIView?) -> UITableViewCell? {
        var candidate = view
        while let current = candidate, current !== self {
            if let cell = current as? UITableViewCell, cell.tableView === self { return cell }
            candidate = current.superview
        }
        return nil
    }

    /// touchesBegan reached the table: highlights the row of the touch's hit view, if it may be highlighted.
    func selectionTouchesBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, currentTouch == nil, let touch = touches.first,
            let cell = selectableCell(containing: touch.view), let indexPath = indexPath(for: cell)
        else { return }
        // A row the delegate won't highlight is not tracked, so a tap does not select it either.
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        currentTouch = touch
        trackedIndexPath = indexPath
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// touchesMoved reached the table: the touch gives up its row when it leaves it.
    func selectionTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = currentTouch, touches.contains(touch), let tracked = trackedIndexPath else { return }
        guard let cell = visibleByIndexPath[tracked], cell.bounds.contains(touch.location(in: cell)) else {
            return unhighlight(tracked)
        }
    }

    /// touchesEnded reached the table: the tracked row is selected (asking `willSelectRowAt`).
    func selectionTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = currentTouch, touches.contains(touch) else { return }
        currentTouch = nil
        guard let tracked = trackedIndexPath else { return }
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

    /// touchesCancelled reached the table: the row unhighlights and nothing is selected.
    func selectionTouchesCancelled(_ touches: Set<UITouch>) {
        guard let touch = currentTouch, touches.contains(touch) else { return }
        currentTouch = nil
        if let tracked = trackedIndexPath { unhighlight(tracked) }
    }

    private func unhighlight(_ indexPath: IndexPath) {
        trackedIndexPath = nil
        guard let cell = visibleByIndexPath[indexPath], cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
