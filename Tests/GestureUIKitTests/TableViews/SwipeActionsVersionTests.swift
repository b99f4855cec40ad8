import Foundation
import Testing

@testable import GestureUIKit

/// Rows with a Delete action on a leftward swipe.
private final class DeletableRows: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        ])
    }
}

/// The swipe-actions pan's begin rule differs by version (conflicts.md §2): iOS 18.2 zeroes the vertical movement
/// and counts only 25 pt sideways; iOS 26.1 fails at begin when the drag went more vertically than horizontally.
@Suite("Swipe actions on iOS 18 and 26")
struct SwipeActionsVersionTests {
    /// The swipe pan's states after a drag 30 pt left and 40 pt down on a row of a table that cannot scroll.
    private func diagonalSwipe(ios: Int) -> [GestureRecognizerState] {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        window.iosVersion = ios
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.accessibilityIdentifier = "mail"
        let rows = DeletableRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        table.isScrollEnabled = false
        window.addSubview(table)
        table.layoutIfNeeded()
        window.touchDown(finger: 1, at: CGPoint(x: 300, y: 100), time: 0)
        for step in 1...10 {
            let t = Double(step) / 60
            window.touchMoved(finger: 1, to: CGPoint(x: 300 - 3 * Double(step), y: 100 + 4 * Double(step)), time: t)
        }
        window.touchUp(finger: 1, at: CGPoint(x: 270, y: 140), time: 0.2)
        window.advance(to: 1)
        withExtendedLifetime(rows) {}
        return window.diagnostics.transitions.filter { $0.recognizer == "mail.swipeActions" }.map(\.to)
    }

    @Test("a drag more down than left: iOS 18 swipes at 25 pt sideways, iOS 26 fails the swipe at begin")
    func diagonalDrag() {
        #expect(diagonalSwipe(ios: 18).first == .began)
        #expect(diagonalSwipe(ios: 26) == [.failed])
    }
}
