import Foundation
import Testing

@testable import GestureUIKit

/// `UIViewPropertyAnimator` driven as gesture code drives it: a pan scrubs `fractionComplete` and, at the lift,
/// the animator finishes or reverses (the interactive card of WWDC 2016 "Advanced Animations with UIKit").
@Suite("UIViewPropertyAnimator: scrubbed by a pan, finished or reversed at the lift")
struct PropertyAnimatorTests {
    /// A card that a pan slides down by up to 300 pt: began makes and pauses the animator, changed scrubs it,
    /// ended continues it, reversed when the card went less than half way.
    final class CardScreen {
        let harness = Harness()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        var animator: UIViewPropertyAnimator?
        var positions: [UIViewAnimatingPosition] = []
        var fractionsWhileDragging: [CGFloat] = []

        init() {
            harness.add(card)
            card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
        }

        private func handle(_ pan: UIPanGestureRecognizer) {
            switch pan.state {
            case .began:
                let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { [card] in
                    card.transform = CGAffineTransform(translationX: 0, y: 300)
                }
                animator.addCompletion { [unowned self] in positions.append($0) }
                animator.pauseAnimation()
                self.animator = animator
            case .changed:
                animator?.fractionComplete = pan.translation(in: card.superview).y / 300
                fractionsWhileDragging.append(animator?.fractionComplete ?? -1)
            case .ended, .cancelled:
                guard let animator else { return }
                animator.isReversed = animator.fractionComplete < 0.5
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            default: break
            }
        }

        /// The drawn vertical offset of the card.
        var drawnOffset: CGFloat { card.presented.transform?.ty ?? card.transform.ty }
    }

    @Test("a drag past half way scrubs the card under the finger, then it finishes at the end on its own")
    func finishesPastHalfWay() {
        let screen = CardScreen()
        screen.harness.drag(CGPoint(195, 150), CGPoint(195, 360), from: 0, duration: 0.3, lift: false)
        // The pan began after its 10 pt hysteresis, which UIKit takes off the translation: 210 pt moved, 200 scrubbed.
        let fraction = screen.animator?.fractionComplete ?? -1
        #expect(abs(fraction - 200.0 / 300) < 0.01)
        #expect(abs(screen.drawnOffset - 200) < 3)  // linear scrubbing: drawn where the finger is
        #expect(screen.card.transform.ty == 300)  // the model is at the end from the start
        #expect(screen.animator?.state == .active && screen.animator?.isRunning == false)
        screen.harness.window.touchUp(finger: 1, at: CGPoint(195, 360), time: 0.3)
        screen.harness.window.advance(to: 0.35)
        #expect(screen.drawnOffset > 200 && screen.drawnOffset < 300)  // gliding on, no jump back
        screen.harness.window.advance(to: 1.2)
        #expect(screen.positions == [.end])
        #expect(screen.card.transform.ty == 300)
        #expect(screen.card.presented.transform == nil)
        #expect(screen.animator?.state == .inactive)
    }

    @Test("a short drag reverses at the lift: the card runs back and its model value returns to the start")
    func reversesShortOfHalfWay() {
        let screen = CardScreen()
        screen.harness.drag(CGPoint(195, 150), CGPoint(195, 250), from: 0, duration: 0.2, lift: false)
        #expect(abs((screen.animator?.fractionComplete ?? -1) - 90.0 / 300) < 0.01)
        screen.harness.window.touchUp(finger: 1, at: CGPoint(195, 250), time: 0.2)
        screen.harness.window.advance(to: 0.25)
        #expect(screen.drawnOffset < 90 && screen.drawnOffset > 0)
        screen.harness.window.advance(to: 1.0)
        #expect(screen.positions == [.start])
        #expect(screen.card.transform == .identity)
        #expect(screen.card.presented.transform == nil)
    }

    @Test("fractions follow the finger in order while dragging; the animator takes no time while paused")
    func scrubbingFollowsTheFinger() {
        let screen = CardScreen()
        screen.harness.drag(CGPoint(195, 150), CGPoint(195, 300), from: 0, duration: 0.25, lift: false)
        let fractions = screen.fractionsWhileDragging
        #expect(fractions.count > 10)
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 })
        let before = screen.animator?.fractionComplete
        screen.harness.window.advance(to: 2)  // held still: a paused animator does not move on its own
        #expect(screen.animator?.fractionComplete == before)
        #expect(screen.positions.isEmpty)
    }

    @Test("startAnimation runs along its curve to the end; stopAnimation(false) then finishAnimation(at: .start)")
    func startStopFinish() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.add(view)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.isRunning && animator.state == .active)
        harness.window.advance(to: 0.5)
        #expect(abs((view.presented.alpha ?? -1) - 0.5) < 0.02)
        #expect(abs(animator.fractionComplete - 0.5) < 0.02)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.alpha - 0.5) < 0.02)  // left where it was drawn
        #expect(view.presented.alpha == nil)
        animator.finishAnimation(at: .start)
        #expect(view.alpha == 1)
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
    }

    @Test("runningPropertyAnimator starts after its delay; pausesOnCompletion keeps it active with no completion")
    func runningAndPausesOnCompletion() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.add(view)
        var ended: [UIViewAnimatingPosition] = []
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.2, delay: 0.5, options: [.curveLinear], animations: { view.center = CGPoint(300, 300) },
            completion: { ended.append($0) })
        harness.window.advance(to: 0.4)
        #expect(view.presented.center == CGPoint(50, 50))  // still waiting out its delay
        harness.window.advance(to: 1)
        #expect(ended == [.end])
        #expect(view.center == CGPoint(300, 300))

        let paused = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0.2 }
        paused.pausesOnCompletion = true
        paused.addCompletion { ended.append($0) }
        paused.startAnimation()
        harness.window.advance(to: 2)
        #expect(paused.state == .active && !paused.isRunning)
        #expect(paused.fractionComplete == 1)
        #expect(ended == [.end])
    }
}
