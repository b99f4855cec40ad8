import Foundation
import GestureUIKit

/// The inbox's horizontal pager: a paging `UIScrollView` whose delegate methods are the app's strategies.
///
/// `simultaneous` is the delegate method apps paste to "let both work"; `should-begin` is the subclass fix
/// conflicts.md §2 gives: the pager's own pan declines to begin when the drag starts on a row that has swipe
/// actions for its direction, so the row's swipe pan (25 pt) gets it; elsewhere the pager still begins at 10 pt.
final class InboxPager: UIScrollView, UIGestureRecognizerDelegate {
    var strategy = PagerSwipeStrategy.plain
    /// The table on the current page.
    var currentTable: () -> UITableView? = { nil }

    /// UIScrollView's delegate method for its own pan: true for `simultaneous`.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        if strategy == .simultaneous, gestureRecognizer === panGestureRecognizer { return true }
        return false
    }

    /// UIView's hook and the pan's delegate method: `should-begin` refuses a pan that starts on a row with
    /// actions for the drag's direction.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if strategy == .shouldBegin, gestureRecognizer === panGestureRecognizer, let table = currentTable(),
            let delegate = table.delegate as? UITableViewDelegate
        {
            let start = panGestureRecognizer.location(in: table)
            let leftward = panGestureRecognizer.velocity(in: self).x < 0
            if let indexPath = table.indexPathForRow(at: start) {
                let actions =
                    leftward
                    ? delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)
                    : delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
                if !(actions?.actions.isEmpty ?? true) { return false }
            }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
