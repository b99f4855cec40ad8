import Foundation
import Testing

@testable import GestureUIKit

/// A delegate with a three-item menu, recording what the interaction told it.
private final class MenuDelegate: UIContextMenuInteractionDelegate {
    var asked: [CGPoint] = []
    var displayed = 0
    var ended = 0
    var chosen: [String] = []
    var menu = true

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        asked.append(location)
        guard menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: ["Reply", "Flag", "Delete"].map { title in
                UIAction(title: title) { _ in self?.chosen.append(title) }
            })
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) { displayed += 1 }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        animator?.addCompletion { self.ended += 1 }
    }
}

@Suite("UIContextMenuInteraction: UIKit's touch-duration timing, cancelling, the menu")
struct UIContextMenuInteractionTests {
    static let driver = "com.apple.UIKit.longPressClickDriverPrimary"
    static let exclusion = "com.apple.UIKit.clickPresentationExclusion"
    static let failure = "com.apple.UIKit.clickPresentationFailure"

    private func setUp() -> (Harness, UIView, UIContextMenuInteraction, MenuDelegate) {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 60))
        harness.add(view)
        let delegate = MenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (harness, view, interaction, delegate)
    }

    @Test("adding installs UIKit's three recognizers under their names; removing takes them away")
    func installs() {
        let (_, view, interaction, _) = setUp()
        #expect(view.interactions.count == 1)
        #expect(interaction.view === view)
        #expect(view.gestureRecognizers?.compactMap(\.name) == [Self.driver, Self.exclusion, Self.failure])
        #expect(interaction.touchDurationRecognizer.cancelsTouchesInView == false)
        view.removeInteraction(interaction)
        #expect(view.gestureRecognizers == nil)
        #expect(interaction.view == nil)
    }

    @Test("the lift begins at 0.15 s of rest, the menu shows at 0.4 s, not before")
    func timing() {
        let (harness, _, interaction, delegate) = setUp()
        harness.window.touchDown(finger: 1, at: CGPoint(195, 130), time: 1)
        harness.window.advance(to: 1.149)
        #expect(harness.states(of: Self.driver).isEmpty)
        harness.window.advance(to: 1.151)
        #expect(harness.states(of: Self.driver) == ["began"])
        #expect(delegate.asked == [CGPoint(175, 30)])
        harness.window.advance(to: 1.399)
        #expect(interaction.menuView == nil)
        harness.window.advance(to: 1.401)
        #expect(interaction.menuView != nil)
        #expect(delegate.displayed == 1)
        #expect(harness.states(of: Self.exclusion) == ["began"])
        harness.window.touchUp(finger: 1, at: CGPoint(195, 130), time: 1.6)
        #expect(interaction.menuView != nil, "the menu stays after the finger lifts")
    }

    @Test("lifting before 0.15 s fails the press: no lift, no question to the delegate")
    func liftEarly() {
        let (harness, _, interaction, delegate) = setUp()
        harness.tap(CGPoint(195, 130), at: 1, duration: 0.1)
        harness.window.advance(to: 2)
        #expect(harness.states(of: Self.driver) == ["failed"])
        #expect(harness.reason(of: Self.driver, to: .failed) == "lifted after 0.1 s (< 0.15)")
        #expect(delegate.asked.isEmpty)
        #expect(interaction.menuView == nil)
    }

    @Test("moving 11 pt along one axis cancels a begun press; the limit is per axis, not a distance")
    func movement() {
        let (harness, _, interaction, delegate) = setUp()
        harness.window.touchDown(finger: 1, at: CGPoint(195, 130), time: 1)
        harness.window.advance(to: 1.2)
        // 8 pt on each axis is 11.3 pt away, but within 10 pt on each axis: the press holds.
        harness.window.touchMoved(finger: 1, to: CGPoint(203, 138), time: 1.25)
        #expect(harness.states(of: Self.driver) == ["began"])
        harness.window.touchMoved(finger: 1, to: CGPoint(206, 138), time: 1.3)
        #expect(harness.states(of: Self.driver) == ["began", "cancelled"])
        #expect(harness.reason(of: Self.driver, to: .cancelled) == "moved 11 pt (> 10)")
        harness.window.advance(to: 1.6)
        #expect(interaction.menuView == nil)
        #expect(delegate.asked.count == 1)
    }

    @Test("a nil configuration ends the press at once: the interaction cancels its driver")
    func noConfiguration() {
        let (harness, _, interaction, delegate) = setUp()
        delegate.menu = false
        harness.window.touchDown(finger: 1, at: CGPoint(195, 130), time: 1)
        harness.window.advance(to: 1.6)
        #expect(harness.states(of: Self.driver) == ["began", "cancelled"])
        #expect(interaction.menuView == nil)
    }

    @Test("a tap on an item runs its action and dismisses; willEnd's animator completion runs")
    func chooseItem() throws {
        let (harness, _, interaction, delegate) = setUp()
        harness.window.touchDown(finger: 1, at: CGPoint(195, 130), time: 1)
        harness.window.touchUp(finger: 1, at: CGPoint(195, 130), time: 1.5)
        let menu = try #require(interaction.menuView)
        #expect(menu.actions.map(\.title) == ["Reply", "Flag", "Delete"])
        let flag = menu.list.convert(menu.list.subviews.first { $0.accessibilityIdentifier == "contextMenu.Flag" }!
            .frame, to: nil)
        harness.tap(CGPoint(flag.midX, flag.midY), at: 2)
        #expect(delegate.chosen == ["Flag"])
        #expect(delegate.ended == 1)
        #expect(interaction.menuView == nil)
        #expect(menu.superview == nil)
    }

    @Test("a tap outside the menu dismisses without running an action")
    func tapOutside() {
        let (harness, _, interaction, delegate) = setUp()
        harness.window.touchDown(finger: 1, at: CGPoint(195, 130), time: 1)
        harness.window.touchUp(finger: 1, at: CGPoint(195, 130), time: 1.5)
        harness.tap(CGPoint(195, 700), at: 2)
        #expect(delegate.chosen.isEmpty)
        #expect(delegate.ended == 1)
        #expect(interaction.menuView == nil)
    }

    @Test("a tap on the view waits for clickPresentationFailure: a quick tap fires, a press that shows the menu fails it")
    func tapWaitsForFailureRecognizer() {
        let (harness, view, interaction, delegate) = setUp()
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        // Recognizing alongside changes nothing: the wait is a failure requirement.
        let simultaneous = RecordingDelegate()
        simultaneous.simultaneous = { _, _ in true }
        tap.delegate = simultaneous
        view.addGestureRecognizer(tap)
        harness.tap(CGPoint(195, 130), at: 1, duration: 0.1)
        #expect(harness.states(of: "tap") == ["ended"])
        #expect(harness.states(of: Self.failure) == ["failed"])
        harness.window.touchDown(finger: 1, at: CGPoint(195, 130), time: 2)
        harness.window.touchUp(finger: 1, at: CGPoint(195, 130), time: 2.6)
        #expect(interaction.menuView != nil)
        #expect(harness.states(of: Self.failure) == ["failed", "began", "ended"])
        #expect(harness.states(of: "tap") == ["ended", "failed"])
        #expect(harness.reason(of: "tap", to: .failed)?.contains(Self.failure) == true)
        #expect(delegate.asked.count == 1)
    }

    @Test("a long press on the view makes the driver wait and fail: the menu never shows")
    func longPressBlocks() {
        let (harness, view, interaction, _) = setUp()
        let press = UILongPressGestureRecognizer()
        press.name = "press"
        view.addGestureRecognizer(press)
        harness.window.touchDown(finger: 1, at: CGPoint(195, 130), time: 1)
        harness.window.advance(to: 1.45)
        #expect(harness.states(of: Self.driver).isEmpty, "waiting for the long press, not begun")
        harness.window.advance(to: 1.51)
        #expect(harness.states(of: "press") == ["began"])
        #expect(harness.states(of: Self.driver) == ["failed"])
        harness.window.advance(to: 2)
        #expect(interaction.menuView == nil)
    }
}

