import Foundation

/// UIKit's `UIView`: a rectangle in the view tree, and the very object the gesture environment hit-tests,
/// delivers touches to and the renderer draws.
///
/// Geometry follows UIKit: a view is placed by `center` in its superview's bounds coordinates, sized and scrolled
/// by `bounds` (origin = the content offset of what it holds), and `transform` applies about the centre (the
/// layer's anchor point is 0.5, 0.5). `frame` is derived. Hit-testing and point conversion honour all three.
/// A superview keeps its subviews alive, as in UIKit. Hashable by identity, as NSObject (see `UIResponder`).
///
/// Overridable as in UIKit: `hitTest(_:with:)`, `point(inside:with:)`, `layoutSubviews()`,
/// `gestureRecognizerShouldBegin(_:)` and the `touches…(_:with:)` responder methods: a subclass's override is
/// what the engine calls. A view is a `UIResponder`: its `next` is the view controller whose root view it is, else
/// its superview, and the touches it does not handle (UIResponder's default) go up that chain.
/// Deviations: no nibs (`init?(coder:)` returns nil), no `draw(_:)`.
open class UIView: UIResponder {
    /// The stable name reports and panels use (`page.0`, `card`): the `accessibilityIdentifier`, or a name the
    /// scene host derived (type and index path); empty for anonymous views.
    package var name: String
    /// Whether `name` was made up by the scene host rather than given.
    var derivedName = false
    /// The type's name in derived names (`UITableViewCell`), worked out once: `String(describing:)` of a type is
    /// the costliest part of naming, and views are renamed whenever their index path moves.
    lazy var derivedTypeName = String(describing: type(of: self))
    /// `tag`.
    open var tag = 0
    /// `superview`, held weakly.
    public internal(set) weak var superview: UIView?
    /// `subviews`, back to front; a superview keeps its subviews alive.
    public internal(set) var subviews: [UIView] = []

    private var storedCenter: CGPoint
    private var storedBounds: CGRect
    private var storedTransform = CGAffineTransform.identity
    private var storedAlpha: CGFloat = 1
    private var storedBackgroundColor: UIColor?

    /// Points; rounds the background's corners (`layer.cornerRadius`).
    package var cornerRadius: CGFloat = 0
    /// The recognizers attached here, in the order added (what `gestureRecognizers` shows).
    package internal(set) var attachedRecognizers: [UIGestureRecognizer] = []
    /// The interactions added here, in the order added (what `interactions` shows).
    package internal(set) var attachedInteractions: [UIInteraction] = []
    /// Set by `setNeedsLayout()`; the window's layout pass lays such views out before the next touch or frame.
    package internal(set) var needsLayout = true
    /// Whether a view below this one needs layout (Core Animation's "a sublayer needs layout" mark), so a pass
    /// walks only the branches that have work.
    package internal(set) var descendantNeedsLayout = false

    /// `layer`: the view's model layer (`frame`, `position`, `bounds`, `opacity`, `transform`, `cornerRadius`,
    /// `masksToBounds`), `presentation()` for what is drawn, and `removeAllAnimations()`.
    public private(set) lazy var layer = CALayer(view: self)
    /// What is drawn in place of the model values while `UIView.animate` animations change them (the presentation
    /// layer's values; `UIView+Presentation.swift`).
    package var presented = PresentedValues()
    /// The view's Auto Layout state (constraints held, guides, priorities...), made on first use (`AutoLayoutState`).
    package var autoLayoutStorage: AutoLayoutState?

