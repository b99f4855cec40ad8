import Foundation
import GestureUIKit
import GestureLabKit
import GestureLabTesting
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

/// A full-screen container with the 24x24 button at (300, 100); each touch-up inside is reported as `tapped`.
final class WideHitButtonScene: LabScene {
    static let name = "wide-hit-button"
    static let summary = "A 24 pt button answering touches 20 pt around it."
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.accessibilityIdentifier = "container"
        controller.view.addSubview(container)
        let button = WideHitButton(frame: CGRect(x: 300, y: 100, width: 24, height: 24))
        button.accessibilityIdentifier = "button"
        container.addSubview(button)
        button.addAction(UIAction { [lab] _ in lab.report("tapped") }, for: .touchUpInside)
        return controller
    }
}

@Suite("A UIControl subclass's point(inside:with:) and touches overrides are consulted, super tracks")
struct ControlSubclassHookTests {
    @Test("a tap 15 pt left of the 24 pt button hits it and fires touchUpInside through the overridden touchesBegan")
    func widenedPointInsideTaps() throws {
        let tester = try GestureTester(WideHitButtonScene.self)
        let window = tester.window
        let container = try #require(window.descendant(named: "container"))
        let buttonView = try #require(window.descendant(named: "button"))
        let button = try #require(buttonView as? WideHitButton)
        #expect(window.hitTest(CGPoint(x: 285, y: 112), with: nil) === buttonView)
        #expect(window.hitTest(CGPoint(x: 270, y: 112), with: nil) === container)
        tester.advance(to: 0.1)
        tester.tap(at: CGPoint(x: 285, y: 112))
        #expect(tester.didReport("tapped", count: 1))
        #expect(button.touchesBeganSeen == 1)
        tester.advance(to: 0.5)
        tester.tap(at: CGPoint(x: 270, y: 112))
        #expect(tester.didReport("tapped", count: 1))
    }
}
