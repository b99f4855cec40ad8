import Foundation
import Testing
@testable import GestureUIKit

/// A window with a 100x50 button at (20, 100) that counts its touch-up-inside actions.
private final class ButtonStage {
    let window = UIWindow(size: CGSize(390, 844))
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 50), name: "button", title: "Go")
    private(set) var taps = 0

    init() {
        window.addSubview(button)
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        window.advance(to: 0)
    }

    /// Moves the button by 200 pt down over 1 s, linear, from t = 0.
    func animateDown(options: UIView.AnimationOptions = []) {
        UIView.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear)) {
            self.button.frame = CGRect(x: 20, y: 300, width: 100, height: 50)
        }
    }

    func tap(_ point: CGPoint, at time: Double) {
        window.touchDown(finger: 1, at: point, time: time)
        window.touchUp(finger: 1, at: point, time: time + 0.02)
    }
}

@Suite("Animation and touches: the views being animated ignore touches unless .allowUserInteraction")
struct AnimationTouchTests {
    /// Where the button is drawn at t = 0.5 (half way) and where it goes.
    static let drawnMidFlight = CGPoint(70, 225)
    static let target = CGPoint(70, 325)

    @Test("without .allowUserInteraction a button mid-flight takes no tap, neither where drawn nor at its target")
    func animatingButtonIgnoresTouches() {
        let stage = ButtonStage()
        stage.animateDown()
        stage.tap(Self.drawnMidFlight, at: 0.5)
        stage.tap(Self.target, at: 0.55)
        #expect(stage.taps == 0)
        stage.tap(Self.target, at: 1.2)  // the animation is over: the button is there and takes the tap
        #expect(stage.taps == 1)
    }

    @Test("with .allowUserInteraction a tap at the target frame hits it and a tap where it is drawn does not")
    func allowUserInteractionHitTestsTheModel() {
        let stage = ButtonStage()
        stage.animateDown(options: .allowUserInteraction)
        stage.tap(Self.drawnMidFlight, at: 0.5)
        #expect(stage.taps == 0)
        stage.tap(Self.target, at: 0.55)
        #expect(stage.taps == 1)
    }

    @Test("mid-flight the model is the target, layer.presentation() and the drawing are where the button is drawn")
    func presentationIsWhatIsDrawn() throws {
        let stage = ButtonStage()
        stage.animateDown()
        stage.window.advance(to: 0.5)
        #expect(stage.button.frame == CGRect(x: 20, y: 300, width: 100, height: 50))
        #expect(stage.button.layer.frame == CGRect(x: 20, y: 300, width: 100, height: 50))
        let presentation = try #require(stage.button.layer.presentation())
        #expect(abs(presentation.frame.minY - 200) < 1e-9)
        #expect(abs(presentation.position.y - 225) < 1e-9)
        #expect(presentation.opacity == 1)
        #expect(presentation.model() === stage.button.layer)
        var list = DisplayList()
        stage.window.render(into: &list)
        let fills = list.commands.compactMap { command -> CGRect? in
            guard case .fill(let rect, let transform, _, _) = command else { return nil }
            return transform.apply(to: rect)
        }
        #expect(fills.contains { abs($0.minY - 200) < 1e-9 && abs($0.height - 50) < 1e-9 })
        stage.window.advance(to: 1.1)
        #expect(try #require(stage.button.layer.presentation()).frame == stage.button.frame)
    }

    @Test("removeAllAnimations draws the model at once and the completion gets false")
    func removeAllAnimationsShowsTheModel() throws {
        let stage = ButtonStage()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, animations: { stage.button.alpha = 0.2 }, completion: { finished = $0 })
        stage.window.advance(to: 0.5)
        #expect(try #require(stage.button.layer.presentation()).opacity > 0.21)
        stage.button.layer.removeAllAnimations()
        #expect(finished == false)
        #expect(abs(try #require(stage.button.layer.presentation()).opacity - 0.2) < 1e-6)
        stage.tap(CGPoint(70, 125), at: 0.6)  // no animation any more: the button takes touches again
        #expect(stage.taps == 1)
    }
}
