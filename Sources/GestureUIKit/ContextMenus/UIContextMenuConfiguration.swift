import Foundation

/// UIKit's `UIContextMenuActionProvider`: makes the menu, given the suggested elements (none in the kit).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// UIKit's `UIContextMenuContentPreviewProvider`: makes the preview's view controller (nil: the view itself).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// UIKit's `UIContextMenuConfiguration`: what a context menu shows, made by the delegate when the press lifts
/// the view (`contextMenuInteraction(_:configurationForMenuAtLocation:)`).
public final class UIContextMenuConfiguration {
    /// `identifier`: the app's name for this menu.
    public let identifier: NSCopying
    /// The preview provider; the kit draws the lifted view itself whatever it returns (deviation).
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// The menu provider.
    let actionProvider: UIContextMenuActionProvider?

    /// `init(identifier:previewProvider:actionProvider:)`; a nil identifier becomes a new UUID, as UIKit.
    public init(
        identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the provider makes (nil provider or nil menu: an empty menu, UIKit shows only the preview).
    package func makeMenu() -> UIMenu { actionProvider?([]) ?? UIMenu(children: []) }
}
