import Foundation

/// The warning printed after a GIF too big to be of use as a demo (in a README or an issue).
///
/// A GIF stores each frame's changed rectangle compressed with LZW; a clip whose frames change almost everywhere (a
/// photo scrolled or faded over the whole screen) stores nearly every pixel of every frame. At the device's 3x the
/// tall photo's 6 s scroll made a 322 MB GIF against a 12 MB MP4; no GIF setting gets it near a size a page loads,
/// so the warning names what does: fewer pixels, or a video.
enum GIFSizeWarning {
    /// Bytes from which a GIF gets the warning: already more than pages and issue trackers take as an image.
    static let threshold = 100_000_000

    /// The warning for a GIF of `bytes` at `path` with `frames` frames of `width`x`height` recorded at `scale`
    /// pixels a point; nil under `threshold`.
    static func message(path: String, bytes: Int, frames: Int, width: Int, height: Int, scale: Double) -> String? {
        guard bytes >= threshold else { return nil }
        let megabytes = Int((Double(bytes) / 1_000_000).rounded())
        let smaller =
            scale > 1
            ? "record with --scale 1 (\(Int((scale * scale).rounded())) times fewer pixels) or " : "record "
        return "warning: \(path) is \(megabytes) MB (\(frames) frames of \(width)x\(height)): its frames change "
            + "almost everywhere, which a GIF stores pixel by pixel; for a demo, \(smaller)as .mp4"
    }
}
