import Foundation
/// The soft shadow along the moving page's leading edge during a navigation transition, as UIKit's
/// `_UIVerticalEdgeShadowView` (9 pt wide [RE], uikit-behaviour.md §5).
///
/// It has the moving page's frame and transform and sits just below it, so only the part of the shadow that
/// spills past the page's left edge is visible. It draws a `DrawCommand.shadow` of its bounds fading over
/// `radius` points; it takes no touches.
final class EdgeShadowView: UIView {
    /// Points. `_UIVerticalEdgeShadowView` 9 [RE].
    static let radius = 9.0
    /// The shadow's colour at the edge. Not decoded; a light shadow as seen on device [?].
    static let color = Color(white: 0, alpha: 0.25)

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        name = "nav.edgeShadow"
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(in context: inout DrawContext) {
        context.shadow(renderBounds, color: Self.color, radius: Self.radius)
    }
}
