import Foundation

/// Highlight and selection, in the collection view's own touch methods.
///
/// As the table's (`UITableView+Selection.swift`): `UICollectionViewCell` overrides neither `hitTest:withEvent:`
/// nor the touch methods (decompiled `UICollectionViewCell.m`, iOS 18.2: its method list has none), so the hit view
/// is the deepest view under the finger and the touches it does not handle travel up the responder chain, through
/// the content view and the cell, to the collection view, which implements `touchesBegan:withEvent:` and the rest
/// (its runtime method list shows them). It tracks one touch on the item whose cell contains the hit view: a public
/// reconstruction of `-[UICollectionView touchesEnded:withEvent:]` from a disassembly of an older UIKit reads
/// `if (![touches containsObject:_currentTouch]) return;` and then
/// `[self _selectableIndexPathForItemContainingHitView:[_currentTouch view]]` before `_userSelectItemAtIndexPath:`.
/// The item highlights when that touchesBegan arrives, which inside a scroll view is after the 0.15 s content-touch
/// delay (`delaysContentTouches`) or with the lift for a quick tap; a recognizer that begins (this view's pan, a parent
/// list's or pager's pan, a tap recognizer in the cell) cancels the touch and the highlight goes; touchesEnded on
/// the item selects it. Moving off the item ends the touch's claim.
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

    /// The visible cell of this collection view that contains `view` (the touch's hit view), if any.
    func selectableCell(containing view: UIView?) -> UICollectionViewCell? {
        var candidate = view
        while let current = candidate, current !== self {
            if let cell = current as? UICollectionViewCell, cell.superview === self, indexPath(for: cell) != nil {
                return cell
            }
            candidate = current.superview
        }
        return nil
    }

    /// touchesBegan reached the collection view: highlights the item of the touch's hit view, if it may be.
    func selectionTouchesBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, currentTouch == nil, let touch = touches.first,
            let cell = selectableCell(containing: touch.view), let indexPath = indexPath(for: cell)
        else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        currentTouch = touch
        trackedIndexPath = indexPath
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// touchesMoved reached the collection view: the touch gives up its item when it leaves it.
    func selectionTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = currentTouch, touches.contains(touch), let tracked = trackedIndexPath else { return }
        guard let cell = visibleByIndexPath[tracked], cell.bounds.contains(touch.location(in: cell)) else {
            return unhighlight(tracked)
        }
    }

    /// touchesEnded reached the collection view: the tracked item is selected (asking `shouldSelectItemAt`).
    func selectionTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = currentTouch, touches.contains(touch) else { return }
        currentTouch = nil
        guard let tracked = trackedIndexPath else { return }
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

    /// touchesCancelled reached the collection view: the item unhighlights and nothing is selected.
    func selectionTouchesCancelled(_ touches: Set<UITouch>) {
        guard let touch = currentTouch, touches.contains(touch) else { return }
        currentTouch = nil
        if let tracked = trackedIndexPath { unhighlight(tracked) }
    }

    private func unhighlight(_ indexPath: IndexPath) {
        trackedIndexPath = nil
        guard let cell = visibleByIndexPath[indexPath], cell.isHighlighted else { return }
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
