/// The error `setDelegate(_:)` throws, carrying UIKit's exception message.
package struct GestureRecognizerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's exception message.
    package let message: String
    /// The message.
    package var description: String { message }
}
