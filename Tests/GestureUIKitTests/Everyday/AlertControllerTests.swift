import Foundation
import Testing
@testable import GestureUIKit

/// A feed screen as an app writes it: a delete confirmation in an alert, a share menu in an action sheet.
private final class FeedViewController: UIViewController {
    var log: [String] = []

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete post?", message: "This can't be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.log.append("cancel") })
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] action in
                self?.log.append("delete \(action.title ?? "")")
                self?.log.append("presented: \(self?.presentedViewController == nil ? "none" : "alert")")
            })
        present(alert, animated: true)
    }

    func showShareSheet() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy link", style: .default) { [weak self] _ in self?.log.append("copy") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.log.append("cancel") })
        present(sheet, animated: true)
    }

    func askName() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Draft"
        }
        alert.addAction(
            UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
                self?.log.append("saved \(alert?.textFields?.first?.text ?? "nil")")
            })
        present(alert, animated: true)
    }
}

/// A window showing the feed, and taps at the alert's buttons.
private final class AlertHarness {
    let harness = Harness()
    let feed = FeedViewController()

    init() {
        harness.window.rootViewController = feed
    }

    var alert: UIAlertController? { feed.presentedViewController as? UIAlertController }

    /// The alert's button titled `title`, laid out.
    func button(_ title: String) -> UIButton? {
        harness.window.layoutIfNeeded()
        return (alert?.view as? AlertContainerView)?.buttons.first { $0.currentTitle == title }
    }

    /// The centre of `button` in window coordinates.
    func center(of button: UIButton) -> CGPoint {
        button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: harness.window)
    }
}

@Suite("UIAlertController: alerts and action sheets presented, tapped and dismissed")
struct AlertControllerTests {
    @Test("a tap on an alert's destructive button dismisses the alert, then runs the action's handler")
    func destructiveTapRunsHandlerAfterDismissal() throws {
        let test = AlertHarness()
        test.feed.confirmDelete()
        let alert = try #require(test.alert)
        #expect(alert.view.window === test.harness.window)
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        let delete = try #require(test.button("Delete"))
        test.harness.tap(test.center(of: delete), at: 1)
        #expect(test.feed.log == ["delete Delete", "presented: none"])
        #expect(test.feed.presentedViewController == nil)
        #expect(alert.viewIfLoaded?.window == nil)
    }

    @Test("an alert's two buttons sit side by side under its text, the cancel one on the left")
    func twoActionsSideBySide() throws {
        let test = AlertHarness()
        test.feed.confirmDelete()
        let cancel = try #require(test.button("Cancel"))
        let delete = try #require(test.button("Delete"))
        let cancelCenter = test.center(of: cancel)
        let deleteCenter = test.center(of: delete)
        #expect(cancelCenter.y == deleteCenter.y)
        #expect(cancelCenter.x < deleteCenter.x)
        #expect(abs(cancel.bounds.width - 135) < 1)  // half of UIKit's 270-point alert
        #expect(cancel.bounds.height == 44)
    }

    @Test("a tap outside an alert does nothing; outside an action sheet it runs the cancel action")
    func tapOutside() throws {
        let alertTest = AlertHarness()
        alertTest.feed.confirmDelete()
        _ = alertTest.button("Cancel")
        alertTest.harness.tap(CGPoint(x: 20, y: 60), at: 1)
        #expect(alertTest.feed.log.isEmpty)
        #expect(alertTest.alert != nil)

        let sheetTest = AlertHarness()
        sheetTest.feed.showShareSheet()
        let copy = try #require(sheetTest.button("Copy link"))
        let cancel = try #require(sheetTest.button("Cancel"))
        // UIKit's sheet: the cancel button apart at the bottom, below the others.
        #expect(sheetTest.center(of: cancel).y > sheetTest.center(of: copy).y + 57)
        sheetTest.harness.tap(CGPoint(x: 20, y: 60), at: 1)
        #expect(sheetTest.feed.log == ["cancel"])
        #expect(sheetTest.alert == nil)
    }

    @Test("a text field configured by addTextField is read back in the action's handler")
    func textFieldReadInHandler() throws {
        let test = AlertHarness()
        test.feed.askName()
        #expect(test.alert?.textFields?.first?.placeholder == "Name")
        let save = try #require(test.button("Save"))
        test.harness.tap(test.center(of: save), at: 1)
        #expect(test.feed.log == ["saved Draft"])
    }

    @Test("a disabled action's button runs nothing; preferredAction must be one of the actions")
    func disabledAndPreferred() throws {
        let test = AlertHarness()
        test.feed.confirmDelete()
        let alert = try #require(test.alert)
        alert.actions[1].isEnabled = false
        alert.preferredAction = UIAlertAction(title: "Other", style: .default)
        #expect(alert.preferredAction == nil)
        alert.preferredAction = alert.actions[0]
        #expect(alert.preferredAction === alert.actions[0])
        let delete = try #require(test.button("Delete"))
        test.harness.tap(test.center(of: delete), at: 1)
        #expect(test.feed.log.isEmpty)
        #expect(test.alert != nil)
    }
}
