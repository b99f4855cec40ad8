import Foundation

/// UIKit's `UINavigationItem`: what a navigation bar shows for a controller (`UIViewController.navigationItem`).
/// Deviation: stored only; the kit's bar shows the controller's `title` and a back button below the root, whatever
/// the item says.
open class UINavigationItem {
    /// `title`: the item's title, the controller's `title` when the item was made. Deviation: stored only; the bar
    /// shows the controller's `title`.
    open var title: String? {
        didSet { reportDeviation(.navigationItemTitle, if: title != owner?.title) }
    }
    /// `hidesBackButton` (default false). Deviation: stored only; the bar shows a back button below the root.
    open var hidesBackButton = false {
        didSet { reportDeviation(.navigationItemHidesBackButton, if: hidesBackButton) }
    }
    /// `backButtonTitle` (iOS 11): the back button's title when this item is under the top one. Deviation: stored
    /// only; the back button shows no title.
    open var backButtonTitle: String? {
        didSet { reportDeviation(.navigationItemBackButtonTitle, if: backButtonTitle != nil) }
    }
    /// `leftBarButtonItem`: the first of `leftBarButtonItems`. Deviation: stored only; the kit's bar shows no bar
    /// button items (and no tap reaches them).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// `leftBarButtonItems`. Deviation: stored only; the kit's bar shows no bar button items.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { reportDeviation(.navigationItemLeftBarButtonItem, if: leftBarButtonItems?.isEmpty == false) }
    }
    /// `rightBarButtonItem`: the first of `rightBarButtonItems`. Deviation: stored only; the kit's bar shows no bar
    /// button items (and no tap reaches them).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set {
            rightBarButtonItems = newValue.map { [$0] }
            reportDeviation(.navigationItemRightBarButtonItem, if: newValue != nil)
        }
    }
    /// `rightBarButtonItems`. Deviation: stored only; the kit's bar shows no bar button items.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { reportDeviation(.navigationItemRightBarButtonItems, if: rightBarButtonItems?.isEmpty == false) }
    }
    /// `titleView`: a view shown in place of the title. Deviation: stored only; the bar shows the title.
    open var titleView: UIView?
    /// The controller whose item this is (`UIViewController.navigationItem`), which reports its deviations.
    weak var owner: UIViewController?

    /// `init(title:)`.
    public init(title: String) {
        self.title = title
    }

    /// `init?(coder:)`: there are no storyboards, so it always returns nil.
    public required init?(coder: NSCoder) { return nil }
}
