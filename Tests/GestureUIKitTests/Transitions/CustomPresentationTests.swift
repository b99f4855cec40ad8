import Foundation
import Testing

@testable import GestureUIKit

/// A half-height card: a `.custom` presentation whose presentation controller dims the presenting view, places the
/// card in the bottom half, and logs its hooks.
private final class HalfCardPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var log: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.append("presentationWillBegin")
        if let containerView {
            dimmingView.frame = containerView.bounds
            containerView.insertSubview(dimmingView, at: 0)
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.append("dismissalDidEnd \(completed)")
        if completed { dimmingView.removeFromSuperview() }
    }
    override func containerViewWillLayoutSubviews() {
        if log.last != "containerWillLayout" { log.append("containerWillLayout") }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

private final class HalfCardDelegate: UIViewControllerTransitioningDelegate {
    var presentationController: HalfCardPresentationController?
    let presentAnimator = SlideAnimator(presenting: true, duration: 0.3)
    let dismissAnimator = SlideAnimator(presenting: false, duration: 0.3)

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = HalfCardPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { presentAnimator }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }
}

@Suite("Presentations: modal styles and a custom UIPresentationController")
struct CustomPresentationTests {
    @Test(".custom asks the delegate for its presentation controller, which sizes the card and keeps the presenter")
    func customPresentationController() {
        let harness = Harness()
        let root = AppearanceLoggingController()
        root.view.frame = harness.window.bounds
        harness.add(root.view)
        let delegate = HalfCardDelegate()
        let card = AppearanceLoggingController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        var completions = 0
        root.present(card, animated: true) { completions += 1 }
        harness.window.advance(to: 0.5)
        let controller = delegate.presentationController
        #expect(controller != nil && card.presentationController === controller)
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(controller?.containerView?.window === harness.window)
        #expect(controller?.dimmingView.superview === controller?.containerView)
        #expect(root.view.window === harness.window)  // shouldRemovePresentersView is false for .custom
        #expect(root.log.isEmpty)  // the presenter stays on screen: no disappearance
        #expect(card.log == ["willAppear", "didAppear"])
        #expect(completions == 1)
        #expect(controller?.log.first == "presentationWillBegin")
        #expect(controller?.log.contains("containerWillLayout") == true)
        #expect(controller?.log.last == "presentationDidEnd true")
        root.dismiss(animated: true) { completions += 1 }
        harness.window.advance(to: 1)
        #expect(root.presentedViewController == nil && card.view.window == nil)
        #expect(controller?.containerView == nil)
        #expect(controller?.log.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd true"])
        #expect(completions == 2)
        #expect(delegate.dismissAnimator.ended == [true])
    }

    @Test(".fullScreen takes the presenting view out of the window; .overFullScreen leaves it underneath")
    func presenterRemovalByStyle() {
        for (style, removes) in [(UIModalPresentationStyle.fullScreen, true), (.overFullScreen, false)] {
            let harness = Harness()
            let root = AppearanceLoggingController()
            root.view.frame = harness.window.bounds
            harness.add(root.view)
            let page = AppearanceLoggingController()
            page.modalPresentationStyle = style
            root.present(page, animated: false)
            #expect((root.view.window == nil) == removes)
            #expect(root.log == (removes ? ["willDisappear", "didDisappear"] : []))
            root.dismiss(animated: false)
            #expect(root.view.window === harness.window)
            #expect(harness.window.subviews.last === root.view)  // the container is gone, the root back in place
            #expect(root.log == (removes ? ["willDisappear", "didDisappear", "willAppear", "didAppear"] : []))
        }
    }
}
