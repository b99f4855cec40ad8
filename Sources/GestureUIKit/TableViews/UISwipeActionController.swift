import Foundation

/// UIKit's private `UISwipeActionController` with its `_UISwipeHandler` folded in: the table's row swipe.
///
/// It owns `_UISwipeActionPanGestureRecognizer` (`<table>.swipeActions`) and `_UISwipeDismissalGestureRecognizer`
/// (`<table>.swipeDismissal`), added to the table and delegated to this object, as `-[_UISwipeHandler _setUp]`.
/// The rules, from the decompiled `_UISwipeHandler` (iOS 18.2; conflicts.md §2):
/// - `gestureRecognizerShouldBegin:` asks `swipeHandler:mayBeginSwipeAtLocation:withProposedDirection:`, the
///   direction from the pan's velocity (`_directionForGestureRecognizer:`: leftward is 1, trailing in LTR; else 2,
///   leading): there must be a row under the finger whose data source allows editing and whose delegate gives at
///   least one action for that side (or it is the row already open, to drag it back).
/// - `_swipeRecognizerChanged:` moves the row by translation + the open offset it started from. Past the
///   confirmation threshold (the row's width, signed) the primary action is confirmed; a destructive primary
///   action is confirmed early when the finger is within the edge zone (50 pt, 75 pt on a 375-pt-wide row) of the
///   far side and the row travelled `|threshold| × min(max(0.66, |v|/2500), 0.8)` (0.5 and 0.75 from 414 pt wide),
///   and the row then jumps to the threshold. Past the threshold (or past the open width when a full swipe is
///   off) the row follows `limit + excess^0.7`.
/// - `_swipeRecognizerEnded:wasCancelled:`: a confirmed swipe performs the first action; otherwise with
///   |velocity| ≤ 50 pt/s the row stays open if it passed half the open width, and with a faster release the
///   velocity's sign decides (toward the actions opens, away closes).
/// Deviations: the row moves by `UIView.animate` springs, not UIKit's stiffness-1 spring on the presentation
/// layer; `_scrollDeviceCategory` (trackpad scaling) and the feedback generator are not modelled.
final class UISwipeActionController: UIGestureRecognizerDelegate {
    /// Where a touch-down leaves an open row (`touchAtLocationShouldDismissSwipedItem:isTouchUp:`).
    enum Dismissal { case never, now, onLift }

    /// One swipe's configuration (UIKit's `_currentSwipeConfig`).
    struct Swipe {
        var indexPath: IndexPath
        /// Leftward: the trailing actions (UIKit's direction 1).
        var isTrailing: Bool
        var configuration: UISwipeActionsConfiguration
        /// Signed: negative for trailing actions.
        var openThreshold: CGFloat
        /// Signed: the row's width, negative for trailing actions.
        var confirmationThreshold: CGFloat
    }

    weak var tableView: UITableView?
    let panGestureRecognizer = _UISwipeActionPanGestureRecognizer()
    let dismissalGestureRecognizer = _UISwipeDismissalGestureRecognizer()
    /// The swipe in progress or the open row.
    private(set) var swipe: Swipe?
    /// Points the swiped row's content is moved by.
    private(set) var offset: CGFloat = 0
    private var initialTranslation: CGFloat = 0
    private var confirmationAdjustment: CGFloat = 0
    /// UIKit's `_currentSwipeState == 1`: released now, the primary action would run.
    private(set) var isConfirmed = false
    /// Whether the row rests open (after a release that opened it).
    private(set) var isOpen = false

    init(tableView: UITableView) {
        self.tableView = tableView
        panGestureRecognizer.delegate = self
        panGestureRecognizer.addTarget(self, action: UISwipeActionController.swipeRecognizerDidRecognize)
        tableView.addGestureRecognizer(panGestureRecognizer)
        dismissalGestureRecognizer.controller = self
        dismissalGestureRecognizer.delegate = self
        dismissalGestureRecognizer.delaysTouchesBegan = true
        dismissalGestureRecognizer.isEnabled = false
        dismissalGestureRecognizer.addTarget(self, action: UISwipeActionController.dismissalRecognizerDidRecognize)
        tableView.addGestureRecognizer(dismissalGestureRecognizer)
    }

    // MARK: Delegate

