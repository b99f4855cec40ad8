import Foundation

/// Deleting and inserting rows: the data source has already changed; the table asks it again, keeps the cells
/// of the rows that stay (re-keyed to their new index paths) and slides them to their new places.
///
/// UIKit raises when the new counts don't match the old ones plus the changes; the kit trusts the data source.
/// A swiped row that is deleted stops being swiped; the selection follows its row or goes with it.
extension UITableView {
    /// The duration of row animations, seconds (UIKit's default update animation).
    static let rowAnimationDuration: TimeInterval = 0.3

    /// `deleteRows(at:with:)`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        let deleted = Set(indexPaths)
        swipeActionController.rowsWillBeDeleted(deleted)
        func newPath(_ old: IndexPath) -> IndexPath? {
            if deleted.contains(old) { return nil }
            let before = deleted.filter { $0.section == old.section && $0.row < old.row }.count
            return IndexPath(row: old.row - before, section: old.section)
        }
        var removed: [(IndexPath, UITableViewCell)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleByIndexPath {
            if let new = newPath(old) { kept[new] = cell } else { removed.append((old, cell)) }
        }
        selectedIndexPath = selectedIndexPath.flatMap(newPath)
        trackedIndexPath = nil
        applyUpdate(kept: kept, animation: animation)
        for (old, cell) in removed {
            guard animation != .none else {
                recycle(cell, at: old)
                continue
            }
            let slide: CGFloat = animation == .left ? -bounds.width : animation == .right ? bounds.width : 0
            // Rows keep taking touches while they move: the list scrolls and selects during an update on a
            // device (UIKit's update animation options are not in the decompile read; inferred).
            UIView.animate(
                withDuration: Self.rowAnimationDuration, delay: 0, options: .allowUserInteraction,
                animations: {
                    cell.alpha = 0
                    cell.center.x += slide
                },
                completion: { [weak self] _ in self?.recycle(cell, at: old) })
        }
    }

    /// `insertRows(at:with:)`: the new rows' cells are made at the next layout (faded in unless `.none`).
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        let inserted = indexPaths.sorted()
        func newPath(_ old: IndexPath) -> IndexPath {
            var row = old.row
            for path in inserted where path.section == old.section && path.row <= row { row += 1 }
            return IndexPath(row: row, section: old.section)
        }
        var kept: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleByIndexPath { kept[newPath(old)] = cell }
        selectedIndexPath = selectedIndexPath.map(newPath)
        swipeActionController.rowsWillMove(newPath)
        trackedIndexPath = nil
        applyUpdate(kept: kept, animation: animation)
        layoutBelowIfNeeded()
        guard animation != .none else { return }
        for path in inserted {
            guard let cell = visibleByIndexPath[path] else { continue }
            cell.alpha = 0
            UIView.animate(
                withDuration: Self.rowAnimationDuration, delay: 0, options: .allowUserInteraction,
                animations: { cell.alpha = 1 })
        }
    }

    /// Asks the data source again, keeps `kept` as the visible cells and moves them to their rows' new frames.
    private func applyUpdate(kept: [IndexPath: UITableViewCell], animation: UITableView.RowAnimation) {
        visibleByIndexPath = kept
        setNeedsReload()
        reloadCountsIfNeeded()
        for (path, cell) in kept {
            let frame = rect(forRowAt: path)
            guard cell.frame != frame else { continue }
            if animation == .none {
                cell.frame = frame
            } else {
                UIView.animate(
                    withDuration: Self.rowAnimationDuration, delay: 0, options: .allowUserInteraction,
                    animations: { cell.frame = frame })
            }
        }
    }
}
