import Foundation

/// UIKit's `UIView`, in front of a core `View` (no second engine: geometry, hit-testing, recognizers and
/// drawing are the core's).
///
/// Hashable by identity, as NSObject. Overridable as in UIKit: `hitTest(_:with:)`, `point(inside:with:)`,
/// `layoutSubviews()`, `gestureRecognizerShouldBegin(_:)` and the `touches…(_:with:)` responder methods; the
/// core view calls them. A view is kept alive by its superview, as in UIKit.
/// Deviations: no `UIResponder` chain (a view's unhandled touches are not passed to its superview), no nibs
/// (`init?(coder:)` returns nil), no `draw(_:)`.
open class UIView: Hashable {
    /// The core view this facade stands in front of.
    public let backing: View
    /// `tag`.
    open var tag = 0
    /// `layer`: only `cornerRadius` (and `masksToBounds`, which is `clipsToBounds`).
    public private(set) lazy var layer = CALayer(view: self)

    /// Whether this facade made its core view (and so answers its hooks and is kept alive by the tree), rather
    /// than standing in front of an existing one (`facade(for:)`).
    let ownsBacking: Bool

    /// The core view a new facade of this class stands in front of (a subclass makes its own kind).
    class func makeBacking(frame: CGRect) -> View { View(frame: frame) }

    /// Whether the core view this class makes answers its hooks through the facade (`ViewOverrides`).
    class var answersHooks: Bool { true }

    /// `UIView(frame:)`.
    public init(frame: CGRect) {
        (backing, ownsBacking) = Self.takeOrMakeBacking(frame: frame)
        adoptBacking()
    }

    /// `UIView()`: a zero frame.
    public init() {
        (backing, ownsBacking) = Self.takeOrMakeBacking(frame: .zero)
        adoptBacking()
    }

    private static func takeOrMakeBacking(frame: CGRect) -> (View, owned: Bool) {
        if let injected = KitInjection.takeView() { return (injected, false) }
        return (makeBacking(frame: frame), true)
    }

    /// Stands in front of `backing`; a core view this facade made answers its hooks here, so a user's subclass
    /// overrides them as in UIKit. An existing core view keeps its own.
    private func adoptBacking() {
        backing.facade = self
        if ownsBacking && Self.answersHooks { backing.overrides = self }
    }

    /// `init?(coder:)`: there are no nibs or storyboards, so it always returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The facade of a core view: its own, or a new one standing in front of a core-only view (such as the
    /// navigation controller's container).
    public static func facade(for view: View) -> UIView {
        if let facade = view.facade as? UIView { return facade }
        return KitInjection.with(view: view) { view is ScrollView ? UIScrollView() : UIView() }
    }

    /// A freed view releases its subviews, as in UIKit: their core views stop keeping their facades alive (they
    /// did while in a superview), so a subtree taken out of the window and dropped (a dismissed controller's
    /// view) is freed with it. Only for a core view the kit made (not the window or a core-only container, whose
    /// facades are made on demand and dropped at once).
    deinit {
        guard ownsBacking else { return }
        for subview in backing.subviews { subview.retainedFacade = nil }
    }

    /// `isEqual(_:)` (NSObject): the same view (identity).
    public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    /// `hash` (NSObject): by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Geometry

    /// `frame`, in the superview's coordinates; setting it lays the view out again. Animatable (its origin
    /// and size interpolated).
    open var frame: CGRect {
        get { backing.frame }
        set {
            KitAnimation.record(self, \.frame, from: frame, to: newValue)
            backing.frame = newValue
        }
    }

    /// `bounds`; a new size lays the view out again, as in UIKit.
    open var bounds: CGRect {
        get { backing.bounds }
        set {
            let old = backing.bounds.size
            KitAnimation.record(self, \.bounds, from: bounds, to: newValue)
            backing.bounds = newValue
            if old != backing.bounds.size { backing.setNeedsLayout() }
        }
    }

    /// `center`, in the superview's coordinates.
    open var center: CGPoint {
        get { backing.center }
        set {
            KitAnimation.record(self, \.center, from: center, to: newValue)
            backing.center = newValue
        }
    }

    /// `transform`, about the centre.
    open var transform: CGAffineTransform {
        get { backing.transform }
        set {
            KitAnimation.record(self, \.transform, from: transform, to: newValue)
            backing.transform = newValue
        }
    }

