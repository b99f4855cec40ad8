import Foundation

/// The collection view's context menus, as the table's (`UITableView+ContextMenu.swift`): the delegate's
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16) or, when that gives none,
/// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (iOS 13), served by a `UIContextMenuInteraction` on
/// the collection view itself whose lifted view is the pressed item (UIKit's
/// `UICollectionView.contextMenuInteraction`); the delegate hears the menu show and go through
/// `collectionView(_:willDisplayContextMenu:animator:)` and
/// `collectionView(_:willEndContextMenuInteraction:animator:)`.
///
/// Deviations: as the table's, the interaction is installed the first time a touch lands on an item the delegate
/// gives a configuration for (a Swift protocol extension can't tell which methods a delegate implements); UIKit asks
/// only the iOS 16 method when the delegate implements it, the kit asks the iOS 13 one when the first gives nil.
extension UICollectionView {
    /// The collection view's interaction, once installed.
    package var contextMenuInteraction: UIContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first {
            $0.delegate is CollectionContextMenuBridge
        }
    }

    /// Installs the interaction when the delegate has a menu for the item at `point` (collection view
    /// coordinates).
    func installContextMenuInteractionIfNeeded(at point: CGPoint) {
        guard contextMenuInteraction == nil, let delegate = collectionDelegate,
            let indexPath = indexPathForItem(at: point),
            Self.contextMenuConfiguration(from: delegate, in: self, at: indexPath, point: point) != nil
        else { return }
        let bridge = CollectionContextMenuBridge(collectionView: self)
        let interaction = UIContextMenuInteraction(delegate: bridge)
        interaction.liftedViewProvider = { [weak self] location in
            guard let self, let indexPath = self.indexPathForItem(at: location) else { return nil }
            return self.cellForItem(at: indexPath)
        }
        contextMenuBridge = bridge
        addInteraction(interaction)
    }

    /// The delegate's menu for the item at `indexPath`: the iOS 16 method first, then the iOS 13 one.
    static func contextMenuConfiguration(
        from delegate: UICollectionViewDelegate, in collectionView: UICollectionView, at indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: [indexPath], point: point)
            ?? delegate.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
}

/// The interaction's delegate for a collection view: asks the collection view's delegate for the item under the
/// press.
final class CollectionContextMenuBridge: UIContextMenuInteractionDelegate {
    weak var collectionView: UICollectionView?

    init(collectionView: UICollectionView) { self.collectionView = collectionView }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let collectionView, let delegate = collectionView.collectionDelegate,
            let indexPath = collectionView.indexPathForItem(at: location)
        else { return nil }
        return UICollectionView.contextMenuConfiguration(
            from: delegate, in: collectionView, at: indexPath, point: location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(
            collectionView, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(
            collectionView, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
