import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        } catch {
            throw WriteError(path: path, reason: Self.reason(error))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
