import Foundation

/// A GIF's frames dithered and compressed on worker threads, handed back in order.
///
/// Frame k's job dithers it (`GIFDither`, which needs nothing else), then waits for frame k - 1's indexes (the
/// frame is cropped and diffed against them) and compresses it (`GIFFrameWriter.frame`). Jobs are taken in order,
/// so frame k - 1's job is running or done when frame k's waits: with two workers the dither of one frame overlaps
/// the compression of the one before. The bytes are the same whichever thread runs a job. `submit` and
/// `takeReady` belong to one thread (the recording's encoder thread); at most `capacity` frames are in flight,
/// which bounds memory (each holds its BGRA frame until dithered) and paces the renderer.
///
/// `@unchecked Sendable`: every stored `var` is read and written only while holding `condition`.
final class GIFFrameWorkers: @unchecked Sendable {
    /// One frame to dither and compress.
    private struct Job {
        let number: Int
        let frame: RenderedImage
        let delay: Int
    }

    /// A frame's palette indexes, and whether any is the transparent index (the next frame is then drawn whole).
    private struct Dithered {
        let indexes: [UInt8]
        let isTranslucent: Bool
    }

    private let condition = NSCondition()
    private let dither: GIFDither
    private let writer: GIFFrameWriter
    private let capacity: Int
    private var pending: [Job] = []
    private var dithered: [Int: Dithered] = [:]
    private var compressed: [Int: [UInt8]] = [:]
    private var submitted = 0
    private var taken = 0
    private var isClosed = false
    private var running: Int

    /// Starts `workers` threads dithering with `dither` and compressing with `writer`.
    init(dither: GIFDither, writer: GIFFrameWriter, workers: Int = GIFFrameWorkers.defaultWorkers, capacity: Int = 4) {
        self.dither = dither
        self.writer = writer
        self.capacity = max(capacity, workers + 1)
        running = max(1, workers)
        for index in 0..<running {
            let thread = Thread { [self] in run() }
            thread.name = "gif-frames-\(index)"
            thread.start()
        }
    }

    /// Two workers: with the render thread they keep both cores of the project's machine busy; more cores would
    /// gain little past the renderer, which draws one frame at a time.
    static let defaultWorkers = min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))

    /// Queues `frame` (shown for `delay` hundredths of a second), first waiting while `capacity` frames are in
    /// flight; returns the frames compressed since the last call, in order (none of them the frame just queued).
    func submit(_ frame: RenderedImage, delay: Int) -> [[UInt8]] {
        condition.lock()
        defer { condition.unlock() }
        var ready = takeLocked(keepingLast: true)
        while submitted - taken >= capacity {
            condition.wait()
            ready += takeLocked(keepingLast: true)
        }
        pending.append(Job(number: submitted, frame: frame, delay: delay))
        submitted += 1
        condition.broadcast()
        return ready
    }

    /// Waits for every queued frame and returns those not yet returned, in order; the workers then stop.
    func finish() -> [[UInt8]] {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        var ready: [[UInt8]] = []
        while taken < submitted {
            ready += takeLocked(keepingLast: false)
            if taken < submitted { condition.wait() }
        }
        while running > 0 { condition.wait() }
        return ready
    }

    /// Drops the frames not yet started and waits for the workers to stop.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        pending.removeAll()
        condition.broadcast()
        while running > 0 { condition.wait() }
    }

    /// The compressed frames from `taken` on that are done, in order; the newest submitted frame stays unless
    /// `keepingLast` is false (the last frame's delay is changed at the end: `GIFFrameWriter.lastFrameDelay`).
    private func takeLocked(keepingLast: Bool) -> [[UInt8]] {
        var ready: [[UInt8]] = []
        let limit = keepingLast ? submitted - 1 : submitted
        while taken < limit, let bytes = compressed.removeValue(forKey: taken) {
            ready.append(bytes)
            taken += 1
        }
        return ready
    }

    private func run() {
        while true {
            condition.lock()
            while pending.isEmpty && !isClosed { condition.wait() }
            guard !pending.isEmpty else {
                running -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            let job = pending.removeFirst()
            condition.unlock()

            let indexes = dither.indexes(for: job.frame)
            let mine = Dithered(indexes: indexes, isTranslucent: writer.isTranslucent(indexes))
            condition.lock()
            dithered[job.number] = mine
            condition.broadcast()
            var before: Dithered?
            if job.number > 0 {
                while dithered[job.number - 1] == nil { condition.wait() }
                before = dithered[job.number - 1]
            }
            condition.unlock()

            // After a frame with transparent pixels of its own (disposal 2) the next is drawn whole.
            let previous = before.flatMap { $0.isTranslucent ? nil : $0.indexes }
            let bytes = writer.frame(mine.indexes, previous: previous, delay: job.delay)
            condition.lock()
            compressed[job.number] = bytes
            // Only this job needed the frame before's indexes.
            if job.number > 0 { dithered.removeValue(forKey: job.number - 1) }
            condition.broadcast()
            condition.unlock()
        }
    }
}
