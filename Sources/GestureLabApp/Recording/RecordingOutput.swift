import Foundation
import GestureReplay

/// What a recording is written as, chosen by the output path: `.gif`, `.mp4`, or else a folder of PNG frames.
public enum RecordingFormat: String, Sendable, Equatable {
    case gif
    case mp4
    case pngFolder = "png"

    /// `.gif` and `.mp4` (any case) name files; any other path names a folder of PNG frames.
    public init(path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "gif": self = .gif
        case "mp4": self = .mp4
        default: self = .pngFolder
        }
    }

    /// Whether ffmpeg encodes this format.
    var needsFFmpeg: Bool { self != .pngFolder }

    /// Nil when `path` names a recording: a `.gif` or `.mp4` file, or a folder for PNG frames (a path that ends in
    /// `/`, or has no extension); otherwise the message for `--record`, naming the extensions known.
    public static func problem(withPath path: String) -> String? {
        if path.hasSuffix("/") { return nil }
        let ext = (path as NSString).pathExtension.lowercased()
        if ext.isEmpty || ext == "gif" || ext == "mp4" { return nil }
        return "--record \(path): unknown extension '.\(ext)'; expected .gif, .mp4, or a folder for PNG frames "
            + "(a path with no extension, or ending in /)"
    }

    /// Frames per second when `--fps` is not given: 50 for a GIF, whose frame delays are whole hundredths of a
    /// second (60 fps would be resampled to 50 by the encoder), 60 otherwise.
    public var defaultFramesPerSecond: Double { self == .gif ? 50 : 60 }
}

/// A recording that could not be made, with a message naming the path or the tool (exit status 1).
public struct RecordingError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the path or the tool.
    public var message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

/// The final path of a recording, the temporary name it is written under, and the checks made before a run.
///
/// Everything is written under a hidden temporary name in the destination's folder (`.NAME.tmp-PID`, a file or
/// a folder of frames) and renamed to the final name only when complete, so a failure never leaves a
/// half-written file under that name. A rename within one folder is atomic.
struct RecordingOutput: Sendable {
    let path: String
    let format: RecordingFormat
    /// The folder that holds `path` ("." for a bare name).
    let folder: String
    /// The hidden temporary name in `folder`.
    let temporaryPath: String

    init(path: String) {
        self.path = path
        format = RecordingFormat(path: path)
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let parts = PathParts(trimmed)
        folder = parts.folder.isEmpty ? "." : parts.folder
        let name = parts.name
        let suffix = format == .pngFolder ? "" : "." + format.rawValue
        temporaryPath = folder + "/.\(name).tmp-\(ProcessInfo.processInfo.processIdentifier)\(suffix)"
    }

    /// Checks that the folder exists and is writable, and that a folder recording's path is not a file.
    func validate() throws(RecordingError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw RecordingError("cannot record to '\(path)': the folder '\(folder)' does not exist")
        }
        guard isFolder.boolValue else {
            throw RecordingError("cannot record to '\(path)': '\(folder)' is not a folder")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw RecordingError("cannot record to '\(path)': the folder '\(folder)' is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if format == .pngFolder, !isFolder.boolValue {
                throw RecordingError("cannot record PNG frames to '\(path)': it is a file, not a folder")
            }
            if format == .pngFolder, access(path, W_OK | X_OK) != 0 {
                throw RecordingError("cannot record PNG frames to '\(path)': the folder is not writable")
            }
            if format != .pngFolder, isFolder.boolValue {
                throw RecordingError("cannot record to '\(path)': it is a folder")
            }
        }
    }

    /// Renames the finished temporary file over `path`.
    func commitFile() throws(RecordingError) {
        do {
            try Self.move(temporaryPath, over: path)
        } catch {
            discard()
            throw RecordingError("cannot write '\(path)': \(FileErrorReason.of(error))")
        }
    }

    /// Moves the finished frames from the temporary folder to `path`: the folder itself when `path` does not
    /// exist, else each frame (complete files, renamed one by one) with older `frame-*.png` files removed.
    func commitFolder(frameNames: [String]) throws(RecordingError) {
        let files = FileManager.default
        if !files.fileExists(atPath: path) {
            do {
                try files.moveItem(atPath: temporaryPath, toPath: path)
            } catch {
                discard()
                throw RecordingError("cannot write '\(path)': \(FileErrorReason.of(error))")
            }
            return
        }
        let fresh = Set(frameNames)
        for name in frameNames {
            do {
                try Self.move(temporaryPath + "/" + name, over: path + "/" + name)
            } catch {
                discard()
                throw RecordingError("cannot write '\(path)/\(name)': \(FileErrorReason.of(error))")
            }
        }
        let existing = (try? files.contentsOfDirectory(atPath: path)) ?? []
        for name in existing where name.hasPrefix("frame-") && name.hasSuffix(".png") && !fresh.contains(name) {
            try? files.removeItem(atPath: path + "/" + name)
        }
        discard()
    }

    /// Moves the file `source` to `destination`, replacing a file already there in one atomic step.
    ///
    /// `FileManager.moveItem` when nothing is at `destination`. Over an existing file it is `rename(2)`:
    /// `moveItem` refuses an existing destination, and swift-corelibs-foundation's `replaceItemAt(_:withItemAt:)`
    /// failed on this toolchain (Swift 6.3.1, Linux) with "The file doesn't exist" even for an existing file.
    private static func move(_ source: String, over destination: String) throws {
        let files = FileManager.default
        guard files.fileExists(atPath: destination) else {
            try files.moveItem(atPath: source, toPath: destination)
            return
        }
        guard rename(source, destination) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Removes the temporary file or folder and whatever it holds.
    func discard() {
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }
}
