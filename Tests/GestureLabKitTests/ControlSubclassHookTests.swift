import Foundation
import GestureUIKit
import GestureLabKit
import Testing

/// A 24x24 close button that answers touches 20 pt around it (what apps write to meet the 44 pt guideline without
/// growing the icon) and counts the touches its `touchesBegan` override saw before calling super.
final class WideHitButton: UIButton {
    private(set) var touchesBeganSeen = 0

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesBeganSeen += touches.count
        super.touchesBegan(touches, with: event)
    }
}

@Suite("A UIControl subclass's point(inside:with:) and touches overrides are consulted, super tracks")
struct ControlSubclassHookTests {
    /// A window with a full-screen container and the 24x24 button at (300, 100); taps counts its touch-ups inside.
    private func setUp() -> (UIWindow, UIView, WideHitButton, () -> Int) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(container)
        let button = WideHitButton(frame: CGRect(x: 300, y: 100, width: 24, height: 24))
        container.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        return (window, container, button, { taps })
    }

    private func tap(_ window: UIWindow, at point: CGPoint, time: Double) {
        window.touchDown(finger: 1, at: point, time: time)
        window.touchUp(finger: 1, at: point, time: time + 0.05)
    }

    @Test("a tap 15 pt left of the 24 pt button hits it and fires touchUpInside through the overridden touchesBegan")
    func widenedPointInsideTaps() {
        let (window, container, button, taps) = setUp()
        #expect(window.hitTest(CGPoint(x: 285, y: 112), with: nil) === button)
        #expect(window.hitTest(CGPoint(x: 270, y: 112), with: nil) === container)
        tap(window, at: CGPoint(x: 285, y: 112), time: 0.1)
        #expect(taps() == 1)
        #expect(button.touchesBeganSeen == 1)
        tap(window, at: CGPoint(x: 270, y: 112), time: 0.5)
        #expect(taps() == 1)
    }
}
