import GestureLabKit
import GestureLabTesting
import Testing

/// A list whose rows have a trailing Delete action, one per page of a pager.
final class MailList: UITableViewDataSource, UITableViewDelegate {
    var mails = (1...30).map { "Mail \($0)" }
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { mails.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
        cell.textLabel?.text = mails[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        lab.report("highlighted", value: String(indexPath.row))
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        lab.report("unhighlighted", value: String(indexPath.row))
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lab.report("selected", value: String(indexPath.row))
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            self.mails.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            self.lab.report("deleted", value: String(indexPath.row))
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

/// A user's own pager of two lists: `fix=off` is the bare pager, `fix=on` makes the pager's pan wait for the
/// table's swipe-actions pan (found as the pan that is not the table's scroll pan), as conflicts.md's fix.
final class SwipePagerScene: LabScene {
    static let name = "swipe-pager"
    static let summary = "Swipe-to-delete rows in a horizontal pager."
    static let options: [LabOption] = [.toggle("fix", default: true)]
    let lab: LabContext
    var lists: [MailList] = []
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let root = UIViewController()
        let size = root.view.bounds.size
        let pager = UIScrollView(frame: root.view.bounds)
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: size.width * 2, height: size.height)
        root.view.addSubview(pager)
        for page in 0..<2 {
            let list = MailList(lab: lab)
            let table = UITableView(frame: CGRect(x: CGFloat(page) * size.width, y: 0, width: size.width, height: size.height))
            table.accessibilityIdentifier = "table.\(page)"
            table.contentInsetAdjustmentBehavior = .never  // rows from y 0, as written before the kit had a safe area
            table.rowHeight = 60
            table.dataSource = list
            table.delegate = list
            pager.addSubview(table)
            lists.append(list)
            let swipe = table.gestureRecognizers?.first {
                $0 is UIPanGestureRecognizer && $0 !== table.panGestureRecognizer
            }
            if lab.option("fix") == "on", let swipe { pager.panGestureRecognizer.require(toFail: swipe) }
        }
        return root
    }
}

@Suite("Swipe-to-delete inside a pager, rebuilt as a user's scene")
struct SwipeActionsConflictTests {
    @Test("without the fix the pager's 10 pt pan turns the page and the row's 25 pt swipe pan fails")
    func brokenPagerWins() throws {
        let tester = try GestureTester(SwipePagerScene.self, options: ["fix": "off"])
        tester.advance(to: 0.4)
        tester.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.4)
        tester.expectRecognized("pager.pan")
        tester.expectFailed("table.0.swipeActions", because: "pager.pan")
        tester.settle()
        #expect(tester.contentOffset(of: "pager")?.x == CGFloat(390))
        #expect(!tester.didReport("deleted"))
    }

    @Test("with the pager's pan requiring the swipe pan to fail the row opens and a tap on Delete deletes it")
    func fixedRowOpens() throws {
        let tester = try GestureTester(SwipePagerScene.self)
        tester.advance(to: 0.4)
        tester.drag(from: CGPoint(x: 300, y: 290), to: CGPoint(x: 200, y: 290), duration: 0.3, hold: 0.2)
        tester.expectRecognized("table.0.swipeActions")
        tester.expectFailed("pager.pan", because: "table.0.swipeActions")
        tester.settle()
        #expect(tester.contentOffset(of: "pager")?.x == CGFloat(0))
        tester.tap(at: CGPoint(x: 360, y: 290))
        tester.settle()
        tester.expectReported("deleted", count: 1)
        #expect(tester.actions.first?.value == 4)
    }

