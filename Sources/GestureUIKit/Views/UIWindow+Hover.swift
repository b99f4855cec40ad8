import Foundation

extension UIWindow {
    /// Delivers one pointer input (`PointerInput`): the time advances to it first, as for touches.
    package func send(_ input: PointerInput) {
        switch input {
        case .moved(let point, let time): pointerMoved(to: point, time: time)
        case .left(let time): pointerLeft(time: time)
        }
    }

    /// The desktop's pointer, no button down, is at `location` (window points) at `time`: the hover recognizers of
    /// the view under it and its ancestors begin (on entering) or change; those it has left end.
    ///
    /// UIKit sends hover events to the hover recognizers of the views under the pointer
    /// (`UIHoverGestureRecognizer`). While a touch is down (a mouse button is a touch in the kit) moves are ignored:
    /// UIKit pauses hovering until every button is released.
    package func pointerMoved(to location: CGPoint, time: Double) {
        advance(to: time)
        guard touchesByFinger.isEmpty else { return }
        let hit = hitTest(CGPoint(x: location.x + bounds.minX, y: location.y + bounds.minY), with: nil)
        let under = hoverRecognizers(from: hit)
        environment.withDispatch {
            for recognizer in enteredHoverRecognizers where !under.contains(where: { $0 === recognizer }) {
                endHover(recognizer, rule: .pointerLeft(view: recognizer.view?.displayName ?? "-"))
            }
            for recognizer in under {
                recognizer.pointerInWindow = location
                if recognizer.hasEntered {
                    if recognizer.state.isActive { recognizer.setState(.changed, rule: .pointerMoved) }
                    continue
                }
                recognizer.hasEntered = true
                guard recognizer.state == .possible else { continue }
                environment.takePart(recognizer)
                recognizer.setState(.began, rule: .pointerEntered(view: recognizer.view?.displayName ?? "-"))
            }
        }
    }

    /// The pointer left the window at `time`: every hover recognizer it was over ends.
    package func pointerLeft(time: Double) {
        advance(to: time)
        environment.withDispatch {
            for recognizer in enteredHoverRecognizers { endHover(recognizer, rule: .pointerLeftWindow) }
        }
    }

    /// The enabled hover recognizers of `view` and its ancestors, the view's first.
    private func hoverRecognizers(from view: UIView?) -> [UIHoverGestureRecognizer] {
        var result: [UIHoverGestureRecognizer] = []
        var current = view
        while let v = current {
            for case let hover as UIHoverGestureRecognizer in v.attachedRecognizers where hover.isEnabled {
                result.append(hover)
            }
            current = v.superview
        }
        return result
    }

    /// The hover recognizers in this tree that the pointer is over.
    private var enteredHoverRecognizers: [UIHoverGestureRecognizer] {
        allGestureRecognizers.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.hasEntered)
    }

    /// The pointer left `recognizer`'s view: an active (or parked) hover ends.
    private func endHover(_ recognizer: UIHoverGestureRecognizer, rule: RecognizerRule) {
        recognizer.hasEntered = false
        if recognizer.state.isActive || recognizer.isWaitingForFailure { recognizer.setState(.ended, rule: rule) }
        recognizer.pointerInWindow = nil
    }
}
