import Foundation

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes report text to a path atomically, or to standard output for `-`.
///
/// The text goes to a temporary file in the destination's folder, which is then renamed over the final name,
/// so a failed or interrupted write never leaves a half-written report under that name.
public enum ReportFile {
    /// A write that failed, with the path and the system's reason.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "cannot write the report to '\(path)': \(reason)" }
    }

    /// Writes `text` to `path` (`-` is standard output).
    public static func write(_ text: String, to path: String) throws(WriteError) {
        if path == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/")
            + ".\(name).tmp-\(ProcessInfo.processInfo.processIdentifier)"
        try writeWhole(text, to: temporary, reportedAs: path)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// Creates (or truncates) `temporary` and writes all of `text`; removes it again on failure.
    private static func writeWhole(_ text: String, to temporary: String, reportedAs path: String) throws(WriteError) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }
}
