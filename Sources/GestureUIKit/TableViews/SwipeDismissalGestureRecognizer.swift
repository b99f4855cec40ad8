import Foundation

/// UIKit's private `_UISwipeDismissalGestureRecognizer`: while a row's actions are open, a touch elsewhere
/// closes them; named `<table>.swipeDismissal`.
///
/// `-[_UISwipeHandler _setUp]` adds it to the table disabled, with the handler as its delegate; the handler
/// enables it when a swipe opens a row and disables it when the swipe resets. It delays touchesBegan (UIKit's
/// description of it says `delaysTouchesBegan = YES`), so the row a closing tap lands on is not selected. The
/// handler's `gestureRecognizerShouldBegin:` asks `touchAtLocationShouldDismissSwipedItem:isTouchUp:` for the
/// touch-down and for the lift: here a touch-down outside the swiped row dismisses at once, a touch on the
/// swiped row's content dismisses when it lifts without having moved 10 pt (then the swipe pan may take it back),
/// and a touch on the action buttons never dismisses (the button gets the tap). It recognizes together with the
/// swipe pan and the table's own recognizers (`gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`).
/// Deviation: it subclasses `UITapGestureRecognizer` (its touch methods replace the tap's) because the kit's plain
/// `UIGestureRecognizer` is continuous, and a dismissal is discrete: it recognizes (ends) without beginning.
final class _UISwipeDismissalGestureRecognizer: UITapGestureRecognizer {
    /// Points a touch on the swiped row may move before it is the swipe pan's, not a dismissing tap.
    static let allowableMovement: CGFloat = 10
    weak var controller: UISwipeActionController?
    private var start: CGPoint?

    override class var derivedKind: String { "swipeDismissal" }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard start == nil, let touch = touches.first, let controller, let table = controller.tableView else {
            state = .failed
            return
        }
        let location = touch.location(in: table)
        start = location
        switch controller.dismissal(forTouchAt: location) {
        case .never: dismissalTransition(to: .failed, .onSwipeActions)
        case .now: dismissalTransition(to: .ended, .touchDownOutsideSwipedRow)
        case .onLift: break
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let touch = touches.first, let table = controller?.tableView else { return }
        let location = touch.location(in: table)
        let moved = max(abs(location.x - start.x), abs(location.y - start.y))
        if moved > Self.allowableMovement {
            dismissalTransition(to: .failed, .movedOnSwipedRow(distance: moved))
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        dismissalTransition(to: .ended, .liftedOnSwipedRow)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        dismissalTransition(to: .failed, .touchCancelled)
    }

    override func reset() {
        super.reset()
        start = nil
    }
}

extension _UISwipeDismissalGestureRecognizer {
    /// The package API the panels need (not UIKit's subclass API): a state change with its rule.
    fileprivate func dismissalTransition(to newState: State, _ rule: RecognizerRule) {
        setState(newState, rule: rule)
    }
}
