import Foundation

/// UIKit's `CALayer` for a view: its model layer (`view.layer`), whose geometry is the view's, and, from
/// `presentation()`, a copy with the values drawn now while `UIView.animate` animations play.
///
/// As Core Animation: the model layer holds the values the app set (an animation block sets them at once, to where
/// the animation goes); `presentation()` "provides a close approximation to the version of the layer that is
/// currently being displayed" (CALayer documentation). The anchor point is the centre (0.5, 0.5), as a view's
/// layer's, so `position` is the view's `center`. Deviations: no sublayers, contents or explicit `CAAnimation`s;
/// `transform` is drawn as its plane projection (a view's 2D `transform`). A layer made on its own (`CALayer()`,
/// `CAShapeLayer()`) stores its geometry and is drawn by no view (CALayer+Style.swift).
open class CALayer {
    /// The view whose layer this is (held weakly: the view keeps its layer).
    private weak var view: UIView?
    /// The view whose layer this is (nil for a layer of its own).
    var owningView: UIView? { view }
    /// A presentation copy's own values; nil for a view's model layer.
    private var copied: Values?

    /// The running `UIView.animate` animations that change this view.
    var animations: [KitAnimation.Running] = []

    private struct Values {
        var position: CGPoint
        var bounds: CGRect
        var transform: CGAffineTransform
        var opacity: Float
        var cornerRadius: CGFloat
        var masksToBounds: Bool
    }

    /// Shadow, border and sublayers (CALayer+Style.swift).
    package var style = LayerStyle()

    init(view: UIView) { self.view = view }

    /// `CALayer()`: a layer of its own, in no view. Deviation: stored only; such a layer (and a sublayer added to a
    /// view's layer) is not drawn.
    public init() {
        copied = Values(
            position: .zero, bounds: .zero, transform: .identity, opacity: 1, cornerRadius: 0, masksToBounds: false)
    }

    private init(copying values: Values, of view: UIView) {
        self.view = view
        copied = values
    }

    /// Whether a running `UIView.animate` animation without `.allowUserInteraction` changes this view: UIKit's
    /// `_UIViewAnimationDelegateAllowsUserInteraction`, asked first by `-[UIView hitTest:withEvent:]`.
    package var ignoresTouchesDuringAnimation: Bool {
        animations.contains { !$0.allowsUserInteraction && !$0.isOver }
    }

    /// `presentation()`: a copy of the layer as drawn now (mid-flight while an animation plays; the model's values
    /// otherwise). Its values are a snapshot: it does not follow later frames.
    public func presentation() -> CALayer? {
        guard let view else { return copied == nil ? nil : self }
        if copied != nil { return self }
        let values = Values(
            position: view.renderCenter, bounds: view.renderBounds, transform: view.renderTransform,
            opacity: Float(view.renderAlpha), cornerRadius: view.cornerRadius, masksToBounds: view.clipsToBounds)
        return CALayer(copying: values, of: view)
    }

    /// `model()`: the model layer (the view's `layer`), for a presentation copy as for the model itself.
    public func model() -> CALayer { copied == nil ? self : view?.layer ?? self }

    /// `removeAllAnimations()`: this view's running `UIView.animate` animations stop changing it, so it is drawn
    /// at its model values (where the animations were going) at once; their completions get false.
    public func removeAllAnimations() {
        guard let view, copied == nil else { return }
        for animation in animations { animation.remove(view) }
        animations.removeAll()
    }

    /// `position`: the view's `center`.
    public var position: CGPoint {
        get { copied?.position ?? view?.center ?? .zero }
        set {
            if copied != nil { copied?.position = newValue } else { view?.center = newValue }
        }
    }

    /// `bounds`: the view's `bounds`.
    public var bounds: CGRect {
        get { copied?.bounds ?? view?.bounds ?? .zero }
        set {
            if copied != nil { copied?.bounds = newValue } else { view?.bounds = newValue }
        }
    }

    /// `frame`: the bounding box of the transformed bounds about `position`.
    public var frame: CGRect {
        let size = bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return affineTransform().apply(to: local).offsetBy(dx: position.x, dy: position.y)
    }

    /// `opacity`: the view's `alpha`.
    public var opacity: Float {
        get { copied?.opacity ?? Float(view?.alpha ?? 1) }
        set {
            if copied != nil { copied?.opacity = newValue } else { view?.alpha = CGFloat(newValue) }
        }
    }

    /// The 3D transform last set, when it is not affine (perspective, a rotation about x or y): kept while the
    /// view's 2D `transform` is still the plane projection it was drawn with (`UIView+Transform3D.swift`).
    package var nonAffineTransform: CATransform3D?

    /// `transform`: the view's `transform`, in 3D. Deviation: the view is drawn and hit-tested with the plane
    /// projection of a 3D transform (exact unless perspective meets a rotation about x or y; see
    /// `UIView.transform3D`); the full transform reads back until the view's 2D `transform` is set.
    public var transform: CATransform3D {
        get {
            let affine = affineTransform()
            if let full = nonAffineTransform, full.planeProjection == affine { return full }
            return CATransform3DMakeAffineTransform(affine)
        }
        set {
            setAffineTransform(newValue.planeProjection)
            nonAffineTransform = CATransform3DIsAffine(newValue) ? nil : newValue
        }
    }

    /// `affineTransform()`: the view's `transform`.
    public func affineTransform() -> CGAffineTransform { copied?.transform ?? view?.transform ?? .identity }

    /// `setAffineTransform(_:)`: sets the view's `transform`.
    public func setAffineTransform(_ m: CGAffineTransform) {
        if copied != nil { copied?.transform = m } else { view?.transform = m }
    }

    /// `cornerRadius`, in points.
    public var cornerRadius: CGFloat {
        get { copied?.cornerRadius ?? view?.cornerRadius ?? 0 }
        set {
            if copied != nil { copied?.cornerRadius = newValue } else { view?.cornerRadius = newValue }
        }
    }

    /// `masksToBounds`: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { copied?.masksToBounds ?? view?.clipsToBounds ?? false }
        set {
            if copied != nil { copied?.masksToBounds = newValue } else { view?.clipsToBounds = newValue }
        }
    }
}
