internal import CSDL2
import GestureCore

extension DisplayListRenderer {
    /// An image stretched to `rect`: its tiles as textured quads (rotation, scale and alpha all apply), or the
    /// loading placeholder, or the error card.
    func image(_ handle: ImageHandle, rect: Rect, transform: AffineTransform, alpha: Double) {
        let t = toPixels(transform)
        guard !rect.isEmpty, alpha > 0, isVisible(rect, pixelTransform: t) else { return }
        let scales = t.axisScales
        let shownPixels = max(rect.width * scales.x, rect.height * scales.y)
        switch images?.appearance(of: handle, shownPixelSize: shownPixels) ?? .loading {
        case .ready(let tiled):
            drawTiles(tiled, rect: rect, pixelTransform: t, alpha: alpha)
        case .loading:
            drawLoadingPlaceholder(rect: rect, transform: transform, alpha: alpha)
        case .failed(let name, let reason):
            drawErrorCard(rect: rect, transform: transform, name: name, reason: reason, alpha: alpha)
        }
    }

    private func drawTiles(_ tiled: TiledTexture, rect: Rect, pixelTransform t: AffineTransform, alpha: Double) {
        let color = SDL_Color(.white, alpha: alpha)
        let sx = rect.width / Double(tiled.width), sy = rect.height / Double(tiled.height)
        for tile in tiled.tiles {
            let local = Rect(
                x: rect.minX + Double(tile.x) * sx, y: rect.minY + Double(tile.y) * sy,
                width: Double(tile.width) * sx, height: Double(tile.height) * sy)
            guard isVisible(local, pixelTransform: t) else { continue }
            batch.use(tile.texture, renderer: renderer)
            batch.quad(
                t.apply(to: local.origin), t.apply(to: Point(x: local.maxX, y: local.minY)),
                t.apply(to: Point(x: local.maxX, y: local.maxY)), t.apply(to: Point(x: local.minX, y: local.maxY)),
                color: color)
        }
    }

    /// A dark rectangle with a spinner in the middle, for an image still decoding.
    func drawLoadingPlaceholder(rect: Rect, transform: AffineTransform, alpha: Double) {
        fill(rect, transform: transform, color: Self.placeholderColor, cornerRadius: 0, alpha: alpha)
        let radius = max(6, min(18, min(rect.width, rect.height) * 0.08))
        guard min(rect.width, rect.height) > radius * 2.5 else { return }
        // The spinner's centre and radius in screen points.
        let center = transform.apply(to: rect.center)
        spinner(center: center, radius: radius * transform.axisScales.x, phase: loadingSpinnerPhase, transform: .identity)
    }

    /// A dark red-grey rounded card with the file name and the reason, for an image that can't be shown.
    func drawErrorCard(rect: Rect, transform: AffineTransform, name: String, reason: String, alpha: Double) {
        let corner = min(12, min(rect.width, rect.height) * 0.08)
        fill(rect, transform: transform, color: Self.errorCardColor, cornerRadius: corner, alpha: alpha)
        let size = max(8, min(15, rect.width / 22))
        let inner = rect.insetBy(dx: min(12, rect.width * 0.06), dy: 0)
        let lineHeight = size * 1.4
        let top = rect.midY - lineHeight * 1.5
        let lines: [(String, Bool, Color)] = [
            ("⚠ Can't show image", true, Color(hex: 0xFF9F9F)),
            (name, true, .white),
            (reason, false, Color(white: 0.85)),
        ]
        for (i, (string, bold, color)) in lines.enumerated() {
            let lineRect = Rect(x: inner.minX, y: top + Double(i) * lineHeight, width: inner.width, height: lineHeight)
            drawText(
                string, rect: lineRect, transform: transform, size: size, bold: bold, color: color.withAlpha(alpha),
                alignment: .center)
        }
    }
}
