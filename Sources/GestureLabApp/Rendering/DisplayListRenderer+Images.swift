internal import CSDL2
import Foundation
import GestureUIKit

extension DisplayListRenderer {
    /// An image in `rect` by `contentMode`: its tiles as textured quads (rotation, scale and alpha all apply), or
    /// the loading placeholder, or the error card.
    func image(
        _ handle: ImageHandle, rect: CGRect, transform: CGAffineTransform, alpha: Double,
        contentMode: ImageContentMode = .scaleToFill
    ) {
        let t = toPixels(transform)
        guard !rect.isEmpty, alpha > 0, isVisible(rect, pixelTransform: t) else { return }
        let shownPixels = shownPixelSize(of: handle, rect: rect, pixelTransform: t, contentMode: contentMode)
        switch images?.appearance(of: handle, shownPixelSize: shownPixels) ?? .loading {
        case .ready(let tiled):
            let ratio = contentMode == .scaleToFill ? nil : images?.aspectRatio(of: handle)
            let (shown, source) = Self.placement(of: tiled, in: rect, contentMode: contentMode, ratio: ratio)
            drawTiles(tiled, rect: shown, source: source, pixelTransform: t, alpha: alpha)
        case .loading:
            loadingImages.insert(handle)
            drawLoadingPlaceholder(rect: rect, transform: transform, alpha: alpha)
        case .failed(let name, let reason):
            drawErrorCard(rect: rect, transform: transform, name: name, reason: reason, alpha: alpha)
        }
    }

    /// The longest side, in output pixels, at which `handle` is shown in `rect` under `t` (points already mapped to
    /// pixels): what its decode must cover.
    func shownPixelSize(
        of handle: ImageHandle, rect: CGRect, pixelTransform t: CGAffineTransform, contentMode: ImageContentMode
    ) -> Double {
        let scales = t.axisScales
        var shownPixels = max(rect.width * scales.x, rect.height * scales.y)
        if contentMode == .scaleAspectFill, let ratio = images?.aspectRatio(of: handle), ratio > 0 {
            // The whole image is shown at the size that covers the rectangle; the decode must match that size.
            let w = rect.width * scales.x, h = rect.height * scales.y
            shownPixels = ratio >= w / max(h, 1e-9) ? max(h * ratio, h) : max(w, w / ratio)
        }
        return shownPixels
    }

    /// `prefetchHiddenImages(_:before:bounds:)` for a frame that draws none of `list` (a kept frame with nothing
    /// changed in the device): the images hidden under an opaque fill of `viewport` are still asked for.
    ///
    /// Found by logging decode requests in the viewer's dismiss drag at 2560x1600: a kept frame draws nothing, so
    /// the gallery's thumbnails under the viewer were asked for only when the drag began and the viewer's own
    /// decodes had long finished; then, the backdrop fading, all of them at once, and two decode threads took both
    /// cores from the drag's first second (its frames' median 3.7 ms against 2.4-2.9 ms after).
    func prefetchHiddenImages(in list: DisplayList, viewport: DeviceViewport) {
        guard prefetchesHiddenImages, images != nil else { return }
        pixelTransform = viewport.pixelTransform
        viewportScale = viewport.scale
        let start = Self.firstVisibleCommand(
            list.commands, covering: viewport.pixelBounds, pixelTransform: pixelTransform)
        prefetchHiddenImages(list.commands, before: start, bounds: viewport.pixelBounds)
    }

    /// Asks the image provider for the images among `commands[..<start]` (hidden under an opaque fill) that lie in
    /// `bounds`, at the size they would be shown (`ImageTextureProvider.prefetch`).
    func prefetchHiddenImages(_ commands: [DrawCommand], before start: Int, bounds: PixelRect) {
        guard start > 0, let images else { return }
        // An image also shown (the photo the viewer shows, whose thumbnail is under it) is left for when it is
        // shown: a texture of it arriving makes the window redraw the whole device (`TextureCache.changed`). A page
        // beside it, out of the device, is not shown: its thumbnail under the viewer is asked for like the others.
        var shown: Set<ImageHandle> = []
        for command in commands[start...] {
            guard case .image(let handle, let rect, let transform, _, _) = command,
                !PixelRect(enclosing: rect, transform: toPixels(transform)).intersection(bounds).isEmpty
            else { continue }
            shown.insert(handle)
        }
        var requests: [(image: ImageHandle, shownPixelSize: Double)] = []
        for command in commands[..<start] {
            guard case .image(let handle, let rect, let transform, let alpha, let contentMode) = command, alpha > 0,
                !rect.isEmpty, !shown.contains(handle)
            else { continue }
            let t = toPixels(transform)
            guard !PixelRect(enclosing: rect, transform: t).intersection(bounds).isEmpty else { continue }
            requests.append(
                (handle, shownPixelSize(of: handle, rect: rect, pixelTransform: t, contentMode: contentMode)))
        }
        images.prefetch(requests)
    }

