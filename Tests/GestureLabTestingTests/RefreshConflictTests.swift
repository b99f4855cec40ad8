import GestureLabKit
import GestureLabTesting
import Testing

/// An inbox: a header 180 points tall over a list with a refresh control, in an outer vertical scroll view that
/// scrolls the header away. Written as an app writes it, with only the kit.
///
/// `fix=off`: the list at its top hands a downward drag to the outer scroll view, so its refresh control never
/// fires. `fix=on`: `list.transfersVerticalScrollingToParent = false`, and the pull refreshes. A refresh "loads"
/// for a second (an animation on virtual time) and then calls `endRefreshing()`.
final class PullToRefreshScene: LabScene {
    static let name = "pull-to-refresh"
    static let summary = "A list's refresh control under a header in an outer scroll view."
    static let options: [LabOption] = [.toggle("fix", default: true)]
    static let headerHeight: CGFloat = 180
    let lab: LabContext
    let outer = UIScrollView()
    let list = UIScrollView()
    let refreshControl = UIRefreshControl()
    let loadingBar = UIView()
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.title = "inbox"
        let bounds = controller.view.bounds
        outer.frame = bounds
        outer.accessibilityIdentifier = "outer"
        // A full-bleed header under the status bar, offsets coordinated by hand: such apps set `.never`.
        outer.contentInsetAdjustmentBehavior = .never
        list.contentInsetAdjustmentBehavior = .never
        outer.contentSize = CGSize(width: bounds.width, height: bounds.height + Self.headerHeight)
        controller.view.addSubview(outer)
        outer.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: Self.headerHeight)))
        list.frame = CGRect(x: 0, y: Self.headerHeight, width: bounds.width, height: bounds.height)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: bounds.width, height: bounds.height * 3)
        list.refreshControl = refreshControl
        if lab.option("fix") == "on" { list.transfersVerticalScrollingToParent = false }
        outer.addSubview(list)
        loadingBar.frame = CGRect(x: 0, y: 0, width: 0, height: 2)
        controller.view.addSubview(loadingBar)
        refreshControl.addTarget(self, action: PullToRefreshScene.refresh, for: .valueChanged)
        return controller
    }

    func refresh(_ control: UIRefreshControl) {
        lab.report("refreshed")
        UIView.animate(
            withDuration: 1, animations: { self.loadingBar.frame.size.width = 390 },
            completion: { _ in
                self.refreshControl.endRefreshing()
                self.lab.report("ended")
            })
    }
}

@Suite("Pull-to-refresh on a list nested in another scroll view, through the tester")
struct RefreshConflictTests {
    let pull = (from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 720))

    @Test("without the fix the outer scroll view takes the pull and the list's refresh control never fires")
    func brokenOuterTakesThePull() throws {
        let tester = try GestureTester(PullToRefreshScene.self, options: ["fix": "off"])
        tester.drag(from: pull.from, to: pull.to, duration: 0.6, hold: 0.3)
        tester.expectRecognized("outer.pan")
        tester.expectFailed("list.pan", because: "at top edge; hands the drag to outer")
        tester.settle()
        #expect(!tester.didReport("refreshed"))
        #expect(tester.contentOffset(of: "list")?.y == CGFloat(0))
    }

    @Test("with the fix the list keeps the pull, and the refresh fires while the finger is still down")
    func fixedRefreshFiresMidDrag() throws {
        let tester = try GestureTester(PullToRefreshScene.self)
        tester.touchDown(at: pull.from)
        for step in 1...42 {
            tester.advance(by: 1.0 / 60)
            tester.moveTo(CGPoint(x: pull.from.x, y: pull.from.y + CGFloat(step) * 10))
        }
        tester.expectRecognized("list.pan")
        tester.expectReported("refreshed", count: 1)
        tester.touchUp()
        tester.settle()
        tester.expectReported("ended", count: 1)
        #expect(tester.contentOffset(of: "list")?.y == CGFloat(0))
        #expect(tester.contentOffset(of: "outer")?.y == CGFloat(0))
    }

    @Test("a refresh that ends during a fling stops it dead")
    func endRefreshingStopsTheFling() throws {
        let tester = try GestureTester(PullToRefreshScene.self)
        tester.drag(from: pull.from, to: pull.to, duration: 0.6)
        tester.advance(by: 0.2)
        tester.fling(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 550))
        // The load ends about a second after the trigger, while the list is still decelerating.
        tester.settle()
        tester.expectReported("ended", count: 1)
        let stopped = try #require(tester.contentOffset(of: "list")?.y)
        // The fling alone (1500 pt/s at 0.998 per ms: 1500 / 2.002 ≈ 750 pt from about −60) would end near 690;
        // the end stopped it short, about 0.7 s into it.
        #expect(stopped > 100 && stopped < 600)
        #expect(tester.scrollView("list")?.decelerating == false)
    }
}
