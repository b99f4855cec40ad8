import Foundation

/// UIKit's `UIViewController`: a lazily loaded `view`, the appearance callbacks, a title, its navigation
/// controller, and modal presentation (a sheet, or full screen).
///
/// A `UIResponder` (Hashable by identity): its `next` is its presenting controller when presented, else its view's
/// superview, else its parent, so a subclass that overrides `touchesBegan(_:with:)` gets the touches its views do
/// not handle. `view` loads on first access, as in UIKit: `loadView()` (override it to make your own
/// root view), else a plain `UIView` with the device's bounds; then `viewDidLoad()`.
/// Deviations: `present` shows a sheet (`.automatic`, `.pageSheet`, `.formSheet`) sliding up on the window's
/// virtual time, and every other style through the `transitioningDelegate`'s animation controller, else at once
/// (no system cover-vertical slide); no appearance forwarding
/// to children added with `addChild(_:)`; no nibs or storyboards.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The device's size, given by whoever shows this controller (the scene host, a navigation controller).
    var screenSize: CGSize?
    /// The transition this controller takes part in (`UIViewController+TransitionCoordinator.swift`).
    package var ownTransitionCoordinator: TransitionCoordinator?

    /// `init(nibName:bundle:)`: both are ignored (there are no nibs).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// `UIViewController()`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// `init?(coder:)`: there are no storyboards, so it always returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// `next` (UIResponder), as `-[UIViewController nextResponder]` and Apple's responder-chain guide say: the
    /// presenting controller when this one was presented, else the superview of its view (the window, for a
    /// window's root view), else its parent; nil when none of these exists.
    open override var next: UIResponder? {
        if let presentingViewController { return presentingViewController }
        if let superview = viewIfLoaded?.superview { return superview }
        return parent
    }

    /// The window whose first responder this controller would be: its view's.
    override package var responderWindow: UIWindow? { viewIfLoaded?.window }

    // MARK: The view

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it `UIView!` (loaded on first access); kit.md keeps UIKit's signatures.
    /// `view`: loaded on first access (`loadView()`, then `viewDidLoad()`).
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.viewDelegate = self
        }
    }

    /// `isViewLoaded`.
    public var isViewLoaded: Bool { loadedView != nil }

    /// `viewIfLoaded`.
    public var viewIfLoaded: UIView? { loadedView }

    /// `loadViewIfNeeded()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            loadedView = UIView(frame: CGRect(origin: .zero, size: screenSize ?? KitScreen.size ?? .zero))
        }
        loadedView?.viewDelegate = self
        viewDidLoad()
    }

    /// `loadView()`: set `view` here to make your own root view; the default makes a plain `UIView` the size of
    /// the device.
    open func loadView() {
        loadedView = UIView(frame: CGRect(origin: .zero, size: screenSize ?? KitScreen.size ?? .zero))
    }

    /// `viewDidLoad()`: the view has just been loaded.
    open func viewDidLoad() {}
    /// `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) {}
    /// `viewDidAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// `viewWillDisappear(_:)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// `viewDidDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// `additionalSafeAreaInsets` (iOS 11): added to the safe area of this controller's root view, edge by edge, on
    /// top of what its superview and its containers' bars give (negative values take away; the sum never goes below
    /// zero). Setting it recomputes the view's safe area and everything below it (`UIViewController+SafeArea`).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { updateViewSafeAreaInsets() } }
    }

    /// `viewSafeAreaInsetsDidChange()` (iOS 11): the root view's `safeAreaInsets` changed; called after the view's
    /// `safeAreaInsetsDidChange()` and before it lays out. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// `viewDidLayoutSubviews()`: the view has just run `layoutSubviews()` in a layout pass (UIKit calls it from
    /// `-[UIView layoutSublayersOfLayer:]` for `_viewControllerToNotifyOnLayoutSubviews`), a child view
    /// controller's included, before the view's subviews are laid out.
    open func viewDidLayoutSubviews() {}
    /// `viewWillLayoutSubviews()`: the view is about to run `layoutSubviews()` in a layout pass.
    open func viewWillLayoutSubviews() {}
    /// `updateViewConstraints()`: the constraints pass asks it of a controller whose root view is marked by
    /// `setNeedsUpdateConstraints()`, in place of the view's `updateConstraints()`; the default calls that.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// `viewIsAppearing(_:)` (iOS 17): after `viewWillAppear(_:)`, once the view is in the window's hierarchy,
    /// before `viewDidAppear(_:)`: for a presentation, a push and a pop. Deviation: like the other appearance
    /// callbacks, not sent to the scene's root controller.
    open func viewIsAppearing(_ animated: Bool) {}

    /// `isBeingPresented`: true from `present(_:animated:completion:)` through the presented controller's
    /// `viewDidAppear(_:)`, as UIKit reports it in both appearance callbacks.
    public internal(set) var isBeingPresented = false
    /// `isBeingDismissed`: true from `dismiss(animated:completion:)` through the dismissed controller's
    /// `viewDidDisappear(_:)`.
    public internal(set) var isBeingDismissed = false
    /// `isMovingToParent`: true while a navigation controller pushes this controller, through its
    /// `viewDidAppear(_:)`.
    public internal(set) var isMovingToParent = false
    /// `isMovingFromParent`: true while a navigation controller pops this controller, through its
    /// `viewDidDisappear(_:)` (false again if an interactive pop is cancelled).
    public internal(set) var isMovingFromParent = false

    /// `title`: shown in the navigation bar; the report's `final.screen` is the top controller's title.
    open var title: String? {
        didSet { titleDidChange() }
    }

    /// A new title shows in the navigation bar and, as UIKit documents for `title`, in the tab bar item.
    func titleDidChange() {
        navigationController?.titleDidChange(of: self)
        storedTabBarItem?.title = title
    }

    // MARK: Containers

    /// The children added with `addChild(_:)`.
    private var addedChildren: [UIViewController] = []
    /// What `children` lists: a container's own controllers (a navigation controller's stack), else those added.
    package var childList: [UIViewController] { addedChildren }

    /// `children`: the child controllers: a navigation controller's stack, a page view controller's pages, or
    /// those added with `addChild(_:)`.
    public var children: [UIViewController] { childList }

    /// `viewWillTransition(to:with:)` (`UIContentContainer`): the window's size is about to become `size`, before the
    /// new layout; `coordinator` runs alongside animations with the size change (`UIWindow+SizeTransition.swift`).
    /// The default passes it to the children and to the controller this one presented, as UIKit's does; an override
    /// calls `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childList { child.viewWillTransition(to: size, with: coordinator) }
        if let presented = presentedViewController, presented.presentingViewController === self {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// `addChild(_:)`: makes `childController` a child (leaving any old parent first) and sends it
    /// `willMove(toParent:)`; as in UIKit, adding its view and sending `didMove(toParent:)` are the caller's.
    /// Deviation: appearance callbacks are not forwarded to children (`shouldAutomaticallyForwardAppearanceMethods`
    /// is not consulted).
    public func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        reportDeviation(.viewControllerAddChild, if: shouldAutomaticallyForwardAppearanceMethods)
        childController.removeFromParent()
        childController.willMove(toParent: self)
        addedChildren.append(childController)
        childController.parent = self
        childController.screenSize = screenSize
    }

    /// `removeFromParent()`: leaves the parent that `addChild(_:)` made and sends `didMove(toParent:)` with nil;
    /// as in UIKit, `willMove(toParent: nil)` and removing the view are the caller's.
    public func removeFromParent() {
        guard let parent, parent.addedChildren.contains(where: { $0 === self }) else { return }
        parent.addedChildren.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// `shouldAutomaticallyForwardAppearanceMethods` (default true). Deviation: not consulted; the kit does not
    /// forward appearance callbacks to children added with `addChild(_:)`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether an appearance transition begun by `beginAppearanceTransition(_:animated:)` is appearing, and animated.
    private var manualAppearance: (isAppearing: Bool, animated: Bool)?

    /// `beginAppearanceTransition(_:animated:)`: a container's manual appearance forwarding: `viewWillAppear(_:)`
    /// when `isAppearing`, else `viewWillDisappear(_:)`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        manualAppearance = (isAppearing, animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// `endAppearanceTransition()`: the matching `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    public func endAppearanceTransition() {
        guard let (isAppearing, animated) = manualAppearance else { return }
        manualAppearance = nil
        if isAppearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
    }

    /// `show(_:sender:)`: pushes onto the navigation controller this controller is in (or is), else presents.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    private var storedNavigationItem: UINavigationItem?

    /// `navigationItem`: the controller's item in a navigation bar, made on first access.
    public var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        item.owner = self
        storedNavigationItem = item
        return item
    }

    private var storedTabBarItem: UITabBarItem?

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it `UITabBarItem!` (made on first access); kit.md keeps UIKit's signatures.
    /// `tabBarItem`: the controller's item in a tab bar controller's bar, made on first access with its `title`;
    /// setting it updates the bar (`-[UITabBarController updateTabBarItemForViewController:]`).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.rebuildItems()
        }
    }

    /// Whether `tabBarItem` was made or set (a navigation controller shows its root's item until then).
    var hasTabBarItem: Bool { storedTabBarItem != nil }

    /// `navigationController`: the nearest navigation controller this controller is on.
    public internal(set) weak var navigationController: UINavigationController?

    /// `parent`: the container this controller is a child of (a navigation controller's stack).
    public internal(set) weak var parent: UIViewController?

    /// `willMove(toParent:)`: as a push or pop starts (nil: leaving). Deviation: sent only by
    /// `UINavigationController`, which has no `addChild(_:)` here.
    open func willMove(toParent parent: UIViewController?) {}

    /// `didMove(toParent:)`: after a push has finished (after `viewDidAppear`), and with nil once a pop has
    /// finished (after `viewDidDisappear`). Deviation: sent only by `UINavigationController`.
    open func didMove(toParent parent: UIViewController?) {}

    /// `presentedViewController`.
    public internal(set) var presentedViewController: UIViewController?
    /// `presentingViewController`.
    public internal(set) weak var presentingViewController: UIViewController?

    /// `preferredTransition` (iOS 18): how it is presented or pushed; `.zoom`: `ZoomTransitionController`.
    public var preferredTransition: Transition? {
        didSet { preferredTransitionDidChange(from: oldValue) }
    }

    /// `modalPresentationStyle` (UIKit: `.automatic`, which presents a page sheet).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic

    /// `isModalInPresentation` (iOS 13): when true the user cannot dismiss the sheet by dragging it down (it
    /// rubber-bands, and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`).
    open var isModalInPresentation = false

    /// The presentation controller made for this controller (UIViewController+PresentationControllers.swift).
    var storedPresentationController: UIPresentationController?

    /// `presentationController`: the object that presents this controller: made on first access (or by
    /// `present`) for the `modalPresentationStyle` of that moment, a `UISheetPresentationController` for a sheet.
    public var presentationController: UIPresentationController? {
        if let storedPresentationController { return storedPresentationController }
        let controller =
            modalPresentationStyle.presentsSheet
            ? UISheetPresentationController(presentedViewController: self, presenting: nil)
            : modalPresentationStyle == .popover
                ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
                : UIPresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = controller
        return controller
    }

    /// `transitioningDelegate`: answers a custom presentation's animation, interaction and (for `.custom`)
    /// presentation controllers (`UIViewControllerTransitioningDelegate`), held weakly.
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// `present(_:animated:completion:)`: shows `viewControllerToPresent` over this controller's window: a sheet
    /// slides up to its selected detent (at once when not animated); other styles run the
    /// `transitioningDelegate`'s animation controller when animated, else cover the screen at once
    /// (`UIViewController+Presentation`).
    ///
    /// A sheet leaves the presenting controller on screen, so it gets no `viewWillDisappear(_:)`, as in UIKit.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// `dismiss(animated:completion:)`: dismisses the controller this one presented, or, called on the presented
    /// one, itself. A sheet slides down first when animated; other styles run the `transitioningDelegate`'s
    /// dismissal animation (and interaction) controller when animated.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// The controller on screen: the top of the presentation chain (and of a navigation stack).
    var onScreenViewController: UIViewController {
        if let presentedViewController { return presentedViewController.onScreenViewController }
        return self
    }

    /// The number of controllers the report's `navigationDepth` counts: 1 without a navigation controller.
    var navigationDepth: Int { 1 }

    /// Lets go of the view tree (the scene host's teardown).
    func tearDown() {
        if let presented = presentedViewController {
            presented.tearDown()
            if let sheet = presented.storedPresentationController as? UISheetPresentationController {
                // The sheet's views hang off the window, not off this controller's view.
                sheet.stopMotion()
                sheet.sheetView.tearDown()
                sheet.tearDownViews()
            } else {
                presented.viewIfLoaded?.removeFromSuperview()
                presented.storedPresentationController?.containerView?.removeFromSuperview()
            }
        }
        loadedView?.tearDown()
    }

    // The status bar (UIViewController+StatusBar.swift):
    /// `preferredStatusBarStyle` (default `.default`): the style the controller wants the status bar in, which
    /// `setNeedsStatusBarAppearanceUpdate()` applies. Override it, as in UIKit. Deviation: the kit draws no status
    /// bar, so the style shows nowhere.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// `prefersStatusBarHidden` (default false): whether the controller wants the status bar hidden. Deviation: the
    /// kit draws no status bar; the safe area keeps its height either way (as on a device with a sensor housing).
    open var prefersStatusBarHidden: Bool { false }
}
