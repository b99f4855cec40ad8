import GestureLabKit
import GestureLabTesting
import Testing

/// A card with a hover recognizer that reports each state it reaches.
final class HoverCardScene: LabScene {
    static let name = "hover-card"
    static let summary = "A card that highlights under the pointer."
    static let options: [LabOption] = []
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let card = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        card.accessibilityIdentifier = "card"
        controller.view.addSubview(card)
        let hover = UIHoverGestureRecognizer { [lab] recognizer in
            switch recognizer.state {
            case .began: lab.report("hoverBegan")
            case .changed: lab.report("hoverChanged")
            case .ended: lab.report("hoverEnded")
            default: break
            }
        }
        hover.name = "card.hover"
        card.addGestureRecognizer(hover)
        return controller
    }
}

@Suite("Hovering through the tester")
struct HoverTests {
    @Test("hover(at:) over the card begins then changes its hover; hoverOut() ends it; time does not move")
    func hoverAndOut() throws {
        let tester = try GestureTester(HoverCardScene.self)
        tester.advance(to: 0.2)
        tester.hover(at: CGPoint(x: 10, y: 10))
        #expect(tester.actionNames.isEmpty)
        tester.hover(at: CGPoint(x: 195, y: 422))
        #expect(tester.time == 0.2)
        tester.advance(by: 0.1)
        tester.hover(at: CGPoint(x: 200, y: 430))
        tester.hoverOut()
        #expect(tester.actionNames == ["hoverBegan", "hoverChanged", "hoverEnded"])
        tester.expectRecognized("card.hover")
    }

    @Test("a finger down pauses hovering: moving off the card while touching does not end it")
    func pausedByTouch() throws {
        let tester = try GestureTester(HoverCardScene.self)
        tester.hover(at: CGPoint(x: 195, y: 422))
        tester.touchDown(at: CGPoint(x: 195, y: 422))
        tester.hover(at: CGPoint(x: 10, y: 10))
        #expect(tester.actionNames == ["hoverBegan"])
        tester.touchUp()
        tester.hover(at: CGPoint(x: 10, y: 10))
        #expect(tester.actionNames == ["hoverBegan", "hoverEnded"])
    }
}
