#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

extension ImageLibrary {
    /// File extensions taken from folders (compared case-insensitively).
    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "bmp", "tif", "tiff"]

    /// Expands `paths` into image files in order: files as given, folders recursively, entries sorted by name
    /// (case-insensitive, digit runs compared as numbers: "img2" before "img10"), dot files skipped.
    ///
    /// Only names are read (readdir's `d_type`; `stat` just for symlinks and unknown types), so a folder of
    /// 10,000 photos costs milliseconds. Folders are identified by their real path, so a symlink loop is
    /// entered once. A file named directly is kept whatever its extension; missing paths become errors.
    static func scan(paths: [String]) -> (sources: [ImageSource], errors: [String]) {
        var sources: [ImageSource] = []
        var errors: [String] = []
        var visited = Set<String>()
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                errors.append("\(path): \(String(cString: strerror(errno)))")
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                scanFolder(path, into: &sources, visited: &visited, errors: &errors)
            } else {
                sources.append(ImageSource(path: path))
            }
        }
        return (sources, errors)
    }

    private static func scanFolder(
        _ folder: String, into sources: inout [ImageSource], visited: inout Set<String>, errors: inout [String]
    ) {
        guard let real = realpath(folder, nil) else {
            errors.append("\(folder): \(String(cString: strerror(errno)))")
            return
        }
        let key = String(cString: real)
        free(real)
        guard visited.insert(key).inserted else { return }
        guard let dir = opendir(folder) else {
            errors.append("\(folder): \(String(cString: strerror(errno)))")
            return
        }
        var entries: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            let type = Int32(entry.pointee.d_type)
            if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard stat(full, &info) == 0 else { continue }  // dangling link
                isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder || imageExtensions.contains(fileExtension(name)) { entries.append((name, isFolder)) }
        }
        closedir(dir)
        entries.sort { naturalOrder($0.name, $1.name) }
        for entry in entries {
            let full = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
            if entry.isFolder {
                scanFolder(full, into: &sources, visited: &visited, errors: &errors)
            } else {
                sources.append(ImageSource(path: full))
            }
        }
    }

    private static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Case-insensitive order with runs of digits compared by value, as Finder sorts ("2" before "10").
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let x = Array(a.lowercased().utf8), y = Array(b.lowercased().utf8)
        var i = 0, j = 0
        let isDigit = { (c: UInt8) in c >= 48 && c <= 57 }
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                var ei = i, ej = j
                while ei < x.count, isDigit(x[ei]) { ei += 1 }
                while ej < y.count, isDigit(y[ej]) { ej += 1 }
                let dx = x[i..<ei].drop { $0 == 48 }, dy = y[j..<ej].drop { $0 == 48 }
                if dx.count != dy.count { return dx.count < dy.count }
                if !dx.elementsEqual(dy) { return dx.lexicographicallyPrecedes(dy) }
                i = ei
                j = ej
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
            }
        }
        if x.count - i != y.count - j { return x.count - i < y.count - j }
        return a < b
    }
}
