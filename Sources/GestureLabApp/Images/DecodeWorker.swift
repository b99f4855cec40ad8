import Foundation

/// Which decode of which image: `level` n means "longest side at least 256·2ⁿ pixels".
struct ImageLevelKey: Hashable, Sendable {
    var image: Int
    var level: Int
}

/// A request for the decode worker: decode `path` for `key`, covering `maxPixelSize` on the longest side.
///
/// A `preview` asks for the quickest JPEG decode there is, DCT-scaled 1/8 and not box-filtered (`maxPixelSize`
/// is then ignored): shown at once, and replaced by the decode at the wanted level when that one is ready.
///
/// `deliversBands`: a preview's rows also come as they are decoded, a band at a time (`DecodeResult.band`), so the
/// top of the photo can be drawn while the rest decodes.
struct DecodeRequest: Sendable {
    var key: ImageLevelKey
    var path: String
    var maxPixelSize: Int?
    var preview = false
    var deliversBands = false
}

/// Where a band of a preview still decoding goes: its pixels are rows `firstRow ..< firstRow + pixels.height` of
/// a preview `height` rows tall.
struct RowBand: Sendable, Equatable {
    var firstRow: Int
    var height: Int
}

/// A finished decode, handed from the worker to the render thread.
struct DecodeResult: Sendable {
    var key: ImageLevelKey
    var outcome: Result<ImageDecoder.Decoded, ImageError>
    /// Wall-clock time the decode took, in milliseconds (diagnostics only).
    var milliseconds: Double
    /// Non-nil: not a finished decode but one band of a preview still decoding (`DecodeRequest.deliversBands`);
    /// the outcome's pixels are only the band's rows. The bands of a key come top-down, each row once, and
    /// before the key's finished result, which follows as usual with the whole preview.
    var band: RowBand? = nil
}

