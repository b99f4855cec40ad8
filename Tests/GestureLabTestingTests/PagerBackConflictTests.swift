import GestureLabKit
import GestureLabTesting
import Testing

/// A page of the user's pager: a plain view controller.
final class UserPage: UIViewController {}

/// The user's pager screen: a UIPageViewController of three pages, pushed on a navigation controller, with
/// (`fix=on`) the first-page fix written as an app writes it: a full-screen pan on the navigation controller's view
/// that begins only for a rightward drag on the first page, which the pager's scroll pan waits for. Without the fix
/// the system's back swipe is all there is.
final class UserPagerScene: LabScene, UIPageViewControllerDataSource, UIGestureRecognizerDelegate {
    static let name = "user-pager"
    static let summary = "A pushed UIPageViewController and the back swipe."
    static let options: [LabOption] = [.toggle("fix", default: false)]
    let lab: LabContext
    let pages: [UIViewController] = [UserPage(), UserPage(), UserPage()]
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    weak var navigation: UINavigationController?
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let root = UIViewController()
        root.title = "root"
        pager.title = "pager"
        pager.dataSource = self
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        let navigation = UINavigationController(rootViewController: root)
        self.navigation = navigation
        navigation.pushViewController(pager, animated: false)
        let scrollView = pager.view.subviews.first { $0 is UIScrollView } as? UIScrollView
        scrollView?.accessibilityIdentifier = "pager"
        if lab.option("fix") == "on", let scrollView, let container = navigation.interactivePopGestureRecognizer?.view {
            // The pop itself: the edge pan's own action is private, so this app pops on recognition.
            let pan = UIPanGestureRecognizer { [weak navigation] pan in
                if pan.state == .ended { navigation?.popViewController(animated: true) }
            }
            pan.name = "backPan"
            pan.delegate = self
            container.addGestureRecognizer(pan)
            scrollView.panGestureRecognizer.require(toFail: pan)
        }
        return navigation
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        return pan.translation(in: pan.view).x > 0 && pager.viewControllers?.first === pages[0]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }
}

@Suite("The back swipe over a UIPageViewController, as a user's scene through the tester")
struct PagerBackConflictTests {
    @Test("iOS 18, no fix: a mid-screen drag on the first page bounces the pager and nothing pops")
    func brokenOnIOS18() throws {
        let tester = try GestureTester(UserPagerScene.self)
        tester.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.4)
        tester.expectRecognized("pager.pan")
        tester.expectFailed("nav.edgePop")
        tester.settle()
        #expect(tester.screen == "pager")
        #expect(tester.contentOffset(of: "pager")?.x == CGFloat(0))
    }

    @Test("iOS 18 with the first-page fix: the same drag pops; on the second page the drag pages back")
    func fixedOnIOS18() throws {
        let tester = try GestureTester(UserPagerScene.self, options: ["fix": "on"])
        tester.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 60, y: 500), duration: 0.3)
        tester.settle()
        #expect(tester.contentOffset(of: "pager")?.x == CGFloat(390), "paged forward to the second page")
        tester.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.4)
        tester.expectRecognized("pager.pan")
        tester.settle()
        #expect(tester.screen == "pager")
        #expect(tester.contentOffset(of: "pager")?.x == CGFloat(0), "back on the first page")
        tester.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.4)
        tester.expectRecognized("backPan")
        tester.settle()
        #expect(tester.screen == "root")
    }

    @Test("iOS 26, no fix: the content swipe pops from mid-screen on the first page, the pager pages on the second")
    func contentSwipeOnIOS26() throws {
        let tester = try GestureTester(UserPagerScene.self, ios: 26)
        tester.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 60, y: 500), duration: 0.3)
        tester.settle()
        tester.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.4)
        tester.expectRecognized("pager.pan")
        tester.expectNotRecognized("nav.contentSwipe")
        tester.settle()
        #expect(tester.screen == "pager")
        tester.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.4)
        tester.expectRecognized("nav.contentSwipe")
        tester.settle()
        #expect(tester.screen == "root")
    }

    @Test("an iOS version the model does not have is refused")
    func unsupportedVersion() {
        #expect(throws: GestureTesterError.self) { try GestureTester(UserPagerScene.self, ios: 17) }
    }
}
