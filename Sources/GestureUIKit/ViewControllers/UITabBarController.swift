import Foundation

/// UIKit's `UITabBarController`: one child view controller per tab, the selected one's view full screen under a
/// `UITabBar` at the bottom (`tab.bar`, one button `tab.item.N` per child's `tabBarItem`).
///
/// Follows the decompiled `UITabBarController.m` (iOS 18.2 UIKitCore):
/// - **Children**: `_setViewControllers:animated:` adds each new controller with `addChildViewController:` and
///   `didMoveToParentViewController:` and removes the ones that left (`willMoveToParentViewController:nil`); the
///   selection stays on the selected controller if it is still there, else on the same index, else the first.
///   Each child keeps its state while another tab shows, so a `UINavigationController` per tab keeps its pushed
///   pages across tab switches.
/// - **Selection in code**: `setSelectedIndex:` → `_viewControllerForSelectAtIndex:` → `_setSelectedViewController:`;
///   `setSelectedViewController:` accepts only one of `viewControllers` (UIKit raises "only a view controller in the
///   tab bar controller's list of view controllers can be selected"; the kit ignores it). Neither asks the delegate.
/// - **Selection by tap**: the bar's `_buttonUp:` sends the item's action, `_tabBarItemClicked:` (its body is not
///   in the decompile read): the delegate's `tabBarController(_:shouldSelect:)`, then the selection, then
///   `tabBarController(_:didSelect:)`, as Apple documents both methods. A refused tap leaves the bar showing the
///   selected tab.
/// - **Switching**: `transitionFromViewController:toViewController:` moves the new child's view into the content
///   view (`UITransitionView`, `tab.content`) full size, with the appearance callbacks when the tab bar controller is
///   on screen; its `__viewWillLayoutSubviews` lays the container out (`_layoutContainerView`) and the selected
///   child (`_layoutViewController:`).
/// - **Safe area**: the bar covers the bottom of the child's view; that part is the child's bottom safe-area inset
///   (`BarProvidingContainer`).
/// - **Custom switches**: the delegate's animation controller, interactive with its interaction controller
///   (`UITabBarController+Transition`).
/// Deviations: no "More" tab (more than five tabs are all shown),
/// `setViewControllers(_:animated:)` is never animated, no `UITab`/sidebar API (iOS 18), no `isTabBarHidden`.
open class UITabBarController: UIViewController {
    /// The bar (UIKit's `tabBar`).
    private let bar = UITabBar()
    /// The container view (`tab`), the controller's `view`.
    let containerView: TabBarContainerView
    /// Holds the selected child's view, under the bar (UIKit's `UITransitionView`), named `tab.content`.
    let contentView = UIView(name: "tab.content")
    private var tabs: [UIViewController] = []
    var selected: UIViewController?
    /// The custom tab switch in progress (`UITabBarController+Transition`).
    var tabTransition: ViewControllerTransitionContext?

