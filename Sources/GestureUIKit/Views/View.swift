import Foundation
/// A rectangle in the view tree, modelled on UIView: geometry, hit-testing, gesture recognizers, drawing.
///
/// Geometry follows UIKit: a view is placed by `center` in its superview's bounds coordinates, sized and scrolled
/// by `bounds` (origin = the content offset of what it holds), and `transform` applies about the centre (the
/// layer's anchor point is 0.5, 0.5). `frame` is derived. Hit-testing and point conversion honour all three.
open class View {
    /// The stable name reports and panels use (`page.0`, `card`); empty for anonymous views.
    public var name: String
    /// The view this one is in (UIView.superview), held weakly.
    public private(set) weak var superview: View?
    /// The views in this one, back to front (UIView.subviews).
    public private(set) var subviews: [View] = []

    /// The centre in the superview's bounds coordinates (UIView.center).
    public var center: CGPoint
    /// The view's own coordinate space: the origin is what its content is scrolled by, the size its size
    /// (UIView.bounds).
    public var bounds: CGRect
    /// Applied about the centre (UIView.transform).
    public var transform: CGAffineTransform = .identity
    /// A hidden view is not drawn or hit (UIView.isHidden).
    public var isHidden = false
    /// 0...1. Below 0.01 the view is skipped by hit-testing, as in UIKit.
    public var alpha: Double = 1
    /// False skips the view and its subtree in hit-testing (UIView.isUserInteractionEnabled).
    public var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds when drawn (UIView.clipsToBounds); hit-testing ignores it.
    public var clipsToBounds = false
    /// The fill drawn behind the content, nil for none (UIView.backgroundColor).
    public var backgroundColor: Color?
    /// Points; rounds the background's corners (CALayer.cornerRadius).
    public var cornerRadius: Double = 0
    /// The recognizers attached here, in the order added (UIView.gestureRecognizers).
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The object a facade (GestureLabKit's UIView) puts in front of this view, held weakly; nil for plain views.
    public weak var facade: AnyObject?
    /// Keeps `facade` alive while the view is in a superview (UIKit's superview owns its subviews, and a kit
    /// facade is owned by nothing else); set and cleared by the facade, nil for plain views.
    public var retainedFacade: AnyObject?
    /// The overridable hooks answered by another object (the kit's facade), held weakly; nil: the class's own.
    public weak var overrides: (any ViewOverrides)? {
        didSet { hasOverrides = overrides != nil }
    }
    /// Whether `overrides` was set: the hooks' callers test it before loading the weak reference (hot path).
    private(set) var hasOverrides = false
    /// Set by `setNeedsLayout()`; the window lays out such views before drawing.
    public private(set) var needsLayout = true

    /// A view with `frame` in its superview and the stable `name`.
    public init(frame: CGRect = .zero, name: String = "") {
        self.name = name
        self.center = frame.center
        self.bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// The frame in the superview's coordinates: the bounding box of the transformed bounds.
    public var frame: CGRect {
        get {
            let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            return transform.apply(to: local).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            center = newValue.center
            bounds.size = newValue.size
            setNeedsLayout()
        }
    }

    /// The window at the root of this view's tree, if any.
    public var window: Window? {
        var view = self
        while let parent = view.superview { view = parent }
        return view as? Window
    }

    /// The name, or the type's name when unnamed.
    public var displayName: String { name.isEmpty ? String(describing: type(of: self)) : name }

    // MARK: Tree

    /// Adds `view` on top of the others (UIView.addSubview(_:)), moving it from its old superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index`, clamped to the subviews (UIView.insertSubview(_:at:)).
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.setNeedsLayout()
    }

    /// Leaves the superview (UIView.removeFromSuperview()).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Moves `view` on top of its siblings (UIView.bringSubviewToFront(_:)).
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// True when `self` is `view` or lies below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view named `name` in this subtree, depth first.
    public func descendant(named name: String) -> View? {
        if self.name == name { return self }
        for subview in subviews {
            if let found = subview.descendant(named: name) { return found }
        }
        return nil
    }

    // MARK: Hit-testing

    /// The deepest visible, interactive view containing `point` (in this view's coordinates), front-most first.
    ///
    /// As in UIKit, a hidden view, one with interaction disabled or alpha below 0.01 is skipped with its subtree,
    /// and subviews are only searched inside the parent's bounds whether or not it clips.
    open func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, answersPoint(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.answersHitTest(subview.pointFromSuperview(point)) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint) -> Bool { bounds.contains(point) }

    // MARK: Gesture recognizers

    /// Attaches `recognizer`, moving it from any other view (UIView.addGestureRecognizer(_:)).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`, cancelling it if it was recognizing (UIView.removeGestureRecognizer(_:)).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.cancelForRemoval()
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// UIView's hook, asked of the views a recognizer's touches hit before it leaves `possible`.
    ///
    /// UISlider uses it to refuse swipes along its track; KSPhotoView (a scroll view subclass) overrides it too,
    /// and because it is also its own pan's delegate, it must check which recognizer is asking.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    // MARK: Touches delivered to the view (after the recognizers' delays)

    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}

    // MARK: Drawing

    /// Draws this view's own content (not its subviews) in its bounds coordinates.
    ///
    /// The default fills `backgroundColor` with `cornerRadius`; subclasses add images and text.
    open func draw(in context: inout DrawContext) {
        if let color = backgroundColor, color.alpha > 0 {
            context.fill(bounds, color: color, cornerRadius: cornerRadius)
        }
    }

    // MARK: Layout

    /// Asks for `layoutSubviews()` before the next frame is drawn (UIView.setNeedsLayout()).
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out subviews; called by the window before drawing when `setNeedsLayout()` was called.
    open func layoutSubviews() {}

    /// Lays out this subtree where needed, parents before children.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            sendLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }
}
