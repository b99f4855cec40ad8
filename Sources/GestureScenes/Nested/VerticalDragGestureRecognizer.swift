import GestureCore

/// A pan that begins only on vertical motion, and at once when its touch lands on a page still moving after a
/// fling (as UIScrollView catches a deceleration), for the hand-off strategies that drive both scroll views.
final class VerticalDragGestureRecognizer: PanGestureRecognizer {
    /// Asked when the first finger lands: true stops a running motion, and the drag begins at once.
    var catchesMotion: (() -> Bool)?

    override var kind: String { "pan" }

    override func reasonToBegin(translation t: Point) -> String? {
        abs(t.y) >= hysteresis ? "moved \(hysteresis.compact) pt vertically" : nil
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible, numberOfTouches == 1, catchesMotion?() == true {
            setState(.began, reason: "caught the page while it was moving")
        }
    }
}