    /// `init(nibName:bundle:)`: no tabs yet (there are no nibs); set `viewControllers` next.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        let size = KitScreen.size ?? CGSize(width: 390, height: 844)
        containerView = TabBarContainerView(frame: CGRect(origin: .zero, size: size), name: "tab")
        super.init(nibName: nil, bundle: nil)
        screenSize = size
        containerView.controller = self
        contentView.frame = containerView.bounds
        containerView.addSubview(contentView)
        containerView.addSubview(bar)
        bar.onItemClicked = { [weak self] item in self?.tabBarItemClicked(item) }
    }

    /// `UITabBarController()`.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// `init?(coder:)`: no storyboards; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The tab bar controller's view is its container: the content view with the bar on top.
    open override func loadView() { view = containerView }

    /// `tabBar`: the bar at the bottom.
    open var tabBar: UITabBar { bar }

    /// `delegate`, held weakly (`UITabBarControllerDelegate`).
    open weak var delegate: UITabBarControllerDelegate?

    // MARK: The tabs

    /// `viewControllers`: the tabs' root controllers, left to right (nil for none); setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    override package var childList: [UIViewController] { tabs }

    /// `setViewControllers(_:animated:)`: replaces the tabs (`_setViewControllers:animated:`): new children are
    /// added and told `willMove(toParent:)`/`didMove(toParent:)`, leaving ones are removed; the selection stays
    /// on the selected controller when it is still a tab, else on the same index, else the first tab. Deviation:
    /// never animated.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let old = tabs
        let previousIndex = selectedIndex
        let leaving = old.filter { controller in !new.contains { $0 === controller } }
        let joining = new.filter { controller in !old.contains { $0 === controller } }
        for controller in leaving {
            controller.willMove(toParent: nil)
            if controller === selected {
                controller.viewIfLoaded?.removeFromSuperview()
                selected = nil
            }
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in joining {
            controller.removeFromParent()
            controller.willMove(toParent: self)
            controller.parent = self
            controller.screenSize = screenSize
        }
        tabs = new
        for controller in joining { controller.didMove(toParent: self) }
        let keep =
            selected.flatMap { current in new.first { $0 === current } }
            ?? (new.indices.contains(previousIndex) ? new[previousIndex] : new.first)
        rebuildItems()
        if let keep { select(keep) } else { bar.select(nil) }
    }

    /// `selectedViewController`: the tab shown; setting it to one of `viewControllers` shows that tab (no delegate
    /// call); any other value is ignored (UIKit raises).
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue, tabs.contains(where: { $0 === newValue }) else { return }
            select(newValue)
        }
    }

    /// `selectedIndex`: the index of the tab shown (`NSNotFound`, `Int.max`, with no tabs); setting it shows that
    /// tab (no delegate call); an index out of range is ignored.
    open var selectedIndex: Int {
        get { selected.flatMap { current in tabs.firstIndex { $0 === current } } ?? Int.max }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(tabs[newValue])
        }
    }

    /// The tab controller's items: each tab's `tabBarItem`, as `_rebuildTabBarItemsAnimated:`.
    func rebuildItems() {
        bar.show(items: tabs.map { $0.tabBarItem }, selected: selected?.tabBarItem)
    }

    /// `_tabBarItemClicked:`: a tap on `item`'s button: `shouldSelect`, the selection, `didSelect`.
    private func tabBarItemClicked(_ item: UITabBarItem) {
        guard let controller = tabs.first(where: { $0.tabBarItem === item }) else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            bar.select(selected?.tabBarItem)
            return
        }
        select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// `_setSelectedViewController:` → `transitionFromViewController:toViewController:`: the new tab's view
    /// replaces the old one's in the content view, with the appearance callbacks while on screen.
    private func select(_ controller: UIViewController) {
        guard tabTransition == nil else { return bar.select(selected?.tabBarItem) }
        bar.select(controller.tabBarItem)
        guard controller !== selected else { return }
        let previous = selected
        let onScreen = containerView.window != nil
        if let previous, onScreen, startCustomTransition(from: previous, to: controller) { return }
        if onScreen {
            previous?.beginAppearanceTransition(false, animated: false)
            controller.beginAppearanceTransition(true, animated: false)
        }
        previous?.viewIfLoaded?.removeFromSuperview()
        selected = controller
        controller.screenSize = screenSize
        let view: UIView = controller.view
        view.frame = contentView.bounds
        contentView.addSubview(view)
        containerView.setNeedsLayout()
        if let window = containerView.window { KitNaming.assignDerivedNames(under: window) }
        if onScreen {
            previous?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
    }

    // MARK: Appearance, forwarded to the selected tab (UIKit's `viewWillAppear:` calls `__viewWillAppear:` on it)

    /// `viewWillAppear(_:)`: also the selected tab's.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selected?.viewWillAppear(animated)
    }

    /// `viewDidAppear(_:)`: also the selected tab's.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selected?.viewDidAppear(animated)
    }

    /// `viewWillDisappear(_:)`: also the selected tab's.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selected?.viewWillDisappear(animated)
    }

    /// `viewDidDisappear(_:)`: also the selected tab's.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        selected?.viewDidDisappear(animated)
    }

    // MARK: Layout

    /// `__viewWillLayoutSubviews`: `_layoutContainerView` (the content view full size, the bar at the bottom) and
    /// `_layoutViewController:` (the selected tab's view fills the content view).
    func layoutContainer() {
        let bounds = containerView.bounds
        contentView.frame = bounds
        bar.bottomInset = Double(containerView.safeAreaInsets.bottom)
        bar.frame = CGRect(x: 0, y: bounds.height - bar.height, width: bounds.width, height: bar.height)
        if tabTransition == nil, let view = selected?.viewIfLoaded, view.superview === contentView,
            view.frame != contentView.bounds
        {
            view.frame = contentView.bounds
        }
    }

    override var onScreenViewController: UIViewController {
        if let presentedViewController { return presentedViewController.onScreenViewController }
        return selected?.onScreenViewController ?? self
    }

    override var navigationDepth: Int { selected?.navigationDepth ?? 1 }

    override func tearDown() {
        for controller in tabs { controller.tearDown() }
        super.tearDown()
    }
}

/// The tab bar controller's root view (UIKit's `UILayoutContainerView`): its layout is the controller's
/// `__viewWillLayoutSubviews`.
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }
}
