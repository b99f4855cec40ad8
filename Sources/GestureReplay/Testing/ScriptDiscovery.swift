import Foundation

/// Finds the scripts `gesturelab test` runs: files as given, folders searched recursively for `*.touches`.
public enum ScriptDiscovery {
    /// The scripts under `paths`, in argument order; each folder's scripts sorted by path; duplicates dropped.
    ///
    /// A path that does not exist is a usage error naming it. `filter` keeps the scripts whose path it matches
    /// (a regular expression, as `swift test --filter`).
    public static func scripts(in paths: [String], filter: String? = nil) throws(CommandLineError) -> [String] {
        let pattern: Regex<AnyRegexOutput>?
        do {
            pattern = try filter.map { try Regex($0) }
        } catch {
            throw CommandLineError("--filter '\(filter ?? "")': not a regular expression (\(error))")
        }
        var found: [String] = []
        var seen: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CommandLineError("\(path): no such file or folder")
            }
            let files = isFolder.boolValue ? touchesFiles(under: path) : [path]
            for file in files where !seen.contains(file) {
                seen.insert(file)
                if let pattern, (try? pattern.firstMatch(in: file)) == nil { continue }
                found.append(file)
            }
        }
        return found
    }

    /// Every `*.touches` file under `folder`, recursively, as `folder/relative/path`, sorted.
    private static func touchesFiles(under folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".touches") else { continue }
            let path = base + "/" + relative
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
