import GestureLabKit
import GestureLabTesting
import Testing

/// A photo three screens tall, KSPhotoView's way: it declines its pan at its top and bottom edges when `fix` is on.
final class EdgeDecliningPhotoView: UIScrollView {
    var declinesAtEdges = true

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if declinesAtEdges, gestureRecognizer == panGestureRecognizer, gestureRecognizer.state == .possible {
            let translation = panGestureRecognizer.translation(in: self)
            let atTop = translation.y > 0 && contentOffset.y <= 0
            let atBottom = translation.y < 0 && contentOffset.y >= floor(contentSize.height - bounds.height)
            if atTop || atBottom { return false }
        }
        return true
    }
}

/// A viewer with a horizontal paging scroll view of two photos (the first three screens tall) and a dismiss pan on
/// its root view.
final class PagedViewerScene: LabScene {
    static let name = "paged-viewer"
    static let summary = "Drag a tall photo in a pager down from its top to dismiss the viewer."
    static let options: [LabOption] = [.toggle("fix", default: true)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.title = "viewer"
        let bounds = controller.view.bounds
        let pager = UIScrollView(frame: bounds)
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: bounds.width * 2, height: bounds.height)
        controller.view.addSubview(pager)
        for index in 0..<2 {
            let page = EdgeDecliningPhotoView(
                frame: CGRect(x: bounds.width * CGFloat(index), y: 0, width: bounds.width, height: bounds.height))
            page.accessibilityIdentifier = "page.\(index)"
            page.contentInsetAdjustmentBehavior = .never  // as KSPhotoView sets it (KSPhotoView.m, iOS 11+)
            page.declinesAtEdges = lab.option("fix") == "on"
            page.contentSize = CGSize(width: bounds.width, height: bounds.height * (index == 0 ? 3 : 1))
            pager.addSubview(page)
        }
        let dismissPan = UIPanGestureRecognizer { [lab] pan in
            if pan.state == .ended, pan.translation(in: pan.view).y > 100 { lab.report("dismissed") }
        }
        dismissPan.name = "browser.dismissPan"
        controller.view.addGestureRecognizer(dismissPan)
        return controller
    }
}

@Suite("A tall photo in a paging scroll view whose dismiss pan the photo's own pan blocks, through the tester")
struct TallPhotoConflictTests {
    let down = (from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 620))

    @Test("without the fix the photo's pan takes the downward drag and pulls past its top; nothing dismisses")
    func brokenPhotoTakesTheDrag() throws {
        let tester = try GestureTester(PagedViewerScene.self, options: ["fix": "off"])
        tester.drag(from: down.from, to: down.to, duration: 0.4)
        tester.expectRecognized("page.0.pan")
        tester.expectNotRecognized("browser.dismissPan")
        #expect((tester.contentOffset(of: "page.0")?.y ?? 0) < -50)
        tester.settle()
        #expect(!tester.didReport("dismissed"))
        #expect(tester.contentOffset(of: "page.0")?.y == CGFloat(0))
    }

    @Test("with gestureRecognizerShouldBegin declining at the top the dismiss pan gets the drag")
    func fixedDismissPanGetsTheDrag() throws {
        let tester = try GestureTester(PagedViewerScene.self)
        tester.drag(from: down.from, to: down.to, duration: 0.4)
        tester.settle()
        tester.expectFailed("page.0.pan", because: "shouldBegin")
        #expect(tester.checkReached("browser.dismissPan", .ended) == nil)
        tester.expectReported("dismissed", count: 1)
        #expect(tester.contentOffset(of: "page.0") == CGPoint.zero)
        #expect(tester.page(of: "pager") == 0)
        #expect(tester.screen == "viewer")
    }

    @Test("with the fix the photo still scrolls up in the middle, and a horizontal swipe still pages")
    func fixedStillScrollsAndPages() throws {
        let tester = try GestureTester(PagedViewerScene.self)
        tester.drag(from: down.to, to: down.from, duration: 0.4, hold: 0.1)
        #expect((tester.contentOffset(of: "page.0")?.y ?? 0) > 100)
        tester.settle()
        tester.fling(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400))
        tester.settle()
        #expect(tester.page(of: "pager") == 1)
        #expect(!tester.didReport("dismissed"))
    }
}
