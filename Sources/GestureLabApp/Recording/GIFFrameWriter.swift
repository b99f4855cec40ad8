internal import CPixelBlend
import Foundation

/// A GIF's bytes from palette indexes, as ffmpeg's GIF encoder and muxer write them for raw `pal8` frames
/// (`-loop 0 -f gif`), so the app can compress frames on several threads (`GIFFrameWorkers`).
///
/// ffmpeg's GIF encoder (libavcodec/gif.c, its default `offsetting` and `transdiff` flags) is single-threaded; for
/// a clip whose frames change everywhere it was the stage the rest of a GIF recording waited for. The same GIF in
/// the same structure: a global palette of 256 colours, the NETSCAPE2.0 loop extension (0: for ever), then per
/// frame the rectangle where it differs from the frame before, with the pixels in it that did not change written
/// as the palette's transparent index (`gif_lzw.c`), and the delays ffmpeg's muxer gives at `fps` (each frame's
/// time rounded to hundredths of a second, the last frame as long as the one before). `GIFFileEncoderTests`
/// decodes this and ffmpeg's GIF of the same frames and compares every frame and its duration. Any thread.
struct GIFFrameWriter: Sendable {
    let width: Int
    let height: Int
    /// Frames a second, a whole number from 1 to 50 (`supports`).
    let fps: Int
    /// 256 colours as BGRA quadruplets (ffmpeg's `pal8` palette layout).
    let paletteBytes: [UInt8]
    /// The palette entry ffmpeg's encoder makes transparent: the first of the lowest alpha, when under 128
    /// (gif.c `get_palette_transparency_index`); -1 when there is none.
    let transparentIndex: Int

    /// A writer for frames of `width` x `height` at `fps`; nil unless `supports(fps:)` and the palette is 1024 bytes.
    init?(width: Int, height: Int, fps: Double, paletteBytes: [UInt8]) {
        guard Self.supports(fps: fps), paletteBytes.count == 1024, width > 0, height > 0, width <= 0xFFFF,
            height <= 0xFFFF
        else { return nil }
        self.width = width
        self.height = height
        self.fps = Int(fps)
        self.paletteBytes = paletteBytes
        var lowest = 128
        var index = -1
        for entry in 0..<256 where Int(paletteBytes[4 * entry + 3]) < lowest {
            lowest = Int(paletteBytes[4 * entry + 3])
            index = entry
        }
        transparentIndex = index
    }

    /// Whether the app writes a GIF at `fps`: whole frame rates up to 50, whose delays it rounds as ffmpeg does.
    /// Above 50 ffmpeg resamples the frames to 50 a second (`-vf fps=50`) and keeps doing it.
    static func supports(fps: Double) -> Bool {
        fps >= 1 && fps <= 50 && fps == fps.rounded()
    }

    /// Frame `number`'s time in hundredths of a second: `number` / fps rounded to the nearest (ffmpeg rescales
    /// each packet's time to the GIF muxer's 1/100 s this way, `av_rescale_q`).
    func time(ofFrame number: Int) -> Int {
        (number * 100 + fps / 2) / fps
    }

    /// Frame `number`'s delay (the muxer's: the next frame's time less this one's).
    func delay(ofFrame number: Int) -> Int {
        time(ofFrame: number + 1) - time(ofFrame: number)
    }

    /// The last frame's delay when there are `count` frames: the frame before's, as ffmpeg's muxer keeps the last
    /// duration it computed; a single frame gets its own.
    func lastFrameDelay(count: Int) -> Int {
        count >= 2 ? delay(ofFrame: count - 2) : delay(ofFrame: 0)
    }

    /// The file's start: signature, screen size, the global palette and the loop extension.
    func header() -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        bytes += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        // A global palette of 256 colours, 8 bits a channel; the background is the transparent entry, as ffmpeg's.
        bytes += [0xF7, UInt8(transparentIndex >= 0 ? transparentIndex : 0x1F), 0]
        for entry in 0..<256 {
            bytes += [paletteBytes[4 * entry + 2], paletteBytes[4 * entry + 1], paletteBytes[4 * entry]]
        }
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        return bytes
    }

    /// The file's end.
    static let trailer: [UInt8] = [0x3B]

    /// Whether `indexes` use the transparent entry themselves (ffmpeg's `is_image_translucent`).
    func isTranslucent(_ indexes: [UInt8]) -> Bool {
        indexes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return gesturelab_gif_contains_index(base, Int32(width), Int32(height), Int32(transparentIndex)) != 0
        }
    }

    /// One frame's bytes (control extension, image descriptor, LZW data) for `indexes`, diffed against
    /// `previous` (nil: drawn whole), shown `delay` hundredths of a second.
    func frame(_ indexes: [UInt8], previous: [UInt8]?, delay: Int) -> [UInt8] {
        let capacity = gesturelab_gif_frame_capacity(Int32(width), Int32(height))
        // Not zeroed first: the C writes every byte it counts.
        return [UInt8](unsafeUninitializedCapacity: capacity) { destination, count in
            count = indexes.withUnsafeBufferPointer { current in
                Self.withOptionalBuffer(previous) { before in
                    gesturelab_gif_frame(
                        current.baseAddress, before, Int32(width), Int32(height), Int32(transparentIndex),
                        Int32(delay), destination.baseAddress, capacity)
                }
            }
        }
    }

    /// `frame` with its delay set to `delay` (the control extension's bytes 4 and 5).
    static func settingDelay(_ delay: Int, of frame: [UInt8]) -> [UInt8] {
        guard frame.count > 6 else { return frame }
        var frame = frame
        frame[4] = UInt8(delay & 0xFF)
        frame[5] = UInt8(delay >> 8 & 0xFF)
        return frame
    }

    private static func withOptionalBuffer<Result>(
        _ bytes: [UInt8]?, _ body: (UnsafePointer<UInt8>?) -> Result
    ) -> Result {
        guard let bytes else { return body(nil) }
        return bytes.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
