import Foundation
import GestureUIKit

/// A pan that begins only on vertical motion, and at once when its touch lands on a page still moving after a
/// fling (as UIScrollView catches a deceleration), for the hand-off strategies that drive both scroll views.
///
/// Written as an iOS subclass is: until the touch has moved 10 pt vertically (UIKit's pan hysteresis) the moves
/// are not passed to `UIPanGestureRecognizer`, so horizontal motion never begins it; a touch that lands while
/// `catchesMotion` says a motion was running sets `state = .began` at once.
final class VerticalDragGestureRecognizer: UIPanGestureRecognizer {
    /// Points: the vertical motion that begins the pan (UIKit's pan hysteresis, 10 pt).
    static let verticalHysteresis: CGFloat = 10

    /// Asked when the first finger lands: true stops a running motion, and the drag begins at once.
    var catchesMotion: (() -> Bool)?
    private var startY: CGFloat?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if startY == nil, let touch = touches.first { startY = touch.location(in: nil).y }
        if state == .possible, numberOfTouches == 1, catchesMotion?() == true {
            state = .began
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let startY, let touch = touches.first,
            abs(touch.location(in: nil).y - startY) < Self.verticalHysteresis
        {
            return
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        startY = nil
    }
}
