internal import CPixelBlend
import Foundation

/// The software renderer's second core for its large pixel operations: a worker thread (`CPixelBlend`'s
/// `raster_bands.c`) that draws rows of an opaque fill, a blended fill, the backdrop's copy-back or a turned photo
/// while the render thread draws the others. Each of those kernels writes a row from that row's inputs alone, so
/// the bytes are the one-thread path's (`RasterBandsTests`).
///
/// During a frame's drawing the X server is idle (the present comes after), so on a two-core machine the second
/// core is free. Rows are claimed in small chunks, so a worker the scheduler starts late takes fewer or none and
/// the render thread draws the rest rather than waiting; between calls the worker sleeps on a condition variable.
/// `GESTURELAB_RASTER_THREADS=1` keeps every call on the render thread.
final class RasterBands {
    /// The C worker; freed (its thread joined) in `deinit`.
    let pointer: OpaquePointer

    /// The smallest call split between the threads, in pixels. Measured on the two-core bench machine
    /// (`Benchmarks/raster-bands/handoff.c`): waking the sleeping worker until it draws its first row takes
    /// 30-60 us, and the fills run at about 1-2 ns a pixel on one core; a call of 128 Ki pixels (about
    /// 150-250 us alone) gains some 60-100 us from the second core, and a smaller one risks losing to the wake.
    static let defaultMinimumPixels = 128 * 1024

    /// Whether renderers split large calls in `environment`: not with `GESTURELAB_RASTER_THREADS=1`.
    static func isEnabled(in environment: [String: String]) -> Bool { environment["GESTURELAB_RASTER_THREADS"] != "1" }

    /// Whether this process's renderers split large calls.
    static let isEnabled = isEnabled(in: ProcessInfo.processInfo.environment)

    /// A worker splitting calls of at least `minimumPixels`; nil when the thread can't be started. `strided`
    /// (tests): every split call gives the render thread the even chunks of rows and the worker the odd ones, and
    /// waits for the worker, so both draw rows of every call whatever the scheduler does.
    init?(minimumPixels: Int = RasterBands.defaultMinimumPixels, strided: Bool = false) {
        guard let pointer = gesturelab_raster_bands_create(minimumPixels) else { return nil }
        self.pointer = pointer
        if strided { gesturelab_raster_bands_set_strided(pointer, 1) }
    }

    /// A worker for a new software renderer, or nil when `GESTURELAB_RASTER_THREADS=1` or the thread can't start.
    static func makeDefault() -> RasterBands? { isEnabled ? RasterBands() : nil }

    deinit { gesturelab_raster_bands_destroy(pointer) }

    /// The calls split between the threads so far.
    var splitCalls: Int { gesturelab_raster_bands_split_calls(pointer) }

    /// The rows the worker has drawn so far.
    var workerRows: Int { gesturelab_raster_bands_worker_rows(pointer) }
}
