import Foundation

/// Writes each frame as `frame-00001.png`, `frame-00002.png`, ... into a folder, with `IMG_SavePNG`.
///
/// The frames go into the output's hidden temporary folder, which becomes the final folder (or whose frames
/// are moved into an existing one) on `finish()`. PNG's deflate is the cost and every frame is its own file, so
/// `concurrentFrames` frames are encoded at once. `@unchecked Sendable`: `frameNames` is used by the encoder thread
/// only; `firstError` is read and written only under `lock`; the rest is immutable or thread-safe (Dispatch).
final class PNGFolderEncoder: FrameEncoder, @unchecked Sendable {
    /// Frames encoded at the same time (this machine has two cores).
    static let concurrentFrames = 2

    private let output: RecordingOutput
    private var frameNames: [String] = []
    private let queue = DispatchQueue(label: "gesturelab.png-frames", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots = DispatchSemaphore(value: concurrentFrames)
    private let lock = NSLock()
    private var firstError: String?

    /// Creates the temporary folder.
    init(output: RecordingOutput) throws(RecordingError) {
        self.output = output
        output.discard()
        guard mkdir(output.temporaryPath, 0o755) == 0 else {
            throw RecordingError("cannot record PNG frames to '\(output.path)': \(String(cString: strerror(errno)))")
        }
    }

    /// The file name of frame `number` (1-based).
    static func frameName(_ number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// Starts encoding the next frame; throws the first failure of an earlier one.
    func encode(_ frame: RenderedImage) throws(RecordingError) {
        if let error = failure { throw error }
        let name = Self.frameName(frameNames.count + 1)
        frameNames.append(name)
        let path = output.temporaryPath + "/" + name
        slots.wait()
        group.enter()
        queue.async { [self] in
            defer {
                slots.signal()
                group.leave()
            }
            do {
                try frame.savePNG(path)
            } catch {
                lock.lock()
                if firstError == nil { firstError = "\(error)" }
                lock.unlock()
            }
        }
    }

    private var failure: RecordingError? {
        lock.lock()
        defer { lock.unlock() }
        return firstError.map { RecordingError("cannot write PNG frames to '\(output.path)': \($0)") }
    }

    func finish() throws(RecordingError) {
        group.wait()
        if let error = failure { throw error }
        try output.commitFolder(frameNames: frameNames)
    }

    func abort() {
        group.wait()
        output.discard()
    }
}
