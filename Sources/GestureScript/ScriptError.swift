/// A positioned problem in a touch script: `FILE:LINE:COLUMN: message`.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars from the start of the line and points at
/// the offending token (or just past the last token when something is missing at the end of a line). A file
/// that cannot be read is reported at `1:1`, so every error keeps the same shape for editors and CI logs.
public struct ScriptError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The script's name as given (usually the path on the command line).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// What is wrong, in lower case, without the position.
    public var message: String

    /// An error at `file`:`line`:`column` with `message`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`, exactly.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
