/// Something `gesturelab port` found and could not rewrite: an Objective-C runtime trick with no counterpart in
/// the kit, with the line it is on.
public struct PortProblem: Equatable, Sendable {
    /// The file as given.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// What it is and what to do instead.
    public let message: String

    /// A problem at `file:line`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: cannot port: MESSAGE`, as compilers print locations.
    public var description: String { "\(file):\(line): cannot port: \(message)" }
}
