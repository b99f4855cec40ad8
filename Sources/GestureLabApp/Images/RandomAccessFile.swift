#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Bytes at given offsets of something: a file read with `pread`, or an in-memory array (tests).
protocol ByteSource {
    /// Up to `count` bytes starting at `offset`; fewer at the end, empty past it.
    func bytes(at offset: Int, count: Int) -> [UInt8]
    var length: Int { get }
}

extension Array: ByteSource where Element == UInt8 {
    func bytes(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, offset < self.count, count > 0 else { return [] }
        return Array(self[offset..<Swift.min(self.count, offset + count)])
    }

    var length: Int { count }
}

/// A read-only file descriptor for header probing: reads only the bytes asked for.
final class RandomAccessFile: ByteSource {
    private let descriptor: Int32
    let length: Int

    init(path: String) throws {
        // Non-blocking: opening a named pipe for reading would otherwise wait for a writer, forever.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw ImageError.unreadable(String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            close(fd)
            throw ImageError.unreadable(String(cString: strerror(errno)))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw ImageError.unreadable("is a directory")
        }
        if (info.st_mode & S_IFMT) != S_IFREG {
            close(fd)
            throw ImageError.unreadable("not a regular file")
        }
        descriptor = fd
        length = Int(info.st_size)
    }

    deinit { close(descriptor) }

    func bytes(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, offset < length, count > 0 else { return [] }
        let wanted = Swift.min(count, length - offset)
        return [UInt8](unsafeUninitializedCapacity: wanted) { buffer, filled in
            var done = 0
            while done < wanted {
                let n = pread(descriptor, buffer.baseAddress.map { $0 + done }, wanted - done, off_t(offset + done))
                if n <= 0 { break }
                done += n
            }
            filled = done
        }
    }

    /// The whole file (for decoders that need it in memory).
    func readAll() -> [UInt8] { bytes(at: 0, count: length) }
}
