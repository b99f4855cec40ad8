import Foundation

/// Writes report text to a path atomically, or to standard output for `-`.
///
/// Foundation's atomic write puts the text in a temporary file beside the destination and renames it over the
/// final name, so a failed or interrupted write never leaves a half-written report under that name.
public enum ReportFile {
    /// A write that failed, with the path and the system's reason.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// The path that could not be written.
        public var path: String
        /// The system's reason.
        public var reason: String
        /// The message the command prints, naming the path and the reason.
        public var description: String { "cannot write the report to '\(path)': \(reason)" }
    }

    /// Writes `text` to `path` (`-` is standard output).
    public static func write(_ text: String, to path: String) throws(WriteError) {
        if path == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WriteError(path: path, reason: FileErrorReason.of(error))
        }
    }
}
