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

    /// The smallest call split between the threads, in blended pixels (an opaque fill's pixel counts a sixth: a
    /// store against a blend, 0.2 against 1.2-1.5 ns a pixel on one core). Measured on the two-core bench machine
    /// with `Benchmarks/raster-bands/handoff.c`: the sleeping worker draws its first row 10-12 us after the call
    /// is posted (median; 20-60 us at p90 with the machine loaded), and a split call whose worker can't help costs
    /// the render thread the post and at most one chunk of waiting: 10-15 us on a call of 18-66 Ki pixels (20-80
    /// us alone, a loss of 15-50 %), under 10 us (5 %) from 128 Ki pixels (150-180 us alone), where a worker that
    /// does get the other core takes close to half.
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

    /// The rows of the calls split so far.
    var splitRows: Int { gesturelab_raster_bands_split_rows(pointer) }

    /// ", two-thread calls 1200, the worker's rows 41 %" (`GESTURELAB_STATS=1`): how much the worker drew.
    var statsNote: String {
        let share = splitRows > 0 ? Int((Double(workerRows) / Double(splitRows) * 100).rounded()) : 0
        return ", two-thread calls \(splitCalls), the worker's rows \(share) %"
    }
}
