import Foundation

/// UIKit's private `_UISwipeActionPanGestureRecognizer`: the pan a table view's swipe handler puts on the table
/// to reveal a row's swipe actions, named `<table>.swipeActions` in reports and panels.
///
/// From the decompiled `-[_UISwipeHandler _setUp]` (iOS 18.2):
/// ```
/// -[UIPanGestureRecognizer setDelegate:](self->_swipeActionPanRecognizer, "setDelegate:", self);
/// -[UIPanGestureRecognizer _setCanPanVertically:](self->_swipeActionPanRecognizer, "_setCanPanVertically:", 0);
/// -[UIPanGestureRecognizer _setHysteresis:](self->_swipeActionPanRecognizer, "_setHysteresis:", 25.0);
/// ```
/// So it begins once the finger has moved 25 pt horizontally (vertical motion is zeroed, so it never begins on a
/// vertical drag, and a vertical scroll of the table, at 10 pt, excludes it), its translation and velocity are
/// horizontal only, the 25 pt are removed from the translation when it begins, and a second finger fails it
/// (conflicts.md §2). Its delegate (the table's swipe controller) decides at that moment whether there is a row
/// under the finger with actions for the direction the velocity gives, so a refusal fails it only at 25 pt.
///
/// It is a `UIPanGestureRecognizer`, as in UIKit, so the fix apps write finds it by looking for the pan in
/// `tableView.gestureRecognizers` that is not `tableView.panGestureRecognizer`, or by its class name
/// (`String(describing: type(of: recognizer)) == "_UISwipeActionPanGestureRecognizer"`).
/// Velocity: 0.2 × the newest sample + 0.8 × the previous one, as `-[UIPanGestureRecognizer velocityInView:]`.
/// Deviation: it tracks its own translation rather than the pan's (UIKit's `_setHysteresis:` is private), so a
/// translation reset after a failure requirement is released keeps the 25 pt trimmed at the crossing.
final class _UISwipeActionPanGestureRecognizer: UIPanGestureRecognizer {
    /// Points of horizontal travel before it begins (`_setHysteresis:25.0`).
    static let hysteresis: CGFloat = 25
    /// Seconds a finger may rest before lifting and still throw (the kit's pan velocity rule, 0.05 s).
    static let staleInterval: TimeInterval = 0.05

    private weak var trackedTouch: UITouch?
    /// Window x of the touch-down and of the translation's zero once begun.
    private var startX: CGFloat = 0
    /// Window y at touch-down (iOS 26's begin test compares the axes).
    private var startY: CGFloat = 0
    private var originX: CGFloat = 0
    private var lastX: CGFloat = 0
    private var lastTime: TimeInterval = 0
    private var hasCrossed = false
    /// Horizontal velocity samples (points per second): the newest and the one before.
    private var newestVelocity: CGFloat?
    private var previousVelocity: CGFloat?

    override class var derivedKind: String { "swipeActions" }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouch == nil, touches.count == 1, let touch = touches.first else {
            transition(to: state == .possible ? .failed : .cancelled, .aSecondFinger)
            return
        }
        trackedTouch = touch
        startX = touch.location(in: nil).x
        startY = touch.location(in: nil).y
        lastX = startX
        lastTime = event.timestamp
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let x = touch.location(in: nil).x
        let dt = event.timestamp - lastTime
        if dt > 0 {
            previousVelocity = newestVelocity
            newestVelocity = (x - lastX) / CGFloat(dt)
        }
        lastX = x
        lastTime = event.timestamp
        switch state {
        case .possible:
            let dx = x - startX
            guard hasCrossed || abs(dx) >= Self.hysteresis else { return }
            // iOS 26.1: the swipe fails at begin when the drag went more vertically than horizontally; iOS 18.2
            // zeroes the vertical movement (`_setCanPanVertically:NO`) and only the horizontal 25 pt count
            // (conflicts.md §2, H).
            let dy = touch.location(in: nil).y - startY
            if !hasCrossed, (view?.window?.iosVersion ?? 18) >= 26, abs(dx) < abs(dy) {
                transition(to: .failed, .movedMoreVerticallyAtBegin(horizontal: abs(dx), vertical: abs(dy)))
                return
            }
            if !hasCrossed {
                hasCrossed = true
                originX = startX + (dx < 0 ? -Self.hysteresis : Self.hysteresis)
            }
            transition(to: .began, .crossedHysteresis(distance: Self.hysteresis, axis: .horizontally))
        case .began, .changed:
            transition(to: .changed, .moved)
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        if event.timestamp - lastTime > Self.staleInterval {
            // A finger that rested before lifting throws nothing (as the kit's pan velocity after a rest).
            newestVelocity = nil
            previousVelocity = nil
        }
        if state == .began || state == .changed || isParked {
            transition(to: .ended, .lifted)
        } else if state == .possible {
            let moved = abs(lastX - startX)
            transition(
                to: .failed, .liftedShortAlong(axis: .horizontally, moved: moved, hysteresis: Self.hysteresis))
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        transition(to: state == .possible ? .failed : .cancelled, .touchCancelled)
    }

    override func reset() {
        super.reset()
        trackedTouch = nil
        hasCrossed = false
        newestVelocity = nil
        previousVelocity = nil
        startX = 0
        originX = 0
        lastX = 0
    }

    /// `translation(in:)`: horizontal only (`_setCanPanVertically:NO`), from where the 25 pt were crossed.
    override func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: hasCrossed ? lastX - originX : 0, y: 0)
    }

    /// `setTranslation(_:in:)`: moves the zero so that the translation is `translation.x` now.
    override func setTranslation(_ translation: CGPoint, in view: UIView?) {
        originX = lastX - translation.x
    }

    /// `velocity(in:)`: horizontal only, 0.2 × the newest sample + 0.8 × the previous.
    override func velocity(in view: UIView?) -> CGPoint {
        guard let newest = newestVelocity else { return .zero }
        guard let previous = previousVelocity else { return CGPoint(x: newest, y: 0) }
        return CGPoint(x: 0.2 * newest + 0.8 * previous, y: 0)
    }
}

extension _UISwipeActionPanGestureRecognizer {
    /// The package API the panels need (not UIKit's subclass API): a state change with its rule, and whether a failure
    /// requirement holds the recognizer (UIKit's subclass API has neither; `state`'s setter gives a generic reason).
    fileprivate func transition(to newState: State, _ rule: RecognizerRule) { setState(newState, rule: rule) }
    fileprivate var isParked: Bool { isWaitingForFailure }
    /// The reason behind the delegate's next refusal, for the panels (`UISwipeActionController`).
    func explain(_ reason: String) { note(reason) }
}
