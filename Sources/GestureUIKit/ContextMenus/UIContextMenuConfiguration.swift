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
    /// `preferredMenuElementOrder` (iOS 16; default `.automatic`). Deviation: stored only; the menu lists its
    /// elements in their order.
    public var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic {
        didSet { reportDeviation(.contextMenuPreferredElementOrder, if: preferredMenuElementOrder != .automatic) }
    }
    /// The element order's deviation, kept until an interaction shows the menu (`DeviationReporting`).
    package var pendingDeviations: [KitDeviation] = []

    /// UIKit's `UIContextMenuConfiguration.ElementOrder` (iOS 16).
    public enum ElementOrder: Int, Sendable {
        /// `automatic`: the system's choice (nearest the touch first).
        case automatic
        /// `priority`: the first element nearest the touch.
        case priority
        /// `fixed`: as given.
        case fixed
    }

    /// The preview provider. Deviation: the kit draws the lifted view itself whatever it returns.
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
