import GestureUIKit

/// A scene refusing its options or content.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was refused, naming the option or content.
    public var message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
