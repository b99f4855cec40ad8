/// One replacement in a file's UTF-8 bytes: `[start, end)` becomes `replacement`.
struct SourceEdit {
    var start: Int
    var end: Int
    var replacement: String
    /// A removal that leaves its line blank takes the whole line with it (an attribute on a line of its own).
    var dropsBlankLine = false

    /// `edits` applied to `source`; overlapping edits keep the first (outer edits are recorded first).
    static func apply(_ edits: [SourceEdit], to source: String) -> String {
        var bytes = Array(source.utf8)
        var kept: [SourceEdit] = []
        for edit in edits.sorted(by: { $0.start < $1.start }) {
            if let last = kept.last, edit.start < last.end { continue }
            kept.append(edit)
        }
        // From the end, so earlier offsets stay valid.
        for edit in kept.reversed() {
            var start = edit.start
            var end = edit.end
            if edit.dropsBlankLine, edit.replacement.isEmpty {
                (start, end) = wholeLineIfBlank(bytes, start: start, end: end)
            }
            bytes.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line around `[start, end)` with its newline when the rest of the line is only spaces and tabs.
    private static func wholeLineIfBlank(_ bytes: [UInt8], start: Int, end: Int) -> (Int, Int) {
        let space: Set<UInt8> = [0x20, 0x09]
        var lineStart = start
        while lineStart > 0, space.contains(bytes[lineStart - 1]) { lineStart -= 1 }
        guard lineStart == 0 || bytes[lineStart - 1] == 0x0A else { return (start, end) }
        var lineEnd = end
        while lineEnd < bytes.count, space.contains(bytes[lineEnd]) { lineEnd += 1 }
        guard lineEnd == bytes.count || bytes[lineEnd] == 0x0A else { return (start, end) }
        return (lineStart, min(lineEnd + 1, bytes.count))
    }
}
