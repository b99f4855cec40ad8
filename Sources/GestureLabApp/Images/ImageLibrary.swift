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
    /// The run's images, then the files the scene drew by path (`fileIndex(for:)`), in order of first use.
    var sources: [ImageSource] {
        lock.lock()
        defer { lock.unlock() }
        return storedSources
    }
    private var storedSources: [ImageSource]
    /// Indices of the files added by `fileIndex(for:)`, by path.
    private var fileIndices: [String: Int] = [:]
    private let lock = NSLock()
    private var headers: [Int: Result<ImageHeader, ImageError>] = [:]
    /// The number of the run's images (files added later are not counted).
    let count: Int

    init(sources: [ImageSource]) {
        storedSources = sources
        count = sources.count
    }

    /// The library of files and folders named by `paths`, plus a message for each path that could not be used.
    convenience init(scanning paths: [String]) {
        self.init(sources: Self.scan(paths: paths).sources)
    }

    /// The library index of the image an `ImageHandle` names: the run's image `index`, or a file outside the run's
    /// images, added past them on first use, so it is read, decoded and cached exactly as the run's images are
    /// (the same header reader, libturbojpeg for JPEGs, SDL_image for the rest).
    func index(of handle: ImageHandle) -> Int {
        guard let path = handle.file else { return handle.index }
        return fileIndex(for: path)
    }

    /// The index of the image file at `path`, added after the run's images the first time it is asked for.
    func fileIndex(for path: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let index = fileIndices[path] { return index }
        let index = storedSources.count
        storedSources.append(ImageSource(path: path))
        fileIndices[path] = index
        return index
    }

    /// The header of image `index` (pixel size, format, orientation), read from the file once and cached.
    ///
    /// Reads only the header bytes (a JPEG's segment headers up to its frame header), so the scenes can lay out
    /// a folder of thousands of photos without decoding any.
    func imageInfo(at index: Int) -> Result<ImageHeader, ImageError> {
        let sources = self.sources
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
