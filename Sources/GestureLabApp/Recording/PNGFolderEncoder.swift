import Foundation

/// Writes each frame as `frame-00001.png`, `frame-00002.png`, ... into a folder, with `IMG_SavePNG`.
///
/// The frames go into the output's hidden temporary folder, which becomes the final folder (or whose frames
/// are moved into an existing one) on `finish()`.
final class PNGFolderEncoder: FrameEncoder {
    private let output: RecordingOutput
    private var frameNames: [String] = []

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

    func encode(_ frame: RenderedImage) throws(RecordingError) {
        let name = Self.frameName(frameNames.count + 1)
        do {
            try frame.savePNG(output.temporaryPath + "/" + name)
        } catch {
            throw RecordingError("cannot write PNG frames to '\(output.path)': \(error)")
        }
        frameNames.append(name)
    }

    func finish() throws(RecordingError) {
        try output.commitFolder(frameNames: frameNames)
    }

    func abort() {
        output.discard()
    }
}
