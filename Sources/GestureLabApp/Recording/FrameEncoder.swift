/// Turns a recording's frames, in order, into its output; driven from the encoder thread only.
///
/// An encoder writes under its output's temporary name; `finish()` completes the output and renames it to the
/// final name, `abort()` removes whatever was written. Exactly one of them is called, once, after the last
/// `encode`.
protocol FrameEncoder: AnyObject {
    /// Encodes the next frame (tightly packed BGRA of the recording's size).
    func encode(_ frame: RenderedImage) throws(RecordingError)
    /// Completes the output and moves it to its final name.
    func finish() throws(RecordingError)
    /// Stops and removes the partial output.
    func abort()
}
