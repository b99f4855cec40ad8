import Foundation

/// The modules a Swift file imports, read from its `import` lines (any access level, attributes such as
/// `@testable` or `@_spi(...)`, and `import struct M.X` forms), including those inside `#if canImport(...)`.
enum ImportScanner {
    /// One import: the module and where it is.
    struct Import: Equatable {
        var module: String
        var file: String
        var line: Int
    }

    private static let pattern: NSRegularExpression? = try? NSRegularExpression(
        pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?(\w+)"#)

    /// The imports of `text` (the contents of `file`).
    static func imports(in text: String, file: String) -> [Import] {
        guard let pattern else { return [] }
        var found: [Import] = []
        var inMultilineString = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            // A line inside a multi-line string literal (a generated manifest, a sample) imports nothing.
            let delimiters = line.components(separatedBy: "\"\"\"").count - 1
            let startsInside = inMultilineString
            if delimiters % 2 == 1 { inMultilineString.toggle() }
            if startsInside || delimiters > 0 { continue }
            let range = NSRange(line.startIndex..., in: line)
            guard let match = pattern.firstMatch(in: line, range: range),
                  let module = Range(match.range(at: 1), in: line) else { continue }
            found.append(Import(module: String(line[module]), file: file, line: index + 1))
        }
        return found
    }

    /// The imports of every `.swift` file under `folder` (relative to `root`), files in sorted order.
    static func imports(under folder: String, root: String) -> [Import] {
        let base = root + "/" + folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var result: [Import] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let path = base + "/" + relative
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            result += imports(in: text, file: folder + "/" + relative)
        }
        return result.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }
}
