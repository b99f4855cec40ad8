import GestureLabKit
import GestureLabTesting
import Testing

/// A page of the onboarding pager: a coloured plain view controller.
final class OnboardingPage: UIViewController {
    let color: UIColor
    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

/// The user's pager, counting its layouts as apps that size things in `viewDidLayoutSubviews` rely on.
final class CountingPageViewController: UIPageViewController {
    private(set) var didLayoutCount = 0
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        didLayoutCount += 1
    }
}

/// The user's screen: a header and, below it, a `UIPageViewController` added as a child view controller with Apple's
/// "Creating a custom container view controller" steps (`addChild`, `view.addSubview`, a frame, `didMove(toParent:)`).
final class OnboardingScene: LabScene, UIPageViewControllerDataSource {
    static let name = "user-onboarding"
    static let summary = "A UIPageViewController as a child view controller."
    let lab: LabContext
    let pages = [OnboardingPage(color: .systemRed), OnboardingPage(color: .systemGreen), OnboardingPage(color: .systemBlue)]
    let pager = CountingPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let root = UIViewController()
        root.title = "onboarding"
        root.view.backgroundColor = .white
        pager.dataSource = self
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        root.addChild(pager)
        root.view.addSubview(pager.view)
        pager.view.frame = CGRect(x: 0, y: 200, width: lab.device.width, height: 400)
        pager.didMove(toParent: root)
        let scrollView = pager.view.subviews.first { $0 is UIScrollView } as? UIScrollView
        scrollView?.accessibilityIdentifier = "pages"
        return root
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else {
            return nil
        }
        return pages[index + 1]
    }
}

@Suite("A UIPageViewController added as a child view controller is laid out and pages", .serialized)
struct ChildPageViewControllerTests {
    @Test("the child pager hears viewDidLayoutSubviews and its scroll view gets its size and the pages")
    func childIsLaidOut() throws {
        let tester = try GestureTester(OnboardingScene.self)
        let frame = try tester.frame(of: "pages")
        #expect(frame == CGRect(x: 0, y: 200, width: 390, height: 400))
        #expect(tester.scrollView("pages")?.contentSize == CGSize(width: 780, height: 400))
        let pager = try #require(Self.pager(in: tester.window))
        #expect(pager.didLayoutCount > 0)
    }

    @Test("a swipe left on the child pager shows the second page")
    func swipePages() throws {
        let tester = try GestureTester(OnboardingScene.self)
        tester.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.25)
        tester.expectRecognized("pages.pan")
        tester.settle()
        let pager = try #require(Self.pager(in: tester.window))
        #expect((pager.viewControllers?.first as? OnboardingPage)?.color === UIColor.systemGreen)
        #expect(tester.contentOffset(of: "pages")?.x == CGFloat(390))
    }

    /// The pager the tester's scene put in the window: the controller whose root view is in it.
    static func pager(in view: UIView) -> CountingPageViewController? {
        if let pager = view.next as? CountingPageViewController { return pager }
        for subview in view.subviews {
            if let found = pager(in: subview) { return found }
        }
        return nil
    }
}
