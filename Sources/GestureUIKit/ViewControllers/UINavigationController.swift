import Foundation
import GesturePhysics

/// UIKit's `UINavigationController`: a stack of view controllers with animated push and pop, a navigation bar
/// and the interactive edge-swipe pop. The very object the engine runs: its stack, its transitions and its edge
/// pan are its own.
///
/// `view` holds the content area (the top controller's view, full screen under the bar) and the `navigationBar`
/// on top. Idle, only the top controller's view is in the tree; during a transition the one below joins it, under
/// a dimming layer and the moving view's edge shadow (see `UINavigationController+Transition`), so the work per
/// frame does not depend on the depth of the stack.
///
/// `interactivePopGestureRecognizer` (named `nav.edgePop` in reports) is a left screen-edge pan on `view` whose
/// target is UIKit's private `_UINavigationInteractiveTransition` (`interactiveTransition`) and whose delegate is,
/// by default, that same object: it makes every other recognizer wait for the edge pan to fail, refuses to begin
/// during a transition or when the drag goes left, and ignores touches on the bar. An app may replace the
/// delegate, as in UIKit, and then loses all of it; assigning the original back restores it (uikit-behaviour.md
/// §5).
///
/// As in UIKit, `popViewController(animated:)` removes the controller from `viewControllers` at once and returns
/// it; an interactive pop that is cancelled puts it back. The appearance callbacks come as UIKit sends them for a
/// push or pop asked for in code; `navigationController(_:didShow:animated:)` at the end of every transition,
/// a cancelled interactive pop included (with the controller that stayed on top).
/// Deviation: a push or pop asked for while a transition runs is refused (nil); UIKit defers it and logs "nested
/// push animation can result in corrupted navigation bar".
open class UINavigationController: UIViewController {
    /// `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// `.none`.
        case none
        /// `.push`.
        case push
        /// `.pop`.
        case pop
    }

    /// The stack, root first.
    package internal(set) var stack: [UIViewController] = []
    /// `navigationBar`: the bar at the top, with the title and back button.
    public let navigationBar: UINavigationBar
    /// The edge pan that drives the interactive pop, named `nav.edgePop`.
    package let edgePopGestureRecognizer: UIScreenEdgePanGestureRecognizer
    /// The iOS 26 full-width content swipe, named `nav.contentSwipe`; nil on iOS 18 (the window's version when
    /// the controller is made).
    package let contentSwipeGestureRecognizer: ContentSwipeGestureRecognizer?
    /// UIKit's `_UINavigationInteractiveTransition`: the edge pan's target and default delegate.
    package let interactiveTransition = NavigationInteractiveTransition()
    /// Seconds for an animated push or pop. UIKit's `defaultSlidingTransitionDuration` is not decoded; 0.35 s
    /// is the commonly measured value [?].
    package var transitionDuration = 0.35
    /// The curve of animated pushes and pops, and of the end of an interactive pop (UIPercentDriven's default
    /// completionCurve is easeInOut [doc]).
    package var transitionCurve = TimingCurve.easeInOut
    /// The running transition, if any.
    package internal(set) var transition: NavigationTransition?

    /// The container's root view (what `view` loads), named `nav`.
    let containerView: UIView
    /// Holds the controllers' views, the dimming layer and the shadow, under the bar.
    let contentView: UIView
    let dimmingView: UIView
    let shadowView: EdgeShadowView
    /// The controller leaving the screen in the running transition (told `viewDidDisappear` at its end).
    var disappearing: UIViewController?

    /// `init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        let parts = Parts()
        (containerView, contentView, dimmingView, shadowView) = (
            parts.container, parts.content, parts.dimming, parts.shadow
        )
        (navigationBar, edgePopGestureRecognizer) = (parts.bar, parts.edgePop)
        contentSwipeGestureRecognizer = parts.contentSwipe
        super.init(nibName: nil, bundle: nil)
        setUpContainer(size: parts.size)
        pushViewController(rootViewController, animated: false)
    }

    /// `init(nibName:bundle:)`: an empty stack (there are no nibs); set `viewControllers` next.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        let parts = Parts()
        (containerView, contentView, dimmingView, shadowView) = (
            parts.container, parts.content, parts.dimming, parts.shadow
        )
        (navigationBar, edgePopGestureRecognizer) = (parts.bar, parts.edgePop)
        contentSwipeGestureRecognizer = parts.contentSwipe
        super.init(nibName: nil, bundle: nil)
        setUpContainer(size: parts.size)
    }

    /// `init?(coder:)`: no storyboards; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The views and the edge pan, made before `super.init` (they are constants), at the device's size.
    private struct Parts {
        let size = KitScreen.size ?? CGSize(width: 390, height: 844)
        let container: UIView
        let content: UIView
        let dimming = UIView(name: "nav.dimming")
        let shadow = EdgeShadowView()
        let bar: UINavigationBar
        let edgePop = UIScreenEdgePanGestureRecognizer(name: "nav.edgePop", edges: .left)
        // UIKit makes it only when `+isContentBackSwipeEnabled` (iOS 26, apps built with Xcode 26).
        let contentSwipe =
            (KitScreen.iosVersion ?? 18) >= 26
            ? ContentSwipeGestureRecognizer(contentSwipeNamed: "nav.contentSwipe") : nil

        init() {
            container = ContainerView(frame: CGRect(origin: .zero, size: size), name: "nav")
            content = UIView(frame: CGRect(origin: .zero, size: size), name: "nav.content")
            // The status bar above the bar: the device's safe area at the top (47 pt on 390x844) when the scene is
            // built in a window; without one, 47 pt on notched phones' heights and 20 pt on shorter screens.
            let statusBar = KitScreen.safeAreaInsets.map { Double($0.top) } ?? (size.height >= 812 ? 47 : 20)
            bar = UINavigationBar(topInset: statusBar)
        }
    }

    private func setUpContainer(size: CGSize) {
        screenSize = size
        dimmingView.backgroundColor = UIColor(Color(white: 0, alpha: Self.dimmingAlpha))
        dimmingView.isUserInteractionEnabled = false
        containerView.addSubview(contentView)
        containerView.addSubview(navigationBar)
        (containerView as? ContainerView)?.controller = self
        interactiveTransition.attach(to: self)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        containerView.addGestureRecognizer(edgePopGestureRecognizer)
        edgePopGestureRecognizer.codeAccess = "navigationController!.interactivePopGestureRecognizer!"
        if let contentSwipeGestureRecognizer {
            containerView.addGestureRecognizer(contentSwipeGestureRecognizer)
            contentSwipeGestureRecognizer.codeAccess = "navigationController!.interactiveContentPopGestureRecognizer!"
        }
        layoutContainer()
    }

    /// The navigation controller's view is the container (the top controller's view under the bar).
    open override func loadView() { view = containerView }

    // MARK: Tuning

    /// The fraction of the width the lower view sits to the left when covered. `_UINavigationParallaxTransition`
    /// parallaxOffset = round(0.7 × width) [RE], i.e. the lower view moves 30 % of the width.
    package static let parallaxFraction = 0.3
    /// The dimming layer's opacity over a fully covered view. Not decoded; 0.1 as seen on device [?].
    package static let dimmingAlpha = 0.1

    // MARK: The stack

    /// `viewControllers`, root first; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// `delegate`, held weakly (`UINavigationControllerDelegate`).
    open weak var delegate: UINavigationControllerDelegate?

    /// `topViewController`.
    open var topViewController: UIViewController? { stack.last }

    /// `visibleViewController`: the top controller, or what it presented.
    open var visibleViewController: UIViewController? { topViewController?.onScreenViewController }

    /// `interactivePopGestureRecognizer`: the edge pan that pops interactively.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePopGestureRecognizer }

    /// `interactiveContentPopGestureRecognizer` (iOS 26): the full-width content swipe that pops from anywhere in
    /// the content, `nav.contentSwipe`; nil when the window behaves as iOS 18, where UIKit has no such recognizer.
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentSwipeGestureRecognizer }

    /// Drives the interactive pop from any pan's state, as UIKit's private `handleNavigationTransition:` on
    /// `_UINavigationInteractiveTransition`, which FDFullscreenPopGesture reaches by KVC from the edge pan's
    /// targets and wires to its own full-screen pan.
    package func handleNavigationTransition(_ pan: UIPanGestureRecognizer) {
        interactiveTransition.handleNavigationTransition(pan)
    }

    /// Whether a push or pop is running.
    package var isTransitioning: Bool { transition != nil }

    /// The bottom of the bar in the container's coordinates: controllers inset their content by this much.
    package var contentTopInset: Double { navigationBar.frame.maxY }

    /// `setViewControllers(_:animated:)`: replaces the stack; the new top is shown at once. Deviation: always
    /// without animation, and refused during a transition.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        reportDeviation(.navigationControllerSetViewControllers, if: animated || isTransitioning)
        guard !isTransitioning else { return }
        let old = stack
        let joining = viewControllers.filter { $0.navigationController !== self }
        let leaving = old.filter { controller in !viewControllers.contains { $0 === controller } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in joining {
            controller.willMove(toParent: self)
            controller.screenSize = screenSize
            controller.navigationController = self
            controller.parent = self
        }
        stack = viewControllers
        for controller in leaving {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.navigationController = nil
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        if let top = topViewController { install(top) }
        for controller in joining { controller.didMove(toParent: self) }
    }

    /// `pushViewController(_:animated:)`: slides `viewController` in from the right over the top controller when
    /// animated.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !isTransitioning, !stack.contains(where: { $0 === viewController }) else { return }
        guard let previous = topViewController else {
            setViewControllers([viewController], animated: false)
            return
        }
        viewController.screenSize = screenSize
        viewController.willMove(toParent: self)
        viewController.isMovingToParent = true
        let push = NavigationTransition(operation: .push, upper: viewController, lower: previous, isInteractive: false)
        let coordinator = makeCoordinator(for: push, animated: animated)
        previous.viewWillDisappear(animated)
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        viewController.viewWillAppear(animated)
        disappearing = previous
        stack.append(viewController)
        viewController.navigationController = self
        viewController.parent = self
        run(push, animated: animated, coordinator: coordinator)
        if let window = containerView.window { KitNaming.assignDerivedNames(under: window) }
    }

    /// `popViewController(animated:)`: the controller popped, or nil at the root or during a transition.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard !isTransitioning, stack.count > 1, let top = topViewController else { return nil }
        if animated, top.zoomTransitionController?.popByZooming() == true { return top }
        let below = stack[stack.count - 2]
        top.willMove(toParent: nil)
        top.isMovingFromParent = true
        let pop = NavigationTransition(operation: .pop, upper: top, lower: below, isInteractive: false)
        let coordinator = makeCoordinator(for: pop, animated: animated)
        top.viewWillDisappear(animated)
        delegate?.navigationController(self, willShow: below, animated: animated)
        below.viewWillAppear(animated)
        disappearing = top
        stack.removeLast()
        run(pop, animated: animated, coordinator: coordinator)
        return top
    }

    override var navigationDepth: Int { stack.count }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// `tabBarItem`: the navigation controller's own once made or set, else its root controller's (so a tab made
    /// of `UINavigationController(rootViewController:)` shows the root's item and title). Inferred from how apps
    /// set the root's item; the decompiled getter was not read.
    open override var tabBarItem: UITabBarItem! {
        get {
            if !hasTabBarItem, let root = stack.first { return root.tabBarItem }
            return super.tabBarItem
        }
        set { super.tabBarItem = newValue }
    }

    override package var childList: [UIViewController] { stack }

    /// `popToViewController(_:animated:)`: pops every controller above `viewController`, in one pop transition from
    /// the top (the ones between leave the stack at once, as in UIKit, and get no appearance callbacks); the
    /// controllers popped, or nil when `viewController` is not below the top or a transition runs.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard !isTransitioning, let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1
        else { return nil }
        let between = Array(stack[(index + 1)..<(stack.count - 1)])
        for controller in between {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.navigationController = nil
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        stack.removeSubrange((index + 1)..<(stack.count - 1))
        guard let top = popViewController(animated: animated) else { return between }
        return between + [top]
    }

    /// `popToRootViewController(animated:)`: `popToViewController(_:animated:)` to the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// `isNavigationBarHidden`: hides or shows the bar at once; the controllers' views (full screen under the bar)
    /// gain or lose the bar in their safe area, so a table resting under the bar moves with it. Deviation: the bar's
    /// touches are still refused by the edge pan's delegate.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set {
            guard newValue != navigationBar.isHidden else { return }
            navigationBar.isHidden = newValue
            for controller in stack { controller.updateViewSafeAreaInsets() }
            reportDeviation(.navigationControllerIsNavigationBarHidden, if: newValue)
        }
    }

    /// `setNavigationBarHidden(_:animated:)`. Deviation: never animated (see `isNavigationBarHidden`).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        reportDeviation(.navigationControllerSetNavigationBarHidden, if: animated && hidden != isNavigationBarHidden)
        isNavigationBarHidden = hidden
    }

    override var onScreenViewController: UIViewController {
        if let presentedViewController { return presentedViewController.onScreenViewController }
        return topViewController?.onScreenViewController ?? self
    }

    override func tearDown() {
        for controller in stack { controller.tearDown() }
        super.tearDown()
    }

    /// A controller's title changed: the bar shows it if the controller is on top (or moving).
    func titleDidChange(of controller: UIViewController) {
        if let transition {
            applyLayout(transition)
        } else if controller === topViewController {
            navigationBar.show(title: controller.title ?? "", showsBack: stack.count > 1)
        }
    }

    /// A transition ended: the appearance and containment callbacks UIKit sends at its end, then the delegate
    /// (also for a cancelled interactive pop, with the controller that stayed).
    func didFinish(_ t: NavigationTransition, showing shown: UIViewController) {
        let cancelled = t.operation == .pop && shown === t.upper
        if cancelled {
            t.upper.isMovingFromParent = false
            disappearing = nil
        } else {
            shown.viewDidAppear(true)
            shown.isMovingToParent = false
            disappearing?.viewDidDisappear(true)
            disappearing?.isMovingFromParent = false
            disappearing = nil
        }
        switch t.operation {
        case .push: t.upper.didMove(toParent: self)
        case .pop where !cancelled:
            t.upper.parent = nil
            t.upper.didMove(toParent: nil)
        default: break
        }
        delegate?.navigationController(self, didShow: shown, animated: true)
    }

    // MARK: Layout

    func layoutContainer() {
        let size = containerView.bounds.size
        contentView.frame = CGRect(origin: .zero, size: size)
        navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: navigationBar.height)
        navigationBar.layoutBelowIfNeeded()
        if let transition {
            // A custom animation controller owns the pages' frames until it completes.
            guard !transition.isCustom else { return }
            for controller in [transition.lower, transition.upper] { layOut(controller) }
            applyLayout(transition)
        } else if let top = topViewController {
            layOut(top)
        }
    }

    /// Sizes a controller's view to the content area and lays it out now: a view is laid out before it is shown
    /// (UIKit does so before a transition starts), and headless runs never draw.
    func layOut(_ controller: UIViewController) {
        let view: UIView = controller.view
        view.frame = contentView.bounds
        view.layoutBelowIfNeeded()
    }
}

/// The container's root view: it lays the container out when its size changes.
private final class ContainerView: UIView {
    weak var controller: UINavigationController?
    private var laidOutSize = CGSize.zero

    override func layoutSubviews() {
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        controller?.layoutContainer()
    }
}
