import Foundation
import GestureLabKit
import GestureLabTesting
import GestureUIKit
import Testing

/// Pasted-style UIKit code: a view controller that dismisses a keyboard-like state on any tap its views do not
/// handle, by overriding `touchesBegan(_:with:)` and calling `super`, with a button inside that must keep its taps.
final class TapOutsideViewController: UIViewController {
    var onTouchesBegan: (() -> Void)?
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        card.accessibilityIdentifier = "card"
        view.addSubview(card)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.accessibilityIdentifier = "button"
        card.addSubview(button)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if touches.first?.view?.isKind(of: UIView.self) == true { onTouchesBegan?() }
    }
}

/// The controller above as a scene: `outside` for each tap that reached the controller, `button` for the button.
final class TapOutsideScene: LabScene {
    static let name = "tap-outside"
    static let summary = "A view controller that hears the taps its views leave unhandled."
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = TapOutsideViewController()
        controller.onTouchesBegan = { [lab] in lab.report("outside") }
        controller.loadViewIfNeeded()
        controller.button.addAction(UIAction { [lab] _ in lab.report("button") }, for: .touchUpInside)
        return controller
    }
}

@Suite("A view controller's touchesBegan override hears what its views leave unhandled")
struct ResponderChainPortTests {
    @Test("a tap on the plain card reaches the controller; a tap on the button fires it and does not")
    func tapOutside() throws {
        let tester = try GestureTester(TapOutsideScene.self)
        tester.advance(to: 0.1)
        tester.tap(at: CGPoint(x: 300, y: 250))  // on the card, away from the button
        #expect(tester.didReport("outside", count: 1))
        tester.advance(to: 0.6)
        tester.tap(at: CGPoint(x: 80, y: 142))  // on the button
        #expect(tester.didReport("button", count: 1))
        #expect(tester.didReport("outside", count: 1))
        tester.advance(to: 1.1)
        tester.tap(at: CGPoint(x: 200, y: 600))  // on the controller's own view
        #expect(tester.didReport("outside", count: 2))
    }
}