    /// `UIView(frame:)`.
    public init(frame: CGRect) {
        name = ""
        storedCenter = frame.center
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// `init?(coder:)`: there are no nibs or storyboards, so it always returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// `UIView()`: a zero frame (UIKit's `init()` calls `init(frame:)` with `.zero`, so a subclass that
    /// overrides `init(frame:)` gets it).
    public override convenience init() { self.init(frame: .zero) }

    /// A view with `frame` and the stable `name` reports use.
    package convenience init(frame: CGRect = .zero, name: String) {
        self.init(frame: frame)
        rename(to: name)
    }

    /// Sets `name` through its dynamic setter (a convenience initializer's own assignment would skip a subclass's
    /// observer, such as a scroll view renaming its recognizers).
    private func rename(to newName: String) { name = newName }

    // MARK: Geometry

    /// `center`, in the superview's bounds coordinates. Animatable.
    open var center: CGPoint {
        get { storedCenter }
        set {
            KitAnimation.record(self, [.center], from: presented.center ?? storedCenter, to: newValue) {
                $0.presented.center = $1
            }
            let moved = storedCenter != newValue
            storedCenter = newValue
            if moved { geometryDidChangeForSafeArea() }
            keyValueDidChange()
        }
    }

    /// `bounds`: the origin is what the content is scrolled by, the size the view's size; a new size lays the
    /// view out again, as in UIKit. Animatable.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            KitAnimation.record(self, [.bounds], from: presented.bounds ?? storedBounds, to: newValue) {
                $0.presented.bounds = $1
            }
            let oldSize = storedBounds.size
            storedBounds = newValue
            if oldSize != newValue.size {
                setNeedsLayout()
                resizeSubviews(withOldSize: oldSize)
                safeAreaInputsDidChange()
                geometryDidChangeForSafeArea()
            }
            keyValueDidChange()
        }
    }

    /// `frame`, in the superview's coordinates: the bounding box of the transformed bounds; setting it moves
    /// the centre, sizes the bounds and lays the view out again. Animatable (origin and size interpolated).
    open var frame: CGRect {
        get {
            let local = CGRect(
                x: -storedBounds.width / 2, y: -storedBounds.height / 2, width: storedBounds.width,
                height: storedBounds.height)
            return storedTransform.apply(to: local).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            KitAnimation.record(self, [.center, .bounds], from: presentedFrame, to: newValue) { view, frame in
                view.presented.center = frame.center
                view.presented.bounds = CGRect(origin: view.storedBounds.origin, size: frame.size)
            }
            let oldCenter = storedCenter, oldSize = storedBounds.size
            storedCenter = newValue.center
            storedBounds.size = newValue.size
            setNeedsLayout()
            if oldSize != newValue.size {
                resizeSubviews(withOldSize: oldSize)
                safeAreaInputsDidChange()
            }
            if oldCenter != newValue.center || oldSize != newValue.size { geometryDidChangeForSafeArea() }
            keyValueDidChange()
        }
    }

    /// `transform`, about the centre. Animatable.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            KitAnimation.record(self, [.transform], from: presented.transform ?? storedTransform, to: newValue) {
                $0.presented.transform = $1
            }
            storedTransform = newValue
            keyValueDidChange()
        }
    }

    /// `alpha`, 0...1; below 0.01 the view takes no touches, as in UIKit. Animatable.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            KitAnimation.record(self, [.alpha], from: presented.alpha ?? storedAlpha, to: newValue) {
                $0.presented.alpha = $1
            }
            storedAlpha = newValue
            keyValueDidChange()
        }
    }

    /// `isHidden`: a hidden view is not drawn or hit; an arranged subview of a `UIStackView` collapses.
    open var isHidden = false {
        didSet {
            if isHidden != oldValue { (superview as? UIStackView)?.arrangedSubviewHiddenDidChange(self) }
            keyValueDidChange()
        }
    }

    /// `backgroundColor`, nil for none; animatable (no colour animates as clear).
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            KitAnimation.record(
                self, [.backgroundColor], from: presented.backgroundColor ?? storedBackgroundColor ?? .clear,
                to: newValue ?? .clear
            ) { $0.presented.backgroundColor = $1 }
            storedBackgroundColor = newValue
        }
    }

    /// `isUserInteractionEnabled`: false skips the view and its subtree in hit-testing (true for UIView; false
    /// for UILabel and UIImageView, as in UIKit).
    open var isUserInteractionEnabled = true

    /// `clipsToBounds`: whether subviews are clipped to the bounds when drawn; hit-testing ignores it.
    open var clipsToBounds = false

    /// `isMultipleTouchEnabled` (default false): while false, the view's touch methods hear only the first finger
    /// on it; its recognizers get every finger (`TouchDelivery`).
    open var isMultipleTouchEnabled = false

    /// `isExclusiveTouch` (default false): while a finger is on this view no finger on another view is delivered,
    /// and none lands here while another view has one (`UIWindow.touchDown`). Deviation: such a finger reaches no
    /// recognizer either (UIKit's handling of recognizers here was not found in the decompile read).
    open var isExclusiveTouch = false

    /// `isOpaque` (default true). Deviation: stored only; the renderer blends by `alpha` and the colours.
    open var isOpaque = true

    /// `contentMode` (default `.scaleToFill`): how a view's content fills its bounds. Only `UIImageView` draws
    /// content that it applies to. Deviation: only the scaling modes exist.
    open var contentMode = ContentMode.scaleToFill

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// `tintColor` (UIKit's `UIColor!`, null-resettable): the view's own, else its superview's, else `.systemBlue`.
    /// Deviation: no `tintColorDidChange()` and no dimming; the kit's drawing does not use it.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            reportDeviation(.viewTintColor, if: newValue != nil)
        }
    }
    private var storedTintColor: UIColor?

    /// The safe area as last computed (UIKit stores it too, and refreshes it at its moments: `UIView+SafeArea`).
    package var storedSafeAreaInsets = UIEdgeInsets.zero

    /// `safeAreaInsets` (iOS 11): the part of the view's bounds its ancestors' safe area covers (the window's is the
    /// device's: 47 at the top and 34 at the bottom on the 390x844 device), and for a view controller's root view also
    /// its containers' bars and `additionalSafeAreaInsets`. Zero in no window. Computed down the tree as
    /// `-[UIView _updateSafeAreaInsets]` does (see `UIView+SafeArea`): when the view enters a window, when its frame
    /// changes and before it lays out.
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

    /// `safeAreaInsetsDidChange()` (iOS 11): `safeAreaInsets` changed; called before the view's controller hears
    /// `viewSafeAreaInsetsDidChange()` and before the view's next `layoutSubviews()` (UIKit's
    /// `_safeAreaInsetsDidChangeFromOldInsets:`). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// The edges of this view's safe area its subviews inherit (UIKit's `_edgesPropagatingSafeAreaInsetsToSubviews`):
    /// all of them for a plain view; a scroll view keeps those it added to its content inset.
    package var edgesPropagatingSafeAreaInsetsToSubviews: UIRectEdge { .all }

    /// The model's hook after the safe area changed, before `safeAreaInsetsDidChange()` (a scroll view recomputes its
    /// adjusted content inset); also called when the view's size changed.
    package func safeAreaInputsDidChange() {}

    /// `accessibilityIdentifier`: the view's name in reports and panels (kit.md).
    open var accessibilityIdentifier: String? {
        get { name.isEmpty || derivedName ? nil : name }
        set {
            name = newValue ?? ""
            derivedName = false
            KitNaming.renameIfUnnamed(self)
            for recognizer in gestureRecognizers ?? [] { recognizer.updateDerivedName() }
        }
    }

    /// `window`: the window at the root of this view's tree; nil when it is not in one.
    open var window: UIWindow? {
        var view = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    /// The name, or the type's name when unnamed.
    package var displayName: String { name.isEmpty ? String(describing: type(of: self)) : name }

    // MARK: Hit-testing

    /// `hitTest(_:with:)`: the deepest visible, interactive view containing `point` (in this view's
    /// coordinates), front-most first.
    ///
    /// As in UIKit, a hidden view, one with interaction disabled or alpha below 0.01 is skipped with its subtree,
    /// and subviews are only searched inside the parent's bounds whether or not it clips. A view that a
    /// `UIView.animate` animation without `.allowUserInteraction` is changing is skipped too ("During an animation,
    /// user interactions are temporarily disabled for the views being animated", UIView.animate's documentation;
    /// the decompiled `-[UIView hitTest:withEvent:]` asks `_UIViewAnimationDelegateAllowsUserInteraction(self)`
    /// before anything else). Geometry is the model's, the values the animation goes to (`-[UIView
    /// pointInside:withEvent:]` reads the presentation layer only for animations that ask for presentation
    /// hit-testing, which `UIView.animate` does not). Override it and call super as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event),
            !layer.ignoresTouchesDuringAnimation
        else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// `point(inside:with:)`: whether `point` (in this view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// `gestureRecognizerShouldBegin(_:)`: asked of the views a recognizer's touches hit (and, for a scroll
    /// view, by its own pan and pinch) before the recognizer leaves possible; false makes it fail. UIView's answer
    /// is true; UIScrollView's refuses a pan that can't scroll in the direction it moved.
    ///
    /// UISlider uses it to refuse swipes along its track; KSPhotoView (a scroll view subclass) overrides it too,
    /// and because it is also its own pan's delegate, it must check which recognizer is asking.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: The responder chain (the touches methods are UIResponder's: the default forwards to `next`)

    /// The view controller whose root view this is (UIKit's `_viewDelegate`), held weakly: the controller keeps
    /// its view, not the other way round.
    package weak var viewDelegate: UIViewController?

    /// `next` (UIResponder): the view controller whose root view this is, else the superview (`-[UIView
    /// nextResponder]`); nil for a window, whose next responder in UIKit is the application (the kit has none).
    open override var next: UIResponder? {
        if let viewDelegate, viewDelegate.viewIfLoaded === self { return viewDelegate }
        reportDeviation(.responderNext, if: self is UIWindow)
        return superview
    }

    /// The window whose first responder this view would be.
    override package var responderWindow: UIWindow? { window }

    // MARK: Tree notifications (UIKit's order: willMove(toSuperview:), willMove(toWindow:), didMoveToWindow(),
    // didMoveToSuperview(), then the superview's didAddSubview(_:); on removal willRemoveSubview(_:) first)

    /// `didAddSubview(_:)`: `subview` was added here. The default does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// `willRemoveSubview(_:)`: `subview` is about to leave. The default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}
    /// `willMove(toSuperview:)`: this view is about to move to `newSuperview` (nil: removed). The default does
    /// nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// `didMoveToSuperview()`: this view has moved to its new `superview`. The default does nothing.
    open func didMoveToSuperview() {}
    /// `willMove(toWindow:)`: this view (or an ancestor) is about to enter or leave a window. The default does
    /// nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// `didMoveToWindow()`: this view's `window` changed. The default does nothing.
    open func didMoveToWindow() {}

    // MARK: Sizing

    /// `sizeThatFits(_:)`: the size the view would like; a plain view's is its current size, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// `sizeToFit()`: resizes the view to `sizeThatFits(_:)` its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size != bounds.size else { return }
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: Drawing

    /// Draws this view's own content (not its subviews) in its bounds coordinates.
    ///
    /// The default fills `backgroundColor` with the layer's corner radius; subclasses in the model add images
    /// and text. Not UIKit's `draw(_:)`, which is not modelled.
    func draw(in context: inout DrawContext) {
        if let color = renderBackgroundColor?.color, color.alpha > 0 {
            context.fill(renderBounds, color: color, cornerRadius: cornerRadius)
        }
    }

    // MARK: Layout

    /// `setNeedsLayout()`: marks the view, and its ancestors as holding a view that needs layout, so the window's
    /// next layout pass (before the next touch is delivered or frame drawn) calls `layoutSubviews()` (UIKit's
    /// `-[UIView setNeedsLayout]` marks the layer, `-[CALayer setNeedsLayout]`, for the next transaction).
    open func setNeedsLayout() {
        needsLayout = true
        markAncestorsNeedLayout()
    }

    /// `layoutSubviews()`: override to place subviews; the default does nothing (no Auto Layout).
    open func layoutSubviews() {}

    /// `intrinsicContentSize`: the size the content wants, `UIView.noIntrinsicMetric` on an axis without one (a
    /// plain view's on both); Auto Layout turns it into hugging and compression constraints.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// `updateConstraints()`: update the constraints this view owns, then call super; the layout pass calls it on
    /// views marked by `setNeedsUpdateConstraints()`, subviews first. The default does nothing.
    open func updateConstraints() {}

    /// `layoutIfNeeded()`: lays out now what is pending, as `-[UIView layoutIfNeeded]` does through `-[CALayer
    /// layoutIfNeeded]`: from the topmost ancestor that needs layout (so a parent's `layoutSubviews`, which may
    /// resize this view, runs first), down through every branch with pending layout, this view's subtree included.
    open func layoutIfNeeded() {
        flushLayoutEngine()
        var root: UIView = self
        var ancestor = superview
        while let view = ancestor {
            if view.needsLayout { root = view }
            ancestor = view.superview
        }
        root.layoutBelowIfNeeded()
        if root !== self { layoutBelowIfNeeded() }
    }
}
