/// One file through `gesturelab port`: its text before and after, what was rewritten and what could not be.
public struct PortedFile: Sendable {
    /// The file as given.
    public let path: String
    /// The text read.
    public let original: String
    /// The text with every rewrite applied (equal to `original` when there was nothing to do).
    public let ported: String
    /// One line per rewrite kind with its line, for the summary (`12: #selector(Feed.refresh(_:)) -> Feed.refresh(_:)`).
    public let changes: [String]
    /// What could not be ported, in line order.
    public let problems: [PortProblem]

    /// Whether the rewrite changed the text.
    public var isChanged: Bool { original != ported }
}
