// A user's file imports Foundation and GestureLabKit together: the geometry names must not be ambiguous.
import Foundation
import GestureLabKit
import Testing

@Suite("A file importing Foundation and GestureLabKit")
struct FoundationTogetherTests {
    @Test("CGRect, CGPoint and CGAffineTransform work with UIView in the same file")
    func geometryIsUnambiguous() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame.width == 200)
        #expect(view.bounds.insetBy(dx: 10, dy: 10).contains(CGPoint(x: 50, y: 25)))
        let moved = CGAffineTransform.identity.concatenating(CGAffineTransform(translationX: 5, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 6, y: 1))
    }

    @Test("views, controllers and recognizers are Hashable by identity")
    func identityHashing() {
        let a = UIView(), b = UIView()
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        let pan = UIPanGestureRecognizer()
        #expect(Set<UIGestureRecognizer>([pan, pan]).count == 1)
        #expect(UIViewController() != UIViewController())
    }

    @Test("a view controller's view loads lazily: loadView, then viewDidLoad")
    func lazyView() {
        final class Custom: UIViewController {
            var calls: [String] = []
            override func loadView() {
                calls.append("loadView")
                view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            override func viewDidLoad() { calls.append("viewDidLoad") }
        }
        let controller = Custom()
        #expect(!controller.isViewLoaded)
        #expect(controller.view is UIScrollView)
        _ = controller.view
        #expect(controller.calls == ["loadView", "viewDidLoad"])
    }

    @Test("a superview keeps a subclass alive; removing it frees it")
    func superviewOwnsSubviews() {
        final class Marker: UIView { var stamp = 7 }
        let parent = UIView()
        weak var weakChild: Marker?
        do {
            let child = Marker()
            weakChild = child
            parent.addSubview(child)
        }
        #expect(weakChild?.stamp == 7)
        #expect(parent.subviews.first is Marker)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)
    }
}
