/// Lines and their leading whitespace in a file's UTF-8 text.
enum Indentation {
    /// The offset of the start of the line holding `offset`.
    static func lineStart(of offset: Int, in text: String) -> Int {
        let bytes = Array(text.utf8)
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// The spaces and tabs that begin the line holding `offset`.
    static func ofLine(at offset: Int, in text: String) -> String {
        let bytes = Array(text.utf8)
        var index = lineStart(of: offset, in: text)
        var indent = ""
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            indent.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        return indent
    }

    /// `code`'s lines with their common indentation replaced by `indent` (blank lines left empty). The first line
    /// of a statement cut from a tree carries no indentation: `firstLineIndented` gives it the lines' base.
    static func reindented(_ code: String, to indent: String, firstLineIndented: Bool = false) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rest = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }
        let leading = { (line: String) in line.prefix { $0 == " " || $0 == "\t" }.count }
        if firstLineIndented, let first = lines.first {
            // The first line's own indentation was trimmed: the last line (a closing brace) shows the base.
            let base = lines.count > 1 ? leading(lines[lines.count - 1]) : 0
            lines[0] = String(repeating: " ", count: base) + first
        }
        let common =
            firstLineIndented && lines.count > 1
            ? leading(lines[lines.count - 1])
            : (([lines.first].compactMap { $0 } + rest).filter { !$0.allSatisfy(\.isWhitespace) }.map(leading).min()
                ?? 0)
        return lines.map { line in
            line.allSatisfy(\.isWhitespace) ? "" : indent + String(line.dropFirst(min(common, leading(line))))
        }.joined(separator: "\n")
    }
}
