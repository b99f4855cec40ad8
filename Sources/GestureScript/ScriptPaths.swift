/// Path helpers for resolving `images` against the script's folder, without touching the file system.
enum ScriptPaths {
    /// `path` joined to `base`: absolute paths and an empty base leave `path` as it is.
    static func resolve(_ path: String, against base: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// The folder part of a file path: `a/b/s.touches` → `a/b`, `/s.touches` → `/`, `s.touches` → empty.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
