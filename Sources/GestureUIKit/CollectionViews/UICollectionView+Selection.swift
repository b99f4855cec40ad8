import Foundation

/// Highlight and selection, from the touches a cell hands its collection view.
///
/// As the table's (`UITableView+Selection.swift`): the item highlights when its touchesBegan arrives, which inside
/// a scroll view is after the 0.15 s content-touch delay (`delaysContentTouches`) or with the lift for a quick
/// tap; a recognizer that begins (this view's pan, a parent list's or pager's pan) cancels the touch and the
/// highlight goes; touchesEnded on the item selects it. Moving off the item ends the touch's claim.
extension UICollectionView {
    /// `indexPathsForSelectedItems`.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPath.map { [$0] } }

    /// `selectItem(at:animated:scrollPosition:)`: selects without telling the delegate, as UIKit. Deviation: it
    /// does not scroll.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        reportDeviation(.collectionViewSelectItem, if: indexPath != nil && !scrollPosition.isEmpty)
        if let old = selectedIndexPath { visibleByIndexPath[old]?.isSelected = false }
        selectedIndexPath = indexPath
        if let indexPath { cellForItem(at: indexPath)?.isSelected = true }
    }

    /// `deselectItem(at:animated:)`: without telling the delegate, as UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPath == indexPath else { return }
        selectedIndexPath = nil
        visibleByIndexPath[indexPath]?.isSelected = false
    }

    func cellTouchesBegan(_ cell: UICollectionViewCell) {
        guard allowsSelection, trackedIndexPath == nil, let indexPath = indexPath(for: cell) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        trackedIndexPath = indexPath
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func cellTouchesMoved(_ cell: UICollectionViewCell, _ touches: Set<UITouch>) {
        guard let tracked = trackedIndexPath, let touch = touches.first else { return }
        if !cell.bounds.contains(touch.location(in: cell)) { unhighlight(tracked) }
    }

    func cellTouchesEnded(_ cell: UICollectionViewCell) {
        guard let tracked = trackedIndexPath, indexPath(for: cell) == tracked else { return }
        unhighlight(tracked)
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: tracked) ?? true else { return }
        if let old = selectedIndexPath, old != tracked {
            reportDeviation(
                .collectionViewShouldDeselectItem,
                if: collectionDelegate?.collectionView(self, shouldDeselectItemAt: old) == false)
            deselectItem(at: old, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: old)
        }
        selectedIndexPath = tracked
        visibleByIndexPath[tracked]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: tracked)
    }

    func cellTouchesCancelled(_ cell: UICollectionViewCell) {
        if let tracked = trackedIndexPath { unhighlight(tracked) }
    }

    private func unhighlight(_ indexPath: IndexPath) {
        trackedIndexPath = nil
        guard let cell = visibleByIndexPath[indexPath], cell.isHighlighted else { return }
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
