import Foundation
import Testing
@testable import GestureUIKit

/// Three named pages and a log of the delegate's calls.
private final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = (0..<3).map { index in
        let page = UIViewController()
        page.title = "p\(index)"
        return page
    }
    var log: [String] = []

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < 2 else { return nil }
        return pages[index + 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.append("will \(pendingViewControllers.map { $0.title ?? "" })")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.append("did \(previousViewControllers.map { $0.title ?? "" }) \(completed)")
    }
}

@Suite("UIPageViewController (.scroll) on its queuing scroll view")
struct UIPageViewControllerTests {
    private func make(start: Int) -> (Harness, UIPageViewController, Pages, UIScrollView) {
        let h = Harness()
        let pages = Pages()
        let pager = KitScreen.$size.withValue(CGSize(390, 844)) {
            UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }
        pager.dataSource = pages
        pager.delegate = pages
        pager.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        h.add(pager.view)
        pager.setViewControllers([pages.pages[start]], direction: .forward, animated: false)
        pager.view.layoutIfNeeded()
        let scrollView = pager.view.subviews.first { $0 is UIScrollView } as! UIScrollView
        scrollView.name = "pager"
        return (h, pager, pages, scrollView)
    }

    private func run(_ h: Harness, until time: Double) {
        var t = h.window.now
        while t < time {
            t = min(time, t + 1.0 / 60)
            h.window.advance(to: t)
        }
    }

    @Test("its scroll view pages and always bounces; .scroll has no gesture recognizers of its own")
    func queuingScrollView() {
        let (_, pager, _, scrollView) = make(start: 0)
        #expect(pager.gestureRecognizers.isEmpty)
        #expect(scrollView.isPagingEnabled && scrollView.alwaysBounceHorizontal)
        #expect(pager.view.subviews.count == 1)
    }

    @Test("the page shown sits between the data source's neighbours: at offset 0 on the first page")
    func tiling() {
        let (_, pager, pages, scrollView) = make(start: 0)
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(scrollView.contentSize == CGSize(width: 780, height: 844))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0))
        let (_, _, middlePages, middle) = make(start: 1)
        #expect(middle.contentSize == CGSize(width: 1170, height: 844))
        #expect(middle.contentOffset == CGPoint(x: 390, y: 0))
        #expect(middlePages.pages[1].view.frame.origin == CGPoint(x: 390, y: 0))
    }

    @Test("a leftward drag pages forward: willTransitionTo, then didFinishAnimating with the page left")
    func dragPagesForward() {
        let (h, pager, pages, scrollView) = make(start: 0)
        h.drag(CGPoint(300, 400), CGPoint(60, 400), from: 0.1, duration: 0.3)
        run(h, until: 2)
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.log == ["will [\"p1\"]", "did [\"p0\"] true"])
        #expect(scrollView.contentOffset == CGPoint(x: 390, y: 0))
        #expect(scrollView.contentSize == CGSize(width: 1170, height: 844))
    }

    @Test("a rightward drag on the first page bounces: no page before, nothing announced")
    func firstPageBounces() {
        let (h, pager, pages, scrollView) = make(start: 0)
        h.drag(CGPoint(100, 400), CGPoint(300, 400), from: 0.1, duration: 0.3)
        #expect(h.states(of: "pager.pan").first == "began")
        run(h, until: 3)
        #expect(pager.viewControllers?.first === pages.pages[0])
        #expect(pages.log.isEmpty)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0))
    }
}
