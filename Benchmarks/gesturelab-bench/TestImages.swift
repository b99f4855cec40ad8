import Foundation

/// Images the bench makes once per run in a temporary folder with ImageMagick's `convert`.
enum TestImages {
    static let folder = NSTemporaryDirectory() + "gesturelab-bench-\(getpid())"
    /// The bundled photo the 27 MP JPEG is upscaled from (5312x2988 → 6912x3888, 26.9 MP).
    static let bigSource = "photo-landscape-seeding-5312x2988.jpg"
    static let bigSize = (width: 6912, height: 3888)

    /// The 27 MP JPEG (quality 90, baseline), or nil when `convert` failed.
    static func bigJPEG(photos: String) -> String? {
        make("big-27mp.jpg") { path in
            ["\(photos)/\(bigSource)", "-resize", "\(bigSize.width)x\(bigSize.height)!", "-quality", "90",
             "-interlace", "none", path]
        }
    }

    /// A 2572x1740 PNG of a bundled photo (4.5 MP).
    static func png(photos: String) -> String? {
        make("fig-2572x1740.png") { path in ["\(photos)/photo-landscape-fig-2572x1740.jpg", path] }
    }

    private static func make(_ name: String, arguments: (String) -> [String]) -> String? {
        let path = folder + "/" + name
        if FileManager.default.fileExists(atPath: path) { return path }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard let convert = which("convert") else { return nil }
        let result = Subprocess.run(convert, arguments(path), timeout: 120)
        return result.status == 0 && FileManager.default.fileExists(atPath: path) ? path : nil
    }

    static func removeAll() { try? FileManager.default.removeItem(atPath: folder) }

    /// The first `name` on PATH.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
            return "\(dir)/\(name)"
        }
        return nil
    }
}
