import Foundation
import GestureUIKit

extension InputTranslator {
    /// The hovering pointer's input for `event`, or nil: mouse motion with no drag or finger down moves it on the
    /// device's screen (in device points, mapped as touches are); leaving the screen or the window ends hovering,
    /// once. Synthetic motion (SDL's copy of a touch) never hovers, and with `--mouse-as-touch` the bridge drops
    /// button-less motion before it gets here (a finger can't hover).
    ///
    /// UIKit hovers only while no button is pressed (UIHoverGestureRecognizer.h); the window also ignores moves
    /// while a touch is down, so this only spares it the calls.
    func pointerInput(for event: InputEvent) -> PointerInput? {
        switch event {
        case .mouseMoved(let x, let y, _, let time, let synthetic):
            guard !synthetic, !isTracking else { return nil }
            let point = mapping.devicePoint(windowX: x, y: y)
            guard mapping.contains(point) else { return leave(time: time) }
            pointerIsOnScreen = true
            return .moved(to: point, time: time)
        case .pointerLeft(let time):
            return leave(time: time)
        default:
            return nil
        }
    }

    /// `.left` when the pointer was on the screen; nil when it had already left.
    private func leave(time: Double) -> PointerInput? {
        guard pointerIsOnScreen else { return nil }
        pointerIsOnScreen = false
        return .left(time: time)
    }
}
