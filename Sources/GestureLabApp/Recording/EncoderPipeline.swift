import Foundation

/// Hands rendered frames from the render thread to a `FrameEncoder` on its own thread, through a bounded queue.
///
/// The render thread calls `submit` (which blocks while `capacity` frames wait, so memory stays bounded and a
/// slow encoder paces the renderer) and then `finish()` or `cancel()`. The encoder thread is the only one that
/// touches the encoder until it has exited. An encoder error stops encoding; the next `submit` or `finish`
/// throws it. `@unchecked Sendable` because every stored `var` is read and written only while holding
/// `condition`, and the encoder is used by one thread at a time (the encoder thread, then nobody).
final class EncoderPipeline: @unchecked Sendable {
    private let condition = NSCondition()
    private let encoder: any FrameEncoder
    private let capacity: Int
    private var queue: [RenderedImage] = []
    private var isClosed = false
    private var isCancelled = false
    private var isDone = false
    private var failure: RecordingError?

    /// Starts the encoder thread. `capacity`: frames that may wait (each is width × height × 4 bytes).
    init(encoder: any FrameEncoder, capacity: Int = 4) {
        self.encoder = encoder
        self.capacity = max(1, capacity)
        let thread = Thread { [self] in run() }
        thread.name = "recording-encoder"
        thread.start()
    }

    /// Queues `frame`, waiting while the queue is full; throws the encoder's error once it has failed.
    func submit(_ frame: RenderedImage) throws(RecordingError) {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= capacity && failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append(frame)
        condition.broadcast()
    }

    /// Waits for every queued frame to be encoded and the output to be completed under its final name.
    func finish() throws(RecordingError) {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        while !isDone { condition.wait() }
        if let failure { throw failure }
    }

    /// Drops queued frames and removes the partial output; waits for the encoder thread to stop.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        isCancelled = true
        queue.removeAll()
        condition.broadcast()
        while !isDone { condition.wait() }
    }

    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty && !isClosed { condition.wait() }
            guard !queue.isEmpty, failure == nil, !isCancelled else {
                let succeeded = failure == nil && !isCancelled
                condition.unlock()
                complete(succeeded: succeeded)
                return
            }
            let frame = queue.removeFirst()
            condition.broadcast()
            condition.unlock()
            do {
                try encoder.encode(frame)
            } catch {
                condition.lock()
                failure = error
                queue.removeAll()
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// Finishes or aborts the encoder, then lets `finish()`/`cancel()` return.
    private func complete(succeeded: Bool) {
        var error: RecordingError?
        if succeeded {
            do { try encoder.finish() } catch let failed { error = failed }
        } else {
            encoder.abort()
        }
        condition.lock()
        if failure == nil { failure = error }
        isDone = true
        condition.broadcast()
        condition.unlock()
    }
}
