import GestureLabKit
import GestureLabTesting
import Testing

/// The user's screen: a "Follow" button that, once tapped, glides down 300 pt over a second with `UIView.animate`
/// (`interaction=on` passes `.allowUserInteraction`). Every tap it takes is reported.
final class GlidingButtonScene: LabScene {
    static let name = "user-gliding-button"
    static let summary = "A button animated with UIView.animate, tapped mid-flight."
    static let options: [LabOption] = [.toggle("interaction", default: false)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let root = UIViewController()
        root.title = "profile"
        root.view.backgroundColor = .white
        let follow = UIButton(type: .system)
        follow.setTitle("Follow", for: .normal)
        follow.accessibilityIdentifier = "follow"
        follow.frame = CGRect(x: 100, y: 100, width: 190, height: 50)
        let options: UIView.AnimationOptions = lab.option("interaction") == "on" ? [.allowUserInteraction] : []
        follow.addAction(
            UIAction { [lab] action in
                lab.report("followTapped")
                guard let button = action.sender as? UIView, button.frame.minY < 200 else { return }
                UIView.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear)) {
                    button.frame = CGRect(x: 100, y: 400, width: 190, height: 50)
                }
            }, for: .touchUpInside)
        root.view.addSubview(follow)
        return root
    }
}

@Suite("A button in flight under UIView.animate, tapped as a user taps it", .serialized)
struct AnimatedButtonTests {
    /// Where the button goes: its frame is 400...450 from the first tap on.
    static let target = CGPoint(x: 195, y: 425)

    /// The middle of where the button is drawn now (its presentation layer).
    static func drawnCenter(_ tester: GestureTester) throws -> CGPoint {
        let frame = try #require(tester.window.descendant(named: "follow")?.layer.presentation()?.frame)
        #expect(frame.minY > 150 && frame.maxY < 400)  // mid-flight: neither at the start nor at the target
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("without .allowUserInteraction the gliding button takes no tap, where it is drawn or where it goes")
    func ignoresTouchesInFlight() throws {
        let tester = try GestureTester(GlidingButtonScene.self)
        tester.tap(at: CGPoint(x: 195, y: 125))
        tester.advance(by: 0.4)
        tester.tap(at: try Self.drawnCenter(tester))
        tester.tap(at: Self.target)
        #expect(tester.actionNames == ["followTapped"])
    }

    @Test("with .allowUserInteraction a tap at its target frame hits it and a tap where it is drawn does not")
    func hitTestsTheModelWithAllowUserInteraction() throws {
        let tester = try GestureTester(GlidingButtonScene.self, options: ["interaction": "on"])
        tester.tap(at: CGPoint(x: 195, y: 125))
        tester.advance(by: 0.4)
        tester.tap(at: try Self.drawnCenter(tester))
        #expect(tester.actionNames == ["followTapped"])
        tester.tap(at: Self.target)
        #expect(tester.actionNames == ["followTapped", "followTapped"])
    }
}
