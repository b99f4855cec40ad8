import Foundation

/// The values a view is drawn with while `UIView.animate` animations change it: Core Animation's presentation layer.
///
/// As in UIKit, an animation block sets the model values at once (what `frame`, `center`, `alpha`... read, and what
/// hit-testing and point conversion use), and the animation plays on the presentation values the renderer draws
/// and `layer.presentation()` answers. A property no animation is changing has no presented value: the model's is
/// drawn. Each presented property belongs to the animation that set it last (`owners`), so an older animation on
/// the same property stops writing it, and only its owner clears it when it ends.
package struct PresentedValues {
    /// The view's properties `UIView.animate` plays (`frame` plays `center` and `bounds`).
    package enum Property: Hashable, Sendable {
        case center, bounds, transform, alpha, backgroundColor
    }

    /// The drawn `center`, if animating.
    package var center: CGPoint?
    /// The drawn `bounds`, if animating.
    package var bounds: CGRect?
    /// The drawn `transform`, if animating.
    package var transform: CGAffineTransform?
    /// The drawn `alpha`, if animating.
    package var alpha: CGFloat?
    /// The drawn `backgroundColor` (clear for none), if animating.
    package var backgroundColor: UIColor?
    /// The animation (its identity) that owns each presented property.
    var owners: [Property: ObjectIdentifier] = [:]

    /// Sets `view`'s model value of `property` to its presented one (outside any `animate` block, so not animated).
    func copyToModel(_ property: Property, of view: UIView) {
        KitAnimation.$capture.withValue(nil) {
            switch property {
            case .center: if let center { view.center = center }
            case .bounds: if let bounds { view.bounds = bounds }
            case .transform: if let transform { view.transform = transform }
            case .alpha: if let alpha { view.alpha = alpha }
            case .backgroundColor: if let backgroundColor { view.backgroundColor = backgroundColor }
            }
        }
    }

    /// Forgets the presented value of `property`: the model's is drawn again.
    mutating func clear(_ property: Property) {
        owners[property] = nil
        switch property {
        case .center: center = nil
        case .bounds: bounds = nil
        case .transform: transform = nil
        case .alpha: alpha = nil
        case .backgroundColor: backgroundColor = nil
        }
    }
}

extension UIView {
    /// The `center` drawn now: the presentation's while an animation changes it, else the model's.
    package var renderCenter: CGPoint { presented.center ?? center }
    /// The `bounds` drawn now (its size is the drawn size; its origin the drawn scroll offset).
    package var renderBounds: CGRect { presented.bounds ?? bounds }
    /// The `transform` drawn now.
    package var renderTransform: CGAffineTransform { presented.transform ?? transform }
    /// The `alpha` drawn now.
    package var renderAlpha: CGFloat { presented.alpha ?? alpha }
    /// The `backgroundColor` drawn now.
    package var renderBackgroundColor: UIColor? {
        guard let color = presented.backgroundColor else { return backgroundColor }
        return color
    }

    /// The frame drawn now: the bounding box of the drawn bounds, transformed, about the drawn centre.
    package var presentedFrame: CGRect {
        let size = renderBounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let center = renderCenter
        return renderTransform.apply(to: local).offsetBy(dx: center.x, dy: center.y)
    }
}
