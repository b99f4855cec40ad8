import GestureLabKit
import GestureLabTesting
import Testing

/// A feed as apps write it: a table view as a view controller's root view, its rows 44 pt, selection reported.
final class FeedTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .plain)
    let lab: LabContext

    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
        title = "feed"
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        table.accessibilityIdentifier = "feed"
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        if lab.option("adjust") == "never" { table.contentInsetAdjustmentBehavior = .never }
        view = table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lab.report("selected", value: "row\(indexPath.row)")
    }
}

/// The feed in a navigation controller on the 390x844 device.
final class FeedUnderBarScene: LabScene {
    static let name = "feed-under-bar"
    static let summary = "A table under a navigation bar."
    static let options: [LabOption] = [.choice("adjust", ["automatic", "never"], default: "automatic")]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: FeedTableViewController(lab: lab))
    }
}

@Suite("A table under a navigation bar rests where a device rests it, through the tester")
struct TableUnderNavigationBarTests {
    @Test("it first rests at -91 (status bar 47 + bar 44), so a tap just below the bar selects the first row")
    func restsUnderTheBar() throws {
        let tester = try GestureTester(FeedUnderBarScene.self)
        #expect(tester.contentOffset(of: "feed")?.y == CGFloat(-91))
        tester.tap(at: CGPoint(x: 195, y: 91 + 22))
        tester.settle()
        #expect(tester.actionNames.contains("selected=row0"))
    }

    @Test("with contentInsetAdjustmentBehavior .never it rests at 0 and the first row lies under the bar")
    func neverRestsAtZero() throws {
        let tester = try GestureTester(FeedUnderBarScene.self, options: ["adjust": "never"])
        #expect(tester.contentOffset(of: "feed")?.y == CGFloat(0))
        tester.tap(at: CGPoint(x: 195, y: 91 + 22))
        tester.settle()
        #expect(tester.actionNames.contains("selected=row2"))
    }

    @Test("flung to the end it stops with the last row above the home indicator (34 pt more to scroll)")
    func endsAboveTheHomeIndicator() throws {
        let tester = try GestureTester(FeedUnderBarScene.self)
        for _ in 0..<6 {
            tester.fling(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 200))
            tester.settle()
        }
        // 50 rows of 44 = 2200 pt of content, 844 tall, 34 pt of home indicator below the last row.
        #expect(tester.contentOffset(of: "feed")?.y == CGFloat(2200 + 34 - 844))
    }
}
