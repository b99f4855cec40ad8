internal import CSDL2
import Foundation
import GestureUIKit

/// A fill not painted where an opaque photo drawn after it paints over it.
///
/// Found by profiling the viewer's paging and the tall photo's scroll at 2560x1600: the viewer's black background
/// is an opaque fill of the whole device, and the photo then covers most of it (all of its width, in the tall
/// photo's scroll), so each of those pixels was written twice; the opaque fill was the largest pixel cost left in
/// both after the photo's own copy. The pixels are the same: every pixel left unfilled is written by the photo,
/// whatever is drawn between the two, so a translucent fill (the viewer's fading backdrop) is left unpainted there
/// too, and a photo turned by less than 45° (the dismiss drag's) hides the box inside its quad.
extension DisplayListRenderer {
    /// Commands looked at after an opaque fill for a photo that hides it.
    static let hiddenFillLookahead = 48
    /// Fills smaller than this (pixels) are drawn whole: the look-ahead would cost more than it saves.
    static let hiddenFillMinimumPixels = 128 * 128

    /// Draws the square-cornered fill at `index` of `commands` but the part an opaque photo drawn after it hides,
    /// and returns true; false (nothing drawn) when no photo hides any of it, and the caller draws it.
    func drawFillHiddenInPart(_ commands: [DrawCommand], at index: Int) -> Bool {
        guard hidesFillsUnderPhotos, case .fill(let rect, let transform, let color, let cornerRadius) = commands[index],
            color.alpha > 0, cornerRadius <= 0, !clip.isEmpty,
            let box = pixelBox(rect, pixelTransform: toPixels(transform)), box.width > 2, box.height > 2,
            Int(box.width) * Int(box.height) >= Self.hiddenFillMinimumPixels
        else { return false }
        let fill = PixelRect(x: Int(box.x), y: Int(box.y), width: Int(box.width), height: Int(box.height))
        guard let hidden = hiddenByLaterPhoto(commands, after: index, within: fill.intersection(clip)) else {
            return false
        }
        batch.flush(to: renderer)
        let sdlColor = SDL_Color(color, alpha: 1)
        for piece in Self.pieces(of: fill, around: hidden) {
            renderer.fillRect(
                x: Int32(piece.x), y: Int32(piece.y), width: Int32(piece.width), height: Int32(piece.height),
                color: sdlColor)
        }
        fillPixelsHidden += hidden.width * hidden.height
        return true
    }

    /// The pixels of `whole` outside `hole` (inside it), as up to four rectangles: above, below, left and right.
    static func pieces(of whole: PixelRect, around hole: PixelRect) -> [PixelRect] {
        [
            PixelRect(x: whole.x, y: whole.y, width: whole.width, height: hole.y - whole.y),
            PixelRect(
                x: whole.x, y: hole.y + hole.height, width: whole.width,
                height: whole.y + whole.height - hole.y - hole.height),
            PixelRect(x: whole.x, y: hole.y, width: hole.x - whole.x, height: hole.height),
            PixelRect(
                x: hole.x + hole.width, y: hole.y, width: whole.x + whole.width - hole.x - hole.width,
                height: hole.height),
        ].filter { !$0.isEmpty }
    }

    /// The largest rectangle of `area` that an opaque photo at full alpha, turned by less than 45°, drawn among the next
    /// `hiddenFillLookahead` commands paints whole, within the clip it is drawn in (the clips pushed and popped on
    /// the way followed as `draw` follows them, from its own clip stack); nil when none does.
    func hiddenByLaterPhoto(_ commands: [DrawCommand], after index: Int, within area: PixelRect)
        -> PixelRect?
    {
        guard hidesFillsUnderPhotos else { return nil }
        // The clips as `draw` will have them: pushes and pops followed exactly (a pop with nothing pushed keeps the
        // clip, as `draw` does after commands skipped under an opaque fill).
        var clips = clipStack
        var current = clip
        var best: PixelRect?
        for command in commands[(index + 1)...].prefix(Self.hiddenFillLookahead) {
            switch command {
            case .pushClip(let rect):
                clips.append(current)
                current = current.intersection(PixelRect(enclosing: rect, transform: pixelTransform))
            case .popClip:
                if let previous = clips.popLast() { current = previous }
            case .image(let handle, let rect, let transform, let alpha, let contentMode) where alpha >= 1:
                let visible = current.intersection(area)
                guard
                    let painted = opaquePixels(
                        of: handle, rect: rect, transform: transform, contentMode: contentMode, within: visible)
                else { continue }
                let hidden = painted.intersection(visible)
                if !hidden.isEmpty, hidden.width * hidden.height > (best.map { $0.width * $0.height } ?? 0) {
                    best = hidden
                }
            default:
                continue
            }
        }
        return best
    }

    /// The pixels an image command paints with opaque texels: the whole pixels inside the axis-aligned box within
    /// its quad (the quad itself when unrotated), one pixel in from each side (the tiles' and the kept copy's
    /// rounding, and a turned photo's edge rule, may leave an edge pixel unpainted); nil when it is turned by 45°
    /// or more or mirrored, not decoded yet (its placeholder) or not opaque, or misses `visible`. Only an image that
    /// reaches `visible` (the clip it is drawn in) is asked for: its own drawing asks for it at the same size, so
    /// no decode is asked for that the frame would not ask for (an image scrolled out of its clip, a neighbour
    /// page, is not).
    private func opaquePixels(
        of handle: ImageHandle, rect: CGRect, transform: CGAffineTransform, contentMode: ImageContentMode,
        within visible: PixelRect
    ) -> PixelRect? {
        let t = toPixels(transform)
        // Under 45° and not mirrored, the quad's corners keep their sides: the first two are its top, the last
        // two's x its right, and so on.
        guard let images, !rect.isEmpty, !visible.isEmpty, t.a > abs(t.b), t.d > abs(t.c),
            !PixelRect(enclosing: rect, transform: t).intersection(visible).isEmpty
        else { return nil }
        let shown = shownPixelSize(of: handle, rect: rect, pixelTransform: t, contentMode: contentMode)
        guard case .ready(let tiled) = images.appearance(of: handle, shownPixelSize: shown), tiled.isOpaque else {
            return nil
        }
        let ratio = contentMode == .scaleToFill ? nil : images.aspectRatio(of: handle)
        let (placed, source) = Self.placement(of: tiled, in: rect, contentMode: contentMode, ratio: ratio)
        guard source.width > 0, source.height > 0 else { return nil }
        let topLeft = t.apply(to: CGPoint(x: placed.minX, y: placed.minY))
        let topRight = t.apply(to: CGPoint(x: placed.maxX, y: placed.minY))
        let bottomRight = t.apply(to: CGPoint(x: placed.maxX, y: placed.maxY))
        let bottomLeft = t.apply(to: CGPoint(x: placed.minX, y: placed.maxY))
        let left = max(topLeft.x, bottomLeft.x), right = min(topRight.x, bottomRight.x)
        let top = max(topLeft.y, topRight.y), bottom = min(bottomLeft.y, bottomRight.y)
        let limit = 1e6
        guard [left, right, top, bottom].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        let x0 = Int(left.rounded(.up)) + 1, x1 = Int(right.rounded(.down)) - 1
        let y0 = Int(top.rounded(.up)) + 1, y1 = Int(bottom.rounded(.down)) - 1
        let inner = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        return inner.isEmpty ? nil : inner
    }
}
