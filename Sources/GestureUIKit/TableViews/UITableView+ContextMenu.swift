import Foundation

/// The table's context menus: `tableView(_:contextMenuConfigurationForRowAt:point:)` on its delegate, served by a
/// `UIContextMenuInteraction` on the table itself whose lifted view is the pressed row, as UIKit's table does
/// (`UITableView.contextMenuInteraction`); the delegate hears the menu show and go through
/// `tableView(_:willDisplayContextMenu:animator:)` and `tableView(_:willEndContextMenuInteraction:animator:)`.
///
/// Deviation: UIKit installs the interaction when the delegate implements the method, which a Swift protocol
/// extension can't tell; the kit installs it the first time a touch lands on a row the delegate gives a
/// configuration for (asked once per touch-down, on hit-testing, until then), so tables without context menus
/// carry no extra recognizers.
extension UITableView {
    /// The table's interaction, once installed.
    package var contextMenuInteraction: UIContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first {
            $0.delegate is TableContextMenuBridge
        }
    }

    /// Installs the interaction when the delegate has a menu for the row at `point` (table coordinates).
    func installContextMenuInteractionIfNeeded(at point: CGPoint) {
        guard contextMenuInteraction == nil, let delegate = tableDelegate,
            let indexPath = indexPathForRow(at: point),
            delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point) != nil
        else { return }
        let bridge = TableContextMenuBridge(table: self)
        let interaction = UIContextMenuInteraction(delegate: bridge)
        interaction.liftedViewProvider = { [weak self] location in
            guard let self, let indexPath = self.indexPathForRow(at: location) else { return nil }
            return self.cellForRow(at: indexPath)
        }
        contextMenuBridge = bridge
        addInteraction(interaction)
    }
}

/// The interaction's delegate for a table: asks the table's delegate for the row under the press.
final class TableContextMenuBridge: UIContextMenuInteractionDelegate {
    weak var table: UITableView?

    init(table: UITableView) { self.table = table }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let table, let indexPath = table.indexPathForRow(at: location) else { return nil }
        return table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