    /// `gestureRecognizerShouldBegin:`: the swipe pan only over a row with actions for the velocity's side.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer, let tableView else { return true }
        let location = panGestureRecognizer.location(in: tableView)
        let isTrailing = panGestureRecognizer.velocity(in: tableView).x < 0
        guard let indexPath = tableView.indexPathForRow(at: location) else {
            panGestureRecognizer.explain("no row under the finger")
            return false
        }
        if let swipe, swipe.indexPath == indexPath, isOpen { return true }
        guard configuration(for: indexPath, trailing: isTrailing) != nil else {
            panGestureRecognizer.explain(
                "row \(indexPath.row) has no \(isTrailing ? "trailing" : "leading") swipe actions")
            return false
        }
        return true
    }

    /// `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`: the dismissal recognizer with the
    /// swipe pan and the table's own recognizers.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === dismissalGestureRecognizer else { return false }
        return otherGestureRecognizer === panGestureRecognizer || otherGestureRecognizer.view === tableView
    }

    /// The side's configuration for a row, if it may be swiped and has actions.
    private func configuration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let tableView, tableView.dataSource?.tableView(tableView, canEditRowAt: indexPath) ?? false,
            let delegate = tableView.tableDelegate
        else { return nil }
        let configuration =
            trailing
            ? delegate.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        if let window = tableView.window {
            for action in configuration.actions { action.flushDeviations(into: window) }
        }
        return configuration
    }

    // MARK: The pan

    private func swipeRecognizerDidRecognize(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began: swipeRecognizerBegan()
        case .changed: swipeRecognizerChanged()
        case .ended: swipeRecognizerEnded(cancelled: false)
        case .cancelled: swipeRecognizerEnded(cancelled: true)
        default: break
        }
    }

    /// `_swipeRecognizerBegan:`: a swipe on another row closes the open one; then the swipe is configured.
    private func swipeRecognizerBegan() {
        guard let tableView else { return }
        let location = panGestureRecognizer.location(in: tableView)
        let isTrailing = panGestureRecognizer.velocity(in: tableView).x < 0
        guard let indexPath = tableView.indexPathForRow(at: location) else { return }
        if let swipe, swipe.indexPath == indexPath, isOpen {
            initialTranslation = offset
        } else {
            resetSwipe(animated: true)
            guard let configuration = configuration(for: indexPath, trailing: isTrailing) else { return }
            let width = tableView.bounds.width
            let open = CGFloat(configuration.actions.count) * UIContextualAction.buttonWidth
            swipe = Swipe(
                indexPath: indexPath, isTrailing: isTrailing, configuration: configuration,
                openThreshold: isTrailing ? -open : open, confirmationThreshold: isTrailing ? -width : width)
            initialTranslation = 0
            tableView.tableDelegate?.tableView(tableView, willBeginEditingRowAt: indexPath)
        }
        isOpen = false
        isConfirmed = false
        confirmationAdjustment = 0
        dismissalGestureRecognizer.isEnabled = false
    }

    /// `_swipeRecognizerChanged:`.
    private func swipeRecognizerChanged() {
        guard let tableView, let swipe else { return }
        var position = panGestureRecognizer.translation(in: tableView).x + initialTranslation + confirmationAdjustment
        let x = panGestureRecognizer.location(in: tableView).x
        let velocity = panGestureRecognizer.velocity(in: tableView).x
        var threshold = swipe.confirmationThreshold
        var animated = false
        var confirmed = false
        let fullSwipe = swipe.configuration.performsFirstActionWithFullSwipe
        if fullSwipe {
            if !swipe.isTrailing && threshold <= position || swipe.isTrailing && threshold >= position {
                confirmed = true
            } else if swipe.configuration.actions[0].style == .destructive {
                let width = tableView.bounds.width
                let zone: CGFloat = width >= 414 ? 50 : width == 375 ? 75 : 50
                let inZone = swipe.isTrailing ? x < zone : x > width - zone
                let fraction = min(max(width >= 414 ? 0.5 : 0.66, abs(velocity) / 2500), width >= 414 ? 0.75 : 0.8)
                if abs(position) - abs(threshold) * fraction > 1.1920929e-07, inZone {
                    if confirmationAdjustment == 0 {
                        confirmationAdjustment = threshold - position
                        position += confirmationAdjustment
                        animated = true
                    }
                    confirmed = true
                }
            }
        } else {
            threshold = swipe.openThreshold
        }
        isConfirmed = confirmed
        let lower = min(threshold, 0)
        let upper = max(threshold, 0)
        if position > upper {
            position = upper + pow(position - upper, 0.7)
        } else if position < lower {
            position = lower - pow(abs(position - lower), 0.7)
        }
        move(to: position, animated: animated)
    }

    /// `_swipeRecognizerEnded:wasCancelled:`.
    private func swipeRecognizerEnded(cancelled: Bool) {
        guard let tableView, let swipe else { return }
        confirmationAdjustment = 0
        let velocity = panGestureRecognizer.velocity(in: tableView).x
        let translation = panGestureRecognizer.translation(in: tableView).x
        if !cancelled, isConfirmed {
            move(to: swipe.confirmationThreshold, animated: true)
            perform(actionAt: 0)
            return
        }
        let open = swipe.openThreshold
        var opens = false
        if abs(open) > 0 {
            if abs(velocity) <= 50 {
                let position = translation + initialTranslation
                opens = swipe.isTrailing ? position < open * 0.5 : position > open * 0.5
            } else {
                opens = swipe.isTrailing ? velocity < -50 : velocity > 50
            }
        }
        if opens {
            move(to: open, animated: true)
            isOpen = true
            initialTranslation = open
            dismissalGestureRecognizer.isEnabled = true
        } else {
            resetSwipe(animated: true)
        }
    }

    // MARK: The row

    /// Moves the swiped row's content to `position`, revealing the actions in the gap.
    private func move(to position: CGFloat, animated: Bool) {
        offset = position
        guard let swipe, let cell = tableView?.visibleByIndexPath[swipe.indexPath] else { return }
        apply(to: cell, swipe: swipe, animated: animated)
    }

    private func apply(to cell: UITableViewCell, swipe: Swipe, animated: Bool) {
        if cell.pullView == nil || cell.pullView?.isTrailing != swipe.isTrailing {
            cell.pullView?.removeFromSuperview()
            let pull = UISwipeActionPullView(actions: swipe.configuration.actions, trailing: swipe.isTrailing) {
                [weak self] index in self?.perform(actionAt: index)
            }
            cell.pullView = pull
            cell.addSubview(pull)
            pull.layout(in: cell.bounds, offset: 0)
        }
        cell.swipeOffset = offset
        cell.setNeedsLayout()
        if animated {
            // A swiped row can be caught while it springs (UIKit drives it with a property animator, whose
            // `isUserInteractionEnabled` is true by default), so its views keep taking touches.
            UIView.animateModelSpring(
                withDuration: 0.4, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: .allowUserInteraction,
                animations: { cell.layoutBelowIfNeeded() })
        } else {
            cell.layoutBelowIfNeeded()
        }
    }

    /// A cell the table just made for a row: shows the swipe if it is that row's.
    func cellDidAppear(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard let swipe, swipe.indexPath == indexPath, offset != 0 else { return }
        apply(to: cell, swipe: swipe, animated: false)
    }

    /// `resetSwipedItemAnimated:completion:`: the row closes and the swipe is over.
    func resetSwipe(animated: Bool) {
        guard let tableView, let swipe else { return }
        self.swipe = nil
        offset = 0
        isOpen = false
        isConfirmed = false
        initialTranslation = 0
        dismissalGestureRecognizer.isEnabled = false
        if let cell = tableView.visibleByIndexPath[swipe.indexPath] {
            cell.swipeOffset = 0
            cell.setNeedsLayout()
            let pull = cell.pullView
            let finish = {
                guard cell.pullView === pull, cell.swipeOffset == 0 else { return }
                pull?.removeFromSuperview()
                cell.pullView = nil
            }
            if animated {
                UIView.animateModelSpring(
                    withDuration: 0.4, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                    options: .allowUserInteraction, animations: { cell.layoutBelowIfNeeded() },
                    completion: { _ in finish() }
                )
            } else {
                cell.layoutBelowIfNeeded()
                finish()
            }
        }
        tableView.tableDelegate?.tableView(tableView, didEndEditingRowAt: swipe.indexPath)
    }

    /// Runs the action's handler; its completion closes the row if it is still there.
    private func perform(actionAt index: Int) {
        guard let tableView, let swipe, swipe.configuration.actions.indices.contains(index) else { return }
        let action = swipe.configuration.actions[index]
        let cell = tableView.visibleByIndexPath[swipe.indexPath]
        let source: UIView = cell?.pullView?.buttons[index] ?? cell ?? tableView
        action.handler(action, source) { [weak self] _ in
            guard let self, let current = self.swipe, current.indexPath == swipe.indexPath else { return }
            self.resetSwipe(animated: true)
        }
    }

    // MARK: Dismissal

    /// Where a touch at `location` (table coordinates) leaves the open row.
    func dismissal(forTouchAt location: CGPoint) -> Dismissal {
        guard let tableView, let swipe else { return .never }
        let row = tableView.rect(forRowAt: swipe.indexPath)
        guard row.contains(location) else { return .now }
        let gap = abs(offset)
        let onActions = swipe.isTrailing ? location.x >= row.maxX - gap : location.x <= row.minX + gap
        return onActions ? .never : .onLift
    }

    private func dismissalRecognizerDidRecognize(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { resetSwipe(animated: true) }
    }

    // MARK: Table updates

    /// Rows are about to be deleted: a deleted swiped row stops being swiped (its cell goes with it).
    func rowsWillBeDeleted(_ deleted: Set<IndexPath>) {
        guard let swipe else { return }
        if deleted.contains(swipe.indexPath) {
            self.swipe = nil
            offset = 0
            isOpen = false
            isConfirmed = false
            dismissalGestureRecognizer.isEnabled = false
            if let tableView { tableView.tableDelegate?.tableView(tableView, didEndEditingRowAt: nil) }
            return
        }
        let before = deleted.filter { $0.section == swipe.indexPath.section && $0.row < swipe.indexPath.row }.count
        self.swipe?.indexPath.row -= before
    }

    /// Rows are about to move (an insertion): the swiped row follows.
    func rowsWillMove(_ newPath: (IndexPath) -> IndexPath) {
        guard let swipe else { return }
        self.swipe?.indexPath = newPath(swipe.indexPath)
    }
}
