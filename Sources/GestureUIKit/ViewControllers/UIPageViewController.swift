import Foundation

/// UIKit's `UIPageViewController` in its `.scroll` transition style: pages from a `dataSource`, one at a time, on
/// a paging scroll view (UIKit's private `_UIQueuingScrollView`, `QueuingScrollView`), the view's only subview.
///
/// As in `-[_UIPageViewControllerContentView initWithFrame:andPageViewController:]` (UIKitCore 18.2): for the scroll
/// style (`_transitionStyle == 1`) the content view makes
/// `[_UIQueuingScrollView initWithFrame:navigationOrientation:]` with its bounds, sets the page view controller as
/// its `qDelegate` and `qDataSource`, and adds it as its subview (a page control too, only when one is shown).
///
/// Apps reach the scroll view as they do in UIKit, `view.subviews.first { $0 is UIScrollView }`, to tie its
/// `panGestureRecognizer` to other recognizers. `gestureRecognizers` is empty for `.scroll`, as in UIKit (only
/// `.pageCurl` has tap and pan recognizers). The pages either side of the one shown are asked of the data source
/// after every settle and laid out beside it; a drag that settles on one of them makes it the page shown and
/// tells the delegate. Deviations: `.pageCurl` pages like `.scroll` (no curl, no recognizers); `setViewControllers`
/// is never animated; the pages get no appearance callbacks; `spineLocation` and `isDoubleSided` are absent.
open class UIPageViewController: UIViewController {
    /// `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// `.pageCurl` (pages as `.scroll` here).
        case pageCurl
        /// `.scroll`.
        case scroll
    }

    /// `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// `.horizontal`.
        case horizontal
        /// `.vertical`.
        case vertical
    }

    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// `.forward`.
        case forward
        /// `.reverse`.
        case reverse
    }

    /// `transitionStyle`.
    public let transitionStyle: TransitionStyle
    /// `navigationOrientation`.
    public let navigationOrientation: NavigationOrientation
    /// `dataSource`, held weakly; nil pages only through `setViewControllers`.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// `delegate`, held weakly.
    open weak var delegate: UIPageViewControllerDelegate?
    /// The queuing scroll view the pages sit in.
    let queuingScrollView: QueuingScrollView
    private let queue = PageQueue()
    private var shown: UIViewController?
    /// The pages laid out now, in order: before (if any), shown, after (if any).
    private var tiled: [UIViewController] = []
    /// The page a drag announced in `willTransitionTo`, until it settles.
    private var pending: UIViewController?
    private var isTiling = false

    /// `init(transitionStyle:navigationOrientation:options:)`; `options` are ignored.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [String: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        queuingScrollView = QueuingScrollView(orientation: navigationOrientation)
        super.init(nibName: nil, bundle: nil)
        queue.owner = self
        queuingScrollView.delegate = queue
    }

    /// `init?(coder:)`: no storyboards; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The view: a container whose only subview is the queuing scroll view, filling it.
    open override func loadView() {
        let container = PageContainerView(frame: CGRect(origin: .zero, size: screenSize ?? KitScreen.size ?? .zero))
        container.onLayout = { [weak self] in self?.layOutPages() }
        container.addSubview(queuingScrollView)
        view = container
    }

    /// `viewControllers`: the page shown (one for `.scroll`), or nil before `setViewControllers`.
    open var viewControllers: [UIViewController]? { shown.map { [$0] } }

    override package var childList: [UIViewController] { viewControllers ?? [] }

    /// UIKit's `UIPageViewController.SpineLocation`: where a page curl's spine is.
    public enum SpineLocation: Int, Sendable {
        /// `none`: the `.scroll` style's.
        case none
        /// `min`.
        case min
        /// `mid`.
        case mid
        /// `max`.
        case max
    }

    /// `spineLocation`: `.none` for the `.scroll` style, `.min` for a page curl. Deviation: a page curl is not
    /// modelled, so there is never a spine to place.
    open var spineLocation: SpineLocation {
        reportDeviation(.pageViewControllerSpineLocation, if: transitionStyle == .pageCurl)
        return transitionStyle == .pageCurl ? .min : .none
    }

    /// `isDoubleSided` (default false): whether a page curl shows content on the back of pages. Deviation: stored
    /// only; there is no page curl.
    open var isDoubleSided = false {
        didSet { reportDeviation(.pageViewControllerIsDoubleSided, if: isDoubleSided) }
    }

    /// `gestureRecognizers`: empty for `.scroll`, as in UIKit (paging is the scroll view's pan).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// `setViewControllers(_:direction:animated:completion:)`: shows the first of `viewControllers` and asks the
    /// data source for its neighbours. Deviation: never animated; `completion` runs at once with true.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        reportDeviation(.pageViewControllerSetViewControllers, if: animated)
        reportDeviations(
            [.pageViewControllerPresentationCount, .pageViewControllerPresentationIndex],
            if: transitionStyle == .scroll && (dataSource?.presentationCount(for: self) ?? 0) > 0)
        shown = viewControllers?.first
        pending = nil
        loadViewIfNeeded()
        retile()
        completion?(true)
    }

    override func tearDown() {
        for page in tiled { page.tearDown() }
        super.tearDown()
    }

    // MARK: Tiling

    private var pageLength: Double {
        let size = queuingScrollView.bounds.size
        return Double(navigationOrientation == .horizontal ? size.width : size.height)
    }

    private func offset(ofPage index: Int) -> CGPoint {
        navigationOrientation == .horizontal
            ? CGPoint(x: Double(index) * pageLength, y: 0) : CGPoint(x: 0, y: Double(index) * pageLength)
    }

    private func layOutPages() {
        queuingScrollView.frame = view.bounds
        retile()
    }

    /// Lays out the page shown between the data source's pages before and after it, and rests on it.
    private func retile() {
        guard let shown else { return }
        let before = dataSource?.pageViewController(self, viewControllerBefore: shown)
        let after = dataSource?.pageViewController(self, viewControllerAfter: shown)
        let pages = [before, shown, after].compactMap { $0 }
        for page in tiled where !pages.contains(where: { $0 === page }) {
            page.viewIfLoaded?.removeFromSuperview()
            page.parent = nil
        }
        isTiling = true
        let size = queuingScrollView.bounds.size
        for (index, page) in pages.enumerated() {
            page.screenSize = size
            page.parent = self
            let pageView: UIView = page.view
            pageView.frame = CGRect(origin: offset(ofPage: index), size: size)
            if pageView.superview !== queuingScrollView { queuingScrollView.addSubview(pageView) }
            pageView.layoutBelowIfNeeded()
        }
        tiled = pages
        let count = Double(pages.count)
        queuingScrollView.contentSize =
            navigationOrientation == .horizontal
            ? CGSize(width: Double(size.width) * count, height: Double(size.height))
            : CGSize(width: Double(size.width), height: Double(size.height) * count)
        queuingScrollView.contentOffset = offset(ofPage: before == nil ? 0 : 1)
        isTiling = false
    }

    // MARK: The queuing scroll view's delegate

    fileprivate func didScroll() {
        guard !isTiling, pending == nil, queuingScrollView.isDragging, let shown,
            let index = tiled.firstIndex(where: { $0 === shown })
        else { return }
        let rest = offset(ofPage: index)
        let delta =
            navigationOrientation == .horizontal
            ? queuingScrollView.contentOffset.x - rest.x : queuingScrollView.contentOffset.y - rest.y
        let neighbour = delta > 0 ? index + 1 : delta < 0 ? index - 1 : index
        guard neighbour != index, tiled.indices.contains(neighbour) else { return }
        pending = tiled[neighbour]
        delegate?.pageViewController(self, willTransitionTo: [tiled[neighbour]])
    }

    /// The scroll view came to rest: the page under it becomes the page shown.
    fileprivate func didSettle() {
        guard !isTiling, let previous = shown, pageLength > 0 else { return }
        let position =
            navigationOrientation == .horizontal
            ? queuingScrollView.contentOffset.x : queuingScrollView.contentOffset.y
        let index = min(max(Int((Double(position) / pageLength).rounded()), 0), tiled.count - 1)
        let announced = pending
        pending = nil
        let landed = tiled[index]
        guard landed !== previous else {
            if announced != nil {
                delegate?.pageViewController(
                    self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: false)
            }
            return
        }
        shown = landed
        retile()
        if let window = view.window { KitNaming.assignDerivedNames(under: window) }
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: true)
    }
}

/// The queuing scroll view's delegate: UIKit's page view controller is its own, privately.
private final class PageQueue: UIScrollViewDelegate {
    weak var owner: UIPageViewController?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.didScroll() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.didSettle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.didSettle() }
}

/// The page view controller's view: lays the pages out when its size changes.
private final class PageContainerView: UIView {
    var onLayout: () -> Void = {}
    private var laidOutSize = CGSize.zero

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        onLayout()
    }
}
