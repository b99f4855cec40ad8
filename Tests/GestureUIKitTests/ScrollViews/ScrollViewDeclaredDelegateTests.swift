import Foundation
import Testing
@testable import GestureUIKit

/// A scroll view subclass written as iOS code writes it: `class X: UIScrollView, UIGestureRecognizerDelegate`, its
/// delegate methods without `override` (UIKit's header declares neither on UIScrollView), asked for its own pan.
@Suite("A scroll view subclass that declares UIGestureRecognizerDelegate")
struct ScrollViewDeclaredDelegateTests {
    final class RefusingScrollView: UIScrollView, UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            asked += 1
            return gestureRecognizer !== panGestureRecognizer
        }
    }

    final class OuterScrollView: UIScrollView, UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            gestureRecognizer === panGestureRecognizer && otherGestureRecognizer is UIPanGestureRecognizer
        }
    }

    @Test("its shouldReceive is asked and hides the touch from its own pan")
    func shouldReceive() {
        let harness = ScrollHarness()
        let list = RefusingScrollView(frame: harness.window.bounds, name: "list")
        list.contentSize = CGSize(390, 10_000)
        harness.window.addSubview(list)
        harness.drag(CGPoint(200, 500), CGPoint(200, 300), from: 0, steps: 20)
        #expect(list.asked > 0)
        #expect(harness.states(of: "list.pan").isEmpty)
        #expect(list.contentOffset.y == 0)
    }

    @Test("its simultaneous answer lets an inner list's pan and its own recognize together")
    func simultaneous() {
        let harness = ScrollHarness()
        let outer = OuterScrollView(frame: harness.window.bounds, name: "outer")
        outer.contentSize = CGSize(390, 2_000)
        harness.window.addSubview(outer)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "inner")
        inner.contentSize = CGSize(390, 5_000)
        outer.addSubview(inner)
        harness.drag(CGPoint(200, 600), CGPoint(200, 300), from: 0, steps: 30)
        #expect(harness.states(of: "inner.pan").first == "began")
        #expect(harness.states(of: "outer.pan").first == "began")
        #expect(!harness.states(of: "outer.pan").contains("failed"))
    }

    @Test("without the declaration the scroll view's own rules answer, and delegate reads the object answering for it")
    func undeclared() {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "list")
        let answering = list.ownRecognizersDelegate
        #expect(list.panGestureRecognizer.delegate === answering)
        #expect(answering.gestureRecognizer(list.scrollPan, shouldRecognizeSimultaneouslyWith: list.scrollPinch))
        #expect(!answering.gestureRecognizer(list.scrollPan, shouldRecognizeSimultaneouslyWith: UIPanGestureRecognizer()))
        let declared = OuterScrollView()
        #expect(declared.panGestureRecognizer.delegate === declared)
        // Its own pan and pinch still recognize together (the deviation: a subclass can only add pairs).
        #expect(declared.ownRecognizersDelegate.gestureRecognizer(
            declared.scrollPan, shouldRecognizeSimultaneouslyWith: declared.scrollPinch))
    }
}
