/// A command-line value that is wrong, with a message naming the flag (`--set pop=bogus: unknown option...`).
public struct CommandLineError: Error, CustomStringConvertible, Sendable {
    /// The whole message, naming the flag and the value.
    public var message: String

    /// An error whose text is `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
