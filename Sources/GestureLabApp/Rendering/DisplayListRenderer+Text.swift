internal import CSDL2
import Foundation
import GestureUIKit

extension DisplayListRenderer {
    /// One line of text, vertically centred in `rect`, cropped at its sides.
    ///
    /// Rendered by SDL_ttf at `size` points × the pixels per point of `transform` and the viewport (rounded to
    /// whole pixels), so zoomed text stays sharp; drawn as a tinted textured quad, so it rotates with its view.
    func drawText(
        _ string: String, rect: CGRect, transform: CGAffineTransform, size: Double, bold: Bool, color: Color,
        alignment: TextAlignment
    ) {
        let t = toPixels(transform)
        guard !string.isEmpty, size > 0, color.alpha > 0, isVisible(rect, pixelTransform: t, margin: size) else {
            return
        }
        let pixelsPerUnit = max(1e-6, t.axisScales.x)
        let pixelSize = max(1, min(512, Int((size * pixelsPerUnit).rounded())))
        guard let texture = text.texture(for: TextCache.Key(text: string, pixelSize: pixelSize, bold: bold)) else {
            return
        }
        // The texture's size in the rect's local units.
        let unitsPerTexel = size / Double(pixelSize)
        let width = Double(texture.width) * unitsPerTexel, height = Double(texture.height) * unitsPerTexel
        let x: Double
        switch alignment {
        case .left: x = rect.minX
        case .center: x = rect.midX - width / 2
        case .right: x = rect.maxX - width
        }
        let x0 = max(x, rect.minX), x1 = min(x + width, rect.maxX)
        guard x1 > x0 else { return }
        let y0 = rect.midY - height / 2, y1 = y0 + height
        let u0 = (x0 - x) / width, u1 = (x1 - x) / width
        // Unrotated text is a tinted copy at one texel a pixel; rotated text a textured quad.
        if copyRectFast(
            texture, rect: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), pixelTransform: t,
            color: SDL_Color(color), u0: u0, v0: 0, u1: u1, v1: 1, keepsSize: true)
        {
            return
        }
        batch.use(texture, renderer: renderer)
        batch.quad(
            t.apply(to: CGPoint(x: x0, y: y0)), t.apply(to: CGPoint(x: x1, y: y0)),
            t.apply(to: CGPoint(x: x1, y: y1)), t.apply(to: CGPoint(x: x0, y: y1)),
            color: SDL_Color(color), u0: u0, v0: 0, u1: u1, v1: 1)
    }
}