@Suite("UITableView context menus: tableView(_:contextMenuConfigurationForRowAt:point:)")
struct TableContextMenuTests {
    final class Rows: UITableViewDataSource, UITableViewDelegate {
        var asked: [IndexPath] = []
        var selected: [IndexPath] = []
        var chosen: [String] = []
        var ended = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            asked.append(indexPath)
            return UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [UIAction(title: "Flag \(indexPath.row)") { [weak self] action in
                    self?.chosen.append(action.title)
                }])
            })
        }
        func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionAnimating?
        ) { ended += 1 }
    }

    func setUp() -> (Harness, UITableView, Rows) {
        let harness = Harness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = 60
        table.accessibilityIdentifier = "list"
        let rows = Rows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        harness.add(table)
        return (harness, table, rows)
    }

    @Test("a press on row 3 asks the delegate for row 3, lifts that row's cell and shows its menu")
    func delegatePath() throws {
        let (harness, table, rows) = setUp()
        #expect(table.contextMenuInteraction == nil, "no interaction before a touch finds a row with a menu")
        harness.window.touchDown(finger: 1, at: CGPoint(195, 200), time: 1)
        harness.window.advance(to: 1.3)
        #expect(table.contextMenuInteraction != nil)
        #expect(rows.asked.last == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.transform.isIdentity == false)
        harness.window.touchUp(finger: 1, at: CGPoint(195, 200), time: 1.5)
        let menu = try #require(table.contextMenuInteraction?.menuView)
        #expect(menu.actions.map(\.title) == ["Flag 3"])
        #expect(rows.selected.isEmpty, "the presentation cancelled the row's touch")
        let item = menu.list.convert(menu.list.subviews[0].frame, to: nil)
        harness.tap(CGPoint(item.midX, item.midY), at: 2)
        #expect(rows.chosen == ["Flag 3"])
        #expect(rows.ended == 1)
    }

    @Test("a drag after 0.25 s of rest lifts the row, then the list's pan cancels the press: no menu")
    func scrollCancels() {
        let (harness, table, rows) = setUp()
        harness.window.touchDown(finger: 1, at: CGPoint(195, 500), time: 1)
        for step in 1...36 {
            harness.window.touchMoved(
                finger: 1, to: CGPoint(195, 500 - CGFloat(step) * 10), time: 1.25 + Double(step) / 120)
        }
        harness.window.touchUp(finger: 1, at: CGPoint(195, 140), time: 1.6)
        harness.window.advance(to: 2)
        #expect(harness.states(of: UIContextMenuInteractionTests.driver) == ["began", "cancelled"])
        #expect(harness.states(of: UIContextMenuInteractionTests.exclusion) == ["failed"])
        #expect(harness.reason(of: UIContextMenuInteractionTests.exclusion, to: .failed) == "excluded by list.pan")
        #expect(table.contextMenuInteraction?.menuView == nil)
        #expect(rows.selected.isEmpty)
        #expect(table.contentOffset.y > 200)
    }

    @Test("a quick tap still selects the row")
    func tapSelects() {
        let (harness, _, rows) = setUp()
        harness.tap(CGPoint(195, 200), at: 1)
        harness.window.advance(to: 1.5)
        #expect(rows.selected == [IndexPath(row: 3, section: 0)])
    }
}
