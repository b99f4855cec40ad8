import Foundation

/// A layer's shadow, border and sublayers: what `CALayer` stores beyond the view's geometry.
package struct LayerStyle {
    var shadowColor: CGColor? = CGColor(Color.black)
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(Color.black)
    var sublayers: [CALayer] = []
    weak var superlayer: CALayer?
}

extension CALayer {
    /// `shadowColor` (default opaque black).
    public var shadowColor: CGColor? {
        get { style.shadowColor }
        set { style.shadowColor = newValue }
    }

    /// `shadowOpacity` (default 0: no shadow). Above 0 the view casts the shadow under its content, unless
    /// `masksToBounds` clips it away, as Core Animation does. Deviation: without a `shadowPath` the shadow is the
    /// bounds' rectangle, not the shape of the drawn content's alpha.
    public var shadowOpacity: Float {
        get { style.shadowOpacity }
        set {
            style.shadowOpacity = newValue
            reportDeviation(.layerShadowOpacity, if: newValue > 0 && style.shadowPath == nil)
        }
    }

    /// `shadowOffset` (default (0, -3), as Core Animation's).
    public var shadowOffset: CGSize {
        get { style.shadowOffset }
        set { style.shadowOffset = newValue }
    }

    /// `shadowRadius`: the blur, in points (default 3).
    public var shadowRadius: CGFloat {
        get { style.shadowRadius }
        set { style.shadowRadius = newValue }
    }

    /// `shadowPath`: the shadow's outline. Deviation: its bounding box casts the shadow (the kit draws rectangles).
    public var shadowPath: CGPath? {
        get { style.shadowPath }
        set {
            style.shadowPath = newValue
            reportDeviation(.layerShadowPath, if: newValue != nil)
        }
    }

    /// `borderWidth` (default 0): drawn inside the bounds, over the content, as Core Animation's. Deviation: its
    /// corners are square even when `cornerRadius` rounds the background.
    public var borderWidth: CGFloat {
        get { style.borderWidth }
        set {
            style.borderWidth = newValue
            reportDeviation(.layerBorderWidth, if: newValue > 0 && cornerRadius > 0)
        }
    }

    /// `borderColor` (default opaque black).
    public var borderColor: CGColor? {
        get { style.borderColor }
        set { style.borderColor = newValue }
    }

    /// `backgroundColor`: the view's `backgroundColor`, as a `CGColor` (a layer of its own stores nothing).
    public var backgroundColor: CGColor? {
        get { viewBackground?.cgColor }
        set { viewBackground = newValue.map(UIColor.init(cgColor:)) }
    }

    /// `sublayers`: the layers added with `addSublayer(_:)`, back to front.
    public var sublayers: [CALayer]? { style.sublayers.isEmpty ? nil : style.sublayers }

    /// `superlayer`: the layer this one was added to.
    public var superlayer: CALayer? { style.superlayer }

    /// `addSublayer(_:)`. Deviation: stored only; sublayers are not drawn and take no touches.
    public func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        style.sublayers.append(layer)
        layer.style.superlayer = self
        reportDeviation(.layerAddSublayer)
    }

    /// `insertSublayer(_:at:)`. Deviation: stored only; sublayers are not drawn and take no touches.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        style.sublayers.insert(layer, at: min(Int(index), style.sublayers.count))
        layer.style.superlayer = self
        reportDeviation(.layerAddSublayer)
    }

    /// `removeFromSuperlayer()`.
    public func removeFromSuperlayer() {
        style.superlayer?.style.sublayers.removeAll { $0 === self }
        style.superlayer = nil
    }
}

/// Core Animation's `CAShapeLayer`: a layer that draws a path. Deviation: stored only (`path`, colours, line width
/// and `strokeEnd` are kept; the kit draws no shape).
open class CAShapeLayer: CALayer {
    /// `CAShapeLayer()`. Deviation: stored only (the kit draws no shape).
    public override init() { super.init() }

    /// `path`.
    open var path: CGPath?
    /// `fillColor` (default opaque black).
    open var fillColor: CGColor? = CGColor(Color.black)
    /// `strokeColor` (default none).
    open var strokeColor: CGColor?
    /// `lineWidth` (default 1).
    open var lineWidth: CGFloat = 1
    /// `strokeStart` (default 0).
    open var strokeStart: CGFloat = 0
    /// `strokeEnd` (default 1).
    open var strokeEnd: CGFloat = 1
}

extension CALayer {
    /// The view's background colour, through the layer (nil for a layer of its own).
    fileprivate var viewBackground: UIColor? {
        get { owningView?.backgroundColor }
        set { owningView?.backgroundColor = newValue }
    }

    /// Reports through the view whose layer this is (a layer of its own is drawn by no view: nothing to report).
    func reportDeviation(_ deviation: KitDeviation, if condition: Bool = true) {
        owningView?.reportDeviation(deviation, if: condition)
    }
}

extension UIView {
    /// Draws the layer's shadow under the view's content (none when `masksToBounds` clips it, as in Core Animation).
    func drawLayerShadow(in context: inout DrawContext) {
        let style = layer.style
        guard style.shadowOpacity > 0, !clipsToBounds, let color = style.shadowColor?.color else { return }
        let outline = style.shadowPath?.boundingBox ?? renderBounds
        let rect = outline.offsetBy(dx: style.shadowOffset.width, dy: style.shadowOffset.height)
        context.shadow(
            rect, color: color.withAlpha(color.alpha * Double(style.shadowOpacity)), radius: Double(style.shadowRadius))
    }

    /// Draws the layer's border over the view's content and subviews, inside its bounds.
    func drawLayerBorder(in context: inout DrawContext) {
        let style = layer.style
        guard style.borderWidth > 0, let color = style.borderColor?.color else { return }
        let inset = style.borderWidth / 2
        context.stroke(renderBounds.insetBy(dx: inset, dy: inset), color: color, lineWidth: Double(style.borderWidth))
    }
}
