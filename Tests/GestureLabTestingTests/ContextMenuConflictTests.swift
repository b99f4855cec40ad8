import GestureLabKit
import GestureLabTesting
import Testing

/// A list whose rows have context menus, and an app's own long press on each row (to start a reorder). Written
/// as an app writes it, with only the kit.
///
/// `fix=off`: the long press stays, and the menu's driver waits for it to fail: at 0.5 s it recognizes and the
/// menu never shows. `fix=on`: no long press; the menu shows at 0.4 s.
final class RowMenuScene: LabScene, UITableViewDataSource, UITableViewDelegate {
    static let name = "row-menus"
    static let summary = "Context menus on a list's rows, beside the app's own long press."
    static let options: [LabOption] = [.toggle("fix", default: true)]
    let lab: LabContext
    let table = UITableView(frame: .zero, style: .plain)
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        table.frame = controller.view.bounds
        table.accessibilityIdentifier = "list"
        table.rowHeight = 60
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        controller.view.addSubview(table)
        return controller
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        if lab.option("fix") == "off", cell.gestureRecognizers == nil {
            let press = UILongPressGestureRecognizer(target: self, action: RowMenuScene.reorder)
            press.name = "row.press"
            cell.addGestureRecognizer(press)
        }
        return cell
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            self.lab.report("menu")
            return UIMenu(title: "", children: [UIAction(title: "Delete") { _ in self.lab.report("deleted") }])
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { lab.report("selected") }

    func reorder(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { lab.report("reorder") }
    }
}

@Suite("Context menus on list rows, through the tester")
struct ContextMenuConflictTests {
    let row = CGPoint(x: 195, y: 200)

    @Test("without the fix the row's long press takes the press and the menu never shows")
    func brokenLongPressBlocksMenu() throws {
        let tester = try GestureTester(RowMenuScene.self, options: ["fix": "off"])
        tester.longPress(at: row, duration: 0.8)
        tester.expectRecognized("row.press")
        tester.expectFailed("com.apple.UIKit.longPressClickDriverPrimary")
        #expect(tester.didReport("reorder", count: 1))
        #expect(!tester.didReport("menu"))
    }

    @Test("with the fix the menu shows at 0.4 s, the row is not selected, and an item runs its action")
    func fixedMenuShows() throws {
        let tester = try GestureTester(RowMenuScene.self)
        tester.touchDown(at: row)
        tester.advance(by: 0.39)
        #expect(!tester.didReport("menu"))
        tester.advance(by: 0.02)
        tester.expectReported("menu", count: 1)
        tester.touchUp()
        #expect(!tester.didReport("selected"))
        let delete = try tester.center(of: "contextMenu.Delete")
        tester.tap(at: delete)
        tester.expectReported("deleted", count: 1)
    }

    @Test("a drag that rests first lifts the row, then the list scrolls and no menu shows")
    func scrollAfterRest() throws {
        let tester = try GestureTester(RowMenuScene.self)
        tester.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 200), duration: 0.3)
        tester.expectFailed("com.apple.UIKit.longPressClickDriverPrimary")
        tester.expectRecognized("list.pan")
        #expect(!tester.didReport("menu"))
        #expect((tester.contentOffset(of: "list")?.y ?? 0) > 200)
    }
}
