import Foundation
import Testing
@testable import GestureUIKit

/// A view controller that records the touches that reach it up the responder chain.
private final class TouchLoggingController: UIViewController {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A responder that may become first responder.
private final class EditableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@Suite("UIResponder: the responder chain and touches forwarded up it")
struct ResponderChainTests {
    @Test("a view controller's root view's next is the controller; a subview's is its superview; the window's nil")
    func viewChain() {
        let window = UIWindow(size: CGSize(390, 844))
        let controller = UIViewController()
        let root: UIView = controller.view
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        window.addSubview(root)
        #expect(child.next === root)
        #expect(root.next === controller)
        #expect(controller.next === window)
        #expect(window.next == nil)
        // A view the controller no longer has is an ordinary view again.
        controller.view = UIView()
        #expect(root.next === window)
    }

    @Test("a controller in a navigation controller: its view's superview, up to the navigation controller")
    func navigationChain() throws {
        let window = UIWindow(size: CGSize(390, 844))
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        window.addSubview(navigation.view)
        let superview = try #require(top.view.superview)
        #expect(top.next === superview)
        var responder: UIResponder? = top
        var chain: [UIResponder] = []
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        #expect(chain.contains { $0 === navigation })
        #expect(chain.last === window)
        #expect(navigation.next === window)
    }

    @Test("a presented controller's next is the one that presented it")
    func presentedChain() {
        let window = UIWindow(size: CGSize(390, 844))
        let root = UIViewController()
        window.addSubview(root.view)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        #expect(presented.presentingViewController === root)
        #expect(presented.view.next === presented)
        #expect(presented.next === root)
    }

    @Test("touches on a subview that does not handle them reach the view controller that overrides touchesBegan")
    func touchesReachController() {
        let window = UIWindow(size: CGSize(390, 844))
        let controller = TouchLoggingController()
        controller.view.frame = window.bounds
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        controller.view.addSubview(child)
        window.addSubview(controller.view)
        window.touchDown(finger: 1, at: CGPoint(50, 50), time: 0)
        window.touchMoved(finger: 1, to: CGPoint(52, 50), time: 0.02)
        window.touchUp(finger: 1, at: CGPoint(52, 50), time: 0.04)
        #expect(controller.log == ["began", "moved", "ended"])
    }

    @Test("a view that handles its touches (no super call) keeps them from the controller")
    func handledTouchesStop() {
        final class Absorbing: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let window = UIWindow(size: CGSize(390, 844))
        let controller = TouchLoggingController()
        controller.view.frame = window.bounds
        let child = Absorbing(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        controller.view.addSubview(child)
        window.addSubview(controller.view)
        window.touchDown(finger: 1, at: CGPoint(50, 50), time: 0)
        window.touchUp(finger: 1, at: CGPoint(50, 50), time: 0.04)
        #expect(child.began == 1)
        #expect(controller.log.isEmpty)
    }

    @Test("a UIControl does not forward the touches it tracks: a tap on a button fires it, the controller hears none")
    func controlKeepsTrackedTouches() {
        let window = UIWindow(size: CGSize(390, 844))
        let controller = TouchLoggingController()
        controller.view.frame = window.bounds
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        controller.view.addSubview(button)
        window.addSubview(controller.view)
        window.touchDown(finger: 1, at: CGPoint(50, 20), time: 0)
        window.touchUp(finger: 1, at: CGPoint(50, 20), time: 0.05)
        #expect(taps == 1)
        #expect(controller.log.isEmpty)
    }

    @Test("a scroll view keeps the touches that reach it")
    func scrollViewKeepsTouches() {
        let window = UIWindow(size: CGSize(390, 844))
        let controller = TouchLoggingController()
        controller.view.frame = window.bounds
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(390, 2000)
        scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100)))
        controller.view.addSubview(scrollView)
        window.addSubview(controller.view)
        window.touchDown(finger: 1, at: CGPoint(50, 50), time: 0)
        window.touchUp(finger: 1, at: CGPoint(50, 50), time: 0.05)
        window.advance(to: 0.3)
        #expect(controller.log.isEmpty)
    }

    @Test("a recognizer that recognizes cancels the touches; the cancellation goes up the chain too")
    func cancellationForwarded() {
        let window = UIWindow(size: CGSize(390, 844))
        let controller = TouchLoggingController()
        controller.view.frame = window.bounds
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        child.addGestureRecognizer(UIPanGestureRecognizer())
        controller.view.addSubview(child)
        window.addSubview(controller.view)
        window.touchDown(finger: 1, at: CGPoint(100, 100), time: 0)
        for step in 1...10 {
            window.touchMoved(finger: 1, to: CGPoint(100, 100 + Double(step) * 10), time: Double(step) * 0.01)
        }
        window.touchUp(finger: 1, at: CGPoint(100, 200), time: 0.12)
        #expect(controller.log.first == "began")
        #expect(controller.log.last == "cancelled")
        #expect(!controller.log.contains("ended"))
    }

    @Test("first responder: only one at a time in a window; a view that cannot become one is refused")
    func firstResponder() {
        let window = UIWindow(size: CGSize(390, 844))
        let first = EditableView(), second = EditableView(), plain = UIView()
        for view in [first, second, plain] { window.addSubview(view) }
        #expect(!plain.becomeFirstResponder())
        #expect(!plain.isFirstResponder)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
    }

    @Test("UIAccessibility.isVoiceOverRunning is false on the desktop model")
    func voiceOver() {
        #expect(!UIAccessibility.isVoiceOverRunning)
    }
}
