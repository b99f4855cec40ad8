import Foundation
import GesturePhysics

/// A stack of pages with animated push and pop, a navigation bar and the interactive edge-swipe pop, as
/// UINavigationController.
///
/// `view` holds the content area (the pages, full screen under the bar) and the `navigationBar` on top. Idle,
/// only the top page's view is in the tree; during a transition the page below joins it, under a dimming layer
/// and the moving page's edge shadow (see `NavigationController+Transition`), so the work per frame does not
/// depend on the depth of the stack.
///
/// `interactivePopGestureRecognizer` (named `nav.edgePop`) is a left screen-edge pan on `view` whose target is
/// the `interactiveTransition` object and whose delegate is, by default, that same object: it makes every
/// other recognizer wait for the edge pan to fail, refuses to begin during a transition or when the drag goes
/// left, and ignores touches on the bar. An app may replace the delegate, as in UIKit, and then loses all of it
/// (uikit-behaviour.md §5).
///
/// As in UIKit, `pop(animated:)` removes the page from `pages` at once and returns it; an interactive pop that
/// is cancelled puts it back. Deviation: a push or pop asked for while a transition runs is refused (returns
/// false / nil); UIKit defers it and logs "nested push animation can result in corrupted navigation bar".
package final class NavigationController {
    /// The container's root view, named `nav`.
    package let view: UIView
    /// The bar at the top, with the title and back button (UINavigationController.navigationBar).
    package let navigationBar: UINavigationBar
    /// The edge pan that drives the interactive pop, named `nav.edgePop`.
    package let interactivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer
    /// UIKit's `_UINavigationInteractiveTransition`: the edge pan's target and default delegate.
    package let interactiveTransition = NavigationInteractiveTransition()
    /// Told about finished and cancelled transitions, held weakly (UINavigationController.delegate).
    package weak var delegate: NavigationControllerDelegate?
    /// The stack, root first (UINavigationController.viewControllers).
    package internal(set) var pages: [NavigationPage] = []
    /// Seconds for an animated push or pop. UIKit's `defaultSlidingTransitionDuration` is not decoded; 0.35 s
    /// is the commonly measured value [?].
    package var transitionDuration = 0.35
    /// The curve of animated pushes and pops, and of the end of an interactive pop (UIPercentDriven's default
    /// completionCurve is easeInOut [doc]).
    package var transitionCurve = TimingCurve.easeInOut
    /// The running transition, if any.
    package internal(set) var transition: NavigationTransition?

    /// Holds the pages, the dimming layer and the shadow, under the bar.
    let contentView: UIView
    let dimmingView: UIView
    let shadowView: EdgeShadowView

    /// Creates an empty container. `topInset` is the status bar's height above the bar's 44 pt.
    package init(frame: CGRect, topInset: Double = 47) {
        view = ContainerView(frame: frame, name: "nav")
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size), name: "nav.content")
        dimmingView = UIView(name: "nav.dimming")
        dimmingView.backgroundColor = UIColor(Color(white: 0, alpha: Self.dimmingAlpha))
        dimmingView.isUserInteractionEnabled = false
        shadowView = EdgeShadowView()
        navigationBar = UINavigationBar(topInset: topInset)
        interactivePopGestureRecognizer = UIScreenEdgePanGestureRecognizer(name: "nav.edgePop", edges: .left)
        view.addSubview(contentView)
        view.addSubview(navigationBar)
        (view as? ContainerView)?.controller = self
        interactiveTransition.attach(to: self)
        navigationBar.onBack = { [weak self] in self?.pop(animated: true) }
        view.addGestureRecognizer(interactivePopGestureRecognizer)
        layoutContainer()
    }

    /// Creates a container showing `root`.
    package convenience init(frame: CGRect, root: NavigationPage, topInset: Double = 47) {
        self.init(frame: frame, topInset: topInset)
        setPages([root])
    }

    // MARK: Tuning

    /// The fraction of the width the lower page sits to the left when covered. `_UINavigationParallaxTransition`
    /// parallaxOffset = round(0.7 × width) [RE], i.e. the lower page moves 30 % of the width.
    package static let parallaxFraction = 0.3
    /// The dimming layer's opacity over a fully covered page. Not decoded; 0.1 as seen on device [?].
    package static let dimmingAlpha = 0.1

    // MARK: Stack

    /// The page on top (UINavigationController.topViewController).
    package var topPage: NavigationPage? { pages.last }

    /// UIKit's name for `pages`.
    package var viewControllers: [NavigationPage] { pages }

    /// Whether a push or pop is running.
    package var isTransitioning: Bool { transition != nil }

    /// The bottom of the bar in the container's coordinates: pages inset their content by this much.
    package var contentTopInset: Double { navigationBar.frame.maxY }

    /// Replaces the stack without animation (setViewControllers(_:animated: false)). Refused during a transition.
    @discardableResult
    package func setPages(_ newPages: [NavigationPage]) -> Bool {
        guard !isTransitioning else { return false }
        let old = pages
        pages = newPages
        for page in old where !newPages.contains(where: { $0 === page }) {
            page.view.removeFromSuperview()
            page.navigationController = nil
            page.didMove(to: nil)
        }
        for page in newPages where page.navigationController !== self {
            page.navigationController = self
            page.didMove(to: self)
        }
        if let top = topPage { install(top) }
        return true
    }

    /// Pushes `page`, sliding it in from the right over the current top page when animated.
    @discardableResult
    package func push(_ page: NavigationPage, animated: Bool) -> Bool {
        guard !isTransitioning, !pages.contains(where: { $0 === page }) else { return false }
        let lower = topPage
        pages.append(page)
        page.navigationController = self
        page.didMove(to: self)
        guard let lower else {
            install(page)
            delegate?.navigationController(self, didShow: page, after: .push)
            return true
        }
        begin(NavigationTransition(operation: .push, upper: page, lower: lower, isInteractive: false))
        animateTransition(to: 1, duration: animated ? transitionDuration : 0)
        return true
    }

    /// Pops the top page and returns it, sliding it out to the right when animated; nil on the root page.
    @discardableResult
    package func pop(animated: Bool) -> NavigationPage? {
        guard !isTransitioning, pages.count > 1, let upper = pages.popLast(), let lower = topPage else { return nil }
        begin(NavigationTransition(operation: .pop, upper: upper, lower: lower, isInteractive: false))
        animateTransition(to: 0, duration: animated ? transitionDuration : 0)
        return upper
    }

    func pageTitleDidChange(_ page: NavigationPage) {
        if let transition {
            applyLayout(transition)
        } else if page === topPage {
            navigationBar.show(title: page.title, showsBack: pages.count > 1)
        }
    }

    // MARK: Layout

    func layoutContainer() {
        let size = view.bounds.size
        contentView.frame = CGRect(origin: .zero, size: size)
        navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: navigationBar.height)
        navigationBar.layoutIfNeeded()
        if let transition {
            for page in [transition.lower, transition.upper] { layOut(page) }
            applyLayout(transition)
        } else if let top = topPage {
            layOut(top)
        }
    }

    /// Sizes a page's view to the content area and lays it out now: a page is laid out before it is shown (UIKit
    /// does so before a transition starts), and headless runs never draw.
    func layOut(_ page: NavigationPage) {
        page.view.frame = contentView.bounds
        page.view.layoutIfNeeded()
    }
}

/// The container's root view: it lays the container out when its size changes.
private final class ContainerView: UIView {
    weak var controller: NavigationController?
    private var laidOutSize = CGSize.zero

    override func layoutSubviews() {
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        controller?.layoutContainer()
    }
}
