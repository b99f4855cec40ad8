/// Runs a replay's sessions in place of `ReplaySession.run()`: a recorder steps them frame by frame and renders.
///
/// `ReplayCommand` calls `prepare()` once the script has parsed and the flags are valid, before any run, then
/// builds every session (one per compared value) and hands them all to `drive`. The report is taken from the
/// sessions afterwards, so a driver changes what is produced besides the report, never the report itself.
public protocol ReplayDriver: AnyObject {
    /// Checks what the driver needs (an output folder, a tool) before anything runs; a failure exits 1.
    func prepare() throws(ReplayDriverError)
    /// Runs every session to its end. `labels`: `key=value` per session in compare mode, else empty.
    func drive(_ sessions: [ReplaySession], labels: [String]) throws(ReplayDriverError)
}

/// A driver's failure, with a message naming the path or tool (exit status 1, nothing written).
public struct ReplayDriverError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the path or the tool.
    public var message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
