internal import CPixelBlend
import Foundation

/// A GIF's frames turned into palette indexes in the app (`gif_dither.c`), so ffmpeg only encodes them.
///
/// The same ordered dither as ffmpeg's `paletteuse=dither=bayer:bayer_scale=3` (the offsets of vf_paletteuse.c's
/// `dither_value`, each channel clipped, the nearest palette colour by squared RGB distance): measured against
/// paletteuse on the tall photo's scroll at 1170x2640, every pixel that differed was a tie between two palette
/// colours equally near (ffmpeg's k-d tree and this search break ties differently). ffmpeg's filter read each
/// 12 MB BGRA frame from a pipe, copied it twice and looked each dithered colour up in a hash of linear lists,
/// about 80 ms a frame on this machine and the GIF's slowest stage; here it is a table lookup a pixel and ffmpeg
/// reads a quarter of the bytes (docs/performance.md). `@unchecked Sendable`: its stored properties are constants
/// but the lookup table, which threads dithering at once share through relaxed atomic loads and stores of values
/// that only ever go from 0 to the one right index (`GIFFrameWorkers` dithers frames on two threads).
final class GIFDither: @unchecked Sendable {
    /// ffmpeg's `bayer_scale` for the pattern (0 loudest ... 5 faintest), as the ffmpeg-dithered GIFs use.
    static let bayerScale: Int32 = 3

    /// The palette as 256 BGRA quadruplets: ffmpeg's `pal8` layout (native 0xAARRGGBB), sent after each frame.
    let paletteBytes: [UInt8]
    private let palette: [UInt32]
    private let transparentIndex: Int32
    private let offsets: [Int32]
    /// Nearest index + 1 per 24-bit dithered colour, 0 until looked up; `calloc`'d, so pages never touched cost
    /// nothing (a photo clip touches a few MB of the 32).
    private let cache: UnsafeMutablePointer<UInt16>

    /// A dither to `paletteBytes` (1024 bytes, 256 BGRA colours); nil when it is not 1024 bytes or memory is short.
    init?(paletteBytes: [UInt8]) {
        guard paletteBytes.count == 1024, let memory = calloc(1 << 24, MemoryLayout<UInt16>.stride) else {
            return nil
        }
        self.paletteBytes = paletteBytes
        palette = (0..<256).map { i in
            UInt32(paletteBytes[4 * i]) | UInt32(paletteBytes[4 * i + 1]) << 8 | UInt32(paletteBytes[4 * i + 2]) << 16
                | UInt32(paletteBytes[4 * i + 3]) << 24
        }
        // paletteuse's transparency index is the palette's last colour with alpha under 128 (vf_paletteuse.c
        // `load_palette`; palettegen reserves the last entry).
        transparentIndex = palette.lastIndex { $0 >> 24 < 128 }.map(Int32.init) ?? -1
        offsets = Self.bayerOffsets()
        cache = memory.bindMemory(to: UInt16.self, capacity: 1 << 24)
    }

    deinit { free(cache) }

    /// The 64 offsets of the 8x8 pattern at `scale` (index (y & 7) << 3 | (x & 7)), added to each channel.
    static func bayerOffsets(scale: Int32 = bayerScale) -> [Int32] {
        var offsets = [Int32](repeating: 0, count: 64)
        gesturelab_gif_bayer_offsets(scale, &offsets)
        return offsets
    }

    /// The index of the colour of `palette` (256, 0xAARRGGBB) nearest to red, green, blue among the opaque ones.
    static func nearest(in palette: [UInt32], red: Int, green: Int, blue: Int) -> Int {
        Int(gesturelab_gif_nearest(palette, Int32(red), Int32(green), Int32(blue)))
    }

    /// `frame`'s palette indexes, a row of `width` bytes after another, then `paletteBytes`: one frame of ffmpeg's
    /// raw `pal8` video.
    func packet(for frame: RenderedImage) -> [UInt8] {
        indexes(for: frame, reserving: paletteBytes.count) + paletteBytes
    }

    /// `frame`'s palette indexes, a row of `width` bytes after another (any thread; `reserving`: room for bytes
    /// the caller appends).
    func indexes(for frame: RenderedImage, reserving extra: Int = 0) -> [UInt8] {
        let count = frame.width * frame.height
        var indexes = [UInt8]()
        indexes.reserveCapacity(count + extra)
        indexes.append(contentsOf: repeatElement(0, count: count))
        indexes.withUnsafeMutableBufferPointer { out in
            frame.bgra.withUnsafeBufferPointer { pixels in
                guard let source = pixels.baseAddress, let destination = out.baseAddress else { return }
                gesturelab_gif_dither(
                    source, Int32(frame.width), Int32(frame.height), frame.width * 4, palette, offsets,
                    transparentIndex, cache, destination)
            }
        }
        return indexes
    }

    /// The palette image at `path` (a palettegen PNG) as 1024 bytes of BGRA, converted by `ffmpeg`; nil if that
    /// fails (the GIF is then dithered by ffmpeg, as before).
    static func loadPalette(_ path: String, ffmpeg: String) -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-hide_banner", "-nostats", "-loglevel", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo",
            "-pix_fmt", "bgra", "-",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0, bytes.count == 1024 else {
            return nil
        }
        return [UInt8](bytes)
    }
}
