import GestureLabKit
import GestureLabTesting
import Testing

/// A header 150 points tall over a list, in an outer vertical scroll view that can scroll exactly the header away.
///
/// `fix=off`: the list scrolls by itself and the header never collapses. `fix=on`: the list's scrolling is off
/// until the outer scroll view has collapsed the header (its delegate turns it on), so the first drag collapses the
/// header and the next one scrolls the list.
final class CollapsingHeaderScene: LabScene, UIScrollViewDelegate {
    static let name = "collapsing-header"
    static let summary = "A collapsing header over a list in one outer scroll view."
    static let options: [LabOption] = [.toggle("fix", default: true)]
    static let headerHeight: CGFloat = 150
    let lab: LabContext
    let outer = UIScrollView()
    let list = UIScrollView()
    private var collapsed = false
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.title = "books"
        let bounds = controller.view.bounds
        outer.frame = bounds
        outer.accessibilityIdentifier = "outer"
        // A full-bleed header under the status bar, offsets coordinated by hand: such apps set `.never`.
        outer.contentInsetAdjustmentBehavior = .never
        list.contentInsetAdjustmentBehavior = .never
        outer.bounces = false
        outer.contentSize = CGSize(width: bounds.width, height: bounds.height + Self.headerHeight)
        outer.delegate = self
        controller.view.addSubview(outer)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: Self.headerHeight))
        header.accessibilityIdentifier = "header"
        outer.addSubview(header)
        list.frame = CGRect(x: 0, y: Self.headerHeight, width: bounds.width, height: bounds.height)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: bounds.width, height: bounds.height * 4)
        list.isScrollEnabled = lab.option("fix") == "off"
        outer.addSubview(list)
        return controller
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView == outer else { return }
        let isCollapsed = outer.contentOffset.y >= Self.headerHeight
        if isCollapsed, !collapsed { lab.report("headerCollapsed") }
        collapsed = isCollapsed
        if lab.option("fix") == "on" { list.isScrollEnabled = isCollapsed }
    }
}

@Suite("A nested scroll hand-off from a collapsing header to its list, through the tester")
struct NestedScrollConflictTests {
    let up = (from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))

    @Test("without the hand-off the list's own pan takes the drag and the header never collapses")
    func brokenListScrollsAlone() throws {
        let tester = try GestureTester(CollapsingHeaderScene.self, options: ["fix": "off"])
        tester.drag(from: up.from, to: up.to, duration: 0.5, hold: 0.2)
        tester.expectRecognized("list.pan")
        tester.expectNotRecognized("outer.pan")
        tester.settle()
        #expect((tester.contentOffset(of: "list")?.y ?? 0) > 200)
        #expect(tester.contentOffset(of: "outer")?.y == CGFloat(0))
        #expect(!tester.didReport("headerCollapsed"))
    }

    @Test("with the hand-off the first drag collapses the header and the next one scrolls the list")
    func fixedHeaderThenList() throws {
        let tester = try GestureTester(CollapsingHeaderScene.self)
        tester.drag(from: up.from, to: up.to, duration: 0.5, hold: 0.2)
        tester.settle()
        tester.expectRecognized("outer.pan")
        tester.expectReported("headerCollapsed", count: 1)
        #expect(tester.contentOffset(of: "outer")?.y == CollapsingHeaderScene.headerHeight)
        #expect(tester.contentOffset(of: "list")?.y == CGFloat(0))
        tester.drag(from: up.from, to: up.to, duration: 0.5, hold: 0.2)
        tester.settle()
        tester.expectRecognized("list.pan")
        #expect((tester.contentOffset(of: "list")?.y ?? 0) > 200)
        #expect(tester.contentOffset(of: "outer")?.y == CollapsingHeaderScene.headerHeight)
    }
}
