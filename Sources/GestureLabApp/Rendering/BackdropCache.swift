import Foundation
import GestureUIKit

/// What lies under a translucent fill of the whole viewport (a backdrop), kept as pixels while it doesn't change, so
/// a frame draws that picture with the backdrop blended over it in one pass (`DisplayListRenderer.drawBackdrop`)
/// instead of drawing every command under it and then blending the fill over all of it.
///
/// Found by profiling the viewer's dismiss drag at 2560x1600 (docs/performance.md): while the photo is dragged the
/// viewer's black fades over the gallery, which does not change, yet the gallery's background, its thumbnails and
/// the blend over the whole device were a third of the frame, the part of it that grows with the screen.
///
/// Nothing here knows scenes: any list whose commands up to such a fill are the ones kept, drawn into the same
/// viewport with the same images, draws the same pixels there (the reasoning of `DeviceDamage`, whose invalidation
/// this shares: the commands compared, and the image provider's `contentGeneration` for what a command alone does
/// not say), so the kept picture stands for them. A frame that drew an image as loading (its spinner turns) under
/// the fill keeps nothing.
final class BackdropCache {
    /// Where a list's backdrop is: the commands under it are `start..<fill` (drawing starts at `start`, the first
    /// command not hidden under an opaque fill), the fill is `commands[fill]`.
    struct Split: Equatable {
        var start: Int
        var fill: Int
    }

    /// What the kept pixels show: the commands under the backdrop, where and with which images they were drawn.
    struct Key: Equatable {
        var under: ArraySlice<DrawCommand>
        var viewport: DeviceViewport
        var imageGeneration: Int
    }

    /// Whether backdrops are drawn from kept pixels; `GESTURELAB_BACKDROP_CACHE=off` draws every command every frame,
    /// as before (the performance page's before and after from one build).
    var isEnabled = ProcessInfo.processInfo.environment["GESTURELAB_BACKDROP_CACHE"] != "off"
    /// Frames whose backdrop was drawn from the kept pixels, and frames that kept new ones (tests and statistics).
    private(set) var hits = 0, fills = 0
    /// The pixels of the viewport's bounds as the commands under the backdrop left them, row by row.
    private(set) var pixels: [UInt32] = []
    private(set) var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private(set) var key: Key?

    /// Whether the kept pixels show what `key` would draw.
    func holds(_ key: Key) -> Bool { isEnabled && self.key == key }

    /// Counts a frame drawn from the kept pixels.
    func noteHit() { hits += 1 }

    /// Keeps the pixels of `bounds` read row by row by `readRow(row, into:)` as what `key` draws.
    func keep(_ key: Key, bounds: PixelRect, readRow: (Int, UnsafeMutablePointer<UInt32>) -> Void) {
        let count = bounds.width * bounds.height
        if pixels.count != count { pixels = [UInt32](repeating: 0, count: count) }
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<bounds.height { readRow(bounds.y + row, base + row * bounds.width) }
        }
        self.bounds = bounds
        self.key = key
        fills += 1
    }

    /// Forgets the kept pixels (the surface could not be read).
    func invalidate() { key = nil }

    /// The backdrop of `commands` drawn from `start` in `bounds` (output pixels under `pixelTransform`): the first
    /// fill after `start` that is translucent, square-cornered and axis-aligned, covers every pixel of `bounds` but
    /// its outermost ring (as `DisplayListRenderer.lastFillCoveringInside` allows) and is drawn only inside clips that
    /// cover `bounds` too, with at least one command under it; nil when there is none.
    static func split(
        _ commands: [DrawCommand], from start: Int, bounds: PixelRect, pixelTransform: CGAffineTransform
    ) -> Split? {
        guard start < commands.count, bounds.width > 2, bounds.height > 2 else { return nil }
        let inside = PixelRect(x: bounds.x + 1, y: bounds.y + 1, width: bounds.width - 2, height: bounds.height - 2)
        let tolerance = 0.49
        func covers(_ rect: CGRect, _ t: CGAffineTransform) -> Bool {
            guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return false }
            return t.a * rect.minX + t.tx <= Double(inside.x) + tolerance
                && t.d * rect.minY + t.ty <= Double(inside.y) + tolerance
                && t.a * rect.maxX + t.tx >= Double(inside.x + inside.width) - tolerance
                && t.d * rect.maxY + t.ty >= Double(inside.y + inside.height) - tolerance
        }
        var clips: [Bool] = []
        var drawsUnder = false
        for index in start..<commands.count {
            switch commands[index] {
            case .pushClip(let rect):
                clips.append(covers(rect, pixelTransform))
            case .popClip:
                _ = clips.popLast()
            case .fill(let rect, let transform, let color, let cornerRadius)
            where (1...254).contains((color.alpha * 255).rounded()) && cornerRadius <= 0 && !clips.contains(false)
                && covers(rect, transform.concatenating(pixelTransform)):
                return drawsUnder ? Split(start: start, fill: index) : nil
            default:
                drawsUnder = true
            }
        }
        return nil
    }
}
