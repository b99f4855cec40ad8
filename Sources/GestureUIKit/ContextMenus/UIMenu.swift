import Foundation

/// UIKit's `UIMenuElement`: what a `UIMenu` lists, an action (`UIAction`) or a submenu (`UIMenu`).
///
/// Deviation: `title` is settable here (UIKit declares it read-only on the element and settable on `UIAction`).
open class UIMenuElement {
    /// `title`: the text the menu shows.
    public var title: String
    /// `image`: the icon the menu shows beside the title (the kit draws menus without icons).
    public var image: UIImage?

    /// UIKit's `UIMenuElement.Attributes` (iOS 13): how a menu shows an element (UIKit's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// `rawValue` (OptionSet).
        public let rawValue: UInt
        /// `init(rawValue:)` (OptionSet).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.disabled`: shown greyed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// `.destructive`: shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// `.hidden`: not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// `.keepsMenuPresented` (iOS 16): choosing it runs the handler and leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIKit's `UIMenuElement.State` (iOS 13): an element's checkmark.
    public enum State: Int, Sendable {
        /// `.off`.
        case off = 0
        /// `.on`: checked.
        case on = 1
        /// `.mixed`.
        case mixed = 2
    }

    /// Made by the subclasses' initializers.
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// UIKit's `UIMenu`: a titled group of menu elements, what a context menu shows.
public final class UIMenu: UIMenuElement {
    /// `children`: the actions and submenus, in order.
    public let children: [UIMenuElement]

    /// `init(title:image:children:)` (UIKit's initializer has more parameters, all defaulted; the kit takes
    /// these).
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }

    /// The actions in order, submenus flattened inline (the kit draws one list; UIKit opens submenus); `.hidden`
    /// ones are left out, as UIKit's menus leave them out.
    package var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            if let menu = element as? UIMenu { return menu.flattenedActions }
            return []
        }
    }
}
