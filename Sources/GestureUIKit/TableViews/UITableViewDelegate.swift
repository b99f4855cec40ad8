import Foundation

/// UIKit's `UITableViewDelegate`, which refines `UIScrollViewDelegate`: row heights, highlight and selection,
/// and the swipe actions of each row. Every method optional, with UIKit's defaults in the extension.
///
/// Set it as the table's `delegate` (the scroll view's property: the table asks it as a `UITableViewDelegate`
/// when it is one). Deviation: `tableView.delegate` reads back as `UIScrollViewDelegate?`, since Swift can't
/// narrow an inherited property's type as UIKit's Objective-C header does.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// `tableView(_:heightForRowAt:)`: the row's height; default `tableView.rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// `tableView(_:estimatedHeightForRowAt:)`: what a self-sizing row counts as until its cell is measured;
    /// default `tableView.estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// `tableView(_:willDisplay:forRowAt:)`: a cell is about to be shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `tableView(_:didEndDisplaying:forRowAt:)`: a cell left the screen (and went back for reuse).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `tableView(_:shouldHighlightRowAt:)`: default true.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// `tableView(_:didHighlightRowAt:)`.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// `tableView(_:didUnhighlightRowAt:)`.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// `tableView(_:willSelectRowAt:)`: the row to select instead, or nil for none; default the row itself.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// `tableView(_:didSelectRowAt:)`: a tap selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// `tableView(_:didDeselectRowAt:)`: a selection went away because another row was selected.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// `tableView(_:willDeselectRowAt:)`: the row to deselect instead, or nil. Deviation: not asked; a tap on another
    /// row deselects the selected one without asking.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` (iOS 13): whether a two-finger pan may select rows.
    /// Deviation: never asked; there is no multiple selection.
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)` (iOS 13). Deviation: never called.
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// `tableViewDidEndMultipleSelectionInteraction(_:)` (iOS 13). Deviation: never called.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`: the actions a rightward swipe reveals (LTR).
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: the actions a leftward swipe reveals (LTR).
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// `tableView(_:willBeginEditingRowAt:)`: a row's swipe began.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// `tableView(_:didEndEditingRowAt:)`: the swiped row closed (nil when the row is gone).
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`: the context menu a long press on the row shows.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `tableView(_:willDisplayContextMenu:animator:)`: a row's context menu is about to show.
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    /// `tableView(_:willEndContextMenuInteraction:animator:)`: a row's context menu is about to go.
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    /// `tableView(_:viewForHeaderInSection:)`: the section's header view; default nil. Deviation: asked when the
    /// table reloads, but the kit's table lays out no section headers (rows start at the top of the section).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// `tableView(_:heightForHeaderInSection:)`: the header's height; default 0 (no header). Deviation: asked when
    /// the table reloads, but the kit's table lays out no section headers.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
    /// `tableView(_:heightForRowAt:)`, optional in UIKit: `tableView.rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// `tableView(_:estimatedHeightForRowAt:)`, optional in UIKit: `tableView.estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// `tableView(_:willDisplay:forRowAt:)`, optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// `tableView(_:didEndDisplaying:forRowAt:)`, optional in UIKit: does nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// `tableView(_:shouldHighlightRowAt:)`, optional in UIKit: true.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// `tableView(_:didHighlightRowAt:)`, optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// `tableView(_:didUnhighlightRowAt:)`, optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `tableView(_:willSelectRowAt:)`, optional in UIKit: the row itself.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// `tableView(_:didSelectRowAt:)`, optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `tableView(_:didDeselectRowAt:)`, optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `tableView(_:willDeselectRowAt:)`, optional in UIKit: the row itself.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`, optional in UIKit: false.
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    { false }
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`, optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`, optional in UIKit: does nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`, optional in UIKit: none.
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, optional in UIKit: none. Deviation: UIKit
    /// offers a Delete action when the data source commits editing; the kit has no editing styles.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// `tableView(_:willBeginEditingRowAt:)`, optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// `tableView(_:didEndEditingRowAt:)`, optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`, optional in UIKit: none.
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// `tableView(_:willDisplayContextMenu:animator:)`, optional in UIKit: does nothing.
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    /// `tableView(_:willEndContextMenuInteraction:animator:)`, optional in UIKit: does nothing.
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}

    /// `tableView(_:viewForHeaderInSection:)`, optional in UIKit: no header view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// `tableView(_:heightForHeaderInSection:)`, optional in UIKit: 0 (a plain table without headers has none).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
}