    /// Where the image goes in `rect` and which part of it (in image pixels) is shown there.
    ///
    /// Aspect-fill scales to cover and crops the overflow (the source shrinks, the drawing stays in `rect`, so no
    /// clip is needed); aspect-fit scales to fit and centres (the whole image, in a smaller rectangle). `ratio`:
    /// the image's width / height from its header, used instead of the texture's, so a preview whose sides were
    /// rounded by DCT scaling lands on exactly the pixels the full decode will (no jump when it is replaced).
    static func placement(of tiled: TiledTexture, in rect: CGRect, contentMode: ImageContentMode, ratio: Double? = nil)
        -> (shown: CGRect, source: CGRect)
    {
        let w = Double(tiled.width), h = Double(tiled.height)
        let whole = CGRect(x: 0, y: 0, width: w, height: h)
        guard w > 0, h > 0, rect.width > 0, rect.height > 0 else { return (rect, whole) }
        let r = ratio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? w / h
        let rectIsWider = rect.width / rect.height > r
        switch contentMode {
        case .scaleToFill:
            return (rect, whole)
        case .scaleAspectFill:
            if rectIsWider {  // the image is as wide as the rectangle: crop top and bottom
                let f = rect.height / (rect.width / r)
                return (rect, CGRect(x: 0, y: h * (1 - f) / 2, width: w, height: h * f))
            }
            let f = rect.width / (rect.height * r)
            return (rect, CGRect(x: w * (1 - f) / 2, y: 0, width: w * f, height: h))
        case .scaleAspectFit:
            let dw = rectIsWider ? rect.height * r : rect.width
            let dh = rectIsWider ? rect.height : rect.width / r
            return (CGRect(x: rect.midX - dw / 2, y: rect.midY - dh / 2, width: dw, height: dh), whole)
        }
    }

    /// Draws the `source` part of the image (image pixels) stretched to `rect`, tile by tile.
    private func drawTiles(
        _ tiled: TiledTexture, rect: CGRect, source: CGRect, pixelTransform t: CGAffineTransform,
        alpha: Double
    ) {
        let color = SDL_Color(.white, alpha: alpha)
        guard source.width > 0, source.height > 0 else { return }
        // Unrotated, opaque, at alpha 1 on the software renderer: a texture already at the size shown, copied 1:1.
        if color.a == 255, renderer.isSoftware, let box = pixelBox(rect, pixelTransform: t, keepsSize: true) {
            batch.flush(to: renderer)
            if prescaled.draw(tiled, source: source, box: box) { return }
        }
        let sx = rect.width / source.width, sy = rect.height / source.height
        for tile in tiled.tiles {
            let tileRect = CGRect(
                x: Double(tile.x), y: Double(tile.y), width: Double(tile.width), height: Double(tile.height))
            let part = tileRect.intersection(source)
            guard !part.isEmpty else { continue }
            let local = CGRect(
                x: rect.minX + (part.minX - source.minX) * sx, y: rect.minY + (part.minY - source.minY) * sy,
                width: part.width * sx, height: part.height * sy)
            guard isVisible(local, pixelTransform: t) else { continue }
            let u0 = (part.minX - tileRect.minX) / tileRect.width, v0 = (part.minY - tileRect.minY) / tileRect.height
            let u1 = (part.maxX - tileRect.minX) / tileRect.width, v1 = (part.maxY - tileRect.minY) / tileRect.height
            // Unrotated: SDL's scaled copy (no blending for an opaque photo at alpha 1), not textured triangles.
            if copyRectFast(
                tile.texture, rect: local, pixelTransform: t, color: color, u0: u0, v0: v0, u1: u1, v1: v1,
                opaque: tiled.isOpaque)
            {
                continue
            }
            // Rotated (or alpha-modulated and scaled) on the software renderer: rows stepped in fixed point.
            if drawsTurnedImagesDirectly, renderer.isSoftware {
                let tw = Double(tile.width), th = Double(tile.height)
                let texels = CGRect(x: u0 * tw, y: v0 * th, width: (u1 - u0) * tw, height: (v1 - v0) * th)
                let texelToLocal = CGAffineTransform(
                    a: local.width / texels.width, b: 0, c: 0, d: local.height / texels.height,
                    tx: local.minX - texels.minX * local.width / texels.width,
                    ty: local.minY - texels.minY * local.height / texels.height)
                batch.flush(to: renderer)
                if renderer.affineCopyDirect(
                    tile.texture, texels: texels, texelToPixel: texelToLocal.concatenating(t), alpha: color.a,
                    opaqueTexels: tiled.isOpaque)
                {
                    tilesDrawnDirectly += 1
                    continue
                }
            }
            batch.use(tile.texture, renderer: renderer)
            batch.texturedQuad(
                t.apply(to: local.origin), t.apply(to: CGPoint(x: local.maxX, y: local.minY)),
                t.apply(to: CGPoint(x: local.maxX, y: local.maxY)), t.apply(to: CGPoint(x: local.minX, y: local.maxY)),
                color: color, texture: tile.texture, u0: u0, v0: v0, u1: u1, v1: v1)
        }
    }

    /// A dark rectangle with a spinner in the middle, for an image still decoding.
    func drawLoadingPlaceholder(rect: CGRect, transform: CGAffineTransform, alpha: Double) {
        noteDrewLoading()
        fill(rect, transform: transform, color: Self.placeholderColor, cornerRadius: 0, alpha: alpha)
        let radius = max(6, min(18, min(rect.width, rect.height) * 0.08))
        guard min(rect.width, rect.height) > radius * 2.5 else { return }
        // The spinner's centre and radius in screen points.
        let center = transform.apply(to: rect.center)
        spinner(
            center: center, radius: radius * transform.axisScales.x, phase: loadingSpinnerPhase, transform: .identity)
    }

    /// A dark red-grey rounded card with the file name and the reason, for an image that can't be shown.
    func drawErrorCard(rect: CGRect, transform: CGAffineTransform, name: String, reason: String, alpha: Double) {
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
            let lineRect = CGRect(
                x: inner.minX, y: top + Double(i) * lineHeight, width: inner.width, height: lineHeight)
            drawText(
                string, rect: lineRect, transform: transform, size: size, bold: bold, color: color.withAlpha(alpha),
                alignment: .center)
        }
    }
}
