internal import CSDL2
import Foundation
import GestureUIKit

/// Opaque photos kept as a texture already scaled to the size they are shown at, for the software renderer.
///
/// Found by profiling (`perf record` of the 2560x1600 drag bench): 53 % of the frame was SDL's
/// nearest-neighbour stretch of the photo (`SDL_RenderCopy` with a source size unlike the destination's), which
/// steps through every destination pixel. A 1:1 copy of the same pixels is a row `memcpy`. So when an opaque
/// image is drawn unrotated at the same pixel size and source rectangle for two frames in a row (a page drag
/// moves it, a pinch does not keep its size), it is stretched once into a target texture of that size and copied 1:1 from then on. The
/// pixels are the ones the stretch drew (same nearest sampling), apart from rounding at a clipped edge.
/// Textures not drawn for `idleFrames` frames are freed. Render thread only.
final class PrescaledImages {
    /// Frames an unused scaled texture is kept.
    static let idleFrames = 30
    /// Pixels: the largest area kept (a photo zoomed far past the window is stretched as before: 4096² is 64 MB).
    /// An area, not a side: the tall photo (1080x20000) fitted to the viewer's width at 2560x1600 is 725x13426
    /// pixels (39 MB), and a cap of 4096 a side stretched its 6,700-row tiles on every frame of a scroll (half of
    /// the frame in the profile); kept, a scroll frame is a 1:1 copy of the rows shown.
    static let maxArea = 4096 * 4096
    /// Pixels: the longest side kept.
    static let maxSide = 16384
    /// Pixels: below this area the stretch is cheap and nothing is kept.
    static let minArea = 128 * 128

    /// One image at one size: an image drawn at two sizes in one frame (the panorama is a gallery cell under the
    /// viewer and the viewer's page) has two entries.
    private struct Key: Hashable {
        var image: ObjectIdentifier
        var width: Int32
        var height: Int32
        /// The source rectangle in image pixels, rounded to whole pixels.
        var source: [Int]
    }

    private struct Entry {
        weak var image: TiledTexture?
        var texture: SDLTexture?
        var lastUsed: Int
        /// The image's `revision` the texture was made from: a preview's band since then makes it stale.
        var revision = 0
        /// Rows of `texture` stretched so far: it is drawn from once all are.
        var madeRows: Int32 = 0
    }

    /// Destination pixels stretched into a kept texture a frame. Found by logging the tall photo's scroll at
    /// 2560x1600 (`GESTURELAB_FRAME_LOG`): its whole 725x13426 stretch in one frame was a 40-57 ms frame, the
    /// scroll's worst; in bands of a million pixels (about 4 ms), the frames until it is whole stretch the rows
    /// shown, as before it was kept.
    static let pixelsPerFrame = 1 << 20

    /// Off: every image is stretched each frame, as before (the bench's same-run comparison).
    var isEnabled = true
    private let renderer: SDLRenderer
    private var entries: [Key: Entry] = [:]
    private var frame = 0

    init(renderer: SDLRenderer) {
        self.renderer = renderer
    }

    /// Scaled textures held now.
    var textureCount: Int { entries.values.filter { $0.texture != nil }.count }

