internal import CPixelBlend
internal import CSDL2
import Foundation
import GestureUIKit

/// Opaque photos kept already scaled to the size they are shown at, for the software renderer.
///
/// Found by profiling (`perf record` of the 2560x1600 drag bench): 53 % of the frame was SDL's
/// nearest-neighbour stretch of the photo (`SDL_RenderCopy` with a source size unlike the destination's), which
/// steps through every destination pixel. A 1:1 copy of the same pixels is a row copy. So when an opaque
/// image is drawn unrotated at the same pixel size and source rectangle for two frames in a row (a page drag
/// moves it, a pinch does not keep its size), it is stretched once into streaming textures of that size, a band of
/// rows each, and copied 1:1 from then on (`SDLRenderer.copy`, drawn on two threads by `textureCopyDirect`). The
/// stretch is SDL's: each tile's part stepped as `SDL_SoftStretch`'s nearest stretch steps it into a texture of the
/// whole size (`gesturelab_texel_copy`), so the bands join without a seam. Textures not drawn for `idleFrames`
/// frames are freed. Render thread only.
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
        /// The kept image top to bottom, `rowsPerBand` rows each (the last fewer): drawn from once they add up to
        /// the image's height.
        var bands: [SDLTexture] = []
        var lastUsed: Int
        /// The image's `revision` the bands were made from: a preview's band since then makes them stale.
        var revision = 0
        /// Rows stretched so far (the bands' heights added up).
        var madeRows: Int32 = 0

        func destroy() {
            for band in bands { band.destroy() }
        }
    }

    /// Destination pixels a band holds, and stretched a frame. Found by logging the tall photo's scroll at
    /// 2560x1600 (`GESTURELAB_FRAME_LOG`): its whole 725x13426 stretch in one frame was a 40-57 ms frame, the
    /// scroll's worst; stretched a million pixels a frame into one texture, the worst was 33 ms, 26 of them making
    /// the 39 MB texture (SDL zeroes a new texture's pixels, and the kernel maps the pages). A band a frame makes and
    /// fills 4 MB; the frames until the image is whole stretch the rows shown, as before it was kept.
    static let pixelsPerFrame = 1 << 20

    /// Off: every image is stretched each frame, as before (the bench's same-run comparison).
    var isEnabled = true
    private let renderer: SDLRenderer
    private var entries: [Key: Entry] = [:]
    private var frame = 0

    init(renderer: SDLRenderer) {
        self.renderer = renderer
    }

    /// Images kept (or being made) now.
    var textureCount: Int { entries.values.filter { !$0.bands.isEmpty }.count }

    /// The bands kept for `image` shown at `width`x`height` from its `source` (tests).
    func bands(of image: TiledTexture, source: CGRect, width: Int32, height: Int32) -> [SDLTexture] {
        let key = Key(
            image: ObjectIdentifier(image), width: width, height: height,
            source: [source.minX, source.minY, source.width, source.height].map { Int($0.rounded()) })
        return entries[key]?.bands ?? []
    }

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
            // A new image, size or pixels: remember it, stretch this frame; keep bands only once all three hold.
            entries[key]?.destroy()
            entries[key] = Entry(image: image, lastUsed: frame, revision: image.revision)
            return false
        }
        let seenLastFrame = entry.lastUsed >= frame - 1
        entry.lastUsed = frame
        if entry.madeRows < box.height {
            // One more band a frame, while the image is seen frame after frame; until the last, the frame stretches
            // the image as before.
            guard entry.madeRows > 0 || seenLastFrame else {
                entries[key] = entry
                return false
            }
            let rows = min(box.height - entry.madeRows, Int32(max(1, Self.pixelsPerFrame / Int(box.width))))
            guard
                let band = makeBand(
                    of: image, source: source, width: box.width, height: box.height,
                    rows: entry.madeRows..<entry.madeRows + rows)
            else {
                entry.destroy()
                entry.bands = []
                entry.madeRows = 0
                entries[key] = entry
                return false
            }
            entry.bands.append(band)
            entry.madeRows += rows
            entries[key] = entry
            if entry.madeRows < box.height { return false }
        }
        entries[key] = entry
        var top: Int32 = 0
        for band in entry.bands {
            let rows = Int32(band.height)
            renderer.copy(
                band, source: (0, 0, box.width, rows), destination: (box.x, box.y + top, box.width, rows),
                color: SDL_Color(r: 255, g: 255, b: 255, a: 255), opaque: true)
            top += rows
        }
        return true
    }

    /// A streaming texture of `rows` of the image shown at `width`x`height`: every tile's part that reaches those
    /// rows, stepped as SDL's nearest stretch of that part into a texture of the whole size steps it
    /// (`SDL_RenderCopy` onto a target inside it: `SDL_SoftStretch`, from the part's first destination pixel). Nil
    /// when SDL can't make or lock it, or a tile can't be locked (only streaming tiles can: the software
    /// renderer's).
    private func makeBand(of image: TiledTexture, source: CGRect, width: Int32, height: Int32, rows: Range<Int32>)
        -> SDLTexture?
    {
        guard let band = try? renderer.makeStreamingTexture(width: Int(width), height: rows.count),
            let bandHandle = band.handle
        else { return nil }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(bandHandle, nil, &pixels, &pitch) == 0, let pixels else {
            band.destroy()
            return nil
        }
        defer { SDL_UnlockTexture(bandHandle) }
        let sx = Double(width) / source.width, sy = Double(height) / source.height
        for tile in image.tiles {
            let tileRect = CGRect(
                x: Double(tile.x), y: Double(tile.y), width: Double(tile.width), height: Double(tile.height))
            let part = tileRect.intersection(source)
            guard !part.isEmpty else { continue }
            // Where the part lands in the whole image shown, and which texels of the tile it is (rounded as the
            // stretch each frame rounds them).
            let x0 = Int32(((part.minX - source.minX) * sx).rounded()),
                x1 = Int32(((part.maxX - source.minX) * sx).rounded())
            let y0 = Int32(((part.minY - source.minY) * sy).rounded()),
                y1 = Int32(((part.maxY - source.minY) * sy).rounded())
            let u0 = Int32((part.minX - tileRect.minX).rounded()), u1 = Int32((part.maxX - tileRect.minX).rounded())
            let v0 = Int32((part.minY - tileRect.minY).rounded()), v1 = Int32((part.maxY - tileRect.minY).rounded())
            let top = max(y0, rows.lowerBound), bottom = min(y1, rows.upperBound)
            guard x1 > x0, y1 > y0, u1 > u0, v1 > v0, bottom > top, let tileHandle = tile.texture.handle else {
                continue
            }
            var texels: UnsafeMutableRawPointer?
            var texelPitch: Int32 = 0
            guard SDL_LockTexture(tileHandle, nil, &texels, &texelPitch) == 0, let texels else {
                band.destroy()
                return nil
            }
            var copy = gesturelab_texel_copy(
                pixels: pixels.assumingMemoryBound(to: UInt8.self), pitch: Int(pitch), keeps_alpha: 1,
                x: x0, y: top - rows.lowerBound, w: x1 - x0, h: bottom - top,
                texels: UnsafeRawPointer(texels).assumingMemoryBound(to: UInt8.self), texel_pitch: Int(texelPitch),
                source_x: u0, source_y: v0, origin_x: x0, origin_y: y0 - rows.lowerBound,
                inc_x: UInt32((u1 - u0) << 16) / UInt32(x1 - x0), inc_y: UInt32((v1 - v0) << 16) / UInt32(y1 - y0))
            gesturelab_texel_copy_draw(renderer.rasterBands?.pointer, &copy)
            SDL_UnlockTexture(tileHandle)
        }
        return band
    }

    /// Starts a frame: frees the textures of images gone or not drawn for `idleFrames` frames.
    func nextFrame() {
        frame += 1
        for (key, entry) in entries where entry.image == nil || entry.lastUsed < frame - Self.idleFrames {
            entry.destroy()
            entries[key] = nil
        }
    }

    /// Frees every texture (render reset, or before the renderer goes).
    func removeAll() {
        for entry in entries.values { entry.destroy() }
        entries.removeAll()
    }
}
