import Foundation
import Testing

@testable import GestureUIKit

/// A slider inside a horizontal pager: a drag along the track that starts on the thumb moves the slider, because
/// the slider refuses the pager's pan (`-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:]`:
/// `fabs(translation.x) <= fabs(translation.y)` for a one-finger pan of another view over the thumb).
@Suite("A slider in a horizontal pager")
struct SliderInPagerTests {
    /// Two view controllers for a page view controller, the first holding the slider.
    private final class Pages: UIPageViewControllerDataSource {
        let pages = [UIViewController(), UIViewController()]

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? { viewController === pages[1] ? pages[0] : nil }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? { viewController === pages[0] ? pages[1] : nil }
    }

    /// The thumb's centre in window points.
    private func thumb(of slider: UISlider) -> CGPoint {
        let rect = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        return slider.convert(CGPoint(rect.midX, rect.midY), to: nil)
    }

    @Test("in a paging scroll view, from the thumb at either end or the middle", arguments: [0.0, 0.5])
    func pagingScrollView(value: Float) {
        let h = Harness()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 200), name: "pager")
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 3 * 390, height: 200)
        h.add(pager)
        let slider = UISlider(frame: CGRect(x: 20, y: 80, width: 350, height: 31))
        slider.value = value
        pager.addSubview(slider)
        let start = thumb(of: slider)
        h.drag(start, start + CGPoint(125, 2), from: 1, duration: 0.1)
        h.window.advance(to: 3)
        #expect(slider.value > value + 0.3)
        #expect(pager.contentOffset.x == 0)
        #expect(
            h.reason(of: "pager.pan", to: .failed)?.contains("a pan along the track from the slider's thumb") == true)
    }

    @Test("in a UIPageViewController's queuing scroll view")
    func pageViewController() {
        let h = Harness()
        let source = Pages()
        let slider = UISlider(frame: CGRect(x: 20, y: 280, width: 350, height: 31))
        source.pages[0].view.addSubview(slider)
        let pager = KitScreen.$size.withValue(CGSize(390, 844)) {
            UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }
        pager.dataSource = source
        pager.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        h.add(pager.view)
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        pager.view.layoutIfNeeded()
        let start = thumb(of: slider)
        h.drag(start, start + CGPoint(195, 3), from: 1, duration: 0.3)
        h.window.advance(to: 3)
        #expect(slider.value > 0.5)
        #expect(pager.viewControllers?.first === source.pages[0])
    }
}
