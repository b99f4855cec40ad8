import Foundation
import GestureUIKit

/// The `pager-back` scene: a UIPageViewController pushed on a navigation stack, and the back swipe
/// (conflicts.md §3), written on the kit.
///
/// On iOS 18 the back swipe is the 13 pt edge pan only: a drag that starts further in is the pager's, and on the
/// first page the pager (it always bounces) just bounces. An app that adds FDFullscreenPopGesture's full-screen
/// pan still gets no pop over the pager: the pager's pan, deeper and as quick (10 pt), begins first and excludes
/// it. The fix is a full-screen pan that begins only on the first page, which the pager's pan waits for. On iOS
/// 26 (`ios 26`) UIKit's content swipe does that itself: the pager's pan waits for it while the pager rests at
/// its leading edge (the first page), and wins at 10 pt on later pages. Behaviour comes from the recognizers and
/// their rules only.
public final class PagerBackScene: LabScene, UINavigationControllerDelegate, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "pager-back"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Back swipe over a UIPageViewController"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "a pushed UIPageViewController and the back swipe: edge pan, full-screen pan, iOS 26"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "On iOS 18 the back swipe works only from the 13 pt edge, and a full-screen pan never wins over the pager's "
        + "pan. A full-screen pan that begins only on the first page, which the pager's pan waits for, fixes it; "
        + "iOS 26's content swipe does the same by itself."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "pop", PagerBackStrategy.allCases.map(\.rawValue), default: "first-page",
            summary: "what the app does about the back swipe over the pager"),
        .start("page", ["0", "1", "2"], default: "0", summary: "the page the pager opens on"),
    ]
    /// `LabScene.mainFix`: from the system alone to the first-page full-screen pan.
    public static let mainFix: (key: String, broken: String, fixed: String)? = ("pop", "system", "first-page")
    /// `LabScene.actions`: what the scene reports.
    public static let actions = ["pageChanged", "popped", "pushed"]

    let lab: LabContext
    private var navigationController: UINavigationController?
    private var pager: UIPageViewController?
    private let pages = (0..<3).map { StoryPageViewController(index: $0) }
    private var popDelegate: FullScreenPopDelegate?
    private var shownDepth = 0

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) { self.lab = lab }

    /// `LabScene.makeRootViewController()`: the stories list with the pager pushed.
    public func makeRootViewController() -> UIViewController {
        let navigation = UINavigationController(rootViewController: StoriesViewController())
        navigation.view.backgroundColor = .white
        navigationController = navigation
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.title = "pager"
        pager.dataSource = self
        pager.delegate = self
        let start = min(max(Int(lab.option("page")) ?? 0, 0), 2)
        pager.setViewControllers([pages[start]], direction: .forward, animated: false)
        self.pager = pager
        navigation.pushViewController(pager, animated: false)
        applyStrategy(navigation: navigation, pager: pager)
        shownDepth = navigation.viewControllers.count
        navigation.delegate = self
        return navigation
    }

    /// The app's code for the strategy, as written after the pager is pushed.
    private func applyStrategy(navigation: UINavigationController, pager: UIPageViewController) {
        // Apps find the queuing scroll view as the page view controller's scroll view subview.
        guard let scrollView = pager.view.subviews.first(where: { $0 is UIScrollView }) as? UIScrollView else {
            return
        }
        scrollView.accessibilityIdentifier = "pager"
        let strategy = PagerBackStrategy(rawValue: lab.option("pop")) ?? .firstPage
        switch strategy {
        case .system:
            break
        case .requireEdge:
            if let pop = navigation.interactivePopGestureRecognizer {
                scrollView.panGestureRecognizer.require(toFail: pop)
            }
        case .contentOff:
            navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
        case .fullscreen, .firstPage:
            let delegate = FullScreenPopDelegate(navigation, lab: lab, firstPageOnly: strategy == .firstPage)
            delegate.isOnFirstPage = { [weak self, weak pager] in
                guard let self, let shown = pager?.viewControllers?.first else { return false }
                return shown === self.pages[0]
            }
            popDelegate = delegate
            // FDFullscreenPopGesture: a plain pan on the edge pan's view, the edge pan off, the private target.
            let pan = UIPanGestureRecognizer { [weak navigation] pan in navigation?.handleNavigationTransition(pan) }
            pan.name = "fullScreenPop"
            pan.maximumNumberOfTouches = 1
            pan.delegate = delegate
            navigation.interactivePopGestureRecognizer?.view?.addGestureRecognizer(pan)
            navigation.interactivePopGestureRecognizer?.isEnabled = false
            if strategy == .firstPage { scrollView.panGestureRecognizer.require(toFail: pan) }
        }
    }

    // MARK: UIPageViewControllerDataSource

    /// `pageViewController(_:viewControllerBefore:)`: the page before, nil on the first.
    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    /// `pageViewController(_:viewControllerAfter:)`: the page after, nil on the last.
    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else {
            return nil
        }
        return pages[index + 1]
    }

    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`: reports
    /// `pageChanged` with the new page's index.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        guard completed, let shown = pageViewController.viewControllers?.first as? StoryPageViewController else {
            return
        }
        lab.report("pageChanged", value: "\(shown.index)")
    }

    // MARK: UINavigationControllerDelegate

    /// `navigationController(_:didShow:animated:)`: reports `pushed` or `popped`.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        let depth = navigationController.viewControllers.count
        if depth > shownDepth { lab.report("pushed") }
        if depth < shownDepth { lab.report("popped") }
        shownDepth = depth
    }
}
