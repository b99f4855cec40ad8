/// One whitespace-separated word of a script line, with its position.
struct ScriptToken: Hashable {
    /// The text; for a quoted token, without the quotes and with escapes resolved.
    var text: String
    /// 1-based column of the first scalar (the opening quote for a quoted token).
    var column: Int
    /// Length in source scalars, quotes included.
    var length: Int
    /// Whether the token was written in double quotes (allowed for `images` paths only).
    var quoted: Bool

    /// The column just past the token.
    var endColumn: Int { column + length }
}

/// Splits script text into lines and lines into tokens.
///
/// Lines end at `\n`; a `\r` before it is dropped. Tokens are separated by whitespace; `#` outside quotes
/// starts a comment that runs to the end of the line, even in the middle of a word (`5#x` is `5`). A token
/// that starts with `"` runs to the next unescaped `"` (`\"` and `\\` are escapes) and may hold spaces and `#`.
enum ScriptScanner {
    /// The lines of `text` as scalar arrays, without their terminators. Empty text has one empty line.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if current.last == "\r" { current.removeLast() }
                lines.append(current)
                current = []
            } else {
                current.append(scalar)
            }
        }
        if current.last == "\r" { current.removeLast() }
        lines.append(current)
        return lines
    }

    /// The tokens of one line, comments removed.
    static func tokens(in line: [Unicode.Scalar], lineNumber: Int, file: String) throws(ScriptError) -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        var index = 0
        while index < line.count {
            let scalar = line[index]
            if scalar == "#" { break }
            if isSpace(scalar) {
                index += 1
                continue
            }
            let start = index
            if scalar == "\"" {
                var text = ""
                var closed = false
                index += 1
                while index < line.count {
                    let inner = line[index]
                    if inner == "\"" {
                        closed = true
                        index += 1
                        break
                    }
                    if inner == "\\", index + 1 < line.count {
                        text.unicodeScalars.append(line[index + 1])
                        index += 2
                        continue
                    }
                    text.unicodeScalars.append(inner)
                    index += 1
                }
                guard closed else {
                    throw ScriptError(file: file, line: lineNumber, column: start + 1, message: "unterminated quote")
                }
                if index < line.count, !isSpace(line[index]), line[index] != "#" {
                    throw ScriptError(
                        file: file, line: lineNumber, column: index + 1,
                        message: "expected a space after the closing quote")
                }
                tokens.append(ScriptToken(text: text, column: start + 1, length: index - start, quoted: true))
            } else {
                var text = ""
                while index < line.count, !isSpace(line[index]), line[index] != "#" {
                    text.unicodeScalars.append(line[index])
                    index += 1
                }
                tokens.append(ScriptToken(text: text, column: start + 1, length: index - start, quoted: false))
            }
        }
        return tokens
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }
}
