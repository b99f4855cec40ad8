import Foundation

/// UIKit's `UIMenuElement`: what a `UIMenu` lists, an action (`UIAction`) or a submenu (`UIMenu`).
///
/// Deviation: `title` is settable here (UIKit declares it read-only on the element and settable on `UIAction`).
open class UIMenuElement {
    /// `title`: the text the menu shows.
    public var title: String
    /// `image`: the icon the menu shows beside the title (the kit draws menus without icons).
    public var image: UIImage?

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

    /// The actions in order, submenus flattened inline (the kit draws one list; UIKit opens submenus).
    package var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.flattenedActions }
            return []
        }
    }
}