/// Decodes images on background threads, previews first (alone), then the newest request, and queues the pixels for the
/// render thread.
///
/// The render thread calls `submit`, `retainOnly` and `takeResults`; the workers only decode. All shared state
/// sits behind one `NSCondition`, which is why the class is `@unchecked Sendable`: every stored `var` below is
/// read and written only while holding `condition`. Textures are never made here: SDL wants them made on the
/// render thread. `wake` runs on a worker after each result (e.g. to push an SDL user event).
final class DecodeWorker: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [DecodeRequest] = []
    private var inFlight = Set<ImageLevelKey>()
    private var results: [DecodeResult] = []
    private var stopping = false
    private var acceptedRequests = 0
    private var runningThreads = 0
    /// Previews being decoded: while one runs, no other decode starts beside it (see `run`).
    private var previewsInFlight = 0
    private let wake: (@Sendable () -> Void)?
    private let pixelLimit: Int
    /// The nice value each thread takes before its first decode that is not a preview (0: left as it is).
    private let backgroundNice: Int32
    /// The nice value each thread read back from the kernel after lowering itself, in the order they did.
    private var loweredNices: [Int32] = []

    /// `backgroundNice`: see `windowBackgroundNice`; the recorder, which waits for every decode and has no frame
    /// deadline, keeps 0.
    init(
        threads: Int = 1, pixelLimit: Int = ImageDecoder.defaultPixelLimit, backgroundNice: Int32 = 0,
        wake: (@Sendable () -> Void)? = nil
    ) {
        self.wake = wake
        self.pixelLimit = pixelLimit
        self.backgroundNice = backgroundNice
        runningThreads = max(1, threads)
        for i in 0..<max(1, threads) {
            let thread = Thread { [self] in run() }
            thread.name = "decode-\(i)"
            thread.start()
        }
    }

    /// Queues a decode unless the same key is already queued or being decoded. Newest requests run first.
    func submit(_ request: DecodeRequest) {
        condition.lock()
        defer { condition.unlock() }
        guard !inFlight.contains(request.key) else { return }
        if let i = pending.firstIndex(where: { $0.key == request.key }) { pending.remove(at: i) }
        pending.append(request)
        acceptedRequests += 1
        condition.signal()
    }

    /// Drops queued (not yet started) requests whose key is not in `keys`: images scrolled away.
    func retainOnly(_ keys: Set<ImageLevelKey>) {
        condition.lock()
        pending.removeAll { !keys.contains($0.key) }
        condition.unlock()
    }

    /// Keys queued or being decoded.
    var outstanding: Set<ImageLevelKey> {
        condition.lock()
        defer { condition.unlock() }
        return inFlight.union(pending.map(\.key))
    }

    /// Requests `submit` has queued since creation: a render pass that left it unchanged asked for nothing new
    /// (a recording renders a frame again until one does, so every image is at the level it wants).
    var submissionCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return acceptedRequests
    }

    /// Queues `result` for the render thread as a decode thread does (tests hand a cache bands in a set order).
    func post(_ result: DecodeResult) {
        condition.lock()
        results.append(result)
        condition.unlock()
    }

    /// Removes and returns the finished decodes (and preview bands), oldest first.
    func takeResults() -> [DecodeResult] {
        condition.lock()
        defer { condition.unlock() }
        let taken = results
        results.removeAll()
        return taken
    }

    /// Blocks until nothing is queued or in flight, or `timeout` seconds pass (tests, recording).
    @discardableResult
    func waitUntilIdle(timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !pending.isEmpty || !inFlight.isEmpty {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// The nice values the threads that lowered themselves read back (`getpriority`), for tests.
    var loweredThreadNices: [Int32] {
        condition.lock()
        defer { condition.unlock() }
        return loweredNices
    }

    /// Stops the threads after their current decode and waits for them to exit.
    func stop() {
        condition.lock()
        stopping = true
        pending.removeAll()
        condition.broadcast()
        while runningThreads > 0 { condition.wait() }
        condition.unlock()
    }

    private func run() {
        var lowered = false
        while true {
            condition.lock()
            // A preview is the first photo's critical path: while one is being decoded, a sharper decode
            // would share the two cores with it (and with SDL's start and the X server), so it waits; another
            // preview may start.
            while !stopping && (pending.isEmpty || (previewsInFlight > 0 && !pending.contains(where: \.preview))) {
                condition.wait()
            }
            if stopping {
                runningThreads -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            // Previews first (quick, and nothing of their image is on screen yet), then the newest request.
            let request = pending.remove(at: pending.lastIndex(where: \.preview) ?? pending.count - 1)
            inFlight.insert(request.key)
            if request.preview { previewsInFlight += 1 }
            condition.unlock()
            if !lowered && !request.preview && backgroundNice != 0 {
                lowered = true
                let nice = ThreadPriority.lowerCallingThread(to: backgroundNice)
                condition.lock()
                loweredNices.append(nice)
                condition.unlock()
            }

            let start = DispatchTime.now().uptimeNanoseconds
            let key = request.key
            let band: ((PixelBuffer, RowBand, ImageHeader) -> Void)? =
                request.preview && request.deliversBands
                ? { [self] rows, place, header in
                    let decoded = ImageDecoder.Decoded(pixels: rows, header: header, scaleNote: "band")
                    let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                    condition.lock()
                    results.append(
                        DecodeResult(
                            key: key, outcome: .success(decoded), milliseconds: ms,
                            band: place))
                    condition.unlock()
                    wake?()
                } : nil
            let outcome = Result {
                try ImageDecoder.decode(
                    path: request.path, maxPixelSize: request.preview ? nil : request.maxPixelSize,
                    pixelLimit: pixelLimit, preview: request.preview, band: band)
            }.mapError { ($0 as? ImageError) ?? .decodeFailed("\($0)") }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6

            condition.lock()
            inFlight.remove(request.key)
            if request.preview { previewsInFlight -= 1 }
            results.append(DecodeResult(key: request.key, outcome: outcome, milliseconds: ms))
            condition.broadcast()
            condition.unlock()
            wake?()
        }
    }
}
