import Foundation
/// The state a view draws with: the display list, the map from its bounds to the screen, and inherited alpha.
package struct DrawContext {
    /// The commands drawn so far.
    package var list: DisplayList
    /// From the current view's bounds coordinates to screen points.
    package var transform: CGAffineTransform
    /// The product of the alphas of the view and its ancestors.
    package var alpha: Double

    /// A context drawing into `list` through `transform` with `alpha`.
    package init(list: DisplayList = DisplayList(), transform: CGAffineTransform = .identity, alpha: Double = 1) {
        self.list = list
        self.transform = transform
        self.alpha = alpha
    }

    /// Fills `rect` (bounds coordinates) with `color`, corners rounded by `cornerRadius`.
    package mutating func fill(_ rect: CGRect, color: Color, cornerRadius: Double = 0) {
        list.append(
            .fill(
                rect, transform: transform, color: color.withAlpha(color.alpha * alpha),
                cornerRadius: cornerRadius))
    }

    /// Outlines `rect` with `color`, `lineWidth` points wide.
    package mutating func stroke(_ rect: CGRect, color: Color, lineWidth: Double = 1) {
        list.append(
            .stroke(
                rect, transform: transform, color: color.withAlpha(color.alpha * alpha),
                lineWidth: lineWidth))
    }

    /// Draws the image `handle` in `rect`, scaled by `contentMode`.
    package mutating func image(_ handle: ImageHandle, in rect: CGRect, contentMode: ImageContentMode = .scaleToFill) {
        list.append(.image(handle, rect: rect, transform: transform, alpha: alpha, contentMode: contentMode))
    }

    /// A soft shadow of `rect`, blurred over `radius` points.
    package mutating func shadow(_ rect: CGRect, color: Color, radius: Double) {
        list.append(.shadow(rect, transform: transform, color: color.withAlpha(color.alpha * alpha), radius: radius))
    }

    /// Draws `string` in `rect` at `size` points.
    package mutating func text(
        _ string: String, in rect: CGRect, size: Double, bold: Bool = false,
        color: Color, alignment: TextAlignment = .left
    ) {
        list.append(
            .text(
                string, rect: rect, transform: transform, size: size, bold: bold,
                color: color.withAlpha(color.alpha * alpha), alignment: alignment))
    }
}

extension UIView {
    /// Appends this subtree's drawing to `list`, back to front, honouring hidden, alpha, transform and clipping, at
    /// the values drawn now: the presentation values while `UIView.animate` animations play (`renderCenter`...),
    /// as Core Animation renders the presentation tree.
    package func render(into list: inout DisplayList) {
        var context = DrawContext(list: list, transform: renderTransformToRoot, alpha: 1)
        list = DisplayList()  // hand the storage to the context, avoiding a copy
        renderSubtree(in: &context, inheritedAlpha: ancestorAlpha)
        list = context.list
    }

    private var ancestorAlpha: Double {
        var result = 1.0
        var view = superview
        while let v = view {
            result *= v.renderAlpha
            view = v.superview
        }
        return result
    }

    /// The map from this view's drawn bounds to the root's, through every ancestor's drawn geometry.
    private var renderTransformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var view: UIView? = self
        while let v = view, v.superview != nil {
            result = result.concatenating(v.renderTransformToSuperview)
            view = v.superview
        }
        if let root = view {
            let origin = root.renderBounds.origin
            result = result.concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
        }
        return result
    }

    /// The map from this view's drawn bounds to its superview's drawn bounds.
    private var renderTransformToSuperview: CGAffineTransform {
        let bounds = renderBounds, center = renderCenter
        return CGAffineTransform(translationX: -bounds.minX - bounds.width / 2, y: -bounds.minY - bounds.height / 2)
            .concatenating(renderTransform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    private func renderSubtree(in context: inout DrawContext, inheritedAlpha: Double) {
        let alpha = renderAlpha
        guard !isHidden, alpha > 0 else { return }
        let savedTransform = context.transform
        context.alpha = inheritedAlpha * alpha
        drawLayerShadow(in: &context)
        draw(in: &context)
        if clipsToBounds {
            context.list.append(.pushClip(context.transform.apply(to: renderBounds)))
        }
        for subview in subviews {
            context.transform = subview.renderTransformToSuperview.concatenating(savedTransform)
            subview.renderSubtree(in: &context, inheritedAlpha: inheritedAlpha * alpha)
        }
        if clipsToBounds { context.list.append(.popClip) }
        context.transform = savedTransform
        context.alpha = inheritedAlpha * alpha
        drawLayerBorder(in: &context)
    }
}
