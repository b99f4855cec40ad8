import Foundation

/// UIKit's `UINavigationController` on the core `NavigationController`: animated push and pop, a navigation
/// bar, and the interactive edge-swipe pop.
///
/// `interactivePopGestureRecognizer` keeps UIKit's private delegate (`_UINavigationInteractiveTransition`,
/// which makes every other recognizer wait for the edge pan to fail) until the app replaces it; an app that
/// replaces it loses those rules, as in UIKit (uikit-behaviour.md §5). Reading `delegate` gives the private one,
/// and assigning it back restores it. The pop gesture is named `nav.edgePop` in reports.
/// Deviation: a push or pop asked for during a transition is refused, where UIKit queues it.
open class UINavigationController: UIViewController {
    let navigation: NavigationController
    private var observer: KitNavigationObserver?
    /// The controller leaving the screen in the running transition (told `viewDidDisappear` at its end).
    private var disappearing: UIViewController?

    /// `init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        let size = KitScreen.size ?? CGSize(width: 390, height: 844)
        // The status bar above the bar: 47 pt on notched phones (390x844), 20 pt on shorter screens.
        navigation = NavigationController(
            frame: CGRect(origin: .zero, size: size),
            topInset: size.height >= 812 ? 47 : 20)
        super.init(nibName: nil, bundle: nil)
        screenSize = size
        observer = KitNavigationObserver(owner: self)
        navigation.delegate = observer
        pushViewController(rootViewController, animated: false)
    }

    /// `init?(coder:)`: no storyboards; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The navigation controller's view is the core container (pages under the bar).
    open override func loadView() { view = navigation.view }

    /// `viewControllers`, root first.
    public var viewControllers: [UIViewController] {
        navigation.pages.compactMap { ($0 as? KitPage)?.controller }
    }

    /// `delegate`, held weakly (`UINavigationControllerDelegate`).
    public weak var delegate: UINavigationControllerDelegate?

    /// `topViewController`.
    public var topViewController: UIViewController? { viewControllers.last }

    /// `visibleViewController`: the top controller, or what it presented.
    public var visibleController: UIViewController? { topViewController?.visibleViewController }

    /// `interactivePopGestureRecognizer`: the edge pan that pops interactively.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { navigation.interactivePopGestureRecognizer }

    /// `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.screenSize = screenSize
        viewController.navigationController = self
        let page = KitPage(controller: viewController)
        let previous = topViewController
        if navigation.pages.isEmpty {
            _ = navigation.setPages([page])
            return
        }
        previous?.viewWillDisappear(animated)
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        viewController.viewWillAppear(animated)
        disappearing = previous
        if !navigation.push(page, animated: animated) {
            viewController.navigationController = nil
            disappearing = nil
        }
        if let window = navigation.view.window { KitNaming.assignDerivedNames(under: window) }
    }

    /// `popViewController(animated:)`: the controller popped, or nil at the root or during a transition.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard navigation.pages.count > 1 else { return nil }
        let below = viewControllers.dropLast().last
        let top = topViewController
        top?.viewWillDisappear(animated)
        if let below { delegate?.navigationController(self, willShow: below, animated: animated) }
        below?.viewWillAppear(animated)
        disappearing = top
        return (navigation.pop(animated: animated) as? KitPage)?.controller
    }

    override var navigationDepth: Int { navigation.pages.count }

    override var visibleViewController: UIViewController {
        if let presentedViewController { return presentedViewController.visibleViewController }
        return topViewController?.visibleViewController ?? self
    }

    override func tearDown() {
        for controller in viewControllers { controller.tearDown() }
        super.tearDown()
    }

    /// A transition finished: the appearance callbacks UIKit sends at its end.
    func didShow(_ page: NavigationPage) {
        guard let shown = (page as? KitPage)?.controller else { return }
        shown.viewDidAppear(true)
        disappearing?.viewDidDisappear(true)
        disappearing = nil
        delegate?.navigationController(self, didShow: shown, animated: true)
    }

    /// An interactive pop was released short of completing: the top controller stays, and UIKit tells the
    /// delegate it was shown again.
    func didCancelPop(of page: NavigationPage) {
        guard let shown = (page as? KitPage)?.controller else { return }
        disappearing = nil
        delegate?.navigationController(self, didShow: shown, animated: true)
    }
}

/// One controller on the core navigation stack; the stack keeps the controller alive, as UIKit's does.
final class KitPage: NavigationPage {
    let controller: UIViewController

    init(controller: UIViewController) {
        self.controller = controller
        super.init(name: controller.title ?? "", title: controller.title ?? "", view: controller.view)
        controller.page = self
    }

    override func didMove(to navigationController: NavigationController?) {
        if navigationController == nil { controller.navigationController = nil }
    }
}

/// Receives the core navigation controller's transition events for its facade.
private final class KitNavigationObserver: NavigationControllerDelegate {
    unowned let owner: UINavigationController

    init(owner: UINavigationController) { self.owner = owner }

    func navigationController(
        _ controller: NavigationController, didShow page: NavigationPage,
        after operation: NavigationOperation
    ) {
        owner.didShow(page)
    }

    func navigationController(_ controller: NavigationController, didCancelInteractivePopOf page: NavigationPage) {
        owner.didCancelPop(of: page)
    }
}
