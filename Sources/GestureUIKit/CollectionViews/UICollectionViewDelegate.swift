import Foundation

/// UIKit's `UICollectionViewDelegate`, which refines `UIScrollViewDelegate`: highlight, selection, display and
/// context menus of items. Every method optional, with UIKit's defaults in the extension.
///
/// Set it as the collection view's `delegate` (the scroll view's property: the collection view asks it as a
/// `UICollectionViewDelegate` when it is one). Deviation: `collectionView.delegate` reads back as
/// `UIScrollViewDelegate?`, as `UITableView`'s does.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// `collectionView(_:shouldHighlightItemAt:)`: default true.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// `collectionView(_:didHighlightItemAt:)`.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// `collectionView(_:didUnhighlightItemAt:)`.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// `collectionView(_:shouldSelectItemAt:)`: default true.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// `collectionView(_:didSelectItemAt:)`: a tap selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// `collectionView(_:didDeselectItemAt:)`: a selection went away because another item was selected.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// `collectionView(_:shouldDeselectItemAt:)`: whether the selected item may be deselected. Deviation: not asked;
    /// a tap on another item deselects the selected one without asking.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)` (iOS 13). Deviation: never asked; there is no
    /// multiple selection.
    func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)` (iOS 13). Deviation: never called.
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// `collectionView(_:willDisplay:forItemAt:)`: a cell is about to be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `collectionView(_:didEndDisplaying:forItemAt:)`: a cell left the screen (and went back for reuse).
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16): the context menu a long press on the
    /// items shows (a press gives the one item under it).
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (iOS 13, deprecated in iOS 16): the context menu
    /// a long press on the item shows; asked when `contextMenuConfigurationForItemsAt` gives none.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `collectionView(_:willDisplayContextMenu:animator:)`: an item's context menu is about to show.
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    /// `collectionView(_:willEndContextMenuInteraction:animator:)`: an item's context menu is about to go.
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
}

extension UICollectionViewDelegate {
    /// `collectionView(_:shouldHighlightItemAt:)`, optional in UIKit: true.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// `collectionView(_:didHighlightItemAt:)`, optional in UIKit: does nothing.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// `collectionView(_:didUnhighlightItemAt:)`, optional in UIKit: does nothing.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// `collectionView(_:shouldSelectItemAt:)`, optional in UIKit: true.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// `collectionView(_:didSelectItemAt:)`, optional in UIKit: does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// `collectionView(_:didDeselectItemAt:)`, optional in UIKit: does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// `collectionView(_:shouldDeselectItemAt:)`, optional in UIKit: true.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`, optional in UIKit: false.
    public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`, optional in UIKit: does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    /// `collectionView(_:willDisplay:forItemAt:)`, optional in UIKit: does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// `collectionView(_:didEndDisplaying:forItemAt:)`, optional in UIKit: does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`, optional in UIKit: none.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`, optional in UIKit: none.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// `collectionView(_:willDisplayContextMenu:animator:)`, optional in UIKit: does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    /// `collectionView(_:willEndContextMenuInteraction:animator:)`, optional in UIKit: does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
}
