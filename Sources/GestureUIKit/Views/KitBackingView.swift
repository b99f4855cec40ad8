import Foundation
import GestureCore

/// A core view that a kit object stands in front of: it keeps its facade alive while it is in the tree.
///
/// UIKit's superview holds its subviews strongly, so `parent.addSubview(MyView())` keeps the subclass alive.
/// Here the core view is what the tree holds, so the backing holds its facade strongly exactly while it is in
/// a superview (and weakly, through `View.facade`, otherwise): a removed view and its facade are freed.
protocol KitBacking: AnyObject {
    var retainedFacade: AnyObject? { get set }
}

/// The core view behind a `UIView`: every overridable UIView hook is forwarded to the facade, whose default
/// implementation calls back into the core's behaviour (`core…` methods).
final class KitBackingView: View, KitBacking {
    var retainedFacade: AnyObject?
    var owner: UIView? { facade as? UIView }

    override func hitTest(_ point: Point) -> View? {
        guard let owner else { return super.hitTest(point) }
        return owner.hitTest(CGPoint(point), with: nil)?.backing
    }

    func coreHitTest(_ point: Point) -> View? { super.hitTest(point) }

    override func point(inside point: Point) -> Bool {
        guard let owner else { return super.point(inside: point) }
        return owner.point(inside: CGPoint(point), with: nil)
    }

    func corePoint(inside point: Point) -> Bool { super.point(inside: point) }

    override func layoutSubviews() { owner?.layoutSubviews() }

    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let owner else { return super.gestureRecognizerShouldBegin(recognizer) }
        return owner.gestureRecognizerShouldBegin(UIGestureRecognizer.facade(for: recognizer))
    }

    func coreGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(recognizer)
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        owner?.touchesBegan(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        owner?.touchesMoved(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        owner?.touchesEnded(UITouch.set(touches), with: UIEvent(event))
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        owner?.touchesCancelled(UITouch.set(touches), with: UIEvent(event))
    }
}

/// The core scroll view behind a `UIScrollView`, forwarding the same hooks as `KitBackingView`.
final class KitScrollBacking: ScrollView, KitBacking {
    var retainedFacade: AnyObject?
    var owner: UIView? { facade as? UIView }

    override func hitTest(_ point: Point) -> View? {
        guard let owner else { return super.hitTest(point) }
        return owner.hitTest(CGPoint(point), with: nil)?.backing
    }

    func coreHitTest(_ point: Point) -> View? { super.hitTest(point) }

    override func point(inside point: Point) -> Bool {
        guard let owner else { return super.point(inside: point) }
        return owner.point(inside: CGPoint(point), with: nil)
    }

    func corePoint(inside point: Point) -> Bool { super.point(inside: point) }

    override func layoutSubviews() {
        guard let owner else { return super.layoutSubviews() }
        owner.layoutSubviews()
    }

    func coreLayoutSubviews() { super.layoutSubviews() }

    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let owner else { return super.gestureRecognizerShouldBegin(recognizer) }
        return owner.gestureRecognizerShouldBegin(UIGestureRecognizer.facade(for: recognizer))
    }

    func coreGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(recognizer)
    }

    override func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        guard let scroll = owner as? UIScrollView else {
            return super.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
        }
        return scroll.gestureRecognizer(
            UIGestureRecognizer.facade(for: recognizer),
            shouldRecognizeSimultaneouslyWith: UIGestureRecognizer.facade(for: other))
    }

    override func touchesShouldCancel(in view: View) -> Bool {
        guard let scroll = owner as? UIScrollView else { return super.touchesShouldCancel(in: view) }
        return scroll.touchesShouldCancel(in: UIView.facade(for: view))
    }

    func coreTouchesShouldCancel(in view: View) -> Bool { super.touchesShouldCancel(in: view) }

    func coreShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer) -> Bool {
        super.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
    }
}

/// The core label behind a `UILabel`. Deviation: a UILabel subclass's hitTest and layout overrides are not
/// consulted (labels take no touches by default, as in UIKit).
final class KitLabelBacking: Label, KitBacking {
    var retainedFacade: AnyObject?
}

/// The core image view behind a `UIImageView` (hooks not forwarded, as for `KitLabelBacking`).
final class KitImageBacking: ImageView, KitBacking {
    var retainedFacade: AnyObject?
}
