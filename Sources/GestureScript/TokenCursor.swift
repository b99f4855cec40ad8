/// Reads one line's tokens left to right, turning every problem into a `ScriptError` at the right column.
///
/// A missing token is reported just past the last token of the line.
struct TokenCursor {
    let tokens: [ScriptToken]
    let line: Int
    let file: String
    private(set) var index = 0

    init(tokens: [ScriptToken], line: Int, file: String) {
        self.tokens = tokens
        self.line = line
        self.file = file
    }

    var isAtEnd: Bool { index >= tokens.count }

    /// The column just past the last token (1 on an empty line).
    var endColumn: Int { tokens.last?.endColumn ?? 1 }

    func peek() -> ScriptToken? { isAtEnd ? nil : tokens[index] }

    func error(_ message: String, at column: Int) -> ScriptError {
        ScriptError(file: file, line: line, column: column, message: message)
    }

    /// The next token, which must exist and not be quoted (quotes are for `images` paths only).
    mutating func word(_ what: String) throws(ScriptError) -> ScriptToken {
        let token = try any(what)
        if token.quoted {
            throw error("quotes are only allowed around image paths; expected \(what)", at: token.column)
        }
        return token
    }

    /// The next token, quoted or not, which must exist.
    mutating func any(_ what: String) throws(ScriptError) -> ScriptToken {
        guard let token = peek() else { throw error("missing \(what)", at: endColumn) }
        index += 1
        return token
    }

    /// A decimal number (`195`, `-3.5`, `0.016`).
    mutating func number(_ what: String) throws(ScriptError) -> (value: Double, token: ScriptToken) {
        let token = try word(what)
        guard let value = ScriptNumber.parse(token.text) else {
            if ScriptNumber.isDecimal(token.text) {
                throw error("number '\(token.text)' for \(what) is out of range", at: token.column)
            }
            let hint = token.text.hasPrefix("+") ? " ('+' is only allowed on times)" : ""
            throw error("malformed number '\(token.text)' for \(what)\(hint)", at: token.column)
        }
        return (value, token)
    }

    /// A number that must not be negative (durations, radii).
    mutating func nonNegative(_ what: String) throws(ScriptError) -> (value: Double, token: ScriptToken) {
        let parsed = try number(what)
        if parsed.value < 0 { throw error("\(what) must not be negative", at: parsed.token.column) }
        return parsed
    }

    /// An integer within `range`; `tooSmall` overrides the message for values below it.
    mutating func integer(
        _ what: String, in range: ClosedRange<Int>, tooSmall: String? = nil
    ) throws(ScriptError) -> (value: Int, token: ScriptToken) {
        let token = try word(what)
        guard let value = ScriptNumber.parseInteger(token.text) else {
            if ScriptNumber.isDecimal(token.text) {
                throw error("\(what) must be an integer, not '\(token.text)'", at: token.column)
            }
            throw error("malformed number '\(token.text)' for \(what)", at: token.column)
        }
        if value < range.lowerBound, let tooSmall { throw error(tooSmall, at: token.column) }
        guard range.contains(value) else {
            throw error(
                "\(what) must be from \(range.lowerBound) to \(range.upperBound), not \(value)", at: token.column)
        }
        return (value, token)
    }

    /// Two numbers: x then y.
    mutating func point(_ what: String) throws(ScriptError) -> ScriptPoint {
        let x = try number("the x coordinate of \(what)")
        let y = try number("the y coordinate of \(what)")
        return ScriptPoint(x: x.value, y: y.value)
    }

    /// A fixed word such as `->` or `in`.
    mutating func keyword(_ word: String, before what: String) throws(ScriptError) {
        guard let token = peek() else { throw error("missing '\(word)' before \(what)", at: endColumn) }
        guard token.text == word, !token.quoted else {
            throw error("expected '\(word)' before \(what), found '\(token.text)'", at: token.column)
        }
        index += 1
    }

    /// Fails on any token left on the line (trailing garbage).
    func expectEnd(after what: String) throws(ScriptError) {
        if let token = peek() { throw error("unexpected '\(token.text)' after \(what)", at: token.column) }
    }

    /// `key=value` tokens to the end of the line, each key once; at least one when `required`.
    mutating func options(after what: String, required: Bool) throws(ScriptError) -> [ScriptOption] {
        var options: [ScriptOption] = []
        if required, isAtEnd { throw error("missing key=value after '\(what)'", at: endColumn) }
        while let token = peek() {
            index += 1
            let parts = token.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard !token.quoted, parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw error("expected key=value, found '\(token.text)'", at: token.column)
            }
            let option = ScriptOption(key: String(parts[0]), value: String(parts[1]), column: token.column)
            if options.contains(where: { $0.key == option.key }) {
                throw error("option '\(option.key)' is given twice", at: token.column)
            }
            options.append(option)
        }
        return options
    }
}

extension TokenCursor {
    /// Steps over the token `peek()` returned.
    mutating func skip() { index += 1 }
}