    /// `alpha`; below 0.01 the view takes no touches, as in UIKit.
    open var alpha: CGFloat {
        get { CGFloat(backing.alpha) }
        set {
            KitAnimation.record(self, \.alpha, from: alpha, to: newValue)
            backing.alpha = Double(newValue)
        }
    }

    /// `isHidden`.
    open var isHidden: Bool {
        get { backing.isHidden }
        set { backing.isHidden = newValue }
    }

    /// `backgroundColor`; animatable (no colour animates as clear).
    open var backgroundColor: UIColor? {
        get { backing.backgroundColor.map(UIColor.init) }
        set {
            KitAnimation.record(
                self, \.animatableBackgroundColor, from: backgroundColor ?? .clear, to: newValue ?? .clear)
            backing.backgroundColor = newValue?.color
        }
    }

    /// `isUserInteractionEnabled` (true for UIView; false for UILabel and UIImageView, as in UIKit).
    open var isUserInteractionEnabled: Bool {
        get { backing.isUserInteractionEnabled }
        set { backing.isUserInteractionEnabled = newValue }
    }

    /// `clipsToBounds`.
    open var clipsToBounds: Bool {
        get { backing.clipsToBounds }
        set { backing.clipsToBounds = newValue }
    }

    /// `accessibilityIdentifier`: the view's name in reports and panels (kit.md).
    open var accessibilityIdentifier: String? {
        get { backing.name.isEmpty || derivedName ? nil : backing.name }
        set {
            backing.name = newValue ?? ""
            derivedName = false
            for recognizer in gestureRecognizers ?? [] { recognizer.updateDerivedName() }
        }
    }

    /// Whether `backing.name` was made up by the scene host (type and index path) rather than given.
    var derivedName = false

    /// The name reports use: the identifier, else the derived name, else empty.
    var reportName: String { backing.name }

    // MARK: Layout

    /// `setNeedsLayout()`: `layoutSubviews()` runs before the next frame is drawn.
    open func setNeedsLayout() { backing.setNeedsLayout() }

    /// `layoutIfNeeded()`: lays out this subtree now where needed.
    open func layoutIfNeeded() { backing.layoutIfNeeded() }

    /// `layoutSubviews()`: override to place subviews; the default does nothing (no Auto Layout).
    open func layoutSubviews() { backing.layoutSubviews() }

    // MARK: Overridable hooks

    /// `hitTest(_:with:)`: the deepest visible, interactive view containing `point`, front-most first (the
    /// core's rules: hidden, non-interactive or alpha < 0.01 views are skipped with their subtree). Override it
    /// and call super as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        backing.hitTest(point).map(UIView.facade(for:))
    }

    /// `point(inside:with:)`: whether `point` (in this view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { backing.point(inside: point) }

    /// `gestureRecognizerShouldBegin(_:)`: asked of the view a recognizer is attached to (and, for a scroll
    /// view, by its own pan) before the recognizer leaves possible; false makes it fail. UIView's answer is
    /// true; UIScrollView's refuses a pan that can't scroll in the direction it moved.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        backing.gestureRecognizerShouldBegin(gestureRecognizer.core)
    }

    /// `touchesBegan(_:with:)` (UIResponder): the view's own touches, after its recognizers' delays.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// `touchesMoved(_:with:)` (UIResponder).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// `touchesEnded(_:with:)` (UIResponder).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// `touchesCancelled(_:with:)` (UIResponder): a recognizer that recognized cancelled the view's touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

}

/// UIKit's `CALayer`, reduced to what the kit draws: `cornerRadius` and `masksToBounds`.
public final class CALayer {
    private unowned let view: UIView

    /// The running `UIView.animate` animations that change this view.
    var animationTokens: [Animator.Token] = []

    init(view: UIView) { self.view = view }

    /// `removeAllAnimations()`: stops this view's running animations where they are (their completions get
    /// false), as removing the layer's animations does in UIKit.
    public func removeAllAnimations() {
        let tokens = animationTokens
        animationTokens.removeAll()
        guard let animator = view.backing.window?.animator else { return }
        for token in tokens { animator.cancel(token) }
    }

    /// `cornerRadius`, in points.
    public var cornerRadius: CGFloat {
        get { CGFloat(view.backing.cornerRadius) }
        set { view.backing.cornerRadius = Double(newValue) }
    }

    /// `masksToBounds`: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
}
