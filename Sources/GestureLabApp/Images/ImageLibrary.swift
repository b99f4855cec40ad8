import Foundation
import GestureUIKit

/// One image the app can show: a file path and its display name.
struct ImageSource: Hashable, Sendable {
    var path: String
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
}

/// The ordered images of a session (from the command line's files and folders), with their headers read
/// lazily and cached.
///
/// Only the render thread asks for headers; the lock makes a background prefetch safe too.
final class ImageLibrary: @unchecked Sendable {
    let sources: [ImageSource]
    private let lock = NSLock()
    private var headers: [Int: Result<ImageHeader, ImageError>] = [:]

    init(sources: [ImageSource]) {
        self.sources = sources
    }

    /// The library of files and folders named by `paths`, plus a message for each path that could not be used.
    convenience init(scanning paths: [String]) {
        self.init(sources: Self.scan(paths: paths).sources)
    }

    var count: Int { sources.count }

    /// The header of image `index` (pixel size, format, orientation), read from the file once and cached.
    ///
    /// Reads only the header bytes (a JPEG's segment headers up to its frame header), so the scenes can lay out
    /// a folder of thousands of photos without decoding any.
    func imageInfo(at index: Int) -> Result<ImageHeader, ImageError> {
        guard sources.indices.contains(index) else { return .failure(.unreadable("no image \(index)")) }
        lock.lock()
        if let cached = headers[index] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let result = Result { try ImageDecoder.header(path: sources[index].path) }
            .mapError { ($0 as? ImageError) ?? .unreadable("\($0)") }
        lock.lock()
        headers[index] = result
        lock.unlock()
        return result
    }

    /// The upright pixel size of image `index` as a core `Size`, or nil when its header can't be read.
    func pixelSize(at index: Int) -> CGSize? {
        guard case .success(let header) = imageInfo(at: index) else { return nil }
        let (w, h) = header.pixelSize
        return CGSize(width: Double(w), height: Double(h))
    }
}
