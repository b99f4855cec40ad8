internal import CSDL2
import Foundation
import GestureUIKit

/// An opaque fill not painted where an opaque photo drawn after it paints over it.
///
/// Found by profiling the viewer's paging and the tall photo's scroll at 2560x1600: the viewer's black background
/// is an opaque fill of the whole device, and the photo then covers most of it (all of its width, in the tall
/// photo's scroll), so each of those pixels was written twice; the opaque fill was the largest pixel cost left in
/// both after the photo's own copy. The pixels are the same: every pixel left unfilled is written by the photo,
/// whatever is drawn between the two.
extension DisplayListRenderer {
    /// Commands looked at after an opaque fill for a photo that hides it.
    static let hiddenFillLookahead = 48
    /// Fills smaller than this (pixels) are drawn whole: the look-ahead would cost more than it saves.
    static let hiddenFillMinimumPixels = 128 * 128

    /// Draws the opaque, square-cornered fill at `index` of `commands` but the part an opaque photo drawn after it
    /// hides, and returns true; false (nothing drawn) when no photo hides any of it, and the caller draws it.
    func drawFillHiddenInPart(_ commands: [DrawCommand], at index: Int) -> Bool {
        guard hidesFillsUnderPhotos, case .fill(let rect, let transform, let color, let cornerRadius) = commands[index],
            color.alpha >= 1, cornerRadius <= 0, !clip.isEmpty,
            let box = pixelBox(rect, pixelTransform: toPixels(transform)), box.width > 2, box.height > 2,
            Int(box.width) * Int(box.height) >= Self.hiddenFillMinimumPixels
        else { return false }
        let fill = PixelRect(x: Int(box.x), y: Int(box.y), width: Int(box.width), height: Int(box.height))
        guard let hidden = hiddenByLaterPhoto(commands, after: index, within: fill.intersection(clip)) else {
            return false
        }
        // The fill's pixels around the hidden rectangle: above, below, left and right of it.
        let pieces = [
            PixelRect(x: fill.x, y: fill.y, width: fill.width, height: hidden.y - fill.y),
            PixelRect(
                x: fill.x, y: hidden.y + hidden.height, width: fill.width,
                height: fill.y + fill.height - hidden.y - hidden.height),
            PixelRect(x: fill.x, y: hidden.y, width: hidden.x - fill.x, height: hidden.height),
            PixelRect(
                x: hidden.x + hidden.width, y: hidden.y, width: fill.x + fill.width - hidden.x - hidden.width,
                height: hidden.height),
        ]
        batch.flush(to: renderer)
        let sdlColor = SDL_Color(color, alpha: 1)
        for piece in pieces where !piece.isEmpty {
            renderer.fillRect(
                x: Int32(piece.x), y: Int32(piece.y), width: Int32(piece.width), height: Int32(piece.height),
                color: sdlColor)
        }
        fillPixelsHidden += hidden.width * hidden.height
        return true
    }

    /// The largest rectangle of `area` that an opaque, unrotated photo at full alpha drawn among the next
    /// `hiddenFillLookahead` commands paints whole, within the clip it is drawn in (the clips pushed and popped on
    /// the way followed as `draw` follows them); nil when none does.
    private func hiddenByLaterPhoto(_ commands: [DrawCommand], after index: Int, within area: PixelRect)
        -> PixelRect?
    {
        var clips: [PixelRect] = []
        var current = clip
        var best: PixelRect?
        for command in commands[(index + 1)...].prefix(Self.hiddenFillLookahead) {
            switch command {
            case .pushClip(let rect):
                clips.append(current)
                current = current.intersection(PixelRect(enclosing: rect, transform: pixelTransform))
            case .popClip:
                // Past the clip the fill was drawn in: what follows is no longer known to be clipped as it is.
                guard let previous = clips.popLast() else { return best }
                current = previous
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

    /// The pixels an image command paints with opaque texels, one pixel in from each edge of its box (the tiles'
    /// and the kept copy's rounding may leave an edge pixel unpainted); nil when it is rotated, not decoded yet
    /// (its placeholder) or not opaque, or misses `visible`. Only an image that reaches `visible` (the clip it is
    /// drawn in) is asked for: its own drawing asks for it at the same size, so no decode is asked for that the
    /// frame would not ask for (an image scrolled out of its clip, a neighbour page, is not).
    private func opaquePixels(
        of handle: ImageHandle, rect: CGRect, transform: CGAffineTransform, contentMode: ImageContentMode,
        within visible: PixelRect
    ) -> PixelRect? {
        let t = toPixels(transform)
        guard let images, !rect.isEmpty, !visible.isEmpty, t.b == 0, t.c == 0, t.a > 0, t.d > 0,
            !PixelRect(enclosing: rect, transform: t).intersection(visible).isEmpty
        else { return nil }
        let shown = shownPixelSize(of: handle, rect: rect, pixelTransform: t, contentMode: contentMode)
        guard case .ready(let tiled) = images.appearance(of: handle, shownPixelSize: shown), tiled.isOpaque else {
            return nil
        }
        let ratio = contentMode == .scaleToFill ? nil : images.aspectRatio(of: handle)
        let (placed, source) = Self.placement(of: tiled, in: rect, contentMode: contentMode, ratio: ratio)
        guard source.width > 0, source.height > 0, let box = pixelBox(placed, pixelTransform: t) else { return nil }
        let inner = PixelRect(
            x: Int(box.x) + 1, y: Int(box.y) + 1, width: Int(box.width) - 2, height: Int(box.height) - 2)
        return inner.isEmpty ? nil : inner
    }
}