    /// Draws the `source` part of `image` (image pixels) into the pixel box from its scaled texture; false when
    /// the caller should stretch it itself (first frame at this size, too small, too large, not opaque).
    func draw(_ image: TiledTexture, source: CGRect, box: DisplayListRenderer.PixelBox) -> Bool {
        guard isEnabled, image.isOpaque, box.width > 0, box.height > 0,
            Int(box.width) * Int(box.height) >= Self.minArea,
            box.width <= Self.maxSide, box.height <= Self.maxSide, Int(box.width) * Int(box.height) <= Self.maxArea,
            Double(box.width) != source.width || Double(box.height) != source.height
        else { return false }
        let key = Key(
            image: ObjectIdentifier(image), width: box.width, height: box.height,
            source: [source.minX, source.minY, source.width, source.height].map { Int($0.rounded()) })
        guard var entry = entries[key], entry.image === image, entry.revision == image.revision else {
            // A new image, size or pixels: remember it, stretch this frame; keep a texture only once all three hold.
            entries[key]?.texture?.destroy()
            entries[key] = Entry(image: image, texture: nil, lastUsed: frame, revision: image.revision)
            return false
        }
        let seenLastFrame = entry.lastUsed >= frame - 1
        entry.lastUsed = frame
        if entry.texture == nil {
            guard seenLastFrame,
                let made = try? renderer.makeTargetTexture(width: Int(box.width), height: Int(box.height))
            else {
                entries[key] = entry
                return false
            }
            entry.texture = made
            entry.madeRows = 0
        }
        if entry.madeRows < box.height, let texture = entry.texture {
            let end = min(box.height, entry.madeRows + Int32(max(1, Self.pixelsPerFrame / Int(box.width))))
            guard stretch(image, source: source, into: texture, rows: entry.madeRows..<end) else {
                texture.destroy()
                entry.texture = nil
                entries[key] = entry
                return false
            }
            entry.madeRows = end
            entries[key] = entry
            // Not whole yet: this frame stretches the image as before.
            if end < box.height { return false }
        }
        entries[key] = entry
        guard let texture = entry.texture else { return false }
        renderer.copy(
            texture, source: (0, 0, box.width, box.height), destination: box,
            color: SDL_Color(r: 255, g: 255, b: 255, a: 255), opaque: true)
        return true
    }

    /// Stretches `source` of `image` into `rows` of `scaled` (sized as the image is shown): every tile's part that
    /// reaches those rows, drawn as a whole under a clip of the rows, so the bands together draw what one stretch
    /// of the whole would, apart from rounding at a band's edge (SDL clips a scaled copy in doubles). False when SDL
    /// can't draw into it.
    private func stretch(_ image: TiledTexture, source: CGRect, into scaled: SDLTexture, rows: Range<Int32>) -> Bool {
        guard renderer.setTarget(scaled) else { return false }
        let width = Int32(scaled.width), height = Int32(scaled.height)
        let whole = rows.lowerBound == 0 && rows.upperBound >= height
        if !whole {
            renderer.setClip(x: 0, y: rows.lowerBound, width: width, height: rows.upperBound - rows.lowerBound)
        }
        let sx = Double(width) / source.width, sy = Double(height) / source.height
        for tile in image.tiles {
            let tileRect = CGRect(
                x: Double(tile.x), y: Double(tile.y), width: Double(tile.width), height: Double(tile.height))
            let part = tileRect.intersection(source)
            guard !part.isEmpty else { continue }
            let x0 = ((part.minX - source.minX) * sx).rounded(), x1 = ((part.maxX - source.minX) * sx).rounded()
            let y0 = ((part.minY - source.minY) * sy).rounded(), y1 = ((part.maxY - source.minY) * sy).rounded()
            guard y1 > Double(rows.lowerBound), y0 < Double(rows.upperBound) else { continue }
            let u0 = (part.minX - tileRect.minX).rounded(), u1 = (part.maxX - tileRect.minX).rounded()
            let v0 = (part.minY - tileRect.minY).rounded(), v1 = (part.maxY - tileRect.minY).rounded()
            renderer.copy(
                tile.texture, source: (Int32(u0), Int32(v0), Int32(u1 - u0), Int32(v1 - v0)),
                destination: (Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0)),
                color: SDL_Color(r: 255, g: 255, b: 255, a: 255), opaque: true)
        }
        if !whole { renderer.removeClip() }
        _ = renderer.setTarget(nil)
        return true
    }

    /// Starts a frame: frees the textures of images gone or not drawn for `idleFrames` frames.
    func nextFrame() {
        frame += 1
        for (key, entry) in entries where entry.image == nil || entry.lastUsed < frame - Self.idleFrames {
            entry.texture?.destroy()
            entries[key] = nil
        }
    }

    /// Frees every texture (render reset, or before the renderer goes).
    func removeAll() {
        for entry in entries.values { entry.texture?.destroy() }
        entries.removeAll()
    }
}