    @Test("a vertical drag scrolls the list: the swipe pan only ever moves horizontally")
    func verticalDragScrolls() throws {
        let tester = try GestureTester(SwipePagerScene.self)
        tester.advance(to: 0.4)
        tester.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 230, y: 300), duration: 0.3, hold: 0.2)
        tester.expectRecognized("table.0.pan")
        tester.expectFailed("table.0.swipeActions", because: "table.0.pan")
        #expect((tester.contentOffset(of: "table.0")?.y ?? 0) > CGFloat(100))
        #expect(tester.contentOffset(of: "pager")?.x == CGFloat(0))
    }

    @Test("a tap selects its row on the lift; a held finger highlights it first")
    func tapSelects() throws {
        let tester = try GestureTester(SwipePagerScene.self)
        tester.advance(to: 0.4)
        tester.tap(at: CGPoint(x: 200, y: 130))
        tester.settle()
        tester.expectReported("selected", count: 1)
        #expect(tester.actions.first?.value == 2)
    }

    @Test("a slow swipe short of half the actions' width closes again; a tap on the Delete area then selects")
    func shortSwipeCloses() throws {
        let tester = try GestureTester(SwipePagerScene.self)
        tester.advance(to: 0.4)
        tester.drag(from: CGPoint(x: 300, y: 290), to: CGPoint(x: 270, y: 290), duration: 0.3, hold: 0.3)
        tester.expectRecognized("table.0.swipeActions")
        tester.settle()
        tester.tap(at: CGPoint(x: 360, y: 290))
        tester.settle()
        // The slow drag's touch reached the row after 0.15 s (highlight) before the swipe pan took it at 25 pt
        // (unhighlight); then the tap highlights and selects.
        #expect(tester.actionNames == ["highlighted", "unhighlighted", "highlighted", "unhighlighted", "selected"])
    }

    @Test("a resting finger highlights its row after the 0.15 s content-touch delay; a scroll then unhighlights it")
    func highlightAfterDelay() throws {
        let tester = try GestureTester(SwipePagerScene.self)
        tester.advance(to: 0.4)
        tester.touchDown(at: CGPoint(x: 200, y: 130))
        tester.advance(by: 0.1)
        #expect(tester.actionNames.isEmpty)
        tester.advance(by: 0.1)
        #expect(tester.actionNames == ["highlighted"])
        tester.moveBy(CGSize(width: 0, height: -40))
        tester.moveBy(CGSize(width: 0, height: -40))
        tester.touchUp()
        tester.settle()
        tester.expectRecognized("table.0.pan")
        #expect(tester.actionNames == ["highlighted", "unhighlighted"])
    }

    @Test("a tap elsewhere closes an open row without selecting anything")
    func tapElsewhereCloses() throws {
        let tester = try GestureTester(SwipePagerScene.self)
        tester.advance(to: 0.4)
        tester.drag(from: CGPoint(x: 300, y: 290), to: CGPoint(x: 200, y: 290), duration: 0.3, hold: 0.2)
        tester.settle()
        tester.tap(at: CGPoint(x: 200, y: 600))
        tester.settle()
        tester.expectRecognized("table.0.swipeDismissal")
        #expect(tester.actionNames.isEmpty)
        tester.tap(at: CGPoint(x: 360, y: 290))  // the row is closed: the Delete area is the row again
        tester.settle()
        #expect(tester.actionNames == ["highlighted", "unhighlighted", "selected"])
    }

    @Test("a full swipe to the far edge performs the destructive first action without a tap")
    func fullSwipeDeletes() throws {
        let tester = try GestureTester(SwipePagerScene.self)
        tester.advance(to: 0.4)
        tester.fling(from: CGPoint(x: 380, y: 290), to: CGPoint(x: 5, y: 290), duration: 0.15)
        tester.settle()
        tester.expectReported("deleted", count: 1)
    }

    @Test("a slow release past half the actions' width leaves the row open: a later tap on Delete deletes it")
    func slowReleasePastHalfStaysOpen() throws {
        let tester = try GestureTester(SwipePagerScene.self)
        tester.advance(to: 0.4)
        // 25 pt of hysteresis, then 45 pt of translation: past half of Delete's 74 pt; the rest kills the velocity.
        tester.drag(from: CGPoint(x: 300, y: 290), to: CGPoint(x: 230, y: 290), duration: 0.3, hold: 0.3)
        tester.settle()
        tester.tap(at: CGPoint(x: 360, y: 290))
        tester.settle()
        #expect(tester.actionNames == ["deleted"])
    }
}
