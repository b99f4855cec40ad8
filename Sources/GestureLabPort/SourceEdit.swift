/// One replacement in a file's UTF-8 bytes: `[start, end)` becomes `replacement`.
struct SourceEdit {
    var start: Int
    var end: Int
    var replacement: String
    /// A removal that leaves its line blank takes the whole line with it (an attribute on a line of its own).
    var dropsBlankLine = false
    /// Where the replacement's text was in the original, when it moved there from elsewhere (its own line for
    /// `#sourceLocation`); nil for text the port writes.
    var origin: Int?
    /// The file and line the replacement's text was at, when it moved here from another file (the first
    /// `#sourceLocation` then names that file).
    var originElsewhere: (file: String, line: Int)?

    /// `edits` applied to `source`, with `moves` (whose text is ported by the edits inside them first);
    /// overlapping edits keep the first (outer edits are recorded first).
    ///
    /// With `locatingLinesIn`, the text keeps every line of `source` where it was (a removed line stays, blank; a
    /// shorter replacement is padded with line breaks) and text that adds lines (a moved method, generated
    /// defaults) is framed by `#sourceLocation` directives naming its own line in that file: the compiler's errors
    /// and warnings then name the user's file and line (the build-tool plugin's copies).
    static func apply(
        _ edits: [SourceEdit], moves: [SourceMove] = [], to source: String, locatingLinesIn file: String? = nil
    ) -> String {
        let original = Array(source.utf8)
        let lines = LineTable(original)
        var all = edits.filter { edit in !moves.contains { $0.contains(edit) } }
        for move in moves {
            all.append(SourceEdit(start: move.start, end: move.end, replacement: ""))
            // A move to another file leaves only its removal here (`movedText` goes there).
            guard let destination = move.destination else { continue }
            let moved = movedText(move, edits: edits, in: source, keepingLines: file != nil)
            all.append(SourceEdit(start: destination, end: destination, replacement: moved, origin: move.start))
        }
        var bytes = original
        var kept: [SourceEdit] = []
        for edit in all.sorted(by: { $0.start < $1.start }) {
            if let last = kept.last, edit.start < last.end { continue }
            kept.append(edit)
        }
        // From the end, so earlier offsets stay valid.
        for edit in kept.reversed() {
            var start = edit.start
            var end = edit.end
            var replacement = edit.replacement
            if let file {
                replacement = lines.located(
                    replacement, replacing: start..<end, from: edit.origin, elsewhere: edit.originElsewhere, in: file)
            } else if edit.dropsBlankLine, edit.replacement.isEmpty {
                (start, end) = wholeLineIfBlank(bytes, start: start, end: end)
            }
            bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let file else { return text }
        let ending = text.hasSuffix("\n") ? "" : "\n"
        return "\(LineTable.directive(file: file, line: 1))\n\(text)\(ending)#sourceLocation()\n"
    }

    /// The text of `move` in `source` with the `edits` inside it applied; with `keepingLines`, its lines are kept
    /// (so one `#sourceLocation` before it places every line).
    static func movedText(_ move: SourceMove, edits: [SourceEdit], in source: String, keepingLines: Bool) -> String {
        let inner = edits.filter { move.contains($0) }.map {
            SourceEdit(
                start: $0.start - move.start, end: $0.end - move.start, replacement: $0.replacement,
                dropsBlankLine: $0.dropsBlankLine)
        }
        let text = String(decoding: Array(source.utf8)[move.start..<move.end], as: UTF8.self)
        return keepingLines ? applyKeepingLines(inner, to: text) : apply(inner, to: text)
    }

    /// `edits` applied to `source`, each replacement padded to the line breaks it replaces.
    private static func applyKeepingLines(_ edits: [SourceEdit], to source: String) -> String {
        let padded = edits.map { edit in
            let replaced = source.utf8.dropFirst(edit.start).prefix(edit.end - edit.start).filter { $0 == 0x0A }.count
            let added = edit.replacement.utf8.filter { $0 == 0x0A }.count
            return SourceEdit(
                start: edit.start, end: edit.end,
                replacement: edit.replacement + String(repeating: "\n", count: max(0, replaced - added)))
        }
        return apply(padded, to: source)
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

/// Text that moves: `[start, end)` goes to `destination` (an `override` from an extension into its class), or,
/// when `destination` is nil, to another file (`Porter` inserts it there).
struct SourceMove {
    var start: Int
    var end: Int
    var destination: Int?

    func contains(_ edit: SourceEdit) -> Bool { edit.start >= start && edit.end <= end }
}

/// The line of each UTF-8 offset of the original text, for `#sourceLocation`.
private struct LineTable {
    /// The offsets of the line breaks, ascending.
    private let breaks: [Int]

    init(_ bytes: [UInt8]) {
        breaks = bytes.indices.filter { bytes[$0] == 0x0A }
    }

    /// The 1-based line of `offset`.
    func line(at offset: Int) -> Int {
        var low = 0
        var high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    /// `replacement` for `range` with the original's lines kept: padded with line breaks when it has fewer than
    /// `range`, framed by directives (its own first line, then the line it is followed by) when it has more.
    /// `elsewhere` names the file and line of text that moved here from another file.
    func located(
        _ replacement: String, replacing range: Range<Int>, from origin: Int?,
        elsewhere: (file: String, line: Int)? = nil, in file: String
    ) -> String {
        let replaced = line(at: range.upperBound) - line(at: range.lowerBound)
        let added = replacement.utf8.filter { $0 == 0x0A }.count
        if added <= replaced, elsewhere == nil {
            return replacement + String(repeating: "\n", count: replaced - added)
        }
        let first =
            elsewhere.map { Self.directive(file: $0.file, line: $0.line) }
            ?? Self.directive(file: file, line: line(at: origin ?? range.lowerBound))
        return "\n\(first)\n\(replacement)\n"
            + "\(Self.directive(file: file, line: line(at: range.upperBound)))\n"
    }

    /// `#sourceLocation(file: "FILE", line: N)`: the next line is line N of FILE.
    static func directive(file: String, line: Int) -> String {
        let literal = file.unicodeScalars.map { ["\\", "\""].contains($0) ? "\\\($0)" : "\($0)" }.joined()
        return "#sourceLocation(file: \"\(literal)\", line: \(line))"
    }
}
