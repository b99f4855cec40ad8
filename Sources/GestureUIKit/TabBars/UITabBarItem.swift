import Foundation

/// UIKit's `UITabBarItem`: a tab's title, image and tag, shown by a `UITabBar` as one button.
///
/// A view controller's `tabBarItem` is made on first access with its `title`, as in UIKit; a `UITabBarController`
/// shows each of its view controllers' items (`-[UITabBarController _rebuildTabBarItemsAnimated:]` reads
/// `[viewController tabBarItem]` for each and `_configureTargetActionForTabBarItem:` points the item's action at
/// `_tabBarItemClicked:`). Deviations: no `UIBarItem` superclass, no system items, appearance or badge drawing
/// (`badgeValue` is stored only); an image is drawn as it is, not as a tinted template.
open class UITabBarItem: KitObject {
    /// `title`: the text under the item's image.
    open var title: String? {
        didSet { changed() }
    }
    /// `image`: drawn above the title when it is one of the run's images or an image file.
    open var image: UIImage? {
        didSet { changed() }
    }
    /// `selectedImage`: drawn instead of `image` while the item is selected (`image` when nil).
    open var selectedImage: UIImage? {
        didSet { changed() }
    }
    /// `tag`.
    open var tag = 0
    /// `isEnabled` (default true): a disabled item's button takes no touches.
    open var isEnabled = true {
        didSet { changed() }
    }
    /// `badgeValue`. Deviation: stored only; no badge is drawn.
    open var badgeValue: String?

    /// The tab bar that shows this item, told when the item changes so it draws it again.
    weak var tabBar: UITabBar?

    /// `init(title:image:tag:)`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// `init(title:image:selectedImage:)`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// `UITabBarItem()`: no title or image, tag 0.
    public convenience init() { self.init(title: nil, image: nil, tag: 0) }

    private func changed() { tabBar?.itemDidChange(self) }
}
