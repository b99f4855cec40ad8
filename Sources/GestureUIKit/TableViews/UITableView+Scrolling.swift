import Foundation

extension UITableView {
    /// `scrollToRow(at:at:animated:)`: scrolls so the row sits at `scrollPosition` (`.none`: the least scroll that
    /// shows it), within the scrollable range.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = rect(forRowAt: indexPath)
        var target = contentOffset
        switch scrollPosition {
        case .top: target.y = row.minY
        case .middle: target.y = row.midY - bounds.height / 2
        case .bottom: target.y = row.maxY - bounds.height
        case .none:
            scrollRectToVisible(row, animated: animated)
            return
        }
        target = clampedContentOffset(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// `performBatchUpdates(_:completion:)`: runs `updates` (inserts and deletes), then `completion` with true.
    /// Deviation: the rows change at once, without animation.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        reportDeviation(.tableViewPerformBatchUpdates, if: updates != nil)
        updates?()
        completion?(true)
    }
}

extension UICollectionView {
    /// `scrollToItem(at:at:animated:)`: scrolls so the item sits at `scrollPosition` on each axis it names (top,
    /// centered vertically, bottom; left, centered horizontally, right), within the scrollable range; an axis not
    /// named does not move.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let item = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var target = contentOffset
        if scrollPosition.contains(.top) { target.y = item.minY }
        if scrollPosition.contains(.centeredVertically) { target.y = item.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { target.y = item.maxY - bounds.height }
        if scrollPosition.contains(.left) { target.x = item.minX }
        if scrollPosition.contains(.centeredHorizontally) { target.x = item.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { target.x = item.maxX - bounds.width }
        target = clampedContentOffset(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// `performBatchUpdates(_:completion:)`: runs `updates`, reloads, then calls `completion` with true.
    /// Deviation: no animation; the items change at once (the kit's collection view has no per-item updates).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        reportDeviation(.collectionViewPerformBatchUpdates, if: updates != nil)
        updates?()
        reloadData()
        completion?(true)
    }
}
